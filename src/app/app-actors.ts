import type { AnyRouter } from '@tanstack/react-router';
import { selectIsSignedIn } from '../../machines/session/session.selectors.ts';
import { selectIsLoading, selectIsReady } from '../../machines/startup/startup.selectors.ts';
import { selectUser, selectUserType } from '../../machines/user/user.selectors.ts';
import { isMobileUserAgent } from '../lib/device.ts';
import type { RouterContext } from '../router/guard-navigation.ts';
import { skipsStartupLoad } from '../router/startup-paths.ts';
import { authSlice } from './auth-slice.ts';
import { checkoutOptionOverride } from './checkout-option-slice.ts';
import { config } from './config.ts';
import { createSessionActor } from './session-actor.ts';
import { createStartupActor } from './startup-actor.ts';
import { createTableHost } from './table-host.ts';
import { readStoredTable } from './table-slice.ts';
import { createUserActor } from './user-actor.ts';
import { readStoredUser } from './user-slice.ts';

/**
 * The long-lived actors (DESIGN §3), created once outside React from what storage kept.
 * Navigation is bound once the router exists.
 */
export async function createAppActors(pathname: string) {
  const [tokens, storedUser, override, storedTable] = await Promise.all([
    authSlice.read(),
    readStoredUser(),
    checkoutOptionOverride.read(),
    readStoredTable(),
  ]);
  let router: AnyRouter | undefined;
  const user = createUserActor(storedUser);
  const session = createSessionActor(tokens, {
    clearUser: () => user.send({ type: 'user.cleared' }),
    // The cart arrives with ordering; until then there is no cart to clear.
    clearCart: () => {},
    navigate: (to) => void router?.navigate({ to }),
  });
  const startup = createStartupActor({
    skipLoad: skipsStartupLoad(pathname),
    checkoutOption: override?.option,
    session,
    user,
  });
  const table = createTableHost({ stored: storedTable, user, startup });
  const uaData = (navigator as Navigator & { userAgentData?: { mobile: boolean } }).userAgentData;
  const context: RouterContext = {
    startup,
    session,
    user,
    table,
    device: { isMobile: isMobileUserAgent(navigator.userAgent, uaData?.mobile) },
    environment: config.environment,
  };
  return {
    context,
    bindRouter(next: AnyRouter) {
      router = next;
      // Guards read these actors: a change of who is signed in re-runs them (DESIGN §4). Halfway
      // through a sign-in (tokens stored, profile not loaded yet) nothing has changed for them: re-run
      // then, they would send the visitor off the login page before the sign-in routes them.
      let signedIn = '';
      const recheck = () => {
        const halfway = selectIsSignedIn(session.getSnapshot()) && selectUser(user.getSnapshot()) === null;
        if (halfway && signedIn !== '') return;
        const now = `${selectIsSignedIn(session.getSnapshot())}:${selectUserType(user.getSnapshot())}`;
        if (now !== signedIn && signedIn !== '') void next.invalidate();
        signedIn = now;
      };
      session.subscribe(recheck);
      user.subscribe(recheck);
      // Spec §2: "B2c customers are navigated home after loading", not off the table pages, which skip
      // that load.
      let loading = false;
      startup.subscribe((snapshot) => {
        const finished = loading && selectIsReady(snapshot);
        loading = selectIsLoading(snapshot);
        const b2c = selectUserType(user.getSnapshot()) === 'b2c';
        if (finished && b2c && !skipsStartupLoad(next.state.location.pathname))
          void next.navigate({ to: '/' });
      });
      user.start();
      session.start();
      startup.start();
      table.bindRouter(next);
    },
  };
}
