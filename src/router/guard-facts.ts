import {
  type AppSnapshot,
  selectIsWizardRequested,
  selectOrderId,
  selectSession,
  selectStartup,
  selectTable,
  selectUser,
} from '../../machines/app/app.selectors.ts';
import { selectIsSignedIn } from '../../machines/session/session.selectors.ts';
import { selectFeatures, selectRedirects } from '../../machines/startup/startup.selectors.ts';
import {
  selectHasActiveSession,
  selectIsInsideIndoorArea,
  selectStep,
  type TableSnapshot,
} from '../../machines/table/table.location.ts';
import {
  selectUser as selectAccountUser,
  selectHasAccess,
  selectHasAddress,
  selectHasAllTableInfo,
  selectTableTermsAccepted,
  selectTutorialSeen,
  selectUserType,
  type UserSnapshot,
} from '../../machines/user/user.selectors.ts';
import { hasDocument, hasPhone } from '../../machines/user/user-facts.ts';
import type { GuardFacts, TableFacts } from './decide.ts';

export interface DeviceFacts {
  isMobile: boolean;
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

/** Spec §4 "Access", read from the tree: a guest's open order is its guest session's. */
export function selectCustomerHasAccess(app: AppSnapshot): boolean {
  const loggedIn = selectIsSignedIn(selectSession(app).getSnapshot());
  return selectHasAccess(selectUser(app).getSnapshot(), {
    orderId: selectOrderId(app),
    hasAccessToken: loggedIn,
  });
}

/** What `decide()` needs, read from the snapshots of the app's tree. */
export function readGuardFacts(app: AppSnapshot, device: DeviceFacts, environment: string): GuardFacts {
  const session = selectSession(app).getSnapshot();
  const user = selectUser(app).getSnapshot();
  const startup = selectStartup(app).getSnapshot();
  const table = selectTable(app)?.getSnapshot();
  const loggedIn = selectIsSignedIn(session);
  return {
    environment,
    features: selectFeatures(startup),
    isMobile: device.isMobile,
    user: {
      loggedIn,
      type: selectUserType(user),
      hasAccess: selectCustomerHasAccess(app),
      hasAddress: selectHasAddress(user),
      hasPhone: hasPhone(selectAccountUser(user)),
      hasDocument: hasDocument(selectAccountUser(user)),
      hasActiveTableSession: table !== undefined && selectHasActiveSession(table),
    },
    redirects: selectRedirects(startup),
    wizardRequested: selectIsWizardRequested(app),
    table: table && readTableFacts(table, user),
  };
}
