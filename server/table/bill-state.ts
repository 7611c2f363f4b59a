import type { Locale } from '../../contract/locales.ts';
import { businessNow } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { limits } from '../http/limits.ts';
import type { BillState } from './share.ts';

/**
 * SQL: payment `p` holds its share now — PENDING and within its time (business clock). Reads say what holds by the
 * clock and write nothing; the writes that need it (under the bill lock) and the sweep mark the
 * lapsed ones EXPIRED with `expireStalePayments`.
 */
export const holding = (p: string) => `(${p}.status = 'PENDING' and ${p}.expires_at > ${businessNow})`;

/** SQL: the status of payment `p` as a read shows it: a PENDING share past its time is EXPIRED. */
export const liveStatus = (p: string) =>
  `case when ${p}.status = 'PENDING' and ${p}.expires_at <= ${businessNow} then 'EXPIRED' else ${p}.status end`;

/** PENDING shares past their time give their items back. */
export async function expireStalePayments(q: Queryable, billId: string): Promise<void> {
  await q.query(
    `update table_payments set status = 'EXPIRED', error_code = coalesce(error_code, 'PAYMENT_EXPIRED'),
       updated_at = now()
     where bill_id = $1 and status = 'PENDING' and expires_at <= ${businessNow}`,
    [billId],
  );
}

/** Inside a transaction: later payments on this bill wait until it ends. */
export async function lockBill(tx: Queryable, billId: string): Promise<void> {
  await tx.query('select id from bills where id = $1 for update', [billId]);
}

/** Inside the transaction that locked the bill: 422 when `addedCents` more would pass `limits.billCents`. */
export async function ensureRoomOnBill(tx: Queryable, billId: string, addedCents: number): Promise<void> {
  const [bill] = await tx.query<{ over: boolean }>(
    `select coalesce(sum(quantity::bigint * unit_price_cents), 0) + $2 > $3 as over
     from bill_items where bill_id = $1`,
    [billId, addedCents, limits.billCents],
  );
  if (bill?.over) throw new HttpError(422, 'the bill cannot grow any further', 'BILL_LIMIT_REACHED');
}

export async function loadBillState(q: Queryable, billId: string, locale: Locale): Promise<BillState> {
  const [bill] = await q.query<{ status: 'OPEN' | 'PAID'; fee: number; paid: number; held: number }>(
    `select b.status, b.service_fee_percent as fee,
       coalesce(sum(p.items_cents) filter (where p.status = 'APPROVED'), 0)::int as paid,
       coalesce(sum(p.items_cents) filter (where ${holding('p')}), 0)::int as held
     from bills b left join table_payments p on p.bill_id = b.id
     where b.id = $1 group by b.id`,
    [billId],
  );
  if (!bill) throw new Error(`bill ${billId} vanished`);
  const lines = await q.query<{
    id: string;
    name: string;
    quantity: number;
    unit: number;
    total: number;
    claimed: number;
  }>(
    `select bi.id, i.name->>$2 as name, bi.quantity, bi.unit_price_cents as unit,
       (bi.quantity * bi.unit_price_cents)::int as total,
       coalesce((select sum(pi.amount_cents) from table_payment_items pi
         join table_payments p on p.id = pi.payment_id
         where pi.bill_item_id = bi.id and (p.status = 'APPROVED' or ${holding('p')})), 0)::int as claimed
     from bill_items bi join items i on i.id = bi.item_id
     where bi.bill_id = $1 order by bi.ordered_at, bi.id`,
    [billId, locale],
  );
  return {
    status: bill.status,
    feePercent: bill.fee,
    itemsTotal: lines.reduce((sum, line) => sum + line.total, 0),
    paid: bill.paid,
    held: bill.held,
    lines,
  };
}
