import { fromPromise, sendParent, sendTo } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import type { Tokens } from '../../machines/session/session.types.ts';
import type { SharedRefresh } from './shared-refresh.ts';
import type { Slices } from './stored-state.ts';

/** The refresh call; the auth calls download on the first one, so a visit that needs none does not pay for them. */
export async function refreshAtApi(refreshToken: string, signal?: AbortSignal): Promise<Tokens> {
  const { refreshTokens } = await import('../api/auth.ts');
  const next = await refreshTokens({ refreshToken, signal });
  return { accessToken: next.access_token, refreshToken: next.refresh_token };
}

/** Spec §4 "Session refresh" with its real effects: the API (one tab refreshes for all), storage, the user store, the way to login. */
export function sessionLogic(slices: Slices, sharedRefresh: () => Promise<SharedRefresh>) {
  return sessionMachine.provide({
    actors: {
      refreshTokens: fromPromise(async ({ input, signal }) =>
        (await sharedRefresh()).refresh(input.refreshToken, signal),
      ),
    },
    actions: {
      storeTokens: (_, tokens) => void slices.auth.write(tokens),
      clearCredentials: () => void slices.auth.clear(),
      clearUser: sendTo(({ system }) => system.get('user'), { type: 'user.cleared' }),
      // Spec §4: the cart goes with the credentials (its kept order id with the stored slices).
      clearCart: sendTo(({ system }) => system.get('cart'), { type: 'cart.reset' }),
      clearStoredSlices: () => void slices.clearAll(),
      navigateToLogin: sendParent({ type: 'navigation.requested', to: '/auth/login' }),
      navigateToAuth: sendParent({ type: 'navigation.requested', to: '/auth' }),
    },
  });
}
