// The user store: who is signed in and what the app remembers of them.
// Spec §3 User and persisted slices; §4 favorite toggle.
import { assign, setup } from 'xstate';
import type {
  FavoriteToggle,
  PersistedUser,
  SignedInType,
  UserContext,
  UserEvent,
  UserInput,
  UserTag,
} from './user.types.ts';

/** The slice the app writes to storage (spec §3 "Persisted: …"). */
export const persistedOf = ({
  user,
  type,
  tutorialSeen,
  tableTermsAccepted,
  favorites,
  analyticsId,
  pushOfferDeclined,
}: UserContext): PersistedUser => ({
  user,
  type,
  tutorialSeen,
  tableTermsAccepted,
  favorites,
  analyticsId,
  pushOfferDeclined,
});

const persist = {
  type: 'persist',
  params: ({ context }: { context: UserContext }) => persistedOf(context),
} as const;

/** Spec §4 "Favorite toggle: active true adds the item id if absent, false removes it." */
function toggled(favorites: string[], itemId: string, active: boolean): string[] {
  if (!active) return favorites.filter((id) => id !== itemId);
  return favorites.includes(itemId) ? favorites : [...favorites, itemId];
}

/** The user store of spec §3: who is signed in and what the app remembers about them. */
export const userMachine = setup({
  types: {} as {
    context: UserContext;
    events: UserEvent;
    input: UserInput;
    tags: UserTag;
  },
  actions: {
    markType: assign((_, type: SignedInType) => ({ type })),
    storeUser: assign(({ context, event }) => {
      if (event.type !== 'user.loaded') return {};
      const type = event.userType ?? (context.type === 'guest' ? 'registered' : context.type);
      return { user: event.user, type };
    }),
    clearUser: assign({
      user: null,
      type: 'guest',
      favorites: [],
      profileStep: 0,
      lastResendAt: { email: undefined, phone: undefined },
      notificationToken: undefined,
      favoriteToggles: [],
    }),
    storeFavorites: assign(({ context }, loaded: string[]) => ({
      favorites: context.favoriteToggles.reduce(
        (favorites, { itemId, active }) => toggled(favorites, itemId, active),
        loaded,
      ),
      favoriteToggles: [],
    })),
    toggleFavorite: assign(({ context }, toggle: FavoriteToggle) => ({
      favorites: toggled(context.favorites, toggle.itemId, toggle.active),
      favoriteToggles: [...context.favoriteToggles, { itemId: toggle.itemId, active: toggle.active }],
    })),
    markTutorialSeen: assign({ tutorialSeen: true }),
    declinePushOffer: assign({ pushOfferDeclined: true }),
    acceptTableTerms: assign({ tableTermsAccepted: true }),
    recordResend: assign(({ context, event }) =>
      event.type === 'resend.recorded'
        ? { lastResendAt: { ...context.lastResendAt, [event.channel]: event.at } }
        : {},
    ),
    changeProfileStep: assign(({ event }) =>
      event.type === 'profileStep.changed' ? { profileStep: event.step } : {},
    ),
    storeNotificationToken: assign(({ event }) =>
      event.type === 'notificationToken.changed' ? { notificationToken: event.token } : {},
    ),
    storeAnalyticsId: assign(({ event }) =>
      event.type === 'analytics.identified' ? { analyticsId: event.uniqueId } : {},
    ),
    /** Provided by the app: writes the persisted slice. */
    persist: (_, _slice: PersistedUser) => {},
  },
  guards: {
    isGuest: ({ context }) => context.type === 'guest',
    isB2c: ({ context }) => context.type === 'b2c',
  },
}).createMachine({
  id: 'user',
  context: ({ input }) => ({
    user: input?.user ?? null,
    type: input?.type ?? 'guest',
    tutorialSeen: input?.tutorialSeen ?? false,
    tableTermsAccepted: input?.tableTermsAccepted ?? false,
    favorites: input?.favorites ?? [],
    analyticsId: input?.analyticsId,
    pushOfferDeclined: input?.pushOfferDeclined,
    profileStep: 0,
    lastResendAt: { email: undefined, phone: undefined },
    notificationToken: undefined,
    favoriteToggles: [],
  }),
  initial: 'restoring',
  // Every change of a persisted field is written (but clearing); the rest lives as long as the page.
  on: {
    'user.signedIn': [
      {
        guard: ({ event }) => event.userType === 'b2c',
        target: '.b2c',
        actions: [{ type: 'markType', params: 'b2c' }, persist],
      },
      { target: '.registered', actions: [{ type: 'markType', params: 'registered' }, persist] },
    ],
    'user.loaded': { target: '.restoring', actions: ['storeUser', persist] },
    // Not written: logout and expiry clear the whole storage right after (a guest slice written
    // asynchronously could land after that), and a new login writes its signed-in user next.
    'user.cleared': { target: '.guest', actions: 'clearUser' },
    'favorites.loaded': {
      actions: [{ type: 'storeFavorites', params: ({ event }) => event.itemIds }, persist],
    },
    'favorites.toggled': { actions: [{ type: 'toggleFavorite', params: ({ event }) => event }, persist] },
    'tutorial.seen': { actions: ['markTutorialSeen', persist] },
    'pushOffer.declined': { actions: ['declinePushOffer', persist] },
    'tableTerms.accepted': { actions: ['acceptTableTerms', persist] },
    'analytics.identified': { actions: ['storeAnalyticsId', persist] },
    'resend.recorded': { actions: 'recordResend' },
    'profileStep.changed': { actions: 'changeProfileStep' },
    'notificationToken.changed': { actions: 'storeNotificationToken' },
  },
  states: {
    /** Picks the state of the stored (or just loaded) type. */
    restoring: {
      always: [
        { guard: 'isGuest', target: 'guest' },
        { guard: 'isB2c', target: 'b2c' },
        { target: 'registered' },
      ],
    },
    guest: { tags: 'guest' },
    registered: { tags: 'signedIn' },
    b2c: { tags: 'signedIn' },
  },
});
