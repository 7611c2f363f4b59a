import type { Queryable } from '../db/db.ts';
import { creditGiftCard } from './gift-cards.ts';
import { planMilestones } from './order-progress.ts';
import type { OrderRow } from './order-row.ts';

export interface OrderPaymentRow {
  id: string;
  order_id: string;
  method: 'CARD' | 'PIX' | 'GIFT_CARD';
  status: 'PENDING' | 'APPROVED' | 'DECLINED' | 'FAILED' | 'EXPIRED' | 'REFUNDED' | 'REFUND_FAILED';
  amount_cents: number;
  psp_charge_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  pix_txid: string | null;
  pix_br_code: string | null;
  expires_at: Date | null;
  error_code: string | null;
  paid_at: Date | null;
  refunded_at: Date | null;
  refund_requested_at: Date | null;
}

export async function latestPayment(q: Queryable, orderId: string): Promise<OrderPaymentRow | undefined> {
  const [row] = await q.query<OrderPaymentRow>(
    'select * from order_payments where order_id = $1 order by created_at desc, id limit 1',
    [orderId],
  );
  return row;
}

/** Gives back what an order held and will not use: the gift card's balance and the coupon's use. */
export async function releaseHolds(tx: Queryable, orderId: string): Promise<void> {
  await creditGiftCard(tx, orderId);
  await tx.query('delete from coupon_redemptions where order_id = $1', [orderId]);
}

/** The money arrived: the order is accepted now and its milestones are planned (business clock). */
export async function markPlaced(tx: Queryable, orderId: string, now: Date): Promise<void> {
  const [order] = await tx.query<OrderRow>('select * from orders where id = $1', [orderId]);
  if (!order) throw new Error(`order ${orderId} vanished`);
  const plan = planMilestones(
    now,
    order.checkout_option ?? 'DELIVERY',
    order.prep_minutes ?? 1,
    order.estimate_minutes ?? 0,
  );
  await tx.query(
    `update orders set status = 'PLACED', accepted_at = $2, preparing_at = $3, dispatched_at = $4,
       completed_at = $5, updated_at = now()
     where id = $1`,
    [orderId, plan.accepted_at, plan.preparing_at, plan.dispatched_at, plan.completed_at],
  );
}

/**
 * A card that was not charged: the customer keeps the cart to try again (unless another cart was
 * opened meanwhile: then this one ends as PAYMENT_FAILED), and gets back what it held.
 */
export async function reopenCart(tx: Queryable, order: OrderRow, now: Date): Promise<void> {
  const [other] = await tx.query(
    `select 1 from orders where status = 'CART' and id <> $1 and (user_id = $2 or guest_session_id = $3)`,
    [order.id, order.user_id, order.guest_session_id],
  );
  if (other) {
    await tx.query(
      `update orders set status = 'PAYMENT_FAILED', failed_at = $2, updated_at = now() where id = $1`,
      [order.id, now],
    );
  } else {
    await tx.query(
      `update orders set status = 'CART', submitted_at = null, updated_at = now() where id = $1`,
      [order.id],
    );
  }
  await releaseHolds(tx, order.id);
}

/** A PIX charge past its time: the order failed for want of payment and gives back what it held. */
export async function expirePix(
  tx: Queryable,
  order: { id: string },
  payment: OrderPaymentRow,
): Promise<void> {
  await tx.query(
    `update order_payments set status = 'EXPIRED', error_code = 'PAYMENT_EXPIRED' where id = $1`,
    [payment.id],
  );
  await tx.query(
    `update orders set status = 'PAYMENT_FAILED', failed_at = $2, updated_at = now()
     where id = $1 and status = 'AWAITING_PAYMENT'`,
    [order.id, payment.expires_at],
  );
  await releaseHolds(tx, order.id);
}
