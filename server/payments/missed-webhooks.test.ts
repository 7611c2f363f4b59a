import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderBody } from '../../contract/schemas/orders.ts';
import { expectStatus } from '../test-support/accounts.ts';
import {
  cardPayment,
  fill,
  lunchTime,
  place,
  placed,
  setClock,
  startGuest,
} from '../test-support/ordering.ts';
import {
  addPaymentRaw,
  cards,
  cardToken,
  paid,
  paymentAs,
  payPixAtBank,
  sit,
  startPix,
  totalize,
} from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function orderStatus(t: TestApp, orderId: string) {
  const [row] = await t.db.query<{ status: string }>('select status from orders where id = $1', [orderId]);
  return row?.status;
}

/** A guest's delivery order placed with `payment` (the response, not yet checked). */
async function placeAsGuest(t: TestApp, payment: PlaceOrderBody['payment']) {
  const guest = await startGuest(t);
  const filled = await fill(t, guest.who, guest.order_id);
  const response = await place(t, guest.who, {
    order_id: filled.order_id,
    expected_total: filled.total.total.value,
    payment,
  });
  return { orderId: filled.order_id, response };
}

describe('the API down when the provider sends a webhook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ psp: { retry: { firstDelayMs: 200 } } });
    await setClock(t, lunchTime);
  });
  afterAll(() => t.close());

  it('gets it on a retry once it is back: the PIX paid at the bank meanwhile lands', async () => {
    const { orderId, response } = await placeAsGuest(t, { method: 'PIX' });
    const order = await placed(response);
    await t.http.down();
    try {
      expect((await t.psp.payAtBank(order.payment?.pix?.br_code ?? '')).status).toBe(200);
      // Two refused attempts (at once, then 200 ms later) and the next waits 400 ms.
      await sleep(500);
      expect(await orderStatus(t, orderId)).toBe('AWAITING_PAYMENT');
    } finally {
      await t.http.up();
    }
    await t.psp.settled();
    expect(await orderStatus(t, orderId)).toBe('PLACED');
  });
});

describe('a payment whose webhook never comes', () => {
  let t: TestApp;
  // No webhooks at all; the API gives the provider 1 s to answer a card charge, which takes 2 s.
  beforeAll(async () => {
    t = await openTestApp({
      psp: { webhooks: false, answerDelayMs: 2_000 },
      providerTimeoutMs: 1_000,
      reconcileAfterSeconds: 0,
    });
    await setClock(t, lunchTime);
  });
  afterAll(() => t.close());

  it('a PIX paid at the bank is settled by the reconciliation: the API asks the provider', async () => {
    const { orderId, response } = await placeAsGuest(t, { method: 'PIX' });
    await payPixAtBank(t, (await placed(response)).payment?.pix?.br_code);
    expect(await orderStatus(t, orderId)).toBe('AWAITING_PAYMENT');
    await t.sweep();
    expect(await orderStatus(t, orderId)).toBe('PLACED');
  });

  it('a card charge whose answer was lost: the order waits, then the reconciliation places it', async () => {
    const { orderId, response } = await placeAsGuest(t, await cardPayment(t, cards.approved));
    expect(await expectStatus(response, 502)).toMatchObject({ code: 'PROCESSING_PAYMENT_ERROR' });
    expect(await orderStatus(t, orderId)).toBe('PAYING');
    await t.sweep();
    expect(await orderStatus(t, orderId)).toBe('PLACED');
  });

  it('a table share charged without an answer reads PENDING, then APPROVED once reconciled', async () => {
    const diner = await sit(t, '9', 'Lia');
    const intent = await totalize(t, diner.session_id, {
      mode: 'CUSTOM',
      amount: 900,
      user_session_id: diner.user_session_id,
    });
    const pending = await paid(
      await addPaymentRaw(t, diner.session_id, {
        payment_id: intent.payment_id,
        user_session_id: diner.user_session_id,
        method: 'CARD',
        card_token: await cardToken(t, cards.approved),
      }),
    );
    expect(pending.status).toBe('PENDING');
    await t.sweep();
    expect((await paymentAs(t, intent.payment_id, diner.user_session_id)).status).toBe('APPROVED');
  });

  it('a PIX still waiting to be paid is asked about and left waiting', async () => {
    const diner = await sit(t, '9', 'Nino');
    const { intent } = await startPix(t, diner, 600);
    await t.sweep();
    expect((await paymentAs(t, intent.payment_id, diner.user_session_id)).status).toBe('PENDING');
  });
});
