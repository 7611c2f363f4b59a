import type * as z from 'zod/mini';
import type { Locale } from '../../contract/locales.ts';
import type { addPaymentBody, TablePayment } from '../../contract/schemas/table.ts';
import { businessNow } from '../clock.ts';
import type { Db, Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
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

async function settle(db: Db, paymentId: string, status: string, errorCode: string): Promise<void> {
  await db.query('update table_payments set status = $2, error_code = $3, updated_at = now() where id = $1', [
    paymentId,
    status,
    errorCode,
  ]);
}

async function payByCard(ctx: PayContext, common: Record<string, unknown>): Promise<TablePayment> {
  const { db, psp } = ctx;
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
  // The charge runs outside any transaction: the provider is another system.
  const charge = await psp.charge(card.token, total);
  if (charge.status !== 'CAPTURED') {
    if (charge.status === 'DECLINED') {
      await settle(db, payment.id, 'DECLINED', 'CARD_DECLINED_PAYMENT_ERROR');
      throw new HttpError(402, 'the card was declined', 'CARD_DECLINED_PAYMENT_ERROR', {
        payment_id: payment.id,
      });
    }
    await settle(db, payment.id, 'FAILED', 'PROCESSING_PAYMENT_ERROR');
    throw new HttpError(502, 'the payment provider failed', 'PROCESSING_PAYMENT_ERROR', {
      payment_id: payment.id,
    });
  }
  const { chargeId } = charge;
  const applied = await db.transaction((tx) =>
    applyPayment(tx, ctx.session.bill_id, payment.id, { chargeId }),
  );
  if (!applied) {
    await db.query('update table_payments set psp_charge_id = $2 where id = $1', [payment.id, chargeId]);
    if (await psp.refund(chargeId)) {
      await settle(db, payment.id, 'REFUNDED', 'CARD_REFUND_SUCCESS');
      throw new HttpError(
        409,
        'the share expired meanwhile; the charge was refunded',
        'CARD_REFUND_SUCCESS',
        {
          payment_id: payment.id,
        },
      );
    }
    await settle(db, payment.id, 'FAILED', 'CARD_REFUND_ERROR');
    throw new HttpError(502, 'the share expired meanwhile and the refund failed', 'CARD_REFUND_ERROR', {
      payment_id: payment.id,
    });
  }
  await sendReceipt(db, payment.id);
  return view(ctx, payment.id);
}

async function payByPix(ctx: PayContext, common: Record<string, unknown>): Promise<TablePayment> {
  const { db, config } = ctx;
  const [store] = await db.query<{ name: string }>(
    `select st.name from dining_tables t join stores st on st.id = t.store_id where t.id = $1`,
    [ctx.session.table_id],
  );
  await db.transaction(async (tx) => {
    const payment = await startPayment(tx, ctx, common);
    const txid = newTxid();
    const total = payment.items_cents + payment.service_fee_cents + payment.tip_cents;
    const { br_code } = pixCode(
      { key: config.pixKey, merchantName: store?.name ?? 'Brasa Grill', merchantCity: config.pixCity },
      txid,
      total,
    );
    // The share stays held for as long as the charge can be paid.
    await tx.query(
      `update table_payments set method = 'PIX', pix_txid = $2, pix_br_code = $3,
         expires_at = ${businessNow} + make_interval(secs => $4)
       where id = $1`,
      [payment.id, txid, br_code, config.pixExpirySeconds],
    );
  });
  return view(ctx, ctx.body.payment_id);
}

async function view(ctx: PayContext, paymentId: string): Promise<TablePayment> {
  const row = await findPayment(ctx.db, { id: paymentId });
  if (!row) throw paymentNotFound();
  return paymentView(ctx.db, row, ctx.locale, true);
}

/** Pays a totalized share: a card charged now, or a PIX charge paid later (poll the order). */
export async function addPayment(ctx: PayContext): Promise<TablePayment> {
  const common = {
    payer_email: await payerEmail(ctx.db, ctx),
    document: ctx.body.document ?? ctx.participant.document,
    include_document_invoice: ctx.body.include_document_invoice,
    payer_locale: ctx.locale,
  };
  return ctx.body.method === 'CARD' ? payByCard(ctx, common) : payByPix(ctx, common);
}

/** The bank's notice that a PIX charge was paid (the dev action stands in for it). */
export async function pixPaid(db: Db, txid: string, locale: Locale): Promise<TablePayment> {
  const payment = await findPayment(db, { txid });
  if (!payment) throw new HttpError(404, 'PIX charge not found', 'PAYMENT_NOT_FOUND');
  if (payment.status !== 'APPROVED') {
    const applied = await db.transaction((tx) => applyPayment(tx, payment.bill_id, payment.id));
    if (!applied) throw new HttpError(409, 'the PIX charge expired', 'PAYMENT_EXPIRED');
    await sendReceipt(db, payment.id);
  }
  const row = await findPayment(db, { id: payment.id });
  if (!row) throw new Error('payment vanished');
  return paymentView(db, row, locale, false);
}
