import type * as z from 'zod/mini';
import type { Locale } from '../../contract/locales.ts';
import type { addPaymentBody, TablePayment } from '../../contract/schemas/table.ts';
import { businessNow } from '../clock.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { chargeableCard } from '../payments/card-source.ts';
import { learnToken } from '../payments/card-tokens.ts';
import { type PaymentProvider, ProviderUnavailable } from '../payments/provider.ts';
import { requireProvider } from '../payments/provider-from-env.ts';
import { expireStalePayments, lockBill } from './bill-state.ts';
import { paymentNotFound } from './payment-access.ts';
import { findPayment, type PaymentRow, paymentView } from './payment-view.ts';
import type { ParticipantRow, SessionRow } from './sessions.ts';
import type { TableConfig } from './table-config.ts';
import { applyTableOutcome, tableReference } from './table-outcomes.ts';

type AddPaymentBody = z.output<typeof addPaymentBody>;

export interface PayContext {
  db: Db;
  provider: PaymentProvider;
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
  /** A card to charge after the commit (the provider is another system). */
  charge: { token: string; cents: number } | null;
  /** A PIX charge to ask the provider for after the commit, its BR Code naming the store. */
  pix: { cents: number; receiverName: string } | null;
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

const shareTotal = (payment: PaymentRow) =>
  payment.items_cents + payment.service_fee_cents + payment.tip_cents;

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
  return { paymentId: payment.id, charge: { token: card.token, cents: shareTotal(payment) }, pix: null };
}

/** A PIX share stays held for as long as its charge, asked of the provider after the commit, can be paid. */
async function startPix(tx: Queryable, ctx: PayContext, common: Record<string, unknown>) {
  const [store] = await tx.query<{ name: string }>(
    `select st.name from dining_tables t join stores st on st.id = t.store_id where t.id = $1`,
    [ctx.session.table_id],
  );
  const payment = await startPayment(tx, ctx, {
    ...common,
    method: 'PIX',
    charge_started_at: new Date().toISOString(),
  });
  await tx.query(
    `update table_payments set expires_at = ${businessNow} + make_interval(secs => $2) where id = $1`,
    [payment.id, ctx.config.pixExpirySeconds],
  );
  return {
    paymentId: payment.id,
    charge: null,
    pix: { cents: shareTotal(payment), receiverName: store?.name ?? 'Brasa Grill' },
  };
}

/**
 * What paying asks of the provider before its transaction: that there is one, and what a new card
 * token stands for (another system is never called with the bill locked).
 */
export async function prepareAddPayment(ctx: PayContext): Promise<void> {
  requireProvider(ctx.provider);
  if (ctx.body.method === 'CARD' && ctx.body.card_token)
    await learnToken(ctx.db, ctx.provider, ctx.body.card_token);
}

/**
 * In the Idempotency-Key's transaction: holds the share for this payment, a card's charge or a PIX
 * charge to follow (`completePayment`).
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

/** The card's charge, its answer applied as a webhook would be; no answer leaves the share PENDING. */
async function chargeCard(ctx: PayContext, paymentId: string, charge: { token: string; cents: number }) {
  const { db, provider } = ctx;
  try {
    const outcome = await provider.chargeCard({
      token: charge.token,
      amountCents: charge.cents,
      reference: tableReference(paymentId),
    });
    await applyTableOutcome(db, provider, paymentId, outcome);
  } catch (error) {
    // The app asks again; the webhook or the reconciliation settles it meanwhile.
    if (!(error instanceof ProviderUnavailable)) throw error;
  }
}

/** The PIX charge asked of the provider; no code: the payment failed and its hold is released. */
async function chargePix(ctx: PayContext, paymentId: string, pix: { cents: number; receiverName: string }) {
  const { db, provider, config } = ctx;
  try {
    const charge = await provider.chargePix({
      amountCents: pix.cents,
      reference: tableReference(paymentId),
      expiresInSeconds: config.pixExpirySeconds,
      receiverName: pix.receiverName,
    });
    await db.query(
      `update table_payments set pix_txid = $2, pix_br_code = $3, psp_charge_id = $4, updated_at = now()
       where id = $1 and status = 'PENDING'`,
      [paymentId, charge.txid, charge.brCode, charge.chargeId],
    );
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    await db.query(
      `update table_payments set status = 'FAILED', error_code = 'PROCESSING_PAYMENT_ERROR', updated_at = now()
       where id = $1 and status = 'PENDING'`,
      [paymentId],
    );
  }
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
 * Pays a started payment (a card charged, a PIX code asked for) unless that is done, and answers by
 * its outcome. Repeatable: a replay after a lost answer charges again under the same reference, which
 * the provider charges once.
 */
export async function completePayment(ctx: PayContext, started: StartedPayment): Promise<TablePayment> {
  const read = () => findPayment(ctx.db, { id: started.paymentId });
  let payment = await read();
  const undecided =
    payment && !payment.psp_charge_id && (payment.status === 'PENDING' || payment.status === 'EXPIRED');
  if (undecided && started.charge) await chargeCard(ctx, started.paymentId, started.charge);
  if (undecided && started.pix && payment?.status === 'PENDING')
    await chargePix(ctx, started.paymentId, started.pix);
  if (undecided) payment = await read();
  if (!payment) throw paymentNotFound();
  const refusal = refusalOf(payment);
  if (refusal) throw refusal;
  return paymentView(ctx.db, payment, ctx.locale, true);
}
