import { fromPromise, sendParent, sendTo } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import type { Slices } from './stored-state.ts';

/** Spec §4 "Session refresh" with its real effects: the API, storage, the user store, the way to login. */
export function sessionLogic(slices: Slices) {
  return sessionMachine.provide({
    actors: {
      // The auth calls download on the first refresh: a visit that needs none does not pay for them.
      refreshTokens: fromPromise(async ({ input, signal }) => {
        const { refreshTokens } = await import('../api/auth.ts');
        const next = await refreshTokens({ refreshToken: input.refreshToken, signal });
        return { accessToken: next.access_token, refreshToken: next.refresh_token };
      }),
    },
    actions: {
      storeTokens: (_, tokens) => void slices.auth.write(tokens),
      clearCredentials: () => void slices.auth.clear(),
      clearUser: sendTo(({ system }) => system.get('user'), { type: 'user.cleared' }),
      // The cart arrives with ordering; until then there is no cart to clear.
      clearCart: () => {},
      clearStoredSlices: () => void slices.clearAll(),
      navigateToLogin: sendParent({ type: 'navigation.requested', to: '/auth/login' }),
      navigateToAuth: sendParent({ type: 'navigation.requested', to: '/auth' }),
    },
  });
}
