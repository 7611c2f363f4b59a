// The session: tokens, one refresh at a time, sign-out.
// Spec §4 "Session refresh"; DESIGN §5.
import { and, assign, emit, not, setup } from 'xstate';
import { provided } from '../shared/provided.ts';
import type {
  RefreshInput,
  RequestOutcome,
  RequestsSettled,
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionTag,
  Tokens,
  UnauthorizedRequest,
} from './session.types.ts';

const settled = (requestIds: string[], outcome: RequestOutcome): RequestsSettled => ({
  type: 'requests.settled',
  requestIds,
  outcome,
});

function requireRefreshToken({ refreshToken }: SessionContext): string {
  if (refreshToken === undefined) throw new Error('session: signed in without a refresh token');
  return refreshToken;
}

type Unauthorized = { type: 'request.unauthorized' } & UnauthorizedRequest;
const requestId = ({ event }: { event: Unauthorized }) => event.requestId;

/*
 * Spec §4: "If the refresh fails or the retry still gets 401, stored credentials and cart are cleared
 * and the user is sent to login"; logout likewise. The user in memory goes back to guest first and
 * the stored slices are cleared last, so nothing cleared before is written back after them.
 */
const expiry = [
  'failWaiting',
  'forgetTokens',
  'clearUser',
  'clearCredentials',
  'clearCart',
  'clearStoredSlices',
  'navigateToLogin',
] as const;
const logout = [
  'failWaiting',
  'forgetTokens',
  'clearUser',
  'clearCredentials',
  'clearCart',
  'clearStoredSlices',
] as const;

/** Spec §4 "Session refresh" and DESIGN §5: one refresh at a time, waiting requests replayed. */
export const sessionMachine = setup({
  types: {} as {
    context: SessionContext;
    events: SessionEvent;
    input: SessionInput | undefined;
    tags: SessionTag;
    emitted: RequestsSettled;
  },
  actors: {
    refreshTokens: provided<Tokens, RefreshInput>('session', 'refreshTokens'),
  },
  actions: {
    setTokens: assign(({ context }, { accessToken, refreshToken }: Tokens) => ({
      accessToken,
      refreshToken,
      tokenVersion: context.tokenVersion + 1,
    })),
    forgetTokens: assign({ accessToken: undefined, refreshToken: undefined }),
    wait: assign(({ context }, id: string) => ({ waiting: [...context.waiting, id] })),
    replay: emit((_, id: string) => settled([id], 'replay')),
    fail: emit((_, id: string) => settled([id], 'fail')),
    replayWaiting: emit(({ context }) => settled(context.waiting, 'replay')),
    failWaiting: emit(({ context }) => settled(context.waiting, 'fail')),
    forgetWaiting: assign({ waiting: [] }),
    // Provided by the app: persistence, the other actors and navigation.
    storeTokens: (_, _tokens: Tokens) => {},
    clearCredentials: () => {},
    clearUser: () => {},
    clearCart: () => {},
    clearStoredSlices: () => {},
    navigateToLogin: () => {},
    navigateToAuth: () => {},
  },
  guards: {
    hasTokens: ({ context }) => context.accessToken !== undefined && context.refreshToken !== undefined,
    isReplay: ({ event }) => event.type === 'request.unauthorized' && event.replayed,
    carriesOlderToken: ({ context, event }) =>
      event.type === 'request.unauthorized' && event.token !== context.accessToken,
    wantsNavigation: ({ event }) => event.type === 'session.logout' && event.navigate === true,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    accessToken: input?.accessToken,
    refreshToken: input?.refreshToken,
    tokenVersion: input?.accessToken === undefined ? 0 : 1,
    waiting: [],
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'hasTokens', target: 'signedIn' },
        { target: 'signedOut', actions: 'forgetTokens' },
      ],
    },
    signedOut: {
      tags: 'signedOut',
      entry: 'forgetWaiting',
      on: {
        'session.signedIn': {
          target: 'signedIn',
          actions: [
            { type: 'setTokens', params: ({ event }) => event },
            { type: 'storeTokens', params: ({ event }) => event },
          ],
        },
        // No session to refresh: whatever the request carried is refused.
        'request.unauthorized': { actions: { type: 'fail', params: requestId } },
      },
    },
    signedIn: {
      tags: 'signedIn',
      initial: 'active',
      on: {
        // A new sign-in replaces the tokens, and any refresh in flight: its waiters replay.
        'session.signedIn': {
          target: '.active',
          actions: [
            { type: 'setTokens', params: ({ event }) => event },
            { type: 'storeTokens', params: ({ event }) => event },
            'replayWaiting',
            'forgetWaiting',
          ],
        },
        'session.logout': [
          { guard: 'wantsNavigation', target: 'signedOut', actions: [...logout, 'navigateToAuth'] },
          { target: 'signedOut', actions: logout },
        ],
        // A replayed request is never sent again: its second 401 fails it. With an older token
        // that says nothing about the current one; with the current token the session is over.
        'request.unauthorized': [
          {
            guard: and(['isReplay', 'carriesOlderToken']),
            actions: { type: 'fail', params: requestId },
          },
          {
            guard: 'isReplay',
            target: 'signedOut',
            actions: [{ type: 'fail', params: requestId }, ...expiry],
          },
        ],
      },
      states: {
        active: {
          on: {
            'request.unauthorized': [
              // Made before the last refresh: the current token is already newer.
              {
                guard: and([not('isReplay'), 'carriesOlderToken']),
                actions: { type: 'replay', params: requestId },
              },
              {
                guard: not('isReplay'),
                target: 'refreshing',
                actions: { type: 'wait', params: requestId },
              },
            ],
          },
        },
        refreshing: {
          tags: 'refreshing',
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            input: ({ context }) => ({ refreshToken: requireRefreshToken(context) }),
            onDone: {
              target: 'active',
              actions: [
                { type: 'setTokens', params: ({ event }) => event.output },
                { type: 'storeTokens', params: ({ event }) => event.output },
                'replayWaiting',
                'forgetWaiting',
              ],
            },
            onError: { target: '#session.signedOut', actions: expiry },
          },
          on: {
            // Whatever token it carried, the one being fetched is the one to replay with.
            'request.unauthorized': {
              guard: not('isReplay'),
              actions: { type: 'wait', params: requestId },
            },
          },
        },
      },
    },
  },
});
