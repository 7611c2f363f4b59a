import {
  ADDRESS_BOOK_PATH,
  FIRST_SESSION_STEP,
  homePathOf,
  matchRoute,
  PAYMENT_PATH,
  type RouteEntry,
  WALLET_PATH,
} from '../../contract/routes.ts';
import type { Features, Redirect } from '../../contract/schemas/cms.ts';
import { afterLoginPath } from '../../machines/login/after-login.ts';
import type { UserType } from '../../machines/user/user.types.ts';
import { fallbackPath, isRouteAvailable, isSamePath } from './route-availability.ts';

/** What the guards know, read from actor snapshots by the app. */
export interface GuardFacts {
  environment: string;
  /** Undefined until the start-up actor has loaded them. */
  features: Features | undefined;
  isMobile: boolean;
  user: {
    loggedIn: boolean;
    type: UserType;
    /** Spec §4 "Access" (selectHasAccess of the user machine). */
    hasAccess: boolean;
    hasAddress: boolean;
    hasPhone: boolean;
    hasDocument: boolean;
    hasActiveTableSession: boolean;
  };
  redirects: Redirect[];
  /** The customer opened the address wizard themselves (to change or add an address). */
  wizardRequested?: boolean;
  /** The table actor's facts; without them (not wired yet) the table flow order is not enforced. */
  table?: TableFacts;
}

/** Read from the table machine (selectStep, selectHasActiveSession…) and the user store. */
export interface TableFacts {
  /** The page the table machine puts the diner on (selectStep); undefined while a call decides it. */
  step: string | undefined;
  hasSession: boolean;
  termsAccepted: boolean;
  tutorialSeen: boolean;
  /** Spec §4: name, e-mail and phone. */
  hasAllTableInfo: boolean;
  isInsideIndoorArea: boolean;
}

export interface Decision {
  to: string;
  /** An absolute URL: leave the app with a full page load. */
  full?: boolean;
}

export interface RouteLocation {
  pathname: string;
  search?: string;
}

interface Visit {
  pathname: string;
  search: URLSearchParams;
  route: RouteEntry;
  features: Features;
  facts: GuardFacts;
}

type Rule = (visit: Visit) => Decision | undefined;

const home: Decision = { to: '/' };
const auth: Decision = { to: '/auth' };
/** Where a signed-in customer without access completes it, in the order of spec §2 "After login". */
const completeDeliveryInfo = (user: GuardFacts['user']): Decision => ({
  to: afterLoginPath({ ...user, hasActiveTableSession: false }),
});

const isAuthPage = (pathname: string) => pathname === '/auth' || pathname.startsWith('/auth/');
const isMobilePage = (route: RouteEntry) => route.path.startsWith('/mobile/');
const isTablePage = (route: RouteEntry) => route.group === 'table' || route.group === 'table-entry';
const isRegisterPage = (route: RouteEntry) =>
  route.path === '/register' || route.path.startsWith('/register/');

/** Spec §2: "A server-provided redirect for a path may apply. An absolute URL causes a full page load." */
function serverRedirect(pathname: string, redirects: Redirect[]): Decision | undefined {
  const redirect = redirects.find((candidate) => candidate.path === pathname);
  if (redirect === undefined) return undefined;
  return /^https?:\/\//i.test(redirect.to) ? { to: redirect.to, full: true } : { to: redirect.to };
}

/** Spec §2: "Table, mobile and welcome pages on non-mobile devices send logged-in users home." */
const desktopPagesSendLoggedInUsersHome: Rule = ({ route, facts }) =>
  facts.user.loggedIn &&
  !facts.isMobile &&
  (isTablePage(route) || isMobilePage(route) || route.group === 'welcome')
    ? home
    : undefined;

/** Spec §2: "If a guarded route is unavailable: go to /welcome …, to auth …, to table …". */
const unavailableRoutesFallBack: Rule = ({ pathname, route, features, facts }) => {
  const visitor = { features, isMobile: facts.isMobile };
  if (isRouteAvailable(route, visitor)) return undefined;
  const to = fallbackPath(pathname, visitor);
  return to === undefined ? undefined : { to };
};

/**
 * Spec §2: "Home navigation goes to the QR page when the store has table features but no delivery
 * feature." Only where the QR page opens (a phone): elsewhere home stays, as nothing could take its place.
 */
const homeWithoutDeliveryGoesToQrPage: Rule = ({ route, features, facts }) =>
  route.group === 'home' && facts.isMobile ? { to: homePathOf(features) } : undefined;

/**
 * Spec §2: "… except on /auth, geolocation and the mobile, table and welcome pages." The registration
 * pages too: "After login" sends users without a phone or a document there, and a new account is
 * signed in (without an address, so without access) on /register/confirm.
 */
const isExemptFromExternalLogin = (pathname: string, route: RouteEntry) =>
  isAuthPage(pathname) ||
  isRegisterPage(route) ||
  route.group === 'geolocation' ||
  isMobilePage(route) ||
  isTablePage(route) ||
  route.group === 'welcome';

/**
 * Spec §2: "With external login on, users without access go to auth, except on /auth, geolocation and
 * the mobile, table and welcome pages." Signed-in users: visitors who have not signed in are the
 * separate rule "Unauthenticated visitors on / or on delivery routes are redirected by the same rule".
 * A signed-in customer has signed in already: what gives them access is the step of "After login"
 * they still lack (the address, the phone, the document), not the sign-in page again.
 */
const externalLoginNeedsAccess: Rule = ({ pathname, route, features, facts: { user } }) => {
  if (!features.external_login || !user.loggedIn || user.hasAccess) return undefined;
  return isExemptFromExternalLogin(pathname, route) ? undefined : completeDeliveryInfo(user);
};

/**
 * Spec §2: "Unauthenticated visitors on / or on delivery routes are redirected by the same rule":
 * with external login on, a visitor without access (a guest has access with an open order, §4)
 * goes to auth from home and the delivery routes, with the same exceptions.
 */
const externalLoginNeedsSignIn: Rule = ({ pathname, route, features, facts }) => {
  if (!features.external_login || facts.user.loggedIn || facts.user.hasAccess) return undefined;
  if (route.group !== 'home' && route.group !== 'delivery') return undefined;
  return isExemptFromExternalLogin(pathname, route) ? undefined : auth;
};

/**
 * Spec §2: "Users with access are sent home, except on geolocation when they have
 * no address (the geolocation exception applies only to users who have an address)."
 * Home from /auth; from geolocation only once there is an address to deliver to, unless
 * the customer opened the wizard to change or add one (the address book, home's address).
 */
const externalLoginSendsUsersWithAccessHome: Rule = ({ pathname, route, features, facts }) => {
  if (!features.external_login || !facts.user.hasAccess) return undefined;
  if (isAuthPage(pathname)) return home;
  return route.group === 'geolocation' && facts.user.hasAddress && !facts.wizardRequested ? home : undefined;
};

/**
 * Spec §2 "/mobile/profile … Guests are redirected home."; §6: a guest has no address book, no saved
 * cards, nor profile steps or request centre (the terms and the policy, `/privacy/{id}`, are for everyone).
 */
const guestsLeaveMobileProfile: Rule = ({ route, facts }) =>
  (route.path === '/mobile/profile' ||
    route.path === ADDRESS_BOOK_PATH ||
    route.path === WALLET_PATH ||
    route.path === '/profile/$id') &&
  facts.user.type === 'guest'
    ? home
    : undefined;

/**
 * Spec §2 "/payment … payment guard": paying needs access (spec §4). A visitor without it (a guest
 * without an open order) goes home, where the address and the cart start; a signed-in customer
 * missing delivery info goes to what completes it, in the order of "After login" (the address, the
 * phone, the document).
 */
const paymentNeedsAccess: Rule = ({ route, facts: { user } }) => {
  if (route.path !== PAYMENT_PATH || user.hasAccess) return undefined;
  return user.loggedIn ? completeDeliveryInfo(user) : home;
};

const VERIFY_TYPES = new Set(['email', 'phone']);
const verifyPageFlows: Partial<Record<string, string>> = {
  '/register/verify': '/register',
  '/recovery/verify': '/recovery',
};

/** Spec §5: "Verify pages are rejected unless the query type is email or phone." Back to the flow's start. */
const verifyPagesNeedType: Rule = ({ route, search }) => {
  const start = verifyPageFlows[route.path];
  return start !== undefined && !VERIFY_TYPES.has(search.get('type') ?? '') ? { to: start } : undefined;
};

/** The position of a page in spec §2's "Table flow order" (the route table's `tableStep`). */
const tableStepOf = (path: string | undefined) =>
  path === undefined ? undefined : matchRoute(path)?.tableStep;

/** A table-flow rule: only on table pages, and only once the table actor's facts are known. */
const tableRule =
  (rule: (visit: Visit, table: TableFacts) => Decision | undefined): Rule =>
  (visit) =>
    visit.route.group === 'table' && visit.facts.table !== undefined
      ? rule(visit, visit.facts.table)
      : undefined;

/** Where a diner goes back to: the order with a session, else the step the table machine is at. */
const tableHome = (table: TableFacts): Decision => ({
  to: table.hasSession ? '/table/order' : (table.step ?? '/table'),
});

/** Spec §2: "Geolocation and menu require table ordering to be active." */
const tableMenuNeedsTableOrder = tableRule(({ route, features }, table) =>
  (route.path === '/table/menu' || route.path === '/table/geolocation') && !features.table_order
    ? tableHome(table)
    : undefined,
);

/** Spec §2 "/table … Goes to the tutorial if table-payment terms are accepted and the user is registered." */
const acceptedTermsGoToTutorial = tableRule(({ route, facts }, table) =>
  route.path === '/table' && table.termsAccepted && facts.user.type !== 'guest'
    ? { to: '/table/tutorial' }
    : undefined,
);

/** Spec §2 "/table/tutorial: Goes to the QR page if the tutorial was already seen." */
const seenTutorialGoesToQrCode = tableRule(({ route }, table) =>
  route.path === '/table/tutorial' && table.tutorialSeen ? { to: '/table/qrcode' } : undefined,
);

/** Spec §2 "/table/registration-update: Goes to the table order if the user is a guest or already has name, email and phone." */
const registrationUpdateOnlyWhenMissing = tableRule(({ route, facts }, table) =>
  route.path === '/table/registration-update' && (facts.user.type === 'guest' || table.hasAllTableInfo)
    ? { to: '/table/order' }
    : undefined,
);

/** Spec §2: "The menu requires being inside the indoor area, otherwise table geolocation." */
const menuNeedsIndoorArea = tableRule(({ route }, table) =>
  route.path === '/table/menu' && !table.isInsideIndoorArea ? { to: '/table/geolocation' } : undefined,
);

/** The order, menu, payment and registration-update pages belong to a session. */
const sessionPagesNeedSession = tableRule(({ route }, table) =>
  (route.tableStep ?? 0) >= FIRST_SESSION_STEP && !table.hasSession
    ? { to: table.step ?? '/table' }
    : undefined,
);

/** Spec §2 "Table flow order": a page ahead of the diner's step goes back to that step. */
const tableFlowInOrder = tableRule(({ route }, table) => {
  const page = route.tableStep;
  const step = tableStepOf(table.step);
  return page !== undefined && step !== undefined && page > step ? { to: table.step as string } : undefined;
});

/** Evaluated in order once the route and the features are known; the first decision wins. */
const rules: Rule[] = [
  desktopPagesSendLoggedInUsersHome,
  unavailableRoutesFallBack,
  homeWithoutDeliveryGoesToQrPage,
  verifyPagesNeedType,
  tableMenuNeedsTableOrder,
  acceptedTermsGoToTutorial,
  seenTutorialGoesToQrCode,
  registrationUpdateOnlyWhenMissing,
  menuNeedsIndoorArea,
  sessionPagesNeedSession,
  tableFlowInOrder,
  guestsLeaveMobileProfile,
  externalLoginNeedsAccess,
  externalLoginNeedsSignIn,
  externalLoginSendsUsersWithAccessHome,
  paymentNeedsAccess,
];

const TEST_ENVIRONMENT = 'TEST';

/** The route guards of spec §2 as one pure function: a redirect, or undefined to stay. */
export function decide(location: RouteLocation, facts: GuardFacts): Decision | undefined {
  const { pathname } = location;
  if (facts.environment === TEST_ENVIRONMENT) return undefined;
  // A redirect to the page itself would loop.
  const unlessSelf = (decision: Decision | undefined) =>
    decision !== undefined && isSamePath(decision.to, pathname) ? undefined : decision;

  const redirect = unlessSelf(serverRedirect(pathname, facts.redirects));
  if (redirect !== undefined) return redirect;

  const route = matchRoute(pathname);
  // Unknown paths show the 404 page; without features nothing can be decided yet.
  if (route === undefined || facts.features === undefined) return undefined;
  const search = new URLSearchParams(location.search ?? '');
  const visit: Visit = { pathname, search, route, features: facts.features, facts };
  for (const rule of rules) {
    const decision = unlessSelf(rule(visit));
    if (decision !== undefined) return decision;
  }
  return undefined;
}
