import type { Db } from '../db/db.ts';
import { isUuid } from '../db/sql.ts';
import { HttpError } from '../http/http-error.ts';
import type { Psp } from '../payments/psp.ts';
import { orderNotFound } from './carts.ts';
import { latestPayment, type OrderPaymentRow, releaseHolds } from './order-payments.ts';
import { progressAt } from './order-progress.ts';
import type { OrderRow } from './order-row.ts';

/**
 * The restaurant cancels an order it accepted and has not yet handed over: the gift card and the
 * coupon are given back, a PIX is returned by the bank, a card charge is refunded at the PSP.
 */
export async function cancelOrder(db: Db, psp: Psp, orderId: string, now: Date): Promise<OrderRow> {
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
    if (payment?.status !== 'APPROVED') return undefined;
    if (payment.method !== 'CARD') {
      await tx.query(`update order_payments set status = 'REFUNDED', refunded_at = $2 where id = $1`, [
        payment.id,
        now,
      ]);
    }
    return payment;
  });
  if (paid?.method === 'CARD') await refundCard(db, psp, paid, now);
  const [cancelled] = await db.query<OrderRow>('select * from orders where id = $1', [orderId]);
  if (!cancelled) throw orderNotFound();
  return cancelled;
}

/** The PSP is another system: asked after the cancellation is recorded; a failed refund is recorded too. */
async function refundCard(db: Db, psp: Psp, payment: OrderPaymentRow, now: Date): Promise<void> {
  const refunded = payment.psp_charge_id ? await psp.refund(payment.psp_charge_id) : false;
  await db.query('update order_payments set status = $2, refunded_at = $3 where id = $1', [
    payment.id,
    refunded ? 'REFUNDED' : 'REFUND_FAILED',
    refunded ? now : null,
  ]);
}
