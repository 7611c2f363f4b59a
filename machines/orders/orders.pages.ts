/** Spec §2: `/orders/{id}` and `/mobile/order/{id}` track one order; `/orders` lists them. */
const ORDER_PAGE = /^\/(?:orders|mobile\/order)\/([^/]+)\/?$/;

/** The order a tracking page shows, or undefined off those pages. */
export function orderIdOf(pathname: string): string | undefined {
  const id = ORDER_PAGE.exec(pathname)?.[1];
  return id === undefined ? undefined : decodeURIComponent(id);
}

export const isHistoryPage = (pathname: string) => /^\/orders\/?$/.test(pathname);

/** The pages of the customer's orders. */
export const isOrdersPage = (pathname: string) =>
  isHistoryPage(pathname) || orderIdOf(pathname) !== undefined;
