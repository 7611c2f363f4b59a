import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import { createUnauthorizedHandler } from '../../machines/session/session.requests.ts';
import { selectAccessToken } from '../../machines/session/session.selectors.ts';
import type { Tokens } from '../../machines/session/session.types.ts';
import { refreshTokens } from '../api/auth.ts';
import { api } from '../api/client.ts';
import { authSlice } from './auth-slice.ts';
import { clearAll } from './persistence.ts';

export interface SessionEffects {
  /** The user actor goes back to guest. */
  clearUser(): void;
  /** The cart is emptied (its actor arrives with ordering). */
  clearCart(): void;
  navigate(to: '/auth' | '/auth/login'): void;
}

/** Spec §4 "Session refresh" with its real effects: the API, storage, the other actors. */
export function createSessionActor(stored: Tokens | undefined, effects: SessionEffects) {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        refreshTokens: fromPromise(async ({ input, signal }) => {
          const next = await refreshTokens({ refreshToken: input.refreshToken, signal });
          return { accessToken: next.access_token, refreshToken: next.refresh_token };
        }),
      },
      actions: {
        storeTokens: (_, tokens) => void authSlice.write(tokens),
        clearCredentials: () => void authSlice.clear(),
        clearUser: () => effects.clearUser(),
        clearCart: () => effects.clearCart(),
        clearStoredSlices: () => void clearAll(),
        navigateToLogin: () => effects.navigate('/auth/login'),
        navigateToAuth: () => effects.navigate('/auth'),
      },
    }),
    { input: stored },
  );
  const onUnauthorized = createUnauthorizedHandler(session);
  api.setAuthSource({
    getAccessToken: () => selectAccessToken(session.getSnapshot()),
    onUnauthorized: ({ token, replayed }) => onUnauthorized({ token, replayed }),
  });
  return session;
}

export type SessionActor = ReturnType<typeof createSessionActor>;
