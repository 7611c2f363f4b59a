import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus } from '../test-support/accounts.ts';
import {
  addPaymentRaw,
  bill,
  cards,
  cardToken,
  errorCode,
  paymentRaw,
  payPixAtBank,
  sit,
  startPix,
  totalize,
} from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

// Shares and PIX charges live 2 s; the sandbox provider answers a card charge 3 s after making it,
// and sends no webhook (which would come first), so a charge outlives its share.
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({
    table: { intentTtlSeconds: 2, pixExpirySeconds: 2 },
    psp: { answerDelayMs: 3_000, webhooks: false },
  });
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('expiry', () => {
  it('an unpaid PIX charge expires and releases its hold; the bank then refuses to pay it', async () => {
    const diner = await sit(t, '9', 'Ana');
    const { intent, charge } = await startPix(t, diner, 1_000);
    expect((await bill(t, diner.session_id, diner.user_session_id)).totals.held.value).toBe(1_000);
    await sleep(2_200);
    const after = await bill(t, diner.session_id, diner.user_session_id);
    expect(after.totals.held.value).toBe(0);
    expect(after.payments.find((p) => p.id === intent.payment_id)?.status).toBe('EXPIRED');
    expect(await payPixAtBank(t, charge.pix?.br_code, 410)).toMatchObject({
      error: { code: 'charge_expired' },
    });
  });

  it.each([
    ['refunded', cards.approved, 409, 'CARD_REFUND_SUCCESS', 'REFUNDED'],
    ['not refundable', cards.refundFails, 502, 'CARD_REFUND_ERROR', 'FAILED'],
  ])('a card charged after its share expired is %s', async (_, number, status, code, state) => {
    const diner = await sit(t, '7', 'Bia');
    const card_token = await cardToken(t, number);
    const intent = await totalize(t, diner.session_id, {
      mode: 'CUSTOM',
      amount: 1_000,
      user_session_id: diner.user_session_id,
    });
    const response = await addPaymentRaw(t, diner.session_id, {
      payment_id: intent.payment_id,
      user_session_id: diner.user_session_id,
      method: 'CARD',
      card_token,
    });
    expect(await errorCode(response, status)).toBe(code);
    const order = await paymentRaw(t, intent.payment_id, diner.user_session_id);
    expect(await expectStatus(order, 200)).toMatchObject({ status: state, error_code: code });
    expect((await bill(t, diner.session_id, diner.user_session_id)).totals.paid.value).toBe(0);
  });
});
