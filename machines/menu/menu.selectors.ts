import type { SnapshotFrom } from 'xstate';
import { type AppLocation, routeOfTags } from '../../contract/routes.ts';
import type { menuMachine } from './menu.machine.ts';

export type MenuSnapshot = SnapshotFrom<typeof menuMachine>;

/** `/menu`, with the category in the search so that a reload or a shared link opens there. */
export function selectLocation(snapshot: MenuSnapshot): AppLocation | undefined {
  const path = routeOfTags(snapshot.tags);
  if (path === undefined) return undefined;
  const { categoryId } = snapshot.context;
  return categoryId === undefined ? { path } : { path, search: { category: categoryId } };
}

export const selectItems = (snapshot: MenuSnapshot) => snapshot.context.items;
export const selectCategories = (snapshot: MenuSnapshot) => snapshot.context.categories;
export const selectCategoryId = (snapshot: MenuSnapshot) => snapshot.context.categoryId;

/** Where the selected category starts in the list (the view scrolls there); undefined until listed. */
export function selectCategoryStart(snapshot: MenuSnapshot): number | undefined {
  const { items, categoryId } = snapshot.context;
  const index = items.findIndex((item) => item.categoryId === categoryId);
  return index === -1 ? undefined : index;
}

/** The first page is loading: the view shows placeholders. */
export const selectIsLoading = (snapshot: MenuSnapshot) => snapshot.hasTag('busy');
/** A further page is on its way: a row of placeholders at the end, or a spinner on the tab chosen. */
export const selectIsLoadingMore = (snapshot: MenuSnapshot) =>
  snapshot.hasTag('loadingMore') || snapshot.hasTag('seeking');
export const selectIsSeeking = (snapshot: MenuSnapshot) => snapshot.hasTag('seeking');
export const selectHasMore = (snapshot: MenuSnapshot) => !snapshot.context.ended;
/** The whole menu failed (`menu.retry`) or a further page did (`page.retry`). */
export const selectError = (snapshot: MenuSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : undefined;
export const selectIsMenuFailed = (snapshot: MenuSnapshot) =>
  snapshot.hasTag('error') && !snapshot.hasTag('ready');
/** Spec §8 USER_OUT_OF_RANGE: the customer is too far; the view offers to change the address. */
export const selectIsOutOfRange = (snapshot: MenuSnapshot) => snapshot.hasTag('outOfRange');
