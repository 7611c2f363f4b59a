import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { favoritesMachine } from '../favorites/favorites.machine.ts';
import type { menuMachine } from '../menu/menu.machine.ts';
import type { productMachine } from '../product/product.machine.ts';
import type { searchMachine } from '../search/search.machine.ts';
import type { catalogMachine } from './catalog.machine.ts';

export type CatalogSnapshot = SnapshotFrom<typeof catalogMachine>;
export type CatalogActor = ActorRefFrom<typeof catalogMachine>;
export type MenuActor = ActorRefFrom<typeof menuMachine>;
export type SearchActor = ActorRefFrom<typeof searchMachine>;
export type FavoritesActor = ActorRefFrom<typeof favoritesMachine>;
export type ProductActor = ActorRefFrom<typeof productMachine>;

/** The menu of `/menu`; undefined until the service is known, and off the page. */
export const selectMenu = (snapshot: CatalogSnapshot) => snapshot.children.menu as MenuActor | undefined;
/** The search (home and menu); undefined until the service is known. */
export const selectSearch = (snapshot: CatalogSnapshot) =>
  snapshot.children.search as SearchActor | undefined;
/** The hearts on the dishes. */
export const selectFavorites = (snapshot: CatalogSnapshot) =>
  snapshot.children.favorites as FavoritesActor | undefined;
/** The open product sheet, if any. */
export const selectProduct = (snapshot: CatalogSnapshot) =>
  snapshot.children.product as ProductActor | undefined;

export const selectIsSignedIn = (snapshot: CatalogSnapshot) => snapshot.context.signedIn;
/** Start-up has resolved the customer's point and no store serves it (not: it is still asking). */
export const selectHasNoService = (snapshot: CatalogSnapshot) =>
  snapshot.context.serviceKnown && snapshot.context.service === undefined;
/** The `/favorites` list: its dishes, loading, or failed (then empty, with a toast). */
export const selectFavoriteItems = (snapshot: CatalogSnapshot) => snapshot.context.favoriteItems;
export const selectIsFavoritesLoading = (snapshot: CatalogSnapshot) =>
  snapshot.matches({ favoriteItems: 'loading' });
export const selectIsFavoritesFailed = (snapshot: CatalogSnapshot) =>
  snapshot.matches({ favoriteItems: 'failed' });
/** The home's default categories with their first dishes; failed: "try again". */
export const selectDefaultCategories = (snapshot: CatalogSnapshot) => snapshot.context.defaultCategories;
export const selectIsDefaultCategoriesFailed = (snapshot: CatalogSnapshot) =>
  snapshot.matches({ defaultCategories: 'failed' });
