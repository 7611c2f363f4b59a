import type { HistoryPage, OrderSummary } from './order-history.types.ts';

/** Test data for the order history. */
export const summaryOf = (n: number): OrderSummary => ({
  id: `order-${n}`,
  status: 'delivered',
  checkoutOption: 'delivery',
  storeName: 'Brasa Grill Centro',
  itemsCount: 2,
  totalCents: 1000 + n,
  submittedAt: n * 60_000,
});

/** The page at `offset` of a history of `total` orders, `limit` at a time. */
export const pageOf = (total: number, offset = 0, limit = 10): HistoryPage => ({
  orders: Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
    summaryOf(offset + i),
  ),
  total,
});

export const offline = { key: 'network' };
