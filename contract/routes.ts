/**
 * Every route of the product (spec §2) with its layout and guard group.
 * Pure data: the SPA builds its route tree from it, `decide()` reads its groups,
 * and the reference API uses it to answer 404 for paths no route matches.
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

export interface RouteEntry {
  path: string;
  layout: Layout;
  group: RouteGroup;
}

export const routeTable = [
  { path: '/', layout: 'default', group: 'home' },
  { path: '/auth', layout: 'auth', group: 'auth' },
  { path: '/auth/login', layout: 'auth', group: 'auth' },
  { path: '/login', layout: 'auth', group: 'auth' },
  { path: '/welcome', layout: 'auth', group: 'welcome' },
  { path: '/favorites', layout: 'default', group: 'delivery' },
  { path: '/geolocation', layout: 'auth', group: 'geolocation' },
  { path: '/geolocation/address', layout: 'auth', group: 'geolocation' },
  { path: '/geolocation/confirm', layout: 'auth', group: 'geolocation' },
  { path: '/menu', layout: 'default', group: 'delivery' },
  { path: '/cupons', layout: 'default', group: 'delivery' },
  { path: '/orders', layout: 'order', group: 'delivery' },
  { path: '/orders/$id', layout: 'order', group: 'delivery' },
  { path: '/mobile/profile', layout: 'mobile', group: 'delivery' },
  { path: '/payment', layout: 'payment', group: 'delivery' },
  { path: '/privacy/$id', layout: 'auth', group: 'open' },
  { path: '/profile/$id', layout: 'default', group: 'delivery' },
  { path: '/recovery', layout: 'auth', group: 'auth' },
  { path: '/recovery/verify', layout: 'auth', group: 'auth' },
  { path: '/recovery/password', layout: 'auth', group: 'auth' },
  { path: '/recovery/confirm', layout: 'auth', group: 'auth' },
  { path: '/register', layout: 'auth', group: 'auth' },
  { path: '/register/verify', layout: 'auth', group: 'auth' },
  { path: '/register/phone', layout: 'auth', group: 'auth' },
  { path: '/register/data', layout: 'auth', group: 'auth' },
  { path: '/register/password', layout: 'auth', group: 'auth' },
  { path: '/register/confirm', layout: 'auth', group: 'auth' },
  { path: '/table', layout: 'auth', group: 'table' },
  { path: '/table/tutorial', layout: 'table-payment', group: 'table' },
  { path: '/table/qrcode', layout: 'cam', group: 'table' },
  { path: '/table/form', layout: 'auth', group: 'table' },
  { path: '/table/order', layout: 'table-payment', group: 'table' },
  { path: '/table/menu', layout: 'table-payment', group: 'table' },
  { path: '/table/terms', layout: 'table-payment', group: 'table' },
  { path: '/table/geolocation', layout: 'table-payment', group: 'table' },
  { path: '/table/payment', layout: 'table-payment', group: 'table' },
  { path: '/table/pix', layout: 'table-payment-pix', group: 'table' },
  { path: '/table/registration-update', layout: 'table-payment', group: 'table' },
  { path: '/table-payment', layout: 'none', group: 'table-entry' },
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
export function matchRoute(pathname: string): (typeof routeTable)[number] | undefined {
  return matchers.find(({ re }) => re.test(pathname))?.route;
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
