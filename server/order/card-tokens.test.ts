import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, expectStatus, login, send } from '../test-support/accounts.ts';
import {
  cardPayment,
  chargesOf,
  fill,
  lunchTime,
  openCart,
  place,
  placed,
  service,
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

/** A guest with a filled cart, and what it costs. */
async function guestWithCart() {
  const guest = await startGuest(t);
  const filled = await fill(t, guest.who, guest.order_id);
  return { ...guest, total: filled.total.total.value };
}

describe('a PSP token a guest pays an order with', () => {
  it('is that guest session’s: another guest cannot pay with it, nor an account save it', async () => {
    const first = await guestWithCart();
    const payment = await cardPayment(t, cards.approved);
    await placed(
      await place(t, first.who, { order_id: first.order_id, expected_total: first.total, payment }),
    );

    const other = await guestWithCart();
    const charges = (await chargesOf(t, other.total)).length;
    const stolen = await place(t, other.who, {
      order_id: other.order_id,
      expected_total: other.total,
      payment,
    });
    expect(await expectStatus(stolen, 400)).toMatchObject({ code: 'CARD_NOT_FOUND' });
    expect(await chargesOf(t, other.total)).toHaveLength(charges);

    const { access_token } = await login(t, customer.email, customer.password);
    const saved = await send(t, '/api/crm/v1/cards', { token: payment.card_token }, { token: access_token });
    expect(await expectStatus(saved, 400)).toMatchObject({ code: 'CARD_NOT_FOUND' });

    const again = await openCart(t, first.who, service('centro', 'delivery'));
    const refilled = await fill(t, first.who, again.order_id);
    const body = { order_id: again.order_id, expected_total: refilled.total.total.value, payment };
    await placed(await place(t, first.who, body));
  });
});
