import { type Layout, type RoutePath, routeTable, WALLET_PATH } from './routes.ts';

/**
 * The layout of a route on this device. Spec §2: "/profile/payments uses the mobile layout on mobile
 * devices and the payment layout otherwise"; every other route has the one of the route table.
 */
export function layoutOn(path: RoutePath, isMobile: boolean): Layout {
  const { layout } = routeTable.find((route) => route.path === path) ?? { layout: 'default' };
  return path === WALLET_PATH && isMobile ? 'mobile' : layout;
}
