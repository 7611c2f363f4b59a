import type { Context } from 'hono';
import { money } from '../../contract/money.ts';
import {
  addPaymentBody,
  device,
  type PaymentQuote,
  paymentIntent,
  paymentQuote,
  shareRequest,
  tablePayment,
} from '../../contract/schemas/table.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ifChanged } from '../http/etag.ts';
import { idempotencyKey, idempotent } from '../http/idempotency.ts';
import { completePayment, prepareAddPayment, startAddPayment } from './add-payment.ts';
import { createIntent } from './intents.ts';
import { paymentNotFound, readablePayment } from './payment-access.ts';
import { paymentView, withPixCountedNow } from './payment-view.ts';
import { findSession, isUuid, requireOpen, touchSession } from './sessions.ts';
import type { Share } from './share.ts';
import { quoteShare } from './share-quote.ts';
import type { TableDeps } from './table-deps.ts';

const base = '/api/order/v1/table';

function quoteOf(share: Share): PaymentQuote {
  return {
    mode: share.mode,
    items: share.lines.map((line) => ({
      bill_item_id: line.billItemId,
      name: line.name,
      units: line.units,
      quantity: line.quantity,
      parts: line.parts,
      amount: money(line.amount),
    })),
    items_amount: money(share.items),
    service_fee: money(share.fee),
    tip: money(share.tip),
    total: money(share.total),
    due: money(share.due),
  };
}

export function paymentRoutes({ api, db, config, provider, userOf, seatOf, seatedAt }: TableDeps): void {
  const ttl = config.sessionTtlSeconds;
  // A session closed because its bill is paid answers a share with who paid it (409 NOTHING_DUE).
  const seated = async (c: Context<AppEnv>, userSessionId: string) => {
    const found = await seatedAt(c, userSessionId, false);
    if (found.session.close_reason !== 'PAID') requireOpen(found.session);
    return found;
  };

  api.post(
    {
      path: `${base}/sessions/:id/calculate`,
      summary: 'Quote a share (FULL, ITEMS, EQUAL, CUSTOM) with service fee and tip; holds nothing',
      body: shareRequest,
      response: paymentQuote,
    },
    async ({ body }, c) => {
      const { session, participant } = await seated(c, body.user_session_id);
      const asked = { billId: session.bill_id, participantId: participant.id, locale: c.get('locale') };
      return quoteOf(await quoteShare(db, asked, body));
    },
  );

  api.post(
    {
      path: `${base}/sessions/:id/totalize`,
      summary: 'Hold a share as a PENDING payment until it is paid or expires; replaces your unpaid one',
      body: shareRequest,
      response: paymentIntent,
      status: 201,
    },
    async ({ body }, c) => {
      const { session, participant } = await seated(c, body.user_session_id);
      const intent = await db.transaction((tx) =>
        createIntent(tx, {
          billId: session.bill_id,
          participantId: participant.id,
          request: body,
          ttlSeconds: config.intentTtlSeconds,
          locale: c.get('locale'),
        }),
      );
      await touchSession(db, session.id);
      return {
        ...quoteOf(intent.share),
        payment_id: intent.id,
        status: 'PENDING' as const,
        expires_at: new Date(intent.expiresAt).toISOString(),
      };
    },
  );

  api.post(
    {
      path: `${base}/sessions/:id/add-payment`,
      summary: 'Pay a held share by card (charged now) or PIX (BR Code to pay); Idempotency-Key required',
      body: addPaymentBody,
      response: tablePayment,
    },
    async ({ body }, c) => {
      const key = idempotencyKey(c.req.header('idempotency-key'));
      const sessionId = c.req.param('id') ?? '';
      // The seat first: a stored answer (a PIX code) is replayed only to the seat that paid.
      const session = await findSession(db, c.get('brand').id, sessionId, ttl);
      const participant = await seatOf(c, sessionId, body.user_session_id);
      const paying = {
        db,
        provider,
        config,
        locale: c.get('locale'),
        session,
        participant,
        userId: await userOf(c),
        body,
      };
      await prepareAddPayment(paying);
      const started = await idempotent(db, `table-add-payment:${sessionId}`, key, body, async (tx) => {
        if (!isUuid(body.payment_id)) throw paymentNotFound();
        requireOpen(session);
        const payment = await startAddPayment(tx, paying);
        await touchSession(tx, session.id);
        return payment;
      });
      return withPixCountedNow(db, await completePayment(paying, started));
    },
  );

  api.get(
    {
      path: `${base}/orders/:id`,
      summary:
        "A table payment now (poll it for PIX; reconcile a lost add-payment answer): for a seat at its table (x-seat-token) or the payer's account",
      response: tablePayment,
    },
    async (_, c) => {
      const { found, payer } = await readablePayment(db, c, c.req.param('id') ?? '', await userOf(c));
      // A PIX past its time reads EXPIRED right away (`lapsed`), with nothing written.
      const locale = c.get('locale');
      return (
        ifChanged(c, `${found.bill_version}.${found.lapsed}.${locale}.${payer ? 'payer' : 'table'}`) ??
        paymentView(db, found, locale, payer)
      );
    },
  );

  api.get(
    {
      path: `${base}/device`,
      summary: "A device session id for the PSP's anti-fraud, sent along when tokenizing a card",
      response: device,
    },
    () => ({ device_session_id: crypto.randomUUID() }),
  );
}
