// The delivery menu: categories and dishes in pages.
// Spec §2 `/menu`; §7 menu items; §8 USER_OUT_OF_RANGE; §9 page size 10.
import { assign, setup } from 'xstate';
import { apiErrorKeyOf } from '../shared/api-error-key.ts';
import { provided } from '../shared/provided.ts';
import { appendPage, emptyPages, needsSeek, pageInputOf } from './menu.pages.ts';
import type {
  MenuCategory,
  MenuContext,
  MenuErrorKey,
  MenuEvent,
  MenuInput,
  MenuOutput,
  MenuPage,
  MenuPageInput,
  MenuTag,
} from './menu.types.ts';

const failure = ({ event }: { event: { error: unknown } }) => apiErrorKeyOf(event.error);

/** A later page that fails keeps the list: the customer retries at its end. */
const pageFailed = [
  { guard: 'isOutOfRange', target: '#menu.outOfRange' },
  { target: 'moreFailed', actions: { type: 'storeError', params: failure } },
] as const;

/** Spec §7 CATEGORY_VIEWED: the category the list arrives at, when it is another one. */
function newlyViewed({
  context,
  event,
}: {
  context: MenuContext;
  event: MenuEvent;
}): MenuCategory | undefined {
  if (event.type !== 'category.select' && event.type !== 'category.viewed') return undefined;
  if (event.categoryId === context.categoryId) return undefined;
  return context.categories.find((category) => category.id === event.categoryId);
}

const trackViewed = { type: 'trackCategoryViewed', params: newlyViewed } as const;

/** The tabs and the URL follow the scroll, except while the list is taken to a chosen tab. */
const followScroll = {
  'category.viewed': { guard: 'isKnownCategory', actions: [trackViewed, 'chooseCategory'] },
} as const;

const pageLoaded = {
  target: 'settling',
  actions: { type: 'storePage', params: ({ event }: { event: { output: MenuPage } }) => event.output },
} as const;

/**
 * The delivery menu (spec §2 "/menu"; §7 menu items; §8 USER_OUT_OF_RANGE and empty reads; §9 page
 * size 10, offset = page × size): category tabs over one list in menu order, loaded a page at a time
 * as the customer scrolls, one request at a time, until a page comes back short or the total is
 * reached. A category chosen (or deep linked) loads pages until they list a page from its title.
 */
export const menuMachine = setup({
  types: {} as {
    context: MenuContext;
    events: MenuEvent;
    input: MenuInput;
    output: MenuOutput;
    tags: MenuTag;
  },
  actors: {
    loadMenuPage: provided<MenuPage, MenuPageInput>('menu', 'loadMenuPage'),
  },
  actions: {
    storePage: assign(({ context }, page: MenuPage) => appendPage(context, page)),
    chooseCategory: assign(({ event }) =>
      event.type === 'category.select' || event.type === 'category.viewed'
        ? { categoryId: event.categoryId }
        : {},
    ),
    resetPages: assign(emptyPages),
    storeError: assign((_, error: MenuErrorKey) => ({ error })),
    clearError: assign({ error: undefined }),
    /** Provided by the app: the analytics seam; nothing when the list stays in its category. */
    trackCategoryViewed: (_, _category: MenuCategory | undefined) => {},
  },
  guards: {
    isEmptyMenu: (_, page: MenuPage) => page.items.length === 0,
    isOutOfRange: ({ event }) => apiErrorKeyOf((event as { error?: unknown }).error) === 'outOfRange',
    hasMorePages: ({ context }) => !context.ended,
    isKnownCategory: ({ context, event }) =>
      (event.type === 'category.select' || event.type === 'category.viewed') &&
      context.categories.some((category) => category.id === event.categoryId),
    needsSeek: ({ context }) => needsSeek(context),
  },
}).createMachine({
  id: 'menu',
  context: ({ input }) => ({
    serviceId: input.serviceId,
    serviceType: input.serviceType,
    location: input.location,
    ...emptyPages,
    categoryId: input.categoryId,
    error: undefined,
  }),
  initial: 'loading',
  output: () => ({ next: 'changeAddress' }),
  states: {
    loading: {
      tags: ['route:/menu', 'busy'],
      invoke: {
        id: 'loadMenuPage',
        src: 'loadMenuPage',
        input: pageInputOf,
        onDone: [
          {
            guard: { type: 'isEmptyMenu', params: ({ event }) => event.output },
            target: 'failed',
            actions: { type: 'storeError', params: 'emptyMenu' },
          },
          { target: 'browsing', actions: { type: 'storePage', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: 'isOutOfRange', target: 'outOfRange' },
          { target: 'failed', actions: { type: 'storeError', params: failure } },
        ],
      },
    },
    browsing: {
      tags: ['route:/menu', 'ready'],
      initial: 'settling',
      states: {
        settling: {
          always: [{ guard: 'needsSeek', target: 'seeking' }, { target: 'idle' }],
        },
        idle: {
          on: {
            ...followScroll,
            'page.next': { guard: 'hasMorePages', target: 'loadingMore' },
            'category.select': {
              guard: 'isKnownCategory',
              target: 'settling',
              actions: [trackViewed, 'chooseCategory'],
            },
          },
        },
        loadingMore: {
          tags: 'loadingMore',
          invoke: {
            id: 'loadMenuPage',
            src: 'loadMenuPage',
            input: pageInputOf,
            onDone: pageLoaded,
            onError: pageFailed,
          },
          on: followScroll,
        },
        seeking: {
          tags: 'seeking',
          invoke: {
            id: 'loadMenuPage',
            src: 'loadMenuPage',
            input: pageInputOf,
            onDone: pageLoaded,
            onError: pageFailed,
          },
        },
        moreFailed: {
          tags: 'error',
          on: {
            ...followScroll,
            'page.retry': { target: 'loadingMore', actions: 'clearError' },
            // A tab tapped after a failed page asks again on the way to it.
            'category.select': {
              guard: 'isKnownCategory',
              target: 'settling',
              actions: [trackViewed, 'chooseCategory', 'clearError'],
            },
          },
        },
      },
    },
    // Never a blank list: an empty menu or a failed first page says so, with "try again".
    failed: {
      tags: ['route:/menu', 'error'],
      on: { 'menu.retry': { target: 'loading', actions: ['resetPages', 'clearError'] } },
    },
    outOfRange: {
      tags: ['route:/menu', 'outOfRange'],
      on: { 'address.change': 'changingAddress' },
    },
    changingAddress: { type: 'final' },
  },
});
