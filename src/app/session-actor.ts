import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine.ts';
import { createUnauthorizedHandler } from '../../machines/session/session.requests.ts';
import { selectAccessToken } from '../../machines/session/session.selectors.ts';
import type { Tokens } from '../../machines/session/session.types.ts';
import { logout, refreshTokens } from '../api/auth.ts';
import { api } from '../api/client.ts';
import { authSlice } from './auth-slice.ts';
import { clearAll } from './persistence.ts';
import { endSessionsOnServer } from './server-logout.ts';
import { browserSharedRefresh } from './shared-refresh.ts';

export interface SessionEffects {
  /** The user actor goes back to guest. */
  clearUser(): void;
  /** The cart is emptied (its actor arrives with ordering). */
  clearCart(): void;
  navigate(to: '/auth' | '/auth/login'): void;
}

/** Spec §4 "Session refresh" with its real effects: the API, storage, the other actors. */
export function createSessionActor(stored: Tokens | undefined, effects: SessionEffects) {
  // One tab refreshes, the others take its result.
  const sharedRefresh = browserSharedRefresh(async (refreshToken, signal) => {
    const next = await refreshTokens({ refreshToken, signal });
    return { accessToken: next.access_token, refreshToken: next.refresh_token };
  });
  const session = createActor(
    sessionMachine.provide({
      actors: {
        refreshTokens: fromPromise(({ input, signal }) => sharedRefresh.refresh(input.refreshToken, signal)),
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
  // Another tab spent the refresh token this one holds: its successor is this tab's now.
  sharedRefresh.onRefreshedElsewhere((from, tokens) => {
    if (session.getSnapshot().context.refreshToken === from)
      session.send({ type: 'session.signedIn', ...tokens });
  });
  endSessionsOnServer(session, (refreshToken) => logout({ refreshToken }));
  const onUnauthorized = createUnauthorizedHandler(session);
  api.setAuthSource({
    getAccessToken: () => selectAccessToken(session.getSnapshot()),
    onUnauthorized: ({ token, replayed }) => onUnauthorized({ token, replayed }),
  });
  return session;
}

export type SessionActor = ReturnType<typeof createSessionActor>;
