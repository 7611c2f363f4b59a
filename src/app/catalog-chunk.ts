import { fromPromise } from 'xstate';
import { catalogMachine } from '../../machines/catalog/catalog.machine.ts';
import type { CategoryDishes, ServiceIdInput } from '../../machines/catalog/catalog.types.ts';
import { toMenuCategory, toMenuItem, toOptionGroup } from '../../machines/catalog/catalog-items.ts';
import { favoritesMachine } from '../../machines/favorites/favorites.machine.ts';
import type { FavoriteChange, FavoriteToggle } from '../../machines/favorites/favorites.types.ts';
import { menuMachine } from '../../machines/menu/menu.machine.ts';
import type { MenuItem, MenuPage, MenuPageInput } from '../../machines/menu/menu.types.ts';
import { productMachine } from '../../machines/product/product.machine.ts';
import type { LoadOptionsInput, OptionGroup } from '../../machines/product/product.types.ts';
import { searchMachine } from '../../machines/search/search.machine.ts';
import type { SearchItemsInput, SearchResults, SearchTracked } from '../../machines/search/search.types.ts';
import { fetchDefaultCategories, fetchItem, fetchItemsPage, searchItems } from '../api/catalog.ts';
import { fetchFavoriteItems, saveFavorites } from '../api/favorites.ts';
import { track, trackWith } from '../lib/analytics.ts';
import { bannerClickedEvent, categoryViewedEvent, favoritedEvent, productEvent } from './catalog-events.ts';
import { reportFavoritesFailed } from './favorites-failed.ts';
import { handToCart } from './flows/cart-seam.ts';

interface System {
  system: { get(systemId: string): { send(event: unknown): void } | undefined };
}

/** A page of the menu; dishes disabled at the store come marked, never dropped (spec §7 `disabled-items`). */
async function loadMenuPage(input: MenuPageInput, signal: AbortSignal): Promise<MenuPage> {
  const page = await fetchItemsPage({
    serviceId: input.serviceId,
    serviceType: input.serviceType,
    page: input.offset / input.limit,
    limit: input.limit,
    disabledItems: true,
    ...input.location,
    signal,
  });
  return {
    items: page.items.map(toMenuItem),
    categories: page.categories.map(toMenuCategory),
    total: page.total,
  };
}

/** Spec §9: the home shows the first two categories, with this many of their dishes. */
const HOME_DISHES = 4;

/** Spec §7 default categories (limit 2, by index); spec §8: an empty answer is an error, not a blank. */
async function loadDefaultCategories({ serviceId }: ServiceIdInput, signal: AbortSignal) {
  const categories = await fetchDefaultCategories({ serviceId, disabledItems: true, limit: 2, signal });
  if (categories.length === 0) throw new Error('the default categories came back empty');
  return categories.map(
    (category): CategoryDishes => ({
      category: toMenuCategory(category),
      items: category.items.slice(0, HOME_DISHES).map(toMenuItem),
    }),
  );
}

const goTo = ({ system }: System, to: string) =>
  system.get('app')?.send({ type: 'navigation.requested', to });

/**
 * The customer's catalog (DESIGN §3) with its real effects: the menu's pages, the search, the hearts
 * synced with the API and kept in the user store, the product sheet handing lines to the cart. A chunk
 * of its own, loaded with the home, the menu or the favorites.
 */
export const catalogLogic = () =>
  catalogMachine.provide({
    actors: {
      menu: menuMachine.provide({
        actors: {
          loadMenuPage: fromPromise<MenuPage, MenuPageInput>(({ input, signal }) =>
            loadMenuPage(input, signal),
          ),
        },
        actions: {
          trackCategoryViewed: (_, category) => {
            if (category !== undefined) track(categoryViewedEvent(category));
          },
        },
      }),
      search: searchMachine.provide({
        actors: {
          searchItems: fromPromise<SearchResults, SearchItemsInput>(async ({ input, signal }) => {
            const found = await searchItems({ ...input, signal });
            return { items: found.items.map(toMenuItem), total: found.total };
          }),
        },
        actions: {
          trackSearch: (_, search: SearchTracked) =>
            track({ kind: 'engagement', name: 'SEARCH', properties: { ...search } }),
        },
      }),
      favorites: favoritesMachine.provide({
        actors: {
          saveFavorite: fromPromise<void, FavoriteToggle>(async ({ input, signal }) => {
            await saveFavorites({
              serviceId: input.serviceId,
              items: [{ item_id: input.itemId, active: input.active }],
              signal,
            });
          }),
        },
        actions: {
          // Spec §3: the favorites list is the user store's, persisted there.
          applyFavorite: ({ system }: System, change: FavoriteChange) =>
            system.get('user')?.send({ type: 'favorites.toggled', ...change }),
          requestSignIn: (scope: System) => goTo(scope, '/auth'),
          trackFavorited: trackWith(favoritedEvent),
        },
      }),
      product: productMachine.provide({
        actors: {
          loadOptions: fromPromise<OptionGroup[], LoadOptionsInput>(async ({ input, signal }) => {
            const product = await fetchItem({ itemId: input.itemId, serviceId: input.serviceId, signal });
            return product.options.map(toOptionGroup);
          }),
        },
        actions: {
          addToCart: handToCart,
          trackProductViewed: trackWith((item: MenuItem) => productEvent('PRODUCT_VIEWED', item)),
        },
      }),
      loadFavoriteItems: fromPromise<MenuItem[], ServiceIdInput>(async ({ input, signal }) =>
        (await fetchFavoriteItems({ serviceId: input.serviceId, signal })).map(toMenuItem),
      ),
      loadDefaultCategories: fromPromise<CategoryDishes[], ServiceIdInput>(({ input, signal }) =>
        loadDefaultCategories(input, signal),
      ),
    },
    actions: {
      reportFavoritesFailed,
      askForAddress: (scope: System) => goTo(scope, '/geolocation'),
      trackProductOpened: trackWith((item: MenuItem) => productEvent('PRODUCT_OPENED', item)),
      trackBannerClicked: trackWith(bannerClickedEvent),
    },
  });
