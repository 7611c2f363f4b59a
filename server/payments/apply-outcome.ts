import type { Db } from '../db/db.ts';
import { applyOrderOutcome } from '../order/order-outcomes.ts';
import { applyTableOutcome } from '../table/table-outcomes.ts';
import { readReference } from './payment-reference.ts';
import type { PaymentOutcome, PaymentProvider } from './provider.ts';

/** Applies an outcome to the order's or the table's payment its reference names; false when none does. */
export async function applyOutcome(
  db: Db,
  provider: PaymentProvider,
  outcome: PaymentOutcome,
  now: Date,
): Promise<boolean> {
  const named = readReference(outcome.reference);
  if (!named) return false;
  return named.kind === 'order'
    ? applyOrderOutcome(db, provider, named.paymentId, outcome, now)
    : applyTableOutcome(db, provider, named.paymentId, outcome);
}
