import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';

/**
 * The pattern of the route that answered (`/api/order/v1/cart/:id`), never the path itself: metrics
 * and logs group by it, and a path carries ids without end. Read once the request was answered.
 */
export function routeOf(c: Context): string {
  const route = matchedRoutes(c)[c.req.routeIndex];
  return route && route.method !== 'ALL' ? route.path : 'unmatched';
}
