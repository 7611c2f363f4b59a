import type { Db } from '../db/db.ts';
import { expirePix, type OrderPaymentRow } from './order-payments.ts';
import type { OrderRow } from './order-row.ts';
import { type Owner, ownedBy, ownerColumns } from './owner.ts';

/**
 * Settles PIX charges past their time (business clock): their orders failed for want of payment.
 * `filter`: one order, a customer's, or every one (the server's sweep).
 */
export async function settleExpiredPix(
  db: Db,
  now: Date,
  filter: { orderId: string } | { owner: Owner } | 'all',
) {
  const [condition, params] =
    filter === 'all'
      ? ['true', []]
      : 'orderId' in filter
        ? ['o.id = $2', [filter.orderId]]
        : [ownedBy('o', 2), ownerColumns(filter.owner)];
  const due = await db.query<{ id: string }>(
    `select p.id from order_payments p join orders o on o.id = p.order_id
     where o.status = 'AWAITING_PAYMENT' and p.method = 'PIX' and p.status = 'PENDING' and p.expires_at <= $1
       and ${condition}`,
    [now, ...params],
  );
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [payment] = await tx.query<OrderPaymentRow>(
        `select p.* from order_payments p join orders o on o.id = p.order_id
         where p.id = $1 and p.status = 'PENDING' and o.status = 'AWAITING_PAYMENT' for update of o, p`,
        [id],
      );
      if (payment) await expirePix(tx, { id: payment.order_id }, payment);
    });
  }
}

/** SQL: the PIX charge of `orders o` still pending past `now` (a placeholder), its expiry; null if none. */
export const lapsedPixAt = (now: string) =>
  `(select p.expires_at from order_payments p
    where p.order_id = o.id and p.method = 'PIX' and p.status = 'PENDING' and p.expires_at <= ${now} limit 1)`;

/** SQL: `orders o` awaits a PIX charge past its time: it has failed, though nothing wrote it yet. */
export const hasLapsedPix = (now: string) =>
  `(o.status = 'AWAITING_PAYMENT' and ${lapsedPixAt(now)} is not null)`;

/**
 * The order as a read shows it now, writing nothing: awaiting a PIX charge past its time (`lapsedAt`),
 * it has failed at the charge's expiry even before the sweep or the next write settles it.
 */
export const asLapsed = <TRow extends OrderRow>(row: TRow, lapsedAt: Date | null): TRow =>
  row.status === 'AWAITING_PAYMENT' && lapsedAt !== null
    ? { ...row, status: 'PAYMENT_FAILED', failed_at: lapsedAt }
    : row;

/** One order as a read shows it now (see `asLapsed`). */
export async function asOfNow(db: Db, row: OrderRow, now: Date): Promise<OrderRow> {
  if (row.status !== 'AWAITING_PAYMENT') return row;
  const [lapsed] = await db.query<{ expires_at: Date }>(
    `select expires_at from order_payments
     where order_id = $1 and method = 'PIX' and status = 'PENDING' and expires_at <= $2`,
    [row.id, now],
  );
  return asLapsed(row, lapsed?.expires_at ?? null);
}
