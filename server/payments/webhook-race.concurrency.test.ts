import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../contract/schemas/dev.ts';
import { orderReference } from '../order/order-outcomes.ts';
import { tableReference } from '../table/table-outcomes.ts';
import { expectStatus } from '../test-support/accounts.ts';
import { cardPayment, fill, lunchTime, place, setClock, startGuest } from '../test-support/ordering.ts';
import { addPaymentRaw, bill, cards, cardToken, paid, sit, totalize } from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';
import { chargeAtSandbox, chargeEvent, postWebhook } from '../test-support/webhooks.ts';
import { applyOutcome } from './apply-outcome.ts';

/*
 * The provider's answer to a charge, its webhook (sent twice, as providers do) and the
 * reconciliation's question all arriving at once: on PostgreSQL (TEST_DATABASE_URL) they run in
 * parallel, and the row locks must make them one payment.
 */
let t: TestApp;
// The provider answers a card charge after 1.5 s, past the API's 500 ms: the charge is made, its answer
// lost, and everything that follows is what this suite sends at once. No webhook of the sandbox's own.
beforeAll(async () => {
  t = await openTestApp({
    psp: { webhooks: false, answerDelayMs: 1_500 },
    providerTimeoutMs: 500,
    reconcileAfterSeconds: 0,
  });
  await setClock(t, lunchTime);
});
afterAll(() => t.close());

/** The charge's answer, two deliveries of its webhook, another event id for the same news and a sweep, at once. */
async function allAtOnce(reference: string) {
  const charge = chargeAtSandbox(t, reference);
  const captured = chargeEvent('charge.captured', charge);
  const answers = await Promise.all([
    applyOutcome(t.db, t.provider, { type: 'card.captured', reference, chargeId: charge.id }, t.clock.now()),
    postWebhook(t, captured),
    postWebhook(t, captured),
    postWebhook(t, chargeEvent('charge.captured', charge)),
    t.sweep(),
  ]);
  for (const answer of answers) if (answer instanceof Response) await expectStatus(answer, 200);
}

describe('a webhook racing the API’s own answer', () => {
  it('places an order once: one approved payment, one charge, no cart reopened', async () => {
    const guest = await startGuest(t);
    const filled = await fill(t, guest.who, guest.order_id);
    const response = await place(t, guest.who, {
      order_id: filled.order_id,
      expected_total: filled.total.total.value,
      payment: await cardPayment(t, cards.approved),
    });
    expect(response.status).toBe(502);
    const [payment] = await t.db.query<{ id: string }>('select id from order_payments where order_id = $1', [
      filled.order_id,
    ]);
    const reference = orderReference(payment?.id ?? '');
    await allAtOnce(reference);

    const payments = await t.db.query<{ status: string }>(
      'select status from order_payments where order_id = $1',
      [filled.order_id],
    );
    expect(payments).toEqual([{ status: 'APPROVED' }]);
    const [order] = await t.db.query<{ status: string }>('select status from orders where id = $1', [
      filled.order_id,
    ]);
    expect(order?.status).toBe('PLACED');
    expect(await t.provider.charges(reference)).toHaveLength(1);
    // The cart is not reopened, as a failed charge would have it.
    const carts = await t.db.query(
      `select 1 from orders o join orders placed on placed.guest_session_id = o.guest_session_id
       where placed.id = $1 and o.status = 'CART'`,
      [filled.order_id],
    );
    expect(carts).toEqual([]);
  });

  it('pays a table share once: the bill counts it once, one receipt', async () => {
    const diner = await sit(t, '9', 'Duda');
    const email = `duda-${randomUUID()}@exemplo.com.br`;
    const before = (await bill(t, diner.session_id, diner.user_session_id)).totals.paid.value;
    const intent = await totalize(t, diner.session_id, {
      mode: 'CUSTOM',
      amount: 1_300,
      user_session_id: diner.user_session_id,
    });
    const pending = await paid(
      await addPaymentRaw(t, diner.session_id, {
        payment_id: intent.payment_id,
        user_session_id: diner.user_session_id,
        method: 'CARD',
        card_token: await cardToken(t, cards.approved),
        email,
      }),
    );
    expect(pending.status).toBe('PENDING');
    await allAtOnce(tableReference(intent.payment_id));

    const rows = await t.db.query<{ status: string }>('select status from table_payments where id = $1', [
      intent.payment_id,
    ]);
    expect(rows).toEqual([{ status: 'APPROVED' }]);
    expect((await bill(t, diner.session_id, diner.user_session_id)).totals.paid.value).toBe(before + 1_300);
    const receipts = (await t.getParsed(outbox, '/api/dev/outbox')).filter((message) => message.to === email);
    expect(receipts).toHaveLength(1);
  });
});
