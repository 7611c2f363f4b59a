import type { Db } from '../db/db.ts';
import { isUuid } from '../db/sql.ts';
import { HttpError } from '../http/http-error.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { orderNotFound } from './carts.ts';
import { refundOrderPayment } from './order-outcomes.ts';
import { latestPayment, releaseHolds } from './order-payments.ts';
import { progressAt } from './order-progress.ts';
import type { OrderRow } from './order-row.ts';

/**
 * The restaurant cancels an order it accepted and has not yet handed over: the gift card and the
 * coupon are given back, and the card charge or the PIX refunded at the provider (asked once the
 * cancellation is recorded: the provider is another system; a failed refund is recorded too).
 */
export async function cancelOrder(
  db: Db,
  provider: PaymentProvider,
  orderId: string,
  now: Date,
): Promise<OrderRow> {
  if (!isUuid(orderId)) throw orderNotFound();
  const paid = await db.transaction(async (tx) => {
    const [row] = await tx.query<OrderRow>('select * from orders where id = $1 for update', [orderId]);
    if (!row || row.status === 'CART') throw orderNotFound();
    if (row.status !== 'PLACED' || progressAt(row, now).final) {
      throw new HttpError(409, 'the order can no longer be cancelled', 'ORDER_FINISHED');
    }
    await tx.query(
      `update orders set status = 'CANCELLED', cancelled_at = $2, updated_at = now() where id = $1`,
      [orderId, now],
    );
    await releaseHolds(tx, orderId);
    const payment = await latestPayment(tx, orderId);
    return payment?.status === 'APPROVED' && payment.psp_charge_id ? payment : undefined;
  });
  if (paid?.psp_charge_id)
    await refundOrderPayment(db, provider, { id: paid.id, chargeId: paid.psp_charge_id }, now);
  const [cancelled] = await db.query<OrderRow>('select * from orders where id = $1', [orderId]);
  if (!cancelled) throw orderNotFound();
  return cancelled;
}
