import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../contract/schemas/dev.ts';
import type { PlaceOrderBody } from '../../contract/schemas/orders.ts';
import { orderReference } from '../order/order-outcomes.ts';
import { tableReference } from '../table/table-outcomes.ts';
import { expectStatus } from '../test-support/accounts.ts';
import { fill, lunchTime, place, placed, setClock, startGuest } from '../test-support/ordering.ts';
import { addPaymentRaw, bill, paymentAs, sit, startPix, totalize } from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';
import { chargeAtSandbox, chargeEvent, postWebhook, signatureOf } from '../test-support/webhooks.ts';

// The sandbox sends no webhook of its own here: each test posts the ones it means to.
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ psp: { webhooks: false } });
  await setClock(t, lunchTime);
});
afterAll(() => t.close());

/** A guest's delivery order waiting for its PIX, and the charge the sandbox holds for it. */
async function pixOrder() {
  const guest = await startGuest(t);
  const filled = await fill(t, guest.who, guest.order_id);
  const body: PlaceOrderBody = {
    order_id: filled.order_id,
    expected_total: filled.total.total.value,
    payment: { method: 'PIX' },
  };
  const order = await placed(await place(t, guest.who, body));
  const [payment] = await t.db.query<{ id: string }>('select id from order_payments where order_id = $1', [
    order.order_id,
  ]);
  const charge = chargeAtSandbox(t, orderReference(payment?.id ?? ''));
  return { order, charge, paid: { ...charge, status: 'paid' as const, paid_at: new Date().toISOString() } };
}

const orderRow = async (orderId: string) => {
  const [row] = await t.db.query<{ status: string; accepted_at: Date | null }>(
    'select status, accepted_at from orders where id = $1',
    [orderId],
  );
  return row;
};
const eventsNamed = (id: string) => t.db.query('select 1 from psp_events where id = $1', [id]);

describe('a webhook that is not what it says', () => {
  it('refuses a bad signature, a stale timestamp and an unknown event; nothing changes', async () => {
    const { order, paid } = await pixOrder();
    const event = chargeEvent('pix.paid', paid);
    const code = async (response: Response, status: number) =>
      ((await expectStatus(response, status)) as { code: string }).code;

    expect(await code(await postWebhook(t, event, { secret: 'whsec_someone_else' }), 400)).toBe(
      'WEBHOOK_SIGNATURE_INVALID',
    );
    expect(await code(await postWebhook(t, event, { header: '' }), 400)).toBe('WEBHOOK_SIGNATURE_INVALID');
    const tampered = JSON.stringify(event).replace(`"amount":${paid.amount}`, '"amount":1');
    expect(await code(await postWebhook(t, tampered, { header: signatureOf(event) }), 400)).toBe(
      'WEBHOOK_SIGNATURE_INVALID',
    );
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360;
    expect(await code(await postWebhook(t, event, { at: sixMinutesAgo }), 400)).toBe(
      'WEBHOOK_TIMESTAMP_OUT_OF_RANGE',
    );
    expect(await code(await postWebhook(t, { ...event, type: 'charge.disputed' }), 400)).toBe(
      'WEBHOOK_EVENT_UNKNOWN',
    );
    const stranger = chargeEvent('pix.paid', { ...paid, reference: orderReference(randomUUID()) });
    expect(await code(await postWebhook(t, stranger), 404)).toBe('PAYMENT_NOT_FOUND');

    expect(await orderRow(order.order_id)).toMatchObject({ status: 'AWAITING_PAYMENT', accepted_at: null });
    expect(await eventsNamed(event.id)).toEqual([]);
    expect(await eventsNamed(stranger.id)).toEqual([]);
  });
});

describe('a webhook that is', () => {
  it('applies a PIX paid once: a replay and the same news under another id change nothing more', async () => {
    const { order, paid } = await pixOrder();
    const event = chargeEvent('pix.paid', paid);
    await expectStatus(await postWebhook(t, event), 200);
    const accepted = await orderRow(order.order_id);
    expect(accepted?.status).toBe('PLACED');
    await setClock(t, new Date(Date.parse(lunchTime) + 60_000).toISOString());
    try {
      expect(await expectStatus(await postWebhook(t, event), 200)).toEqual({ received: true });
      await expectStatus(await postWebhook(t, chargeEvent('pix.paid', paid)), 200);
      // A late notice of expiry (events come in no promised order) does not undo the payment.
      await expectStatus(
        await postWebhook(t, chargeEvent('pix.expired', { ...paid, status: 'expired' })),
        200,
      );
    } finally {
      await setClock(t, lunchTime);
    }
    expect(await orderRow(order.order_id)).toEqual(accepted);
    expect(await eventsNamed(event.id)).toHaveLength(1);
    const [payment] = await t.db.query<{ status: string }>(
      'select status from order_payments where order_id = $1',
      [order.order_id],
    );
    expect(payment?.status).toBe('APPROVED');
  });

  it('settles a table share once, with one receipt, however often its capture is told', async () => {
    const diner = await sit(t, '9', 'Rita');
    const email = `rita-${randomUUID()}@exemplo.com.br`;
    const intent = await totalize(t, diner.session_id, {
      mode: 'CUSTOM',
      amount: 1_100,
      user_session_id: diner.user_session_id,
    });
    const before = (await bill(t, diner.session_id, diner.user_session_id)).totals.paid.value;
    await expectStatus(
      await addPaymentRaw(t, diner.session_id, {
        payment_id: intent.payment_id,
        user_session_id: diner.user_session_id,
        method: 'PIX',
        email,
      }),
      200,
    );
    const charge = chargeAtSandbox(t, tableReference(intent.payment_id));
    const event = chargeEvent('pix.paid', { ...charge, status: 'paid' });
    await Promise.all([
      postWebhook(t, event),
      postWebhook(t, event),
      postWebhook(t, chargeEvent('pix.paid', charge)),
    ]);
    expect((await paymentAs(t, intent.payment_id, diner.user_session_id)).status).toBe('APPROVED');
    expect((await bill(t, diner.session_id, diner.user_session_id)).totals.paid.value).toBe(before + 1_100);
    const receipts = (await t.getParsed(outbox, '/api/dev/outbox')).filter((message) => message.to === email);
    expect(receipts).toHaveLength(1);
  });

  it('expires a PIX share the provider gave up on: its hold is released', async () => {
    const diner = await sit(t, '9', 'Téo');
    const { intent } = await startPix(t, diner, 700);
    const charge = chargeAtSandbox(t, tableReference(intent.payment_id));
    await expectStatus(
      await postWebhook(t, chargeEvent('pix.expired', { ...charge, status: 'expired' })),
      200,
    );
    expect(await paymentAs(t, intent.payment_id, diner.user_session_id)).toMatchObject({
      status: 'EXPIRED',
      error_code: 'PAYMENT_EXPIRED',
    });
  });
});
