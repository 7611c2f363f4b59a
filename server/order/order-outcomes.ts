import type { Db, Queryable } from '../db/db.ts';
import { payments } from '../ops/metrics.ts';
import { referenceOf } from '../payments/payment-reference.ts';
import { type PaymentOutcome, type PaymentProvider, ProviderUnavailable } from '../payments/provider.ts';
import { expirePix, markPlaced, type OrderPaymentRow, reopenCart } from './order-payments.ts';
import type { OrderRow } from './order-row.ts';
import { lockOwner, type Owner } from './owner.ts';

/** The provider's name for an order's payment. */
export const orderReference = (paymentId: string) => referenceOf({ kind: 'order', paymentId });

const ownerOf = (order: OrderRow): Owner =>
  order.user_id ? { kind: 'user', id: order.user_id } : { kind: 'guest', id: order.guest_session_id ?? '' };

/**
 * The payment and its order, locked, under the customer's lock too (a reopened cart must be the only
 * one): undefined when no payment has this id.
 */
async function locked(tx: Queryable, paymentId: string) {
  const [found] = await tx.query<{ order_id: string }>('select order_id from order_payments where id = $1', [
    paymentId,
  ]);
  if (!found) return undefined;
  const [order] = await tx.query<OrderRow>('select * from orders where id = $1', [found.order_id]);
  if (!order) return undefined;
  await lockOwner(tx, ownerOf(order));
  const [lockedOrder] = await tx.query<OrderRow>('select * from orders where id = $1 for update', [order.id]);
  const [payment] = await tx.query<OrderPaymentRow>('select * from order_payments where id = $1 for update', [
    paymentId,
  ]);
  return lockedOrder && payment ? { order: lockedOrder, payment } : undefined;
}

/** What an outcome did, under the locks; `refund` names a charge whose money the order will not keep. */
type Step = 'applied' | 'unchanged' | { refund: string };

/** Money came for a payment that no longer takes it; asked back once. */
const giveBack = (payment: OrderPaymentRow, chargeId: string): Step =>
  payment.status === 'APPROVED' || payment.refund_requested_at !== null ? 'unchanged' : { refund: chargeId };

async function apply(
  tx: Queryable,
  order: OrderRow,
  payment: OrderPaymentRow,
  outcome: PaymentOutcome,
  now: Date,
): Promise<Step> {
  switch (outcome.type) {
    case 'card.captured':
      if (payment.status !== 'PENDING') return giveBack(payment, outcome.chargeId);
      await tx.query(
        `update order_payments set status = 'APPROVED', psp_charge_id = $2, paid_at = $3 where id = $1`,
        [payment.id, outcome.chargeId, now],
      );
      if (order.status === 'PAYING') await markPlaced(tx, order.id, now);
      payments.inc({ kind: 'order', method: 'CARD', outcome: 'approved' });
      return 'applied';
    case 'card.failed': {
      if (payment.status !== 'PENDING') return 'unchanged';
      const [status, code] = outcome.declined
        ? ['DECLINED', 'CARD_DECLINED_PAYMENT_ERROR']
        : ['FAILED', 'PROCESSING_PAYMENT_ERROR'];
      await tx.query(
        'update order_payments set status = $2, error_code = $3, psp_charge_id = $4 where id = $1',
        [payment.id, status, code, outcome.chargeId],
      );
      if (order.status === 'PAYING') await reopenCart(tx, order, now);
      payments.inc({ kind: 'order', method: 'CARD', outcome: status.toLowerCase() });
      return 'applied';
    }
    case 'pix.paid': {
      const lapsed = payment.expires_at !== null && new Date(payment.expires_at) <= now;
      if (payment.status === 'PENDING' && lapsed) await expirePix(tx, order, payment);
      if (payment.status !== 'PENDING' || lapsed) return giveBack(payment, outcome.chargeId);
      await tx.query(`update order_payments set status = 'APPROVED', paid_at = $2 where id = $1`, [
        payment.id,
        now,
      ]);
      await markPlaced(tx, order.id, now);
      payments.inc({ kind: 'order', method: 'PIX', outcome: 'approved' });
      return 'applied';
    }
    case 'pix.expired':
      if (payment.status !== 'PENDING') return 'unchanged';
      await expirePix(tx, order, payment);
      return 'applied';
    case 'refund.succeeded':
    case 'refund.failed': {
      const [changed] = await tx.query(
        `update order_payments set status = $2, refunded_at = $3
         where id = $1 and refund_requested_at is not null and status not in ('REFUNDED', 'REFUND_FAILED')
         returning id`,
        [
          payment.id,
          outcome.type === 'refund.succeeded' ? 'REFUNDED' : 'REFUND_FAILED',
          outcome.type === 'refund.succeeded' ? now : null,
        ],
      );
      return changed ? 'applied' : 'unchanged';
    }
  }
}

/**
 * Gives a charge back at the provider: recorded as asked first, so that a refund whose answer is lost
 * is asked again by the reconciliation (the provider answers the same refund).
 */
export async function refundOrderPayment(
  db: Db,
  provider: PaymentProvider,
  payment: { id: string; chargeId: string },
  now: Date,
): Promise<void> {
  await db.query(
    `update order_payments set refund_requested_at = coalesce(refund_requested_at, now()), psp_charge_id = $2
     where id = $1`,
    [payment.id, payment.chargeId],
  );
  let outcome: PaymentOutcome;
  try {
    outcome = await provider.refund({ chargeId: payment.chargeId, reference: orderReference(payment.id) });
  } catch (error) {
    if (error instanceof ProviderUnavailable) return;
    throw error;
  }
  await applyOrderOutcome(db, provider, payment.id, outcome, now);
}

/**
 * Applies what the provider says of an order's payment, from its answer, a webhook or the
 * reconciliation alike: each outcome changes the order once, in whatever order and however often
 * they come. Money that came for an order that no longer takes it (a PIX paid past its time, a
 * card captured after the payment was given up) is refunded. False when no payment has this id.
 */
export async function applyOrderOutcome(
  db: Db,
  provider: PaymentProvider,
  paymentId: string,
  outcome: PaymentOutcome,
  now: Date,
): Promise<boolean> {
  const step = await db.transaction(async (tx): Promise<Step | undefined> => {
    const found = await locked(tx, paymentId);
    return found && apply(tx, found.order, found.payment, outcome, now);
  });
  if (step === undefined) return false;
  if (typeof step === 'object')
    await refundOrderPayment(db, provider, { id: paymentId, chargeId: step.refund }, now);
  return true;
}
