import { renderSVG } from 'uqr';
import type { Locale } from '../../contract/locales.ts';
import { money } from '../../contract/money.ts';
import type { TablePayment } from '../../contract/schemas/table.ts';
import { businessNow } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import { pixDeadline } from '../payments/pix.ts';
import { lineOptions } from './bill-view.ts';

export interface PaymentRow {
  id: string;
  bill_id: string;
  session_id: string;
  participant_id: string;
  participant_user_id: string | null;
  /** The payer's seat as other diners know it. */
  participant_public_id: string;
  name: string;
  mode: TablePayment['mode'];
  status: TablePayment['status'];
  method: TablePayment['method'];
  items_cents: number;
  service_fee_cents: number;
  tip_cents: number;
  expires_at: Date;
  charge_started_at: Date | null;
  paid_at: Date | null;
  error_code: string | null;
  psp_charge_id: string | null;
  refund_requested_at: Date | null;
  card_brand: string | null;
  card_last4: string | null;
  pix_txid: string | null;
  pix_br_code: string | null;
  payer_email: string | null;
  document: string | null;
  include_document_invoice: boolean;
  payer_locale: Locale;
  created_at: Date;
  bill_status: 'OPEN' | 'PAID';
  /** PENDING past its time, not yet marked EXPIRED (a read shows it EXPIRED). */
  lapsed: boolean;
  /** Its bill's version: every change of the payment bumps it. */
  bill_version: string;
  /** The business clock's now for this read: what `lapsed` and a PIX's seconds left are counted against. */
  read_at: Date;
  store_name: string;
  table_code: string;
}

/** How people name a payment (the receipt on the phone and by e-mail, the waiter): its id's first 8 characters. */
export const paymentReference = (id: string) => id.slice(0, 8).toUpperCase();

const paymentSelect = `select p.*, b.table_session_id as session_id, tp.name, tp.user_id as participant_user_id,
    tp.public_id as participant_public_id,
    b.status as bill_status, b.version::text as bill_version, p.status = 'PENDING' and p.expires_at <= ${businessNow} as lapsed,
    ${businessNow} as read_at, st.name as store_name, t.code as table_code
  from table_payments p join bills b on b.id = p.bill_id join table_participants tp on tp.id = p.participant_id
  join table_sessions s on s.id = b.table_session_id join dining_tables t on t.id = s.table_id
  join stores st on st.id = t.store_id`;

/** `forUpdate` inside a transaction that changes it. */
export async function findPayment(
  q: Queryable,
  where: { id: string } | { txid: string },
  forUpdate = false,
): Promise<PaymentRow | undefined> {
  const [condition, value] = 'id' in where ? ['p.id = $1', where.id] : ['p.pix_txid = $1', where.txid];
  const [row] = await q.query<PaymentRow>(
    `${paymentSelect} where ${condition}${forUpdate ? ' for update of p' : ''}`,
    [value],
  );
  return row;
}

/** The bill lines a payment paid, with their options and note (the payment view leaves those out). */
export async function paymentLines(q: Queryable, paymentId: string, locale: Locale) {
  const rows = await q.query<{
    bill_item_id: string;
    name: string;
    units: number | null;
    quantity: number;
    parts: number;
    amount_cents: number;
    options: string[];
    note: string | null;
  }>(
    `select pi.bill_item_id, i.name->>$2 as name, pi.units, bi.quantity, pi.parts, pi.amount_cents, ${lineOptions('$2')} as options, bi.note
     from table_payment_items pi join bill_items bi on bi.id = pi.bill_item_id join items i on i.id = bi.item_id
     where pi.payment_id = $1 order by bi.ordered_at, bi.id`,
    [paymentId, locale],
  );
  return rows.map(({ amount_cents, ...line }) => ({ ...line, amount: money(amount_cents) }));
}

const iso = (date: Date | string) => new Date(date).toISOString();

/** The CPF a receipt prints: asked for on it, and read by the payer only. */
export const receiptDocument = (row: PaymentRow) =>
  row.include_document_invoice && row.document ? row.document : null;

/** `forPayer`: read by the payer's seat or account (the receipt's CPF is theirs alone). */
export async function paymentView(
  q: Queryable,
  row: PaymentRow,
  locale: Locale,
  forPayer: boolean,
): Promise<TablePayment> {
  // The same rule as `liveStatus` of the bill: what lapsed reads EXPIRED before the sweep marks it.
  const status = row.lapsed ? 'EXPIRED' : row.status;
  return {
    id: row.id,
    reference: paymentReference(row.id),
    place: { store: row.store_name, table: row.table_code },
    document: forPayer ? receiptDocument(row) : null,
    session_id: row.session_id,
    diner_id: row.participant_public_id,
    name: row.name,
    mode: row.mode,
    method: row.method,
    status,
    items: await paymentLines(q, row.id, locale),
    items_amount: money(row.items_cents),
    service_fee: money(row.service_fee_cents),
    tip: money(row.tip_cents),
    total: money(row.items_cents + row.service_fee_cents + row.tip_cents),
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    paid_at: row.paid_at ? iso(row.paid_at) : null,
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    pix:
      row.pix_txid && row.pix_br_code
        ? {
            txid: row.pix_txid,
            br_code: row.pix_br_code,
            qr_svg: renderSVG(row.pix_br_code),
            ...pixDeadline(new Date(row.expires_at), new Date(row.read_at)),
          }
        : null,
    error_code: row.lapsed ? (row.error_code ?? 'PAYMENT_EXPIRED') : row.error_code,
    bill_paid: row.bill_status === 'PAID',
  };
}

/**
 * An add-payment answer as sent now: a replayed one (same Idempotency-Key) was stored when it was first
 * made, and its PIX's seconds left are counted again.
 */
export async function withPixCountedNow(q: Queryable, payment: TablePayment): Promise<TablePayment> {
  if (payment.pix === null) return payment;
  const row = await findPayment(q, { id: payment.id });
  if (row === undefined) return payment;
  return {
    ...payment,
    pix: { ...payment.pix, ...pixDeadline(new Date(row.expires_at), new Date(row.read_at)) },
  };
}
