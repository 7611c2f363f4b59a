import type { Db } from '../db/db.ts';
import { applyOutcome } from './apply-outcome.ts';
import { type PaymentProvider, ProviderUnavailable } from './provider.ts';

interface Waiting {
  reference: string;
  method: 'CARD' | 'PIX';
  /** Set when it is a refund that has had no answer. */
  refund_charge: string | null;
}

/**
 * Payments still waiting for the provider's word `afterSeconds` after it was asked: a card charge or
 * a PIX charge not settled, a refund not answered (oldest first, at most `batch`).
 */
const waitingSql = `
  select * from (
    select 'order-payment:' || p.id as reference, p.method,
      case when p.refund_requested_at is not null then p.psp_charge_id end as refund_charge,
      coalesce(p.refund_requested_at, p.created_at) as since
    from order_payments p
    where (p.status = 'PENDING' and (p.method = 'CARD' or (p.method = 'PIX' and p.psp_charge_id is not null))
           and p.created_at <= now() - make_interval(secs => $1))
       or (p.refund_requested_at <= now() - make_interval(secs => $1)
           and p.status not in ('REFUNDED', 'REFUND_FAILED'))
    union all
    select 'table-payment:' || p.id, p.method,
      case when p.refund_requested_at is not null then p.psp_charge_id end,
      coalesce(p.refund_requested_at, p.charge_started_at)
    from table_payments p
    where (p.status = 'PENDING' and (p.method = 'CARD' or (p.method = 'PIX' and p.psp_charge_id is not null))
           and p.charge_started_at <= now() - make_interval(secs => $1))
       or (p.refund_requested_at <= now() - make_interval(secs => $1)
           and p.status <> 'REFUNDED' and coalesce(p.error_code, '') not like '%REFUND_ERROR')
  ) waiting order by since limit $2`;

/** Asks the provider where one waiting payment stands and applies its answer. */
async function reconcileOne(
  db: Db,
  provider: PaymentProvider,
  waiting: Waiting,
  now: Date,
  signal?: AbortSignal,
) {
  const { reference } = waiting;
  if (waiting.refund_charge) {
    // Asked again, the provider answers the refund it made (the same idempotency key).
    const refund = await provider.refund({ chargeId: waiting.refund_charge, reference }, signal);
    await applyOutcome(db, provider, refund, now);
    return;
  }
  const charge = (await provider.charges(reference, signal)).at(-1);
  if (!charge) {
    // The charge never reached the provider: nothing was taken.
    if (waiting.method === 'CARD') {
      await applyOutcome(
        db,
        provider,
        { type: 'card.failed', reference, chargeId: null, declined: false },
        now,
      );
    }
    return;
  }
  if (charge.outcome !== 'pending') await applyOutcome(db, provider, charge.outcome, now);
  if (charge.refund) await applyOutcome(db, provider, charge.refund, now);
}

/**
 * A missed webhook is not a lost payment: what still waits for the provider's word after
 * `afterSeconds` is asked of the provider, and its answer applied as the webhook's would have been.
 * Answers how many were asked; a provider that does not answer is asked again next time.
 */
export async function reconcilePayments(
  db: Db,
  provider: PaymentProvider,
  now: Date,
  options: { afterSeconds: number; batch?: number; signal?: AbortSignal },
): Promise<number> {
  const waiting = await db.query<Waiting>(waitingSql, [options.afterSeconds, options.batch ?? 100]);
  let asked = 0;
  for (const payment of waiting) {
    if (options.signal?.aborted) break;
    try {
      await reconcileOne(db, provider, payment, now, options.signal);
      asked += 1;
    } catch (error) {
      if (!(error instanceof ProviderUnavailable)) throw error;
    }
  }
  return asked;
}
