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

const paymentNotFound = () => new HttpError(404, 'payment not found', 'PAYMENT_NOT_FOUND');

async function payerEmail(db: Db, ctx: PayContext): Promise<string | null> {
  if (ctx.body.email) return ctx.body.email.toLowerCase();
  const userId = ctx.participant.user_id ?? ctx.userId;
  if (!userId) return null;
  const [user] = await db.query<{ email: string | null }>('select email from users where id = $1', [userId]);
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

/** A card share: charged outside any transaction (the provider is another system), its answer applied as a webhook would be. */
async function payByCard(ctx: PayContext, common: Record<string, unknown>): Promise<TablePayment> {
  const { db, provider } = ctx;
  if (ctx.body.card_token) await learnToken(db, provider, ctx.body.card_token);
  const card = await chargeableCard(db, ctx.userId, ctx.body, {
    userId: ctx.userId ?? ctx.participant.user_id ?? undefined,
    participantId: ctx.participant.id,
  });
  const payment = await db.transaction((tx) =>
    startPayment(tx, ctx, {
      ...common,
      method: 'CARD',
      charge_started_at: new Date().toISOString(),
      card_brand: card.brand,
      card_last4: card.last4,
    }),
  );
  const total = payment.items_cents + payment.service_fee_cents + payment.tip_cents;
  try {
    const outcome = await provider.chargeCard({
      token: card.token,
      amountCents: total,
      reference: tableReference(payment.id),
    });
    await applyTableOutcome(db, provider, payment.id, outcome);
  } catch (error) {
    // No answer: the share stays PENDING, the app asks again, and the webhook or the reconciliation settles it.
    if (!(error instanceof ProviderUnavailable)) throw error;
  }
  const settled = await view(ctx, payment.id);
  const fields = { payment_id: payment.id };
  switch (settled.error_code) {
    case 'CARD_DECLINED_PAYMENT_ERROR':
      throw new HttpError(402, 'the card was declined', settled.error_code, fields);
    case 'PROCESSING_PAYMENT_ERROR':
      throw new HttpError(502, 'the payment provider failed', settled.error_code, fields);
    case 'CARD_REFUND_SUCCESS':
      throw new HttpError(
        409,
        'the share expired meanwhile; the charge was refunded',
        settled.error_code,
        fields,
      );
    case 'CARD_REFUND_ERROR':
      throw new HttpError(
        502,
        'the share expired meanwhile and the refund failed',
        settled.error_code,
        fields,
      );
    default:
      return settled;
  }
}

/** A PIX share: held while its charge, made at the provider once the hold is committed, can be paid. */
async function payByPix(ctx: PayContext, common: Record<string, unknown>): Promise<TablePayment> {
  const { db, config, provider } = ctx;
  const [store] = await db.query<{ name: string }>(
    `select st.name from dining_tables t join stores st on st.id = t.store_id where t.id = $1`,
    [ctx.session.table_id],
  );
  const payment = await db.transaction(async (tx) => {
    const held = await startPayment(tx, ctx, {
      ...common,
      method: 'PIX',
      charge_started_at: new Date().toISOString(),
    });
    // The share stays held for as long as the charge can be paid.
    await tx.query(
      `update table_payments set expires_at = ${businessNow} + make_interval(secs => $2) where id = $1`,
      [held.id, config.pixExpirySeconds],
    );
    return held;
  });
  try {
    const pix = await provider.chargePix({
      amountCents: payment.items_cents + payment.service_fee_cents + payment.tip_cents,
      reference: tableReference(payment.id),
      expiresInSeconds: config.pixExpirySeconds,
      receiverName: store?.name ?? 'Brasa Grill',
    });
    await db.query(
      `update table_payments set pix_txid = $2, pix_br_code = $3, psp_charge_id = $4, updated_at = now()
       where id = $1 and status = 'PENDING'`,
      [payment.id, pix.txid, pix.brCode, pix.chargeId],
    );
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    await db.query(
      `update table_payments set status = 'FAILED', error_code = 'PROCESSING_PAYMENT_ERROR', updated_at = now()
       where id = $1 and status = 'PENDING'`,
      [payment.id],
    );
    throw new HttpError(502, 'the payment provider failed', 'PROCESSING_PAYMENT_ERROR', {
      payment_id: payment.id,
    });
  }
  return view(ctx, payment.id);
}

async function view(ctx: PayContext, paymentId: string): Promise<TablePayment> {
  const row = await findPayment(ctx.db, { id: paymentId });
  if (!row) throw paymentNotFound();
  return paymentView(ctx.db, row, ctx.locale);
}

/** Pays a totalized share: a card charged now, or a PIX charge paid later (poll the order). */
export async function addPayment(ctx: PayContext): Promise<TablePayment> {
  requireProvider(ctx.provider);
  const common = {
    payer_email: await payerEmail(ctx.db, ctx),
    document: ctx.body.document ?? ctx.participant.document,
    include_document_invoice: ctx.body.include_document_invoice,
    payer_locale: ctx.locale,
  };
  return ctx.body.method === 'CARD' ? payByCard(ctx, common) : payByPix(ctx, common);
}
