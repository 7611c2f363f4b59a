/**
 * Every route of the product (spec §2) with its layout, guard group and the flow that owns it.
 * Pure data: the SPA builds its route tree from it, `decide()` reads its groups and the table flow
 * order, the app's navigation binding asks the owning flow where the user is, and the reference API
 * answers 404 for paths no route matches.
 */
export type Layout =
  | 'auth'
  | 'cam'
  | 'default'
  | 'mobile'
  | 'order'
  | 'payment'
  | 'table-payment-pix'
  | 'table-payment'
  | 'none';

/** What guards a route: delivery routes need delivery, table routes need table payment and a phone. */
export type RouteGroup =
  | 'home'
  | 'delivery'
  | 'table'
  | 'table-entry'
  | 'welcome'
  | 'auth'
  | 'geolocation'
  | 'open';

/**
 * The actor (its system id) that decides where the user goes next while on a page of the route: its
 * chart names its pages with `route:<path>` tags (see AppLocation). Pages without one are plain pages.
 */
export type RouteFlow =
  | 'login'
  | 'registration'
  | 'recovery'
  | 'table'
  | 'geolocation'
  | 'profile'
  | 'checkout';

export interface RouteEntry {
  path: string;
  layout: Layout;
  group: RouteGroup;
  flow?: RouteFlow;
  /**
   * Spec §2 "Table flow order": terms (0), tutorial (1), QR code (2), form or sign-in (3),
   * registration update (4), the order (5), the pages reached from it (6). From 4 on, the page
   * belongs to a session.
   */
  tableStep?: number;
}

export const routeTable = [
  { path: '/', layout: 'default', group: 'home' },
  { path: '/auth', layout: 'auth', group: 'auth', flow: 'login', tableStep: 3 },
  { path: '/auth/login', layout: 'auth', group: 'auth', flow: 'login' },
  { path: '/login', layout: 'auth', group: 'auth', flow: 'login' },
  { path: '/welcome', layout: 'auth', group: 'welcome' },
  { path: '/favorites', layout: 'default', group: 'delivery' },
  { path: '/geolocation', layout: 'auth', group: 'geolocation', flow: 'geolocation' },
  { path: '/geolocation/address', layout: 'auth', group: 'geolocation', flow: 'geolocation' },
  { path: '/geolocation/confirm', layout: 'auth', group: 'geolocation', flow: 'geolocation' },
  { path: '/menu', layout: 'default', group: 'delivery' },
  { path: '/cupons', layout: 'default', group: 'delivery' },
  { path: '/orders', layout: 'order', group: 'delivery' },
  { path: '/orders/$id', layout: 'order', group: 'delivery' },
  { path: '/mobile/profile', layout: 'mobile', group: 'delivery' },
  { path: '/mobile/order/$id', layout: 'order', group: 'delivery' },
  { path: '/payment', layout: 'payment', group: 'delivery', flow: 'checkout' },
  { path: '/privacy/$id', layout: 'auth', group: 'open', flow: 'profile' },
  { path: '/profile/addresses', layout: 'default', group: 'delivery' },
  // Spec §2: the mobile layout on phones, the payment layout otherwise (`layoutOn`, route-layout.ts).
  { path: '/profile/payments', layout: 'payment', group: 'delivery' },
  // The profile's steps (spec §4) and the LGPD request centre, `/profile/privacy`.
  { path: '/profile/$id', layout: 'default', group: 'delivery', flow: 'profile' },
  { path: '/recovery', layout: 'auth', group: 'auth', flow: 'recovery' },
  { path: '/recovery/verify', layout: 'auth', group: 'auth', flow: 'recovery' },
  { path: '/recovery/password', layout: 'auth', group: 'auth', flow: 'recovery' },
  { path: '/recovery/confirm', layout: 'auth', group: 'auth', flow: 'recovery' },
  { path: '/register', layout: 'auth', group: 'auth', flow: 'registration' },
  { path: '/register/verify', layout: 'auth', group: 'auth', flow: 'registration' },
  { path: '/register/phone', layout: 'auth', group: 'auth', flow: 'registration' },
  { path: '/register/data', layout: 'auth', group: 'auth', flow: 'registration' },
  { path: '/register/password', layout: 'auth', group: 'auth', flow: 'registration' },
  { path: '/register/confirm', layout: 'auth', group: 'auth', flow: 'registration' },
  { path: '/table', layout: 'auth', group: 'table', flow: 'table', tableStep: 0 },
  { path: '/table/tutorial', layout: 'table-payment', group: 'table', flow: 'table', tableStep: 1 },
  { path: '/table/qrcode', layout: 'cam', group: 'table', flow: 'table', tableStep: 2 },
  { path: '/table/form', layout: 'auth', group: 'table', flow: 'table', tableStep: 3 },
  { path: '/table/order', layout: 'table-payment', group: 'table', flow: 'table', tableStep: 5 },
  { path: '/table/menu', layout: 'table-payment', group: 'table', flow: 'table', tableStep: 6 },
  { path: '/table/terms', layout: 'table-payment', group: 'table' },
  { path: '/table/geolocation', layout: 'table-payment', group: 'table', flow: 'table', tableStep: 6 },
  { path: '/table/payment', layout: 'table-payment', group: 'table', flow: 'table', tableStep: 6 },
  { path: '/table/pix', layout: 'table-payment-pix', group: 'table', flow: 'table', tableStep: 6 },
  {
    path: '/table/registration-update',
    layout: 'table-payment',
    group: 'table',
    flow: 'table',
    tableStep: 4,
  },
  { path: '/table-payment', layout: 'none', group: 'table-entry', flow: 'table' },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof routeTable)[number]['path'];

function toRegExp(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith('$') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source === '' ? '/' : source}/?$`);
}

const matchers = routeTable.map((route) => ({ route, re: toRegExp(route.path) }));

/** The route a concrete pathname belongs to, or undefined when none does (a 404). */
export function matchRoute(pathname: string): (RouteEntry & { path: RoutePath }) | undefined {
  return matchers.find(({ re }) => re.test(pathname))?.route;
}

/** The first table step from which a page belongs to a session (registration update, order, menu…). */
export const FIRST_SESSION_STEP = 4;

/** The href of a location: its path with the params filled in, then its query. */
export function hrefOf({ path, params = {}, search = {} }: AppLocation): string {
  const filled = path.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = new URLSearchParams(search).toString();
  return query === '' ? filled : `${filled}?${query}`;
}

/**
 * Where a flow puts the user: a route of the table with its path params and query. Machines say it
 * with a `route:<path>` tag on the state that shows that page and a `selectLocation` selector
 * (params and query come from context); one binding in the app moves the URL to it.
 */
export interface AppLocation {
  path: RoutePath;
  params?: Record<string, string>;
  search?: Record<string, string>;
}

export type RouteTag = `route:${RoutePath}`;

/** The location named by the first `route:` tag of a snapshot's active states, if any. */
export function routeOfTags(tags: Iterable<string>): RoutePath | undefined {
  for (const tag of tags) {
    if (tag.startsWith('route:')) return tag.slice('route:'.length) as RoutePath;
  }
  return undefined;
}

/** The table pages and the QR link: the table's flow runs on them; leaving them leaves the table (spec §4). */
export function isTablePage(pathname: string): boolean {
  const group = matchRoute(pathname)?.group;
  return group === 'table' || group === 'table-entry';
}

/** The table's QR link (spec §4 "Table QR entry"): the table takes the diner on to the page it picks. */
export function isTableEntryPage(pathname: string): boolean {
  return matchRoute(pathname)?.group === 'table-entry';
}

/** Spec §2: "Table routes (any path containing "table") and payment-redirect flows skip the start-up load." */
export function skipsStartupLoad(pathname: string): boolean {
  return pathname.includes('table') || pathname.startsWith('/payments/');
}

/** The `reload` query (spec §2) is consumed once: the URL to show without it, or undefined when absent. */
export function withoutReloadQuery(pathname: string, searchStr: string): string | undefined {
  const params = new URLSearchParams(searchStr);
  if (!params.has('reload')) return undefined;
  params.delete('reload');
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** Spec §2 "Home navigation goes to the QR page when the store has table features but no delivery feature." */
export function homePathOf(features: { delivery: boolean; table_payment: boolean } | undefined): string {
  return features?.table_payment && !features.delivery ? '/table/qrcode' : '/';
}

/** The wizard's pages (spec §2 "/geolocation"): the address wizard runs on them. */
export const isGeolocationPage = (pathname: string) => matchRoute(pathname)?.group === 'geolocation';

/** Spec §2/§6: the registered customer's address book, reached from the profile. */
export const ADDRESS_BOOK_PATH = '/profile/addresses' satisfies RoutePath;
export const PAYMENT_PATH = '/payment' satisfies RoutePath;
/** Spec §2/§7 "Cards": the registered customer's saved cards, reached from the profile. */
export const WALLET_PATH = '/profile/payments' satisfies RoutePath;
export const COUPONS_PATH = '/cupons' satisfies RoutePath;
/** The profile's menus, where customer care is an entry: the phone's hub, and step 0 on a desktop. */
export const PROFILE_MENU_PATHS: readonly string[] = [
  '/mobile/profile' satisfies RoutePath,
  '/profile/default',
];

/** The flows of the account pages (sign-in, registration, recovery), run by one account actor. */
export type AccountFlow = Extract<RouteFlow, 'login' | 'registration' | 'recovery'>;
const ACCOUNT_FLOWS: readonly RouteFlow[] = ['login', 'registration', 'recovery'];

/** The account flow that owns a page (the route table's `flow`), if any. */
export function accountFlowOf(pathname: string): AccountFlow | undefined {
  const flow = matchRoute(pathname)?.flow;
  return flow !== undefined && ACCOUNT_FLOWS.includes(flow) ? (flow as AccountFlow) : undefined;
}
