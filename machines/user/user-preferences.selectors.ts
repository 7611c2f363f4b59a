import type { UserSnapshot } from './user.selectors.ts';

/*
 * The customer's preferences, which only later pages read (the menu's hearts, the favorites, an order's
 * offers): apart from the first screen's selectors, so they come with those pages.
 */

export const selectFavorites = (snapshot: UserSnapshot) => snapshot.context.favorites;
export const selectIsFavorite = (snapshot: UserSnapshot, itemId: string) =>
  snapshot.context.favorites.includes(itemId);
/** Whether the customer turned down being told when an order moves. */
export const selectPushOfferDeclined = (snapshot: UserSnapshot) =>
  snapshot.context.pushOfferDeclined === true;
