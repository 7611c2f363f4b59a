// Signing in: password, social and b2c sign-ins.
// Spec §4 "Login"; §2 after-login routing; §8 login errors.
import { assign, fromCallback, sendTo, setup } from 'xstate';
import { INVALID_SIGN_IN_CODE, SIGN_IN_CODE_REQUIRED } from '../../contract/schemas/auth.ts';
import type { Tokens } from '../session/session.types.ts';
import {
  type AccountErrorKey,
  errorKeyOf,
  INVALID_TOKEN,
  isTooManyAttempts,
  retryAfterOf,
} from '../shared/error-key.ts';
import { codeOf } from '../shared/failed-call.ts';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import type { AccountUser } from '../user/user.types.ts';
import { afterLoginFacts, afterLoginPath } from './after-login.ts';
import type {
  ApprovalWindowEvent,
  B2cApproval,
  B2cPollResult,
  Credentials,
  LoginAnalytics,
  LoginContext,
  LoginEvent,
  LoginInput,
  LoginOutput,
  LoginTag,
  SocialCredentials,
  StoredUser,
} from './login.types.ts';
import { toLoginIdentifier } from './login-identifier.ts';

/** A refused password (401) is 'invalidCredentials'; a throttled sign-in (429) is 'signInBlocked'. */
export function loginErrorKey(error: unknown): AccountErrorKey {
  const { status, key } = (typeof error === 'object' && error !== null ? error : {}) as Record<
    string,
    unknown
  >;
  if (isTooManyAttempts(error)) return 'signInBlocked';
  if (codeOf(error) === INVALID_TOKEN) return 'socialTokenRefused';
  return status === 401 || key === 'unauthorized' ? 'invalidCredentials' : errorKeyOf(error);
}

/** Spec §8's login error, shown once: at the form the person just used. */
const loginFailed = {
  target: '#login.editing.failed',
  actions: {
    type: 'storeError',
    params: ({ event }: { event: { error: unknown } }) => ({
      key: loginErrorKey(event.error),
      retryAfter: retryAfterOf(event.error),
    }),
  },
} as const;

/**
 * The account was failed from too many clients: its right password also needs the code the server
 * just sent to the e-mail or phone it was named by (a wrong one keeps asking).
 */
const askForCode = [
  {
    guard: ({ event }: { event: { error: unknown } }) => codeOf(event.error) === SIGN_IN_CODE_REQUIRED,
    target: '#login.editing.code',
  },
  {
    guard: ({ event }: { event: { error: unknown } }) => codeOf(event.error) === INVALID_SIGN_IN_CODE,
    target: '#login.editing.code.wrong',
    actions: { type: 'storeError', params: { key: 'invalidCode' } },
  },
] as const;

/** Tokens arrived: they are stored and the user marked registered (b2c: b2c), then the user loads. */
const signedIn = (markType: 'markRegistered' | 'markB2c') =>
  ({
    target: '#login.loadingUser',
    actions: [
      { type: 'storeTokens', params: ({ event }: { event: { output: Tokens } }) => event.output },
      markType,
    ],
  }) as const;

function approved(result: B2cPollResult) {
  if (result.status !== 'approved') throw new Error('login: the b2c session is not approved yet');
  return result;
}

const requireUser = ({ user }: LoginContext): AccountUser => required(user, 'login: the loaded user');

/** Spec §4 "Login" and the social and b2c sign-ins, each ending in the after-login routing of §2. */
export const loginMachine = setup({
  types: {} as {
    context: LoginContext;
    events: LoginEvent;
    input: LoginInput;
    output: LoginOutput;
    tags: LoginTag;
  },
  actors: {
    authenticate: provided<Tokens, Credentials>('login', 'authenticate'),
    socialAuthenticate: provided<Tokens, SocialCredentials>('login', 'socialAuthenticate'),
    b2cStart: provided<B2cApproval, { uniqueUserId: string }>('login', 'b2cStart'),
    b2cPoll: provided<B2cPollResult, { sessionId: string }>('login', 'b2cPoll'),
    loadUser: provided<AccountUser>('login', 'loadUser'),
    registerPushToken: provided<void, { userId: string }>('login', 'registerPushToken'),
    /**
     * The provider's approval page opens in a window of its own. Browsers only open windows during a
     * tap, and the page's address arrives after a call: provided by the app, this actor opens a blank
     * window as it starts (the tap's `b2c.start`), points it at the address it is sent, and closes it
     * when the sign-in stops before that.
     */
    approvalWindow: fromCallback<ApprovalWindowEvent>(() => {}),
  },
  actions: {
    storeCredentials: assign(({ event }) =>
      event.type === 'login.submit'
        ? {
            method: 'password' as const,
            username: toLoginIdentifier(event.username),
            password: event.password.trim(),
            code: event.code?.trim() || undefined,
          }
        : {},
    ),
    storeSocial: assign(({ event }) =>
      event.type === 'social.submit'
        ? { method: 'social' as const, social: { provider: event.provider, token: event.token } }
        : {},
    ),
    storeUniqueUserId: assign(({ event }) =>
      event.type === 'b2c.start' ? { method: 'b2c' as const, uniqueUserId: event.uniqueUserId } : {},
    ),
    storeApproval: assign((_, approval: B2cApproval) => ({ approval })),
    openApproval: sendTo('approvalWindow', (_, approvalUrl: string) => ({
      type: 'approval.open',
      approvalUrl,
    })),
    storeLoadedUser: assign((_, user: AccountUser) => ({ user })),
    storeError: assign((_, error: { key: AccountErrorKey; retryAfter?: number }) => ({
      error: error.key,
      retryAfter: error.retryAfter,
    })),
    clearError: assign({ error: undefined, retryAfter: undefined }),
    forgetPassword: assign({ password: '' }),
    /*
     * Spec §2 "After login", for every sign-in, b2c too: a new b2c customer has no address, phone or
     * CPF yet. ("B2c customers are navigated home after loading" is the app's start-up, not a login.)
     */
    chooseDestination: assign(({ context }) => ({
      redirectTo: afterLoginPath(afterLoginFacts(context.user, context.hasActiveTableSession)),
    })),
    // Provided by the app: the session and user actors, toasts, analytics.
    clearUser: () => {},
    storeTokens: (_, _tokens: Tokens) => {},
    markRegistered: () => {},
    markB2c: (_, _analyticsId: string | undefined) => {},
    storeUser: (_, _stored: StoredUser) => {},
    discardTokens: () => {},
    sendLoginAnalytics: (_, _event: LoginAnalytics) => {},
  },
  guards: {
    hasCredentials: ({ event }) =>
      event.type === 'login.submit' && event.username.trim() !== '' && event.password.trim() !== '',
    isApproved: (_, result: B2cPollResult) => result.status === 'approved',
  },
  delays: {
    b2cPollInterval: 3_000,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    method: 'password',
    username: '',
    password: '',
    code: undefined,
    social: undefined,
    uniqueUserId: undefined,
    approval: undefined,
    user: null,
    error: undefined,
    retryAfter: undefined,
    redirectTo: undefined,
    hasActiveTableSession: input.hasActiveTableSession,
    device: input.device,
  }),
  initial: 'editing',
  output: ({ context }) => ({ redirectTo: context.redirectTo }),
  states: {
    editing: {
      tags: 'editing',
      initial: 'idle',
      on: {
        'login.submit': [
          { guard: 'hasCredentials', target: 'authenticating', actions: 'storeCredentials' },
          { target: '.failed', actions: { type: 'storeError', params: { key: 'missingCredentials' } } },
        ],
        'social.submit': { target: 'socialAuthenticating', actions: 'storeSocial' },
        'b2c.start': { target: 'b2c', actions: 'storeUniqueUserId' },
      },
      states: {
        idle: {},
        failed: { tags: 'error' },
        code: {
          tags: 'codeRequired',
          initial: 'asked',
          states: { asked: {}, wrong: { tags: 'error' } },
        },
      },
    },
    authenticating: {
      tags: 'busy',
      entry: ['clearError', 'clearUser'],
      exit: 'forgetPassword',
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        input: ({ context }) => ({
          username: context.username,
          password: context.password,
          code: context.code,
        }),
        onDone: signedIn('markRegistered'),
        onError: [...askForCode, loginFailed],
      },
    },
    socialAuthenticating: {
      tags: 'busy',
      entry: ['clearError', 'clearUser'],
      invoke: {
        id: 'socialAuthenticate',
        src: 'socialAuthenticate',
        input: ({ context }) => required(context.social, 'login: the social credentials'),
        onDone: signedIn('markRegistered'),
        onError: loginFailed,
      },
    },
    b2c: {
      tags: 'busy',
      entry: ['clearError', 'clearUser'],
      invoke: { id: 'approvalWindow', src: 'approvalWindow' },
      initial: 'starting',
      on: { 'b2c.cancel': 'editing' },
      states: {
        starting: {
          invoke: {
            id: 'b2cStart',
            src: 'b2cStart',
            input: ({ context }) => ({
              uniqueUserId: required(context.uniqueUserId, 'login: the unique user id'),
            }),
            onDone: {
              target: 'waiting',
              actions: [
                { type: 'storeApproval', params: ({ event }) => event.output },
                { type: 'openApproval', params: ({ event }) => event.output.approvalUrl },
              ],
            },
            onError: loginFailed,
          },
        },
        waiting: {
          tags: 'awaitingApproval',
          after: { b2cPollInterval: 'polling' },
        },
        polling: {
          tags: 'awaitingApproval',
          invoke: {
            id: 'b2cPoll',
            src: 'b2cPoll',
            input: ({ context }) => ({
              sessionId: required(context.approval, 'login: the b2c approval').sessionId,
            }),
            onDone: [
              {
                guard: { type: 'isApproved', params: ({ event }) => event.output },
                target: '#login.loadingUser',
                actions: [
                  { type: 'storeTokens', params: ({ event }) => approved(event.output).tokens },
                  { type: 'markB2c', params: ({ event }) => approved(event.output).analyticsId },
                ],
              },
              // Pending: the customer has not approved yet.
              { target: 'waiting' },
            ],
            onError: loginFailed,
          },
        },
      },
    },
    loadingUser: {
      tags: 'busy',
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: {
          target: 'registeringPush',
          actions: [
            { type: 'storeLoadedUser', params: ({ event }) => event.output },
            {
              type: 'storeUser',
              params: ({ context, event }) => ({
                user: event.output,
                userType: context.method === 'b2c' ? 'b2c' : 'registered',
              }),
            },
          ],
        },
        // Tokens without a user are no sign-in: the app drops them again.
        onError: { ...loginFailed, actions: [loginFailed.actions, 'discardTokens'] },
      },
    },
    registeringPush: {
      tags: 'busy',
      // A seam: a failed push registration does not fail the login.
      invoke: {
        id: 'registerPushToken',
        src: 'registerPushToken',
        input: ({ context }) => ({ userId: requireUser(context).id }),
        onDone: 'routing',
        onError: 'routing',
      },
      exit: {
        type: 'sendLoginAnalytics',
        params: ({ context }) => ({
          userId: requireUser(context).id,
          timestamp: Date.now(),
          userDeviceType: context.device.type,
          userDeviceVersion: context.device.version,
        }),
      },
    },
    routing: {
      tags: 'busy',
      entry: 'chooseDestination',
      always: 'done',
    },
    done: { type: 'final', tags: 'done' },
  },
});
