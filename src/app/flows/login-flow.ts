import { fromPromise } from 'xstate';
import type { UserActor } from '../../../machines/app/app.selectors.ts';
import { loginMachine } from '../../../machines/login/login.machine.ts';
import type {
  B2cApproval,
  B2cPollResult,
  Credentials,
  SocialCredentials,
} from '../../../machines/login/login.types.ts';
import { b2cPoll, b2cStart, login, socialLogin } from '../../api/auth.ts';
import { trackWith } from '../../lib/analytics.ts';
import { accountActions, loadUser, toTokens } from './account-effects.ts';
import { loginEvent } from './account-events.ts';
import { approvalWindow } from './approval-window.ts';
import { registerPushToken } from './push-registration.ts';

interface System {
  system: { get(systemId: 'session' | 'user'): { send(event: unknown): void } | undefined };
}

/** Spec §4 "Login" (and social, b2c) with its real effects: the API, the session and the user store. */
export const providedLoginMachine = loginMachine.provide({
  actors: {
    authenticate: fromPromise(async ({ input, signal }: { input: Credentials; signal: AbortSignal }) =>
      toTokens(await login({ ...input, signal })),
    ),
    socialAuthenticate: fromPromise(
      async ({ input, signal }: { input: SocialCredentials; signal: AbortSignal }) =>
        toTokens(await socialLogin({ ...input, signal })),
    ),
    b2cStart: fromPromise(
      async ({ input, signal }: { input: { uniqueUserId: string }; signal: AbortSignal }) => {
        const started = await b2cStart({ uniqueUserId: input.uniqueUserId, signal });
        return { sessionId: started.session_id, approvalUrl: started.approval_url } satisfies B2cApproval;
      },
    ),
    b2cPoll: fromPromise<B2cPollResult, { sessionId: string }>(async ({ input, signal }) => {
      const answer = await b2cPoll({ sessionId: input.sessionId, signal });
      if (answer.status === 'pending') return { status: 'pending' };
      return { status: 'approved', tokens: toTokens(answer), analyticsId: answer.moengage_unique_id };
    }),
    loadUser,
    registerPushToken: fromPromise(async ({ system }) =>
      registerPushToken(system.get('user') as UserActor | undefined),
    ),
    approvalWindow,
  },
  actions: {
    clearUser: ({ system }: System) => system.get('user')?.send({ type: 'user.cleared' }),
    storeTokens: accountActions.storeTokens,
    markRegistered: accountActions.markRegistered,
    markB2c: ({ system }: System, analyticsId: string | undefined) => {
      system.get('user')?.send({ type: 'user.signedIn', userType: 'b2c' });
      if (analyticsId !== undefined)
        system.get('user')?.send({ type: 'analytics.identified', uniqueId: analyticsId });
    },
    storeUser: ({ system }: System, stored) =>
      system.get('user')?.send({ type: 'user.loaded', user: stored.user, userType: stored.userType }),
    // Tokens whose user could not be loaded are no sign-in.
    discardTokens: ({ system }: System) => system.get('session')?.send({ type: 'session.logout' }),
    sendLoginAnalytics: trackWith(loginEvent),
  },
});
