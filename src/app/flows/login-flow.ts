import type { AnyRouter } from '@tanstack/react-router';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { loginMachine } from '../../../machines/login/login.machine.ts';
import type {
  B2cApproval,
  B2cPollResult,
  Credentials,
  LoginInput,
  SocialCredentials,
} from '../../../machines/login/login.types.ts';
import { b2cPoll, b2cStart, login, socialLogin } from '../../api/auth.ts';
import { deviceType } from '../../lib/device.ts';
import type { RouterContext } from '../../router/guard-navigation.ts';
import { accountEffects, loadUser, toTokens } from './account-effects.ts';
import { openApproval, releaseApprovalWindow, reserveApprovalWindow } from './approval-window.ts';

/** Spec §4 "Login" (and social, b2c) with its real effects: the API, the session and user actors, the router. */
export function provideLoginMachine(actors: RouterContext, router: AnyRouter) {
  const { user, session } = actors;
  const effects = accountEffects(actors, router);
  return loginMachine.provide({
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
          const started = await b2cStart({ uniqueUserId: input.uniqueUserId, signal }).catch((error) => {
            releaseApprovalWindow();
            throw error;
          });
          return { sessionId: started.session_id, approvalUrl: started.approval_url } satisfies B2cApproval;
        },
      ),
      b2cPoll: fromPromise<B2cPollResult, { sessionId: string }>(async ({ input, signal }) => {
        const answer = await b2cPoll({ sessionId: input.sessionId, signal });
        if (answer.status === 'pending') return { status: 'pending' };
        return { status: 'approved', tokens: toTokens(answer), analyticsId: answer.moengage_unique_id };
      }),
      loadUser,
      // Push notifications arrive with the PWA work; until then there is no token to register.
      registerPushToken: fromPromise(async () => {}),
    },
    actions: {
      clearUser: () => user.send({ type: 'user.cleared' }),
      storeTokens: effects.storeTokens,
      markRegistered: effects.markRegistered,
      markB2c: (_, analyticsId) => {
        user.send({ type: 'user.signedIn', userType: 'b2c' });
        if (analyticsId !== undefined) user.send({ type: 'analytics.identified', uniqueId: analyticsId });
      },
      storeUser: (_, stored) =>
        user.send({ type: 'user.loaded', user: stored.user, userType: stored.userType }),
      // Tokens whose user could not be loaded are no sign-in.
      discardTokens: () => session.send({ type: 'session.logout' }),
      showErrorToast: effects.showErrorToast,
      openApproval: (_, approvalUrl) => openApproval(approvalUrl),
      // Analytics arrive with their own issue; the event is built by the machine already.
      sendLoginAnalytics: () => {},
      navigate: effects.navigate,
    },
  });
}

/**
 * What the login machine reads of the visitor: their device and whether a table session is open
 * (or the table sent them to sign in: they go back to it, spec §4 "redirect-pending").
 */
export function loginInput({ table }: Pick<RouterContext, 'table'>): LoginInput {
  return {
    hasActiveTableSession: table.returnsToTable(),
    device: { type: deviceType(navigator.userAgent), version: navigator.userAgent },
  };
}

export type LoginActor = ActorRefFrom<typeof loginMachine>;

/** "Continue with … ID": a new external user id, and the approval window opened during the tap. */
export function startExternalLogin(login: LoginActor): void {
  reserveApprovalWindow();
  login.send({ type: 'b2c.start', uniqueUserId: crypto.randomUUID() });
}
