import type * as z from 'zod/mini';
import type { Locale } from '../../contract/locales.ts';
import type { addPaymentBody, TablePayment } from '../../contract/schemas/table.ts';
import { businessNow } from '../clock.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { payments } from '../ops/metrics.ts';
import { chargeableCard } from '../payments/card-source.ts';
import { newTxid, pixCode } from '../payments/pix.ts';
import type { Psp } from '../payments/psp.ts';
import { expireStalePayments, lockBill } from './bill-state.ts';
import { applyPayment } from './intents.ts';
import { paymentNotFound } from './payment-access.ts';
import { findPayment, type PaymentRow, paymentView } from './payment-view.ts';
import { sendReceipt } from './receipt.ts';
import type { ParticipantRow, SessionRow } from './sessions.ts';
import type { TableConfig } from './table-config.ts';

type AddPaymentBody = z.output<typeof addPaymentBody>;

export interface PayContext {
  db: Db;
  psp: Psp;
  config: TableConfig;
  locale: Locale;
  session: SessionRow;
  participant: ParticipantRow;
  /** The signed-in user, when a bearer token came. */
  userId: string | undefined;
  body: AddPaymentBody;
}

/** What starting a payment stored with its Idempotency-Key: plain JSON, read again by every replay. */
export interface StartedPayment {
  paymentId: string;
  /** A card to charge after the commit (the provider is another system); none for PIX. */
  charge: { token: string; cents: number } | null;
}

async function payerEmail(q: Queryable, ctx: PayContext): Promise<string | null> {
  if (ctx.body.email) return ctx.body.email.toLowerCase();
  const userId = ctx.participant.user_id ?? ctx.userId;
  if (!userId) return null;
  const [user] = await q.query<{ email: string | null }>('select email from users where id = $1', [userId]);
  return user?.email ?? null;
}

/** Locks the bill, checks the share still waits for this payer, then records how it will be paid. */
async function startPayment(
  tx: Queryable,
  ctx: PayContext,
  fields: Record<string, unknown>,
): Promise<PaymentRow> {
  await lockBill(tx, ctx.session.bill_id);
  await expireStalePayments(tx, ctx.session.bill_id);
  const payment = await findPayment(tx, { id: ctx.body.payment_id }, true);
  if (!payment || payment.participant_id !== ctx.participant.id) throw paymentNotFound();
  if (payment.status === 'EXPIRED') {
    throw new HttpError(409, 'the share was released; totalize again', 'PAYMENT_EXPIRED');
  }
  if (payment.status !== 'PENDING') {
    throw new HttpError(409, `the payment is already ${payment.status}`, 'PAYMENT_NOT_PENDING');
  }
  if (payment.charge_started_at || payment.method === 'PIX') {
    throw new HttpError(409, 'this payment is already being paid', 'PAYMENT_IN_PROGRESS');
  }
  const columns = Object.keys(fields);
  await tx.query(
    `update table_payments set ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')}, updated_at = now()
     where id = $1`,
    [payment.id, ...Object.values(fields)],
  );
  return payment;
}

/** A card payment's outcome, once: a payment whose outcome another request wrote is left as it is. */
async function settle(db: Db, paymentId: string, status: string, errorCode: string): Promise<void> {
  const settled = await db.query(
    `update table_payments set status = $2, error_code = $3, updated_at = now()
     where id = $1 and status in ('PENDING', 'EXPIRED') returning id`,
    [paymentId, status, errorCode],
  );
  if (settled.length > 0) payments.inc({ kind: 'table', method: 'CARD', outcome: status.toLowerCase() });
}

async function startCard(tx: Queryable, ctx: PayContext, common: Record<string, unknown>) {
  const card = await chargeableCard(tx, ctx.userId, ctx.body, {
    userId: ctx.userId ?? ctx.participant.user_id ?? undefined,
    participantId: ctx.participant.id,
  });
  const payment = await startPayment(tx, ctx, {
    ...common,
    method: 'CARD',
    charge_started_at: new Date().toISOString(),
    card_brand: card.brand,
    card_last4: card.last4,
  });
  return {
    paymentId: payment.id,
    charge: { token: card.token, cents: payment.items_cents + payment.service_fee_cents + payment.tip_cents },
  };
}

async function startPix(tx: Queryable, ctx: PayContext, common: Record<string, unknown>) {
  const [store] = await tx.query<{ name: string }>(
    `select st.name from dining_tables t join stores st on st.id = t.store_id where t.id = $1`,
    [ctx.session.table_id],
  );
  const payment = await startPayment(tx, ctx, common);
  const txid = newTxid();
  const total = payment.items_cents + payment.service_fee_cents + payment.tip_cents;
  const { br_code } = pixCode(
    { key: ctx.config.pixKey, merchantName: store?.name ?? 'Brasa Grill', merchantCity: ctx.config.pixCity },
    txid,
    total,
  );
  // The share stays held for as long as the charge can be paid.
  await tx.query(
    `update table_payments set method = 'PIX', pix_txid = $2, pix_br_code = $3,
       expires_at = ${businessNow} + make_interval(secs => $4)
     where id = $1`,
    [payment.id, txid, br_code, ctx.config.pixExpirySeconds],
  );
  return { paymentId: payment.id, charge: null };
}

/**
 * In the Idempotency-Key's transaction: holds the share for this payment, a card's charge to follow
 * (`completePayment`), or a PIX charge paid later (poll the order).
 */
export async function startAddPayment(tx: Queryable, ctx: PayContext): Promise<StartedPayment> {
  const common = {
    payer_email: await payerEmail(tx, ctx),
    document: ctx.body.document ?? ctx.participant.document,
    include_document_invoice: ctx.body.include_document_invoice,
    payer_locale: ctx.locale,
  };
  return ctx.body.method === 'CARD' ? startCard(tx, ctx, common) : startPix(tx, ctx, common);
}

/** The card's charge, applied to the share if it still holds it, else given back. */
async function chargeCard(ctx: PayContext, paymentId: string, charge: { token: string; cents: number }) {
  const { db, psp } = ctx;
  const result = await psp.charge(charge.token, charge.cents, paymentId);
  if (result.status !== 'CAPTURED') {
    return result.status === 'DECLINED'
      ? settle(db, paymentId, 'DECLINED', 'CARD_DECLINED_PAYMENT_ERROR')
      : settle(db, paymentId, 'FAILED', 'PROCESSING_PAYMENT_ERROR');
  }
  const { chargeId } = result;
  const applied = await db.transaction(async (tx) => {
    const done = await applyPayment(tx, ctx.session.bill_id, paymentId, { chargeId });
    // The receipt goes with the payment it tells of: once.
    if (done) await sendReceipt(tx, paymentId);
    return done;
  });
  if (applied) {
    payments.inc({ kind: 'table', method: 'CARD', outcome: 'approved' });
    return;
  }
  const now = await findPayment(db, { id: paymentId });
  if (now?.status === 'APPROVED') return;
  // The share expired meanwhile: the money goes back.
  await db.query('update table_payments set psp_charge_id = $2 where id = $1', [paymentId, chargeId]);
  if (await psp.refund(chargeId)) await settle(db, paymentId, 'REFUNDED', 'CARD_REFUND_SUCCESS');
  else await settle(db, paymentId, 'FAILED', 'CARD_REFUND_ERROR');
}

/** The answer a payment's outcome gives: its view, or the error that tells what happened to the money. */
function refusalOf(payment: PaymentRow): HttpError | undefined {
  const fields = { payment_id: payment.id };
  switch (payment.error_code) {
    case 'CARD_DECLINED_PAYMENT_ERROR':
      return new HttpError(402, 'the card was declined', 'CARD_DECLINED_PAYMENT_ERROR', fields);
    case 'PROCESSING_PAYMENT_ERROR':
      return new HttpError(502, 'the payment provider failed', 'PROCESSING_PAYMENT_ERROR', fields);
    case 'CARD_REFUND_SUCCESS':
      return new HttpError(
        409,
        'the share expired meanwhile; the charge was refunded',
        'CARD_REFUND_SUCCESS',
        fields,
      );
    case 'CARD_REFUND_ERROR':
      return new HttpError(
        502,
        'the share expired meanwhile and the refund failed',
        'CARD_REFUND_ERROR',
        fields,
      );
    default:
      return undefined;
  }
}

/**
 * Charges a started card payment unless its outcome is known, and answers by that outcome.
 * Repeatable: a replay of the key after a lost answer charges again with the same provider key,
 * which charges nothing twice.
 */
export async function completePayment(ctx: PayContext, started: StartedPayment): Promise<TablePayment> {
  const read = () => findPayment(ctx.db, { id: started.paymentId });
  let payment = await read();
  const undecided =
    payment && !payment.psp_charge_id && (payment.status === 'PENDING' || payment.status === 'EXPIRED');
  if (started.charge && undecided) {
    await chargeCard(ctx, started.paymentId, started.charge);
    payment = await read();
  }
  if (!payment) throw paymentNotFound();
  const refusal = refusalOf(payment);
  if (refusal) throw refusal;
  return paymentView(ctx.db, payment, ctx.locale, true);
}

/** The bank's notice that a PIX charge was paid (the dev action stands in for it). */
export async function pixPaid(db: Db, txid: string, locale: Locale): Promise<TablePayment> {
  const payment = await findPayment(db, { txid });
  if (!payment) throw new HttpError(404, 'PIX charge not found', 'PAYMENT_NOT_FOUND');
  if (payment.status !== 'APPROVED') {
    const applied = await db.transaction((tx) => applyPayment(tx, payment.bill_id, payment.id));
    if (!applied) throw new HttpError(409, 'the PIX charge expired', 'PAYMENT_EXPIRED');
    payments.inc({ kind: 'table', method: 'PIX', outcome: 'approved' });
    await sendReceipt(db, payment.id);
  }
  const row = await findPayment(db, { id: payment.id });
  if (!row) throw new Error('payment vanished');
  return paymentView(db, row, locale, false);
}
