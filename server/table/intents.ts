import type { Locale } from '../../contract/locales.ts';
import type { ShareRequest } from '../../contract/schemas/table.ts';
import { businessNow } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import { expireStalePayments, lockBill } from './bill-state.ts';
import type { Share } from './share.ts';
import { quoteShare } from './share-quote.ts';

/**
 * Holds a payer's share as a PENDING payment. The bill row lock serializes every payment of the
 * bill, so the held and paid items portions never add up past the items total.
 */
export async function createIntent(
  tx: Queryable,
  input: { billId: string; participantId: string; request: ShareRequest; ttlSeconds: number; locale: Locale },
): Promise<{ id: string; share: Share; expiresAt: Date }> {
  await lockBill(tx, input.billId);
  await expireStalePayments(tx, input.billId);
  // Totalizing again (changed mind, went back) replaces this diner's share not yet being charged.
  await tx.query(
    `update table_payments set status = 'EXPIRED', error_code = 'PAYMENT_REPLACED', updated_at = now()
     where bill_id = $1 and participant_id = $2 and status = 'PENDING' and method is null
       and charge_started_at is null`,
    [input.billId, input.participantId],
  );
  const share = await quoteShare(tx, input, input.request);
  const [payment] = await tx.query<{ id: string; expires_at: Date }>(
    `insert into table_payments (bill_id, participant_id, mode, status, items_cents, service_fee_cents, tip_cents,
       expires_at)
     values ($1, $2, $3, 'PENDING', $4, $5, $6, ${businessNow} + make_interval(secs => $7)) returning id, expires_at`,
    [input.billId, input.participantId, share.mode, share.items, share.fee, share.tip, input.ttlSeconds],
  );
  if (!payment) throw new Error('payment insert returned nothing');
  for (const line of share.lines) {
    await tx.query(
      `insert into table_payment_items (payment_id, bill_item_id, units, parts, amount_cents)
       values ($1, $2, $3, $4, $5)`,
      [payment.id, line.billItemId, line.units, line.parts, line.amount],
    );
  }
  await tx.query('update bills set updated_at = now() where id = $1', [input.billId]);
  return { id: payment.id, share, expiresAt: payment.expires_at };
}

/**
 * Marks a held share paid, when it still holds (else false: the caller refunds). A bill whose items
 * are all paid is PAID and its session CLOSED: the table is free.
 */
export async function applyPayment(
  tx: Queryable,
  billId: string,
  paymentId: string,
  fields: { cardBrand?: string; cardLast4?: string; chargeId?: string } = {},
): Promise<boolean> {
  await lockBill(tx, billId);
  await expireStalePayments(tx, billId);
  const [applied] = await tx.query<{ id: string }>(
    `update table_payments set status = 'APPROVED', paid_at = now(), updated_at = now(), error_code = null,
       card_brand = coalesce($2, card_brand), card_last4 = coalesce($3, card_last4),
       psp_charge_id = coalesce($4, psp_charge_id)
     where id = $1 and status = 'PENDING' returning id`,
    [paymentId, fields.cardBrand ?? null, fields.cardLast4 ?? null, fields.chargeId ?? null],
  );
  if (!applied) return false;
  const [totals] = await tx.query<{ total: number; paid: number }>(
    `select (select coalesce(sum(quantity * unit_price_cents), 0) from bill_items where bill_id = $1)::int as total,
       (select coalesce(sum(items_cents), 0) from table_payments where bill_id = $1 and status = 'APPROVED')::int
         as paid`,
    [billId],
  );
  await tx.query('update bills set updated_at = now() where id = $1', [billId]);
  if (totals && totals.paid >= totals.total) {
    await tx.query(`update bills set status = 'PAID' where id = $1`, [billId]);
    await tx.query(
      `update table_sessions set status = 'CLOSED', closed_at = now(), close_reason = 'PAID'
       where id = (select table_session_id from bills where id = $1) and status = 'OPEN'`,
      [billId],
    );
  }
  return true;
}
