import {
  type StartupSnapshot,
  selectFeatures,
  selectRedirects,
} from '../../machines/startup/startup.selectors.ts';
import type { GuardFacts } from './decide.ts';

export interface DeviceFacts {
  isMobile: boolean;
}

/** What `decide()` needs, read from the actors' snapshots. */
export function readGuardFacts(
  startup: StartupSnapshot,
  device: DeviceFacts,
  environment: string,
): GuardFacts {
  return {
    environment,
    features: selectFeatures(startup),
    isMobile: device.isMobile,
    // Sign-in arrives with the session actor; until then every visitor is a guest without an order.
    user: { loggedIn: false, hasAccess: false, hasAddress: false },
    redirects: selectRedirects(startup),
  };
}
