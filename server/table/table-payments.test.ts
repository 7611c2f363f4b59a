import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { outbox } from '../../contract/schemas/dev.ts';
import { paymentQuote } from '../../contract/schemas/table.ts';
import { expectStatus } from '../test-support/accounts.ts';
import {
  addPaymentRaw,
  bill,
  cards,
  cardToken,
  errorCode,
  openBill,
  paid,
  payByCard,
  paymentAs,
  payPixAtBank,
  seatPost,
  sit,
  startPix,
  totalize,
  totalizeRaw,
} from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

describe('calculate', () => {
  it('quotes without holding anything', async () => {
    const diner = await sit(t, '7', 'Ana');
    const response = await seatPost(t, diner.session_id, 'calculate', {
      mode: 'CUSTOM',
      amount: 5_000,
      tip: 300,
      user_session_id: diner.user_session_id,
    });
    const quote = z.parse(paymentQuote, await expectStatus(response, 200));
    expect(quote).toMatchObject({
      items_amount: { value: 5_000 },
      service_fee: { value: 500 },
      tip: { value: 300 },
      total: { value: 5_800 },
      due: { value: 21_010 },
    });
    expect((await bill(t, diner.session_id, diner.user_session_id)).totals.held.value).toBe(0);
  });
});

describe('card payments', () => {
  it('ITEMS: two diners split a line half and half; the line is then paid', async () => {
    const sessionId = await openBill(t, '5', [
      ['picanha-na-brasa', 1],
      ['chopp-pilsen', 1],
    ]);
    const ana = await sit(t, '5', 'Ana');
    const bia = await sit(t, '5', 'Bia');
    const { items } = await bill(t, sessionId, ana.user_session_id);
    const picanha = items.find((item) => item.name === 'Picanha na Brasa');
    if (!picanha) throw new Error('no picanha');
    const half = { mode: 'ITEMS' as const, items: [{ bill_item_id: picanha.id, parts: 2 }] };

    const intent = await totalize(t, sessionId, { ...half, user_session_id: ana.user_session_id });
    expect(intent.items_amount.value).toBe(3_995);
    const during = await bill(t, sessionId, bia.user_session_id);
    expect(during.items.find((i) => i.id === picanha.id)?.claims).toMatchObject({
      held_cents: 3_995,
      remaining_cents: 3_995,
      holders: [{ diner_id: ana.diner_id, name: 'Ana' }],
    });
    const first = await addPaymentRaw(t, sessionId, {
      payment_id: intent.payment_id,
      user_session_id: ana.user_session_id,
      method: 'CARD',
      card_token: await cardToken(t, cards.approved),
    });
    expect(await paid(first)).toMatchObject({ status: 'APPROVED', card: { brand: 'visa', last4: '1111' } });
    const second = await payByCard(t, sessionId, { ...half, user_session_id: bia.user_session_id });
    expect((await paid(second.response)).items_amount.value).toBe(3_995);

    const after = await bill(t, sessionId, bia.user_session_id);
    expect(after.items.find((i) => i.id === picanha.id)?.claims).toMatchObject({
      paid_cents: 7_990,
      remaining_cents: 0,
    });
    expect(after.participants.map((p) => p.paid.value)).toEqual([3_995 + 400, 3_995 + 400]);
    const again = await totalizeRaw(t, sessionId, { ...half, user_session_id: bia.user_session_id });
    expect(await errorCode(again, 409)).toBe('ITEM_ALREADY_PAID');
  });

  it('EQUAL: each divides what is left among the people still to pay; the last pays the cents left', async () => {
    const sessionId = await openBill(t, '6', [['picanha-na-brasa', 1]]);
    const diners = [await sit(t, '6', 'A'), await sit(t, '6', 'B'), await sit(t, '6', 'C')];
    const amounts: number[] = [];
    for (const [index, diner] of diners.entries()) {
      const { response } = await payByCard(t, sessionId, {
        mode: 'EQUAL',
        seats_paying: 1,
        seats_total: 3 - index,
        include_service_fee: false,
        user_session_id: diner.user_session_id,
      });
      amounts.push((await paid(response)).items_amount.value);
    }
    expect(amounts).toEqual([2_663, 2_663, 2_664]);
    expect((await bill(t, sessionId, diners[0]?.user_session_id ?? '')).bill_status).toBe('PAID');
  });

  it('CUSTOM over the due is 409 AMOUNT_EXCEEDS_DUE', async () => {
    const diner = await sit(t, '9', 'Caio');
    const response = await totalizeRaw(t, diner.session_id, {
      mode: 'CUSTOM',
      amount: 27_791,
      user_session_id: diner.user_session_id,
    });
    expect(await expectStatus(response, 409)).toMatchObject({ code: 'AMOUNT_EXCEEDS_DUE', due: 27_790 });
  });

  it.each([
    ['declined', cards.declined, 402, 'CARD_DECLINED_PAYMENT_ERROR', 'DECLINED'],
    ['processing error', cards.error, 502, 'PROCESSING_PAYMENT_ERROR', 'FAILED'],
  ])('a %s card fails with its code and releases the share', async (_, number, status, code, state) => {
    const diner = await sit(t, '9', 'Duda');
    const { intent, response } = await payByCard(
      t,
      diner.session_id,
      {
        mode: 'CUSTOM',
        amount: 1_000,
        user_session_id: diner.user_session_id,
      },
      number,
    );
    expect(await expectStatus(response, status)).toMatchObject({ code, payment_id: intent.payment_id });
    const order = await paymentAs(t, intent.payment_id, diner.user_session_id);
    expect(order).toMatchObject({ status: state, error_code: code });
    expect((await bill(t, diner.session_id, diner.user_session_id)).totals.held.value).toBe(0);
  });

  it('add-payment needs an Idempotency-Key', async () => {
    const diner = await sit(t, '9', 'Edu');
    const intent = await totalize(t, diner.session_id, {
      mode: 'CUSTOM',
      amount: 100,
      user_session_id: diner.user_session_id,
    });
    const body = { payment_id: intent.payment_id, user_session_id: diner.user_session_id, method: 'PIX' };
    expect(await errorCode(await addPaymentRaw(t, diner.session_id, body, ''), 400)).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
  });

  it('the same Idempotency-Key twice is one payment and one charge; another body is 422', async () => {
    const diner = await sit(t, '9', 'Fabi');
    const intent = await totalize(t, diner.session_id, {
      mode: 'CUSTOM',
      amount: 2_000,
      user_session_id: diner.user_session_id,
    });
    const card_token = await cardToken(t, cards.approved);
    const body = {
      payment_id: intent.payment_id,
      user_session_id: diner.user_session_id,
      method: 'CARD',
      card_token,
    };
    const key = crypto.randomUUID();
    const first = await paid(await addPaymentRaw(t, diner.session_id, body, key));
    const second = await paid(await addPaymentRaw(t, diner.session_id, body, key));
    expect(second).toEqual(first);
    expect(t.psp.ledger().filter((made) => made.token === card_token)).toHaveLength(1);
    const other = await addPaymentRaw(t, diner.session_id, { ...body, email: 'outro@exemplo.com.br' }, key);
    expect(await errorCode(other, 422)).toBe('IDEMPOTENCY_KEY_REUSED');
    // A new key for a paid share does not charge again.
    expect(await errorCode(await addPaymentRaw(t, diner.session_id, body), 409)).toBe('PAYMENT_NOT_PENDING');
  });

  it('an approved payment e-mails a receipt with the CPF when asked', async () => {
    const diner = await sit(t, '9', 'Gabi');
    const email = 'gabi@exemplo.com.br';
    const { response } = await payByCard(
      t,
      diner.session_id,
      { mode: 'CUSTOM', amount: 1_500, tip: 200, user_session_id: diner.user_session_id },
      cards.approved,
      { email, document: '52998224725', include_document_invoice: true },
    );
    await paid(response);
    const message = (await t.getParsed(outbox, '/api/dev/outbox')).find((m) => m.to === email);
    expect(message?.subject).toContain('Recibo');
    expect(message?.body).toContain('Total pago: R$ 18,50');
    expect(message?.body).toContain('CPF na nota: 529.982.247-25');
  });
});

describe('PIX', () => {
  it('counts the seconds left at each answer: a read, and a replay under the same Idempotency-Key', async () => {
    const diner = await sit(t, '9', 'Iara');
    const intent = await totalize(t, diner.session_id, {
      mode: 'CUSTOM',
      amount: 1_000,
      user_session_id: diner.user_session_id,
    });
    const body = { payment_id: intent.payment_id, user_session_id: diner.user_session_id, method: 'PIX' };
    const key = crypto.randomUUID();
    const first = await paid(await addPaymentRaw(t, diner.session_id, body, key));
    expect(first.pix?.expires_in).toBeGreaterThan(590);
    await t.db.query(`update table_payments set expires_at = now() + interval '42 seconds' where id = $1`, [
      intent.payment_id,
    ]);
    const read = await paymentAs(t, intent.payment_id, diner.user_session_id);
    expect(read.pix?.expires_in).toBeGreaterThan(40);
    expect(read.pix?.expires_in).toBeLessThanOrEqual(42);
    const replayed = await paid(await addPaymentRaw(t, diner.session_id, body, key));
    expect(replayed.id).toBe(first.id);
    expect(replayed.pix?.txid).toBe(first.pix?.txid);
    expect(replayed.pix?.expires_in).toBeLessThanOrEqual(42);
    expect(replayed.pix?.expires_at).toBe(read.pix?.expires_at);
  });

  it('charge → BR Code → dev pay → APPROVED and the bill updated', async () => {
    const diner = await sit(t, '9', 'Hana');
    const { intent, charge } = await startPix(t, diner, 1_234);
    expect(charge).toMatchObject({ status: 'PENDING', method: 'PIX' });
    const pix = charge.pix;
    if (!pix) throw new Error('no pix');
    expect(pix.txid).toMatch(/^[A-Za-z0-9]{26,35}$/);
    expect(pix.br_code).toMatch(/^000201010212/);
    expect(pix.br_code).toContain('540513.57');
    expect(pix.br_code).toContain(pix.txid);
    expect(pix.qr_svg).toContain('<svg');
    // The seconds left come with the charge: a device counts them down whatever its clock says.
    expect(pix.expires_in).toBeGreaterThan(590);
    expect(pix.expires_in).toBeLessThanOrEqual(600);
    const held = await bill(t, diner.session_id, diner.user_session_id);
    const paidBefore = held.totals.paid.value;
    expect(held.totals.held.value).toBeGreaterThanOrEqual(1_234);

    await payPixAtBank(t, pix.br_code);
    expect((await paymentAs(t, intent.payment_id, diner.user_session_id)).status).toBe('APPROVED');
    expect((await bill(t, diner.session_id, diner.user_session_id)).totals.paid.value).toBe(
      paidBefore + 1_234,
    );
  });
});
