import { type SessionSnapshot, selectIsSignedIn } from '../../machines/session/session.selectors.ts';
import {
  type StartupSnapshot,
  selectFeatures,
  selectRedirects,
} from '../../machines/startup/startup.selectors.ts';
import {
  selectHasAccess,
  selectHasAddress,
  selectUserType,
  type UserSnapshot,
} from '../../machines/user/user.selectors.ts';
import type { GuardFacts } from './decide.ts';

export interface DeviceFacts {
  isMobile: boolean;
}

export interface GuardSnapshots {
  startup: StartupSnapshot;
  session: SessionSnapshot;
  user: UserSnapshot;
}

/** What `decide()` needs, read from the actors' snapshots. */
export function readGuardFacts(
  { startup, session, user }: GuardSnapshots,
  device: DeviceFacts,
  environment: string,
): GuardFacts {
  const loggedIn = selectIsSignedIn(session);
  return {
    environment,
    features: selectFeatures(startup),
    isMobile: device.isMobile,
    user: {
      loggedIn,
      type: selectUserType(user),
      // The cart's order id arrives with ordering; until then a guest has no open order.
      hasAccess: selectHasAccess(user, { orderId: undefined, hasAccessToken: loggedIn }),
      hasAddress: selectHasAddress(user),
      // Arrives with the table actor.
      hasActiveTableSession: false,
    },
    redirects: selectRedirects(startup),
  };
}
