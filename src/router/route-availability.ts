import { matchRoute, type RouteEntry } from '../../contract/routes.ts';
import type { Features } from '../../contract/schemas/cms.ts';

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** `/table/` and `/table` are one page: redirecting between them would be a loop. */
export function isSamePath(a: string, b: string): boolean {
  return withoutTrailingSlash(a) === withoutTrailingSlash(b);
}

export interface Visitor {
  features: Features;
  isMobile: boolean;
}

/**
 * Spec §2: table routes need table payment and a mobile device, delivery routes
 * need delivery, and the welcome page needs both options active.
 */
export function isRouteAvailable(route: RouteEntry, { features, isMobile }: Visitor): boolean {
  switch (route.group) {
    case 'table':
    case 'table-entry':
      return features.table_payment && isMobile;
    case 'delivery':
      return features.delivery;
    case 'welcome':
      return features.delivery && features.table_payment;
    default:
      return true;
  }
}

/** Spec §2: /welcome when both options are active, /table with table payment only, /auth otherwise. */
function specFallback({ delivery, table_payment }: Features): string {
  if (delivery && table_payment) return '/welcome';
  if (table_payment) return '/table';
  return '/auth';
}

/**
 * Where an unavailable route sends the visitor. When the spec's target is closed
 * to this visitor too (/table on a desktop) or is the page itself, /auth takes
 * its place: no option guards it, so it always shows.
 */
export function fallbackPath(pathname: string, visitor: Visitor): string | undefined {
  return [specFallback(visitor.features), '/auth'].find((to) => {
    const route = matchRoute(to);
    return !isSamePath(to, pathname) && route !== undefined && isRouteAvailable(route, visitor);
  });
}
