import { type SessionSnapshot, selectIsSignedIn } from '../../machines/session/session.selectors.ts';
import {
  type StartupSnapshot,
  selectFeatures,
  selectRedirects,
} from '../../machines/startup/startup.selectors.ts';
import {
  selectHasActiveSession,
  selectIsInsideIndoorArea,
  selectStep,
  type TableSnapshot,
} from '../../machines/table/table.selectors.ts';
import {
  selectHasAccess,
  selectHasAddress,
  selectHasAllTableInfo,
  selectTableTermsAccepted,
  selectTutorialSeen,
  selectUserType,
  type UserSnapshot,
} from '../../machines/user/user.selectors.ts';
import type { GuardFacts, TableFacts } from './decide.ts';

export interface DeviceFacts {
  isMobile: boolean;
}

export interface GuardSnapshots {
  startup: StartupSnapshot;
  session: SessionSnapshot;
  user: UserSnapshot;
  /** Undefined until the table pages load the table actor. */
  table: TableSnapshot | undefined;
}

/** Spec §2 "Table flow order": where the table machine has the diner, and what the user store knows. */
function readTableFacts(table: TableSnapshot, user: UserSnapshot): TableFacts {
  return {
    step: selectStep(table),
    hasSession: selectHasActiveSession(table),
    termsAccepted: selectTableTermsAccepted(user),
    tutorialSeen: selectTutorialSeen(user),
    hasAllTableInfo: selectHasAllTableInfo(user),
    isInsideIndoorArea: selectIsInsideIndoorArea(table),
  };
}

/** What `decide()` needs, read from the actors' snapshots. */
export function readGuardFacts(
  { startup, session, user, table }: GuardSnapshots,
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
      hasActiveTableSession: table !== undefined && selectHasActiveSession(table),
    },
    redirects: selectRedirects(startup),
    table: table && readTableFacts(table, user),
  };
}
