import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { outbox } from '../../contract/schemas/dev.ts';
import { paymentQuote, shareConflict } from '../../contract/schemas/table.ts';
import { expectStatus, send } from '../test-support/accounts.ts';
import {
  addPaymentRaw,
  bill,
  billRaw,
  cards,
  cardToken,
  errorCode,
  openBill,
  paid,
  payByCard,
  paymentAs,
  seatHeader,
  seatPost,
  sit,
  tableBase,
  totalize,
  totalizeRaw,
} from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';
import { awayAfterSeconds } from './presence.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await expectStatus(await send(t, '/api/dev/clock', { at: null }), 200);
});

const lineNamed = async (seat: { session_id: string; user_session_id: string }, name: string) => {
  const line = (await bill(t, seat.session_id, seat.user_session_id)).items.find(
    (item) => item.name === name,
  );
  if (!line) throw new Error(`no ${name} on the bill`);
  return line;
};

const conflictOf = async (response: Response, code: string) => {
  const body = (await expectStatus(response, 409)) as { code: string; conflict: unknown };
  expect(body.code).toBe(code);
  return z.parse(shareConflict, body.conflict);
};

/** The outbox's newest e-mail to `to`. */
const mailTo = async (to: string) => (await t.getParsed(outbox, '/api/dev/outbox')).find((m) => m.to === to);

describe('equal shares divide what is left among the people still to pay', () => {
  it('after Xavier pays the picanha (R$ 79,90 of R$ 210,10), Yara and Zeca pay R$ 65,10 each', async () => {
    const xavier = await sit(t, '7', 'Xavier');
    const yara = await sit(t, '7', 'Yara');
    const zeca = await sit(t, '7', 'Zeca');
    const picanha = await lineNamed(xavier, 'Picanha na Brasa');
    await paid(
      (
        await payByCard(t, xavier.session_id, {
          mode: 'ITEMS',
          items: [{ bill_item_id: picanha.id }],
          user_session_id: xavier.user_session_id,
        })
      ).response,
    );
    const equal = (seat: typeof yara, total: number) => ({
      mode: 'EQUAL' as const,
      seats_paying: 1,
      seats_total: total,
      include_service_fee: false,
      user_session_id: seat.user_session_id,
    });
    const quote = z.parse(
      paymentQuote,
      await expectStatus(await seatPost(t, yara.session_id, 'calculate', equal(yara, 2)), 200),
    );
    expect(quote).toMatchObject({ items_amount: { value: 6_510 }, due: { value: 13_020 } });
    expect((await paid((await payByCard(t, yara.session_id, equal(yara, 2))).response)).total.value).toBe(
      6_510,
    );
    expect((await paid((await payByCard(t, zeca.session_id, equal(zeca, 1))).response)).total.value).toBe(
      6_510,
    );
    expect((await bill(t, zeca.session_id, zeca.user_session_id)).bill_status).toBe('PAID');
  });
});

describe('a line of several units', () => {
  it('is paid 1 of 2 by units, and the other split by two; the receipt says so in words', async () => {
    const ana = await sit(t, '9', 'Ana');
    const bia = await sit(t, '9', 'Bia');
    const caio = await sit(t, '9', 'Caio');
    const chopps = await lineNamed(ana, 'Chopp Pilsen 400 ml');
    expect(chopps.quantity).toBe(2);
    const unit = chopps.unit_price.value;
    const claim = (seat: typeof ana, units: number, parts = 1) => ({
      mode: 'ITEMS' as const,
      items: [{ bill_item_id: chopps.id, units, parts }],
      include_service_fee: false,
      user_session_id: seat.user_session_id,
    });
    const email = 'ana@exemplo.com.br';
    const first = await payByCard(t, ana.session_id, claim(ana, 1), cards.approved, { email });
    expect((await paid(first.response)).items).toMatchObject([
      { units: 1, quantity: 2, parts: 1, amount: { value: unit } },
    ]);
    expect((await lineNamed(bia, 'Chopp Pilsen 400 ml')).claims.remaining_cents).toBe(unit);
    // The second chopp, shared: half each, the last half taking the odd cent.
    const half = Math.floor(unit / 2);
    expect((await paid((await payByCard(t, bia.session_id, claim(bia, 1, 2))).response)).total.value).toBe(
      half,
    );
    expect((await paid((await payByCard(t, caio.session_id, claim(caio, 1, 2))).response)).total.value).toBe(
      unit - half,
    );
    expect((await lineNamed(ana, 'Chopp Pilsen 400 ml')).claims).toMatchObject({
      paid_cents: 2 * unit,
      remaining_cents: 0,
    });
    expect(await errorCode(await totalizeRaw(t, ana.session_id, claim(ana, 1)), 409)).toBe(
      'ITEM_ALREADY_PAID',
    );
    expect((await mailTo(email))?.body).toContain('  Chopp Pilsen 400 ml (1 de 2): R$');
  });
});

describe('a share someone else took says who took it and what is left', () => {
  it('the whole bill, held and then paid by Ana; an amount over what is left; a line Ana paid', async () => {
    await openBill(t, '5', [
      ['picanha-na-brasa', 1],
      ['chopp-pilsen', 2],
    ]);
    const ana = await sit(t, '5', 'Ana');
    const bia = await sit(t, '5', 'Bia');
    const picanha = await lineNamed(ana, 'Picanha na Brasa');
    const picanhaShare = { mode: 'ITEMS' as const, items: [{ bill_item_id: picanha.id }] };
    await paid(
      (await payByCard(t, ana.session_id, { ...picanhaShare, user_session_id: ana.user_session_id }))
        .response,
    );
    const taken = await conflictOf(
      await totalizeRaw(t, bia.session_id, { ...picanhaShare, user_session_id: bia.user_session_id }),
      'ITEM_ALREADY_PAID',
    );
    expect(taken).toEqual({
      due: { value: 2_980, currency: 'BRL' },
      bill_paid: false,
      by: { diner_id: ana.diner_id, name: 'Ana', paying: false },
      item: { bill_item_id: picanha.id, name: 'Picanha na Brasa' },
    });
    const more = await conflictOf(
      await seatPost(t, bia.session_id, 'calculate', {
        mode: 'CUSTOM',
        amount: 20_000,
        user_session_id: bia.user_session_id,
      }),
      'AMOUNT_EXCEEDS_DUE',
    );
    expect(more).toMatchObject({ due: { value: 2_980 }, by: { name: 'Ana' }, item: null });

    // Ana holds the rest (her card being charged): Bia is told Ana is paying it right now.
    const rest = await totalize(t, ana.session_id, { mode: 'FULL', user_session_id: ana.user_session_id });
    const whole = { mode: 'FULL' as const, user_session_id: bia.user_session_id };
    expect(await conflictOf(await totalizeRaw(t, bia.session_id, whole), 'NOTHING_DUE')).toEqual({
      due: { value: 0, currency: 'BRL' },
      bill_paid: false,
      by: { diner_id: ana.diner_id, name: 'Ana', paying: true },
      item: null,
    });
    await paid(
      await addPaymentRaw(t, ana.session_id, {
        payment_id: rest.payment_id,
        user_session_id: ana.user_session_id,
        method: 'CARD',
        card_token: await cardToken(t, cards.approved),
      }),
    );
    expect(
      await conflictOf(await seatPost(t, bia.session_id, 'calculate', whole), 'NOTHING_DUE'),
    ).toMatchObject({
      bill_paid: true,
      by: { name: 'Ana', paying: false },
    });
  });
});

describe('presence', () => {
  const moveClock = async (seconds: number) =>
    expectStatus(
      await send(t, '/api/dev/clock', {
        at: new Date(t.clock.now().getTime() + seconds * 1000).toISOString(),
      }),
      200,
    );
  const awayOf = async (seat: { session_id: string; user_session_id: string }) =>
    Object.fromEntries(
      (await bill(t, seat.session_id, seat.user_session_id)).participants.map((p) => [p.name, p.away]),
    );

  it('a seat not heard from for two minutes reads away, and is back with its next call', async () => {
    const ana = await sit(t, '3', 'Ana');
    const bia = await sit(t, '3', 'Bia');
    expect(await awayOf(ana)).toEqual({ Ana: false, Bia: false });
    const before = await billRaw(t, ana.session_id, ana.user_session_id);
    const etag = before.headers.get('etag') ?? '';
    await moveClock(awayAfterSeconds - 10);
    expect(await awayOf(ana)).toEqual({ Ana: false, Bia: false });
    await moveClock(20);
    // Ana's poll is her sign of life; Bia's phone is closed.
    expect(await awayOf(ana)).toEqual({ Ana: false, Bia: true });
    // A copy taken before Bia went away is no longer current.
    const stale = await t.request(
      `${tableBase}/sessions/${ana.session_id}/order?user-session-id=${ana.user_session_id}`,
      {
        headers: { ...seatHeader(ana.user_session_id), 'if-none-match': etag },
      },
    );
    expect(stale.status).toBe(200);
    expect(await awayOf(bia)).toEqual({ Ana: false, Bia: false });
  });
});

describe('the receipt, again by e-mail', () => {
  it('goes to the e-mail the payer types, in their language, with the share named in words', async () => {
    await openBill(t, '4', [['picanha-na-brasa', 1]]);
    const gabi = await sit(t, '4', 'Gabi');
    const other = await sit(t, '4', 'Hugo');
    const { response } = await payByCard(
      t,
      gabi.session_id,
      { mode: 'CUSTOM', amount: 1_500, tip: 200, user_session_id: gabi.user_session_id },
      cards.approved,
      { document: '52998224725', include_document_invoice: true },
    );
    const payment = await paid(response);
    expect(payment).toMatchObject({
      reference: payment.id.slice(0, 8).toUpperCase(),
      document: '52998224725',
    });
    expect(payment.place).toEqual({ store: 'Brasa Grill Centro', table: '4' });
    // Another diner at the table reads the payment, never its CPF.
    expect((await paymentAs(t, payment.id, other.user_session_id)).document).toBeNull();

    const ask = (seat: typeof gabi, email: string, language = 'pt-BR') =>
      t.request(`${tableBase}/orders/${payment.id}/receipt`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': language,
          ...seatHeader(seat.user_session_id),
        },
        body: JSON.stringify({ email }),
      });
    await expectStatus(await ask(gabi, 'Gabi@Exemplo.com.br', 'en-US'), 200);
    const english = await mailTo('gabi@exemplo.com.br');
    expect(english?.subject).toBe('Receipt – Brasa Grill Centro, table 4');
    expect(english?.body).toContain('  An amount of your choice: R$ 15.00');
    expect(english?.body).toContain(`Reference: ${payment.reference}`);
    expect(english?.body).toContain('Visa card ending 1111');
    expect(english?.body).toContain('CPF on the invoice: 529.982.247-25');
    await expectStatus(await ask(gabi, 'gabi@exemplo.com.br'), 200);
    const portuguese = await mailTo('gabi@exemplo.com.br');
    expect(portuguese?.body).toContain('  Valor escolhido: R$ 15,00');
    expect(portuguese?.body).toContain('Cartão Visa final 1111');
    for (const mail of [english, portuguese])
      expect(mail?.body).not.toMatch(/\b(CUSTOM|EQUAL|FULL|ITEMS|visa)\b/);

    // Only the payer: another seat at the table is told there is no such payment.
    expect(await errorCode(await ask(other, 'hugo@exemplo.com.br'), 404)).toBe('PAYMENT_NOT_FOUND');
    // A few times an hour, no more.
    for (let sent = 2; sent < 5; sent++) await expectStatus(await ask(gabi, 'gabi@exemplo.com.br'), 200);
    expect(await errorCode(await ask(gabi, 'gabi@exemplo.com.br'), 429)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('is refused for a payment not paid', async () => {
    const ivo = await sit(t, '4', 'Ivo');
    const intent = await totalize(t, ivo.session_id, {
      mode: 'CUSTOM',
      amount: 100,
      user_session_id: ivo.user_session_id,
    });
    const response = await t.request(`${tableBase}/orders/${intent.payment_id}/receipt`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...seatHeader(ivo.user_session_id) },
      body: JSON.stringify({ email: 'ivo@exemplo.com.br' }),
    });
    expect(await errorCode(response, 409)).toBe('PAYMENT_NOT_APPROVED');
  });
});
