// The customer's catalog: home blocks, menu, search, favorites, the product sheet.
// Spec §2 `/`, `/menu`, `/favorites`; §4 favorite toggle; §5 search; §9 page sizes.
import { assign, sendTo, setup } from 'xstate';
import { favoritesMachine } from '../favorites/favorites.machine.ts';
import { menuMachine } from '../menu/menu.machine.ts';
import type { MenuItem } from '../menu/menu.types.ts';
import { productMachine } from '../product/product.machine.ts';
import { searchMachine } from '../search/search.machine.ts';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import type {
  CatalogContext,
  CatalogEvent,
  CatalogInput,
  CatalogTag,
  CategoryDishes,
  ClickedBanner,
  ServiceIdInput,
} from './catalog.types.ts';

/** The `category` of a `/menu?category=…` link. */
const linkedCategory = (search: string) => new URLSearchParams(search).get('category') ?? undefined;

const trackOpened = {
  type: 'trackProductOpened',
  params: ({ event }: { event: CatalogEvent }) =>
    required(event.type === 'product.open' ? event.item : undefined, 'catalog: the dish tapped'),
} as const;

const serviceOf = (context: CatalogContext) => required(context.service, 'catalog: a service');

/**
 * The customer's catalog (spec §2 `/`, `/menu`, `/favorites`; §4 favorite toggle; §5 search; §9
 * default categories): the charts that come and go with its pages, over the service start-up
 * resolved. The menu runs while `/menu` is shown (a tab link or a home tile selects its category);
 * the search, the hearts and the product sheet live as long as the pages; `/favorites` loads its
 * dishes each time it is entered, the home its default categories once per service.
 * A chunk of its own, invoked by the app with the `catalog` system id.
 */
export const catalogMachine = setup({
  types: {} as { context: CatalogContext; events: CatalogEvent; input: CatalogInput; tags: CatalogTag },
  actors: {
    menu: menuMachine,
    search: searchMachine,
    favorites: favoritesMachine,
    product: productMachine,
    loadFavoriteItems: provided<MenuItem[], ServiceIdInput>('catalog', 'loadFavoriteItems'),
    loadDefaultCategories: provided<CategoryDishes[], ServiceIdInput>('catalog', 'loadDefaultCategories'),
  },
  actions: {
    storeRoute: assign(({ event }) =>
      event.type === 'route.entered' ? { pathname: event.pathname, search: event.search } : {},
    ),
    storeService: assign(({ event }) =>
      event.type === 'service.changed'
        ? { service: event.service, serviceKnown: event.serviceKnown, searchSettings: event.searchSettings }
        : {},
    ),
    storeUser: assign(({ event }) => (event.type === 'user.changed' ? { signedIn: event.signedIn } : {})),
    storeOpened: assign(({ event }) => (event.type === 'product.open' ? { opened: event.item } : {})),
    forgetOpened: assign({ opened: undefined }),
    storeFavoriteItems: assign((_, favoriteItems: MenuItem[]) => ({ favoriteItems })),
    clearFavoriteItems: assign({ favoriteItems: [] }),
    storeDefaultCategories: assign((_, defaultCategories: CategoryDishes[]) => ({ defaultCategories })),
    /** A tab or a home tile linked to `/menu?category=…`: the open menu goes there. */
    selectLinkedCategory: sendTo('menu', ({ event }) => ({
      type: 'category.select' as const,
      categoryId: (event.type === 'route.entered' && linkedCategory(event.search)) || '',
    })),
    /** Provided by the app: spec §8 USER_OUT_OF_RANGE, the customer goes to change the address. */
    askForAddress: () => {},
    /** Provided by the app: spec §8 "Address, favorite … failures show an error toast". */
    reportFavoritesFailed: () => {},
    /** Provided by the app: the analytics seam (spec §7 PRODUCT_OPENED, banner clicks). */
    trackProductOpened: (_, _item: MenuItem) => {},
    trackBannerClicked: (_, _banner: ClickedBanner) => {},
  },
  guards: {
    hasService: ({ context }) => context.service !== undefined,
    /** Not only the search's settings: the dishes shown depend on it (read before the facts store it). */
    isOtherService: ({ context, event }) =>
      event.type === 'service.changed' && JSON.stringify(event.service) !== JSON.stringify(context.service),
    isOnHome: ({ context }) => context.pathname === '/' && context.service !== undefined,
    isOnMenu: ({ context }) => context.pathname === '/menu' && context.service !== undefined,
    isOnFavorites: ({ context }) =>
      context.pathname === '/favorites' && context.service !== undefined && context.signedIn,
    isMenuRoute: ({ event }) => event.type === 'route.entered' && event.pathname === '/menu',
    isCategoryLink: ({ event }) =>
      event.type === 'route.entered' &&
      event.pathname === '/menu' &&
      linkedCategory(event.search) !== undefined,
    isFavoritesRoute: ({ event }) => event.type === 'route.entered' && event.pathname === '/favorites',
  },
}).createMachine({
  id: 'catalog',
  type: 'parallel',
  context: ({ input }) => ({ ...input, opened: undefined, favoriteItems: [], defaultCategories: [] }),
  on: {
    'banner.clicked': { actions: { type: 'trackBannerClicked', params: ({ event }) => event.banner } },
  },
  states: {
    // First of the regions, so the others' `always` read the new facts. (Their guards read the event.)
    facts: {
      on: {
        'route.entered': { actions: 'storeRoute' },
        'service.changed': { actions: 'storeService' },
        'user.changed': { actions: 'storeUser' },
      },
    },
    menu: {
      initial: 'closed',
      states: {
        closed: { always: { guard: 'isOnMenu', target: 'open' } },
        open: {
          invoke: {
            id: 'menu',
            systemId: 'menu',
            src: 'menu',
            input: ({ context }) => ({ ...serviceOf(context), categoryId: linkedCategory(context.search) }),
            onDone: { target: 'resting', actions: 'askForAddress' },
            onError: 'resting',
          },
          on: {
            'route.entered': [
              { guard: 'isCategoryLink', actions: 'selectLinkedCategory' },
              { guard: 'isMenuRoute' },
              { target: 'closed' },
            ],
            'service.changed': { guard: 'isOtherService', target: 'closed' },
          },
        },
        // The menu ended (out of range) or broke: it opens again with the next page entered.
        resting: {
          on: { 'route.entered': 'closed', 'service.changed': { guard: 'isOtherService', target: 'closed' } },
        },
      },
    },
    search: {
      initial: 'off',
      states: {
        off: { always: { guard: 'hasService', target: 'on' } },
        on: {
          invoke: {
            id: 'search',
            systemId: 'search',
            src: 'search',
            input: ({ context }) => ({ serviceId: serviceOf(context).serviceId, ...context.searchSettings }),
            onError: 'resting',
          },
          on: { 'service.changed': 'off' },
        },
        resting: { on: { 'service.changed': 'off' } },
      },
    },
    favorites: {
      initial: 'on',
      states: {
        on: {
          invoke: {
            id: 'favorites',
            systemId: 'favorites',
            src: 'favorites',
            input: ({ context }) => ({ signedIn: context.signedIn }),
            onError: 'resting',
          },
          on: { 'user.changed': { target: 'on', reenter: true } },
        },
        resting: { on: { 'user.changed': 'on' } },
      },
    },
    favoriteItems: {
      initial: 'idle',
      on: { 'service.changed': { guard: 'isOtherService', target: '.idle' }, 'user.changed': '.idle' },
      states: {
        idle: { always: { guard: 'isOnFavorites', target: 'loading' } },
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadFavoriteItems',
            src: 'loadFavoriteItems',
            input: ({ context }) => ({ serviceId: serviceOf(context).serviceId }),
            onDone: {
              target: 'ready',
              actions: { type: 'storeFavoriteItems', params: ({ event }) => event.output },
            },
            // Spec §8: "A failed favorites fetch returns an empty list" (and says so).
            onError: { target: 'failed', actions: ['clearFavoriteItems', 'reportFavoritesFailed'] },
          },
        },
        ready: { on: { 'route.entered': { guard: 'isFavoritesRoute', target: 'loading' } } },
        failed: {
          tags: 'error',
          on: {
            'route.entered': { guard: 'isFavoritesRoute', target: 'loading' },
            'favorites.retry': 'loading',
          },
        },
      },
    },
    // The home's first categories with their first dishes, loaded once per service.
    defaultCategories: {
      initial: 'idle',
      on: { 'service.changed': { guard: 'isOtherService', target: '.idle' } },
      states: {
        idle: { always: { guard: 'isOnHome', target: 'loading' } },
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadDefaultCategories',
            src: 'loadDefaultCategories',
            input: ({ context }) => ({ serviceId: serviceOf(context).serviceId }),
            onDone: {
              target: 'ready',
              actions: { type: 'storeDefaultCategories', params: ({ event }) => event.output },
            },
            onError: 'failed',
          },
        },
        ready: {},
        // Spec §8: an empty or failed category read is an error with "try again", never a blank.
        failed: { tags: 'error', on: { 'categories.retry': 'loading' } },
      },
    },
    product: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'product.open': { guard: 'hasService', target: 'open', actions: ['storeOpened', trackOpened] },
          },
        },
        open: {
          invoke: {
            id: 'product',
            systemId: 'product',
            src: 'product',
            input: ({ context }) => ({
              item: required(context.opened, 'catalog: the dish opened'),
              serviceId: serviceOf(context).serviceId,
            }),
            onDone: { target: 'closed', actions: 'forgetOpened' },
            onError: { target: 'closed', actions: 'forgetOpened' },
          },
          on: {
            'product.open': { target: 'open', reenter: true, actions: ['storeOpened', trackOpened] },
            'route.entered': { target: 'closed', actions: 'forgetOpened' },
            'service.changed': { guard: 'isOtherService', target: 'closed', actions: 'forgetOpened' },
          },
        },
      },
    },
  },
});
