import type { UserType } from '../../machines/user/user.types.ts';
import type { Features, Redirect } from '../api/schemas/cms.ts';
import { fallbackPath, isRouteAvailable, isSamePath } from './route-availability.ts';
import { matchRoute, type RouteEntry } from './route-table.ts';

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
    hasActiveTableSession: boolean;
  };
  redirects: Redirect[];
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

const isAuthPage = (pathname: string) => pathname === '/auth' || pathname.startsWith('/auth/');
const isMobilePage = (route: RouteEntry) => route.path.startsWith('/mobile/');
const isTablePage = (route: RouteEntry) => route.group === 'table' || route.group === 'table-entry';

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

/** Spec §2: "… except on /auth, geolocation and the mobile, table and welcome pages." */
const isExemptFromExternalLogin = (pathname: string, route: RouteEntry) =>
  isAuthPage(pathname) ||
  route.group === 'geolocation' ||
  isMobilePage(route) ||
  isTablePage(route) ||
  route.group === 'welcome';

/**
 * Spec §2: "With external login on, users without access go to auth, except on /auth, geolocation and
 * the mobile, table and welcome pages." Signed-in users: visitors who have not signed in are the
 * separate rule "Unauthenticated visitors on / or on delivery routes are redirected by the same rule".
 */
const externalLoginNeedsAccess: Rule = ({ pathname, route, features, facts }) => {
  if (!features.external_login || !facts.user.loggedIn || facts.user.hasAccess) return undefined;
  return isExemptFromExternalLogin(pathname, route) ? undefined : auth;
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
 * Home from /auth; from geolocation only once there is an address to deliver to.
 */
const externalLoginSendsUsersWithAccessHome: Rule = ({ pathname, route, features, facts }) => {
  if (!features.external_login || !facts.user.hasAccess) return undefined;
  if (isAuthPage(pathname)) return home;
  return route.group === 'geolocation' && facts.user.hasAddress ? home : undefined;
};

/** Spec §2 "/mobile/profile … Guests are redirected home." */
const guestsLeaveMobileProfile: Rule = ({ route, facts }) =>
  route.path === '/mobile/profile' && facts.user.type === 'guest' ? home : undefined;

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

/** Evaluated in order once the route and the features are known; the first decision wins. */
const rules: Rule[] = [
  desktopPagesSendLoggedInUsersHome,
  unavailableRoutesFallBack,
  verifyPagesNeedType,
  guestsLeaveMobileProfile,
  externalLoginNeedsAccess,
  externalLoginNeedsSignIn,
  externalLoginSendsUsersWithAccessHome,
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
