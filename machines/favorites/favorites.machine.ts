// The heart on a dish: optimistic toggle, synced with the API.
// Spec §4 "Favorite toggle"; §7 favorites; §8.
import { assign, emit, setup } from 'xstate';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import type {
  FavoriteChange,
  FavoritesContext,
  FavoritesEmitted,
  FavoritesEvent,
  FavoritesInput,
  FavoritesTag,
  FavoriteToggle,
} from './favorites.types.ts';

const head = ({ context }: { context: FavoritesContext }) => required(context.pending[0], 'favorites: a tap');

const tapped = {
  actions: [
    'enqueue',
    {
      type: 'applyFavorite',
      params: ({ event }: { event: FavoriteChange }): FavoriteChange => ({
        itemId: event.itemId,
        active: event.active,
      }),
    },
  ],
} as const;

/**
 * The heart on a dish (spec §4 "Favorite toggle", §7 "POST favorite items with service-id", §8
 * favorite failures): the list changes at once, the API is told one tap at a time in order, and a
 * tap the API refuses is undone and reported. A guest's tap offers sign-in instead. Meant to run as
 * a child of the user actor, which owns the persisted list.
 */
export const favoritesMachine = setup({
  types: {} as {
    context: FavoritesContext;
    events: FavoritesEvent;
    input: FavoritesInput;
    emitted: FavoritesEmitted;
    tags: FavoritesTag;
  },
  actors: {
    saveFavorite: provided<void, FavoriteToggle>('favorites', 'saveFavorite'),
  },
  actions: {
    enqueue: assign(({ context, event }) =>
      event.type === 'favorite.toggle'
        ? {
            pending: [
              ...context.pending,
              { itemId: event.itemId, active: event.active, serviceId: event.serviceId },
            ],
            error: undefined,
          }
        : {},
    ),
    dequeue: assign(({ context }) => ({ pending: context.pending.slice(1) })),
    storeFailure: assign({ error: 'favoriteFailed' as const }),
    requestSignIn: emit({ type: 'signIn.requested' }),
    /** Provided by the parent: the user store's list (`favorites.toggled`), persisted there. */
    applyFavorite: (_, _change: FavoriteChange) => {},
    /** Provided by the app: the analytics seam (spec §7 PRODUCT_FAVORITED), once the API took the tap. */
    trackFavorited: (_, _toggle: FavoriteToggle) => {},
  },
  guards: {
    isGuest: ({ context }) => !context.signedIn,
    hasPending: ({ context }) => context.pending.length > 0,
  },
}).createMachine({
  id: 'favorites',
  context: ({ input }) => ({ signedIn: input.signedIn, pending: [], error: undefined }),
  initial: 'idle',
  states: {
    idle: {
      tags: 'ready',
      on: {
        'favorite.toggle': [
          { guard: 'isGuest', target: 'signInPrompt' },
          { target: 'saving', ...tapped },
        ],
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveFavorite',
        src: 'saveFavorite',
        input: head,
        onDone: { target: 'settling', actions: [{ type: 'trackFavorited', params: head }, 'dequeue'] },
        onError: {
          target: 'settling',
          actions: [
            {
              type: 'applyFavorite',
              params: ({ context }) => ({
                itemId: head({ context }).itemId,
                active: !head({ context }).active,
              }),
            },
            'storeFailure',
            'dequeue',
          ],
        },
      },
      // One request at a time, in the order of the taps.
      on: { 'favorite.toggle': tapped },
    },
    settling: {
      always: [{ guard: 'hasPending', target: 'saving' }, { target: 'idle' }],
    },
    signInPrompt: {
      tags: 'signIn',
      on: {
        'signIn.accept': { target: 'idle', actions: 'requestSignIn' },
        'signIn.dismiss': 'idle',
      },
    },
  },
});
