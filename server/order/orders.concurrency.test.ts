import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cart } from '../../contract/schemas/cart.ts';
import { expectStatus } from '../test-support/accounts.ts';
import {
  call,
  cardPayment,
  chargesOf,
  fill,
  lunchTime,
  matesLine,
  parsed,
  place,
  placed,
  setClock,
  startGuest,
} from '../test-support/ordering.ts';
import { cards } from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
  await setClock(t, lunchTime);
});
afterAll(() => t.close());

describe('placing orders at once', () => {
  it('two tabs place the same cart: one order, one charge; the other tab is told it was placed', async () => {
    const guest = await startGuest(t);
    const filled = await fill(t, guest.who, guest.order_id);
    const before = (await chargesOf(t, filled.total.total.value)).length;
    const body = async () => ({
      order_id: guest.order_id,
      expected_total: filled.total.total.value,
      payment: await cardPayment(t, cards.approved),
    });
    const [a, b] = [await body(), await body()];
    const answers = await Promise.all([place(t, guest.who, a), place(t, guest.who, b)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 406]);
    const refused = answers.find((answer) => answer.status === 406);
    expect(await refused?.json()).toMatchObject({ code: 'CART_ALREADY_PLACED' });
    expect((await chargesOf(t, filled.total.total.value)).length).toBe(before + 1);
    const [orders] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from order_payments where order_id = $1 and status = 'APPROVED'`,
      [guest.order_id],
    );
    expect(orders?.count).toBe(1);
  });

  it('the same Idempotency-Key sent twice at once: one charge, and the key then answers the order', async () => {
    const guest = await startGuest(t);
    const filled = await fill(t, guest.who, guest.order_id, [matesLine, matesLine, matesLine]);
    const before = (await chargesOf(t, filled.total.total.value)).length;
    const body = {
      order_id: guest.order_id,
      expected_total: filled.total.total.value,
      payment: await cardPayment(t, cards.approved),
    };
    const key = crypto.randomUUID();
    const answers = await Promise.all([place(t, guest.who, body, key), place(t, guest.who, body, key)]);
    // The second waits for nothing: it is told the first is still running, or answered its result.
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 201)).toBe(true);
    expect((await placed(await place(t, guest.who, body, key))).order_id).toBe(guest.order_id);
    expect((await chargesOf(t, filled.total.total.value)).length).toBe(before + 1);
  });

  it('two orders spending one gift card at once: the balance never goes below zero', async () => {
    const guests = await Promise.all([startGuest(t), startGuest(t), startGuest(t)]);
    const carts = [];
    for (const guest of guests) {
      await fill(t, guest.who, guest.order_id);
      const redeem = await call(t, '/gift-cards/redeem', {
        body: { code: 'BRASA-GIFT-0100', order_id: guest.order_id },
        who: guest.who,
      });
      carts.push({ guest, shown: await parsed(cart, redeem) });
    }
    const payments = await Promise.all(carts.map(() => cardPayment(t, cards.approved)));
    const answers = await Promise.all(
      carts.map(({ guest, shown }, i) =>
        place(t, guest.who, {
          order_id: guest.order_id,
          expected_total: shown.total.total.value,
          payment: payments[i] ?? { method: 'PIX' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(await expectStatus(answer, 409)).toMatchObject({ code: 'TOTAL_CHANGED' });
    }
    const [card] = await t.db.query<{ balance_cents: number }>(
      `select balance_cents from gift_cards where code = 'BRASA-GIFT-0100'`,
    );
    expect(card?.balance_cents).toBe(0);
    const [spent] = await t.db.query<{ cents: number }>(
      `select -sum(m.amount_cents)::int as cents from gift_card_movements m join gift_cards g on g.id = m.gift_card_id
       where g.code = 'BRASA-GIFT-0100'`,
    );
    expect(spent?.cents).toBe(10_000);
  });
});

describe('changing one cart at once', () => {
  it('lines added together each get their own cart_order', async () => {
    const guest = await startGuest(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(t, `/cart/${guest.order_id}/items`, { body: matesLine, who: guest.who }),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(201);
    const final = await parsed(cart, await call(t, `/cart/${guest.order_id}`, { who: guest.who }));
    expect(final.items.map((line) => line.cart_order)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
