import type { Db, Queryable } from '../db/db.ts';
import { payments } from '../ops/metrics.ts';
import { referenceOf } from '../payments/payment-reference.ts';
import { type PaymentOutcome, type PaymentProvider, ProviderUnavailable } from '../payments/provider.ts';
import { expireStalePayments, lockBill } from './bill-state.ts';
import { applyPayment } from './intents.ts';
import { findPayment, type PaymentRow } from './payment-view.ts';
import { sendReceipt } from './receipt.ts';

/** The provider's name for a table share's payment. */
export const tableReference = (paymentId: string) => referenceOf({ kind: 'table', paymentId });

/** What an outcome did under the bill's lock; `refund` names a charge whose money the bill will not keep. */
type Step = 'paid' | 'applied' | 'unchanged' | { refund: string };

/** A refund's answer as the payment records it: `CARD_REFUND_SUCCESS`, `PIX_REFUND_ERROR`… */
const refundCode = (payment: PaymentRow, succeeded: boolean) =>
  `${payment.method ?? 'CARD'}_REFUND_${succeeded ? 'SUCCESS' : 'ERROR'}`;

async function apply(tx: Queryable, payment: PaymentRow, outcome: PaymentOutcome): Promise<Step> {
  switch (outcome.type) {
    case 'card.captured':
    case 'pix.paid': {
      if (payment.status === 'APPROVED' || payment.refund_requested_at !== null) return 'unchanged';
      const applied = await applyPayment(tx, payment.bill_id, payment.id, { chargeId: outcome.chargeId });
      return applied ? 'paid' : { refund: outcome.chargeId };
    }
    case 'card.failed': {
      const [status, code] = outcome.declined
        ? ['DECLINED', 'CARD_DECLINED_PAYMENT_ERROR']
        : ['FAILED', 'PROCESSING_PAYMENT_ERROR'];
      const [changed] = await tx.query(
        `update table_payments set status = $2, error_code = $3, updated_at = now()
         where id = $1 and status = 'PENDING' returning id`,
        [payment.id, status, code],
      );
      if (changed) payments.inc({ kind: 'table', method: 'CARD', outcome: status.toLowerCase() });
      return changed ? 'applied' : 'unchanged';
    }
    case 'pix.expired': {
      const [changed] = await tx.query(
        `update table_payments set status = 'EXPIRED', error_code = 'PAYMENT_EXPIRED', updated_at = now()
         where id = $1 and status = 'PENDING' and method = 'PIX' returning id`,
        [payment.id],
      );
      return changed ? 'applied' : 'unchanged';
    }
    case 'refund.succeeded':
    case 'refund.failed': {
      const succeeded = outcome.type === 'refund.succeeded';
      const [changed] = await tx.query(
        `update table_payments set status = $2, error_code = $3, updated_at = now()
         where id = $1 and refund_requested_at is not null and status <> 'REFUNDED'
           and coalesce(error_code, '') not like '%REFUND_ERROR' returning id`,
        [payment.id, succeeded ? 'REFUNDED' : 'FAILED', refundCode(payment, succeeded)],
      );
      return changed ? 'applied' : 'unchanged';
    }
  }
}

/**
 * Gives a charge back at the provider: recorded as asked first, so that a refund whose answer is
 * lost is asked again by the reconciliation (the provider answers the same refund).
 */
export async function refundTablePayment(
  db: Db,
  provider: PaymentProvider,
  payment: { id: string; chargeId: string },
): Promise<void> {
  await db.query(
    `update table_payments set refund_requested_at = coalesce(refund_requested_at, now()), psp_charge_id = $2,
       updated_at = now()
     where id = $1`,
    [payment.id, payment.chargeId],
  );
  let outcome: PaymentOutcome;
  try {
    outcome = await provider.refund({ chargeId: payment.chargeId, reference: tableReference(payment.id) });
  } catch (error) {
    if (error instanceof ProviderUnavailable) return;
    throw error;
  }
  await applyTableOutcome(db, provider, payment.id, outcome);
}

/**
 * Applies what the provider says of a table payment, from its answer, a webhook or the
 * reconciliation alike: each outcome changes the bill once, in whatever order and however often
 * they come (the bill's lock serializes them). Money that came for a share no longer held (it
 * lapsed while the card was charged, a PIX paid past its time) is refunded. False when no payment
 * has this id.
 */
export async function applyTableOutcome(
  db: Db,
  provider: PaymentProvider,
  paymentId: string,
  outcome: PaymentOutcome,
): Promise<boolean> {
  const step = await db.transaction(async (tx): Promise<Step | undefined> => {
    const found = await findPayment(tx, { id: paymentId });
    if (!found) return undefined;
    await lockBill(tx, found.bill_id);
    await expireStalePayments(tx, found.bill_id);
    const payment = await findPayment(tx, { id: paymentId }, true);
    return payment && apply(tx, payment, outcome);
  });
  if (step === undefined) return false;
  if (step === 'paid') {
    payments.inc({
      kind: 'table',
      method: outcome.type === 'pix.paid' ? 'PIX' : 'CARD',
      outcome: 'approved',
    });
    await sendReceipt(db, paymentId);
  }
  if (typeof step === 'object')
    await refundTablePayment(db, provider, { id: paymentId, chargeId: step.refund });
  return true;
}
