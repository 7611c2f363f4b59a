import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cart } from '../../contract/schemas/cart.ts';
import { giftCardBalance, giftCardForm } from '../../contract/schemas/gift-cards.ts';
import { expectStatus } from '../test-support/accounts.ts';
import {
  call,
  cardPayment,
  centroDelivery,
  fill,
  lunchCents,
  lunchTime,
  matesLine,
  parsed,
  place,
  placed,
  setClock,
  startGuest,
  type Who,
} from '../test-support/ordering.ts';
import { cards } from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
const delivery = centroDelivery.cents;
beforeAll(async () => {
  t = await openTestApp();
  await setClock(t, lunchTime);
});
afterAll(() => t.close());

const redeem = (who: Who, orderId: string, code: string) =>
  call(t, '/gift-cards/redeem', { body: { code, order_id: orderId }, who });
const balanceOf = async (code: string) =>
  (await parsed(giftCardBalance, await call(t, `/gift-cards/balance?code=${code}`))).balance.value;

describe('gift cards', () => {
  it('the redeem form and a card’s balance (code hidden but its end)', async () => {
    const form = await parsed(giftCardForm, await call(t, '/gift-cards/form'));
    expect(form.fields).toEqual([
      expect.objectContaining({ name: 'code', label: 'Código do vale-presente', max_length: 40 }),
    ]);
    const balance = await parsed(giftCardBalance, await call(t, '/gift-cards/balance?code=brasa-gift-0050'));
    expect(balance).toEqual({ code: '•••••••••••0050', balance: { value: 5000, currency: 'BRL' } });
    expect(await expectStatus(await call(t, '/gift-cards/balance?code=NOPE'), 404)).toMatchObject({
      code: 'GIFT_CARD_NOT_FOUND',
    });
  });

  it('redeemed onto a cart, pay part of it while in use; the use flag switches it off', async () => {
    const guest = await startGuest(t);
    await fill(t, guest.who, guest.order_id);
    const redeemed = await parsed(cart, await redeem(guest.who, guest.order_id, 'BRASA-GIFT-0050'));
    expect(redeemed).toMatchObject({
      gift_card: { code: '•••••••••••0050', balance: { value: 5000 } },
      use_gift_card: true,
      total: { gift_card: { value: 5000 }, total: { value: lunchCents + delivery - 5000 } },
    });
    const off = await parsed(
      cart,
      await call(t, `/cart/${guest.order_id}/gift-card`, {
        method: 'PATCH',
        body: { use: false },
        who: guest.who,
      }),
    );
    expect(off).toMatchObject({
      use_gift_card: false,
      total: { gift_card: { value: 0 }, total: { value: lunchCents + delivery } },
    });
  });

  it('covering the whole order: the total is zero, never below, and nothing is charged', async () => {
    const guest = await startGuest(t);
    const filled = await fill(t, guest.who, guest.order_id, [matesLine]);
    const covered = await parsed(cart, await redeem(guest.who, guest.order_id, 'BRASA-GIFT-0050'));
    expect(covered.total).toMatchObject({
      gift_card: { value: filled.total.total.value },
      total: { value: 0 },
    });
    const order = await placed(
      await place(t, guest.who, { order_id: guest.order_id, expected_total: 0, payment: { method: 'PIX' } }),
    );
    expect(order).toMatchObject({
      status: 'ACCEPTED',
      payment: { method: 'GIFT_CARD', status: 'APPROVED', amount: { value: 1980 + delivery }, pix: null },
      total: { gift_card: { value: 1980 + delivery }, total: { value: 0 } },
    });
    expect(await balanceOf('BRASA-GIFT-0050')).toBe(5000 - (1980 + delivery));
  });

  it('an empty card is refused', async () => {
    const guest = await startGuest(t);
    expect(await expectStatus(await redeem(guest.who, guest.order_id, 'BRASA-GIFT-ZERO'), 422)).toMatchObject(
      {
        code: 'GIFT_CARD_EMPTY',
      },
    );
    expect(await expectStatus(await redeem(guest.who, guest.order_id, 'NOPE'), 404)).toMatchObject({
      code: 'GIFT_CARD_NOT_FOUND',
    });
  });

  it('a declined card gives the gift card’s part back and keeps the cart', async () => {
    const guest = await startGuest(t);
    await fill(t, guest.who, guest.order_id);
    const redeemed = await parsed(cart, await redeem(guest.who, guest.order_id, 'BRASA-GIFT-0020'));
    const declined = await place(t, guest.who, {
      order_id: guest.order_id,
      expected_total: redeemed.total.total.value,
      payment: await cardPayment(t, cards.declined),
    });
    expect(await expectStatus(declined, 402)).toMatchObject({ code: 'CARD_DECLINED_PAYMENT_ERROR' });
    expect(await balanceOf('BRASA-GIFT-0020')).toBe(2000);
    const kept = await parsed(cart, await call(t, `/cart/${guest.order_id}`, { who: guest.who }));
    expect(kept).toMatchObject({
      items: [{}, {}],
      use_gift_card: true,
      total: { total: redeemed.total.total },
    });
  });

  it('a balance spent by another order since the cart was shown: 409 TOTAL_CHANGED, nothing charged', async () => {
    const first = await startGuest(t);
    const second = await startGuest(t);
    await fill(t, first.who, first.order_id);
    await fill(t, second.who, second.order_id);
    const firstCart = await parsed(cart, await redeem(first.who, first.order_id, 'BRASA-GIFT-0100'));
    const secondCart = await parsed(cart, await redeem(second.who, second.order_id, 'BRASA-GIFT-0100'));
    await placed(
      await place(t, first.who, {
        order_id: first.order_id,
        expected_total: firstCart.total.total.value,
        payment: await cardPayment(t, cards.approved),
      }),
    );
    const stale = await place(t, second.who, {
      order_id: second.order_id,
      expected_total: secondCart.total.total.value,
      payment: await cardPayment(t, cards.approved),
    });
    expect(await expectStatus(stale, 409)).toMatchObject({
      code: 'TOTAL_CHANGED',
      total: lunchCents + delivery,
    });
    expect(await balanceOf('BRASA-GIFT-0100')).toBe(0);
    // Both carts showed the same total: the one charge of it is the first order's.
    const charged = t.psp.ledger().filter(({ charge }) => charge.amount === secondCart.total.total.value);
    expect(charged).toHaveLength(1);
  });
});
