import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cart, cart } from '../../contract/schemas/cart.ts';
import { coupons } from '../../contract/schemas/coupons.ts';
import { customer, expectStatus, login } from '../test-support/accounts.ts';
import {
  asUser,
  call,
  cardPayment,
  centroDelivery,
  fill,
  later,
  lunchCents,
  lunchTime,
  matesLine,
  newCustomer,
  openCart,
  parsed,
  place,
  placed,
  service,
  setClock,
  startGuest,
  type Who,
} from '../test-support/ordering.ts';
import { cards } from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let maria: Who;
const delivery = centroDelivery.cents;
beforeAll(async () => {
  t = await openTestApp();
  await setClock(t, lunchTime);
  maria = asUser((await login(t, customer.email, customer.password)).access_token);
});
afterAll(() => t.close());

function apply(who: Who, orderId: string, code: string, headers: Record<string, string> = {}) {
  return call(t, '/coupons', { body: { code, order_id: orderId }, who, headers });
}

async function freshCart(who: Who, serviceId = service('centro', 'delivery')): Promise<Cart> {
  const opened = await openCart(t, who, serviceId);
  await call(t, `/cart/${opened.order_id}`, { method: 'DELETE', who });
  return openCart(t, who, serviceId);
}

async function pay(who: Who, filled: Cart) {
  const payment = await cardPayment(t, cards.approved);
  return placed(
    await place(t, who, { order_id: filled.order_id, expected_total: filled.total.total.value, payment }),
  );
}

describe('each kind of coupon', () => {
  it('percent: 10 % of the items, rounded to the cent; codes are case-insensitive', async () => {
    const { order_id } = await freshCart(maria);
    await fill(t, maria, order_id);
    const applied = await parsed(cart, await apply(maria, order_id, ' brasa10 '));
    expect(applied.coupon).toMatchObject({ code: 'BRASA10', discount: { value: 997 }, refusal: null });
    expect(applied.total).toMatchObject({
      discount: { value: 997 },
      order_amount: { value: lunchCents - 997 },
      total: { value: lunchCents - 997 + delivery },
    });
    const removed = await parsed(
      cart,
      await call(t, `/cart/${order_id}/coupon`, { method: 'DELETE', who: maria }),
    );
    expect(removed).toMatchObject({ coupon: null, total: { total: { value: lunchCents + delivery } } });
  });

  it('fixed: R$ 15,00 off, never more than the items', async () => {
    const { order_id } = await freshCart(maria);
    await fill(t, maria, order_id, [{ ...matesLine, quantity: 1 }]);
    const applied = await parsed(cart, await apply(maria, order_id, 'DESCONTO15'));
    expect(applied.total).toMatchObject({
      discount: { value: 990 },
      order_amount: { value: 0 },
      total: { value: delivery },
    });
  });

  it('minimum order: refused below it with a sentence in the customer’s language; the cart says when it stops applying', async () => {
    const { order_id } = await freshCart(maria);
    await fill(t, maria, order_id, [matesLine]);
    const below = await apply(maria, order_id, 'MINIMO80');
    expect(await expectStatus(below, 422)).toEqual({
      detail: 'Este cupom vale para pedidos a partir de R$ 80,00',
      code: 'COUPON_MINIMUM_NOT_MET',
    });
    const english = await apply(maria, order_id, 'MINIMO80', { 'accept-language': 'en-US' });
    expect(await expectStatus(english, 422)).toMatchObject({
      detail: 'This coupon needs an order of at least R$ 80.00',
    });
    const filled = await fill(t, maria, order_id);
    const applied = await parsed(cart, await apply(maria, order_id, 'MINIMO80'));
    expect(applied.total.discount.value).toBe(2000);
    const shrunk = await parsed(
      cart,
      await call(t, `/cart/${order_id}/items?cart-order=2`, { method: 'DELETE', who: maria }),
    );
    expect(shrunk.coupon).toMatchObject({
      discount: { value: 0 },
      refusal: {
        code: 'COUPON_MINIMUM_NOT_MET',
        detail: 'Este cupom vale para pedidos a partir de R$ 80,00',
      },
    });
    const refused = await place(t, maria, {
      order_id,
      expected_total: shrunk.total.total.value,
      payment: await cardPayment(t, cards.approved),
    });
    expect(await expectStatus(refused, 422)).toMatchObject({ code: 'COUPON_MINIMUM_NOT_MET' });
    expect(filled.items).toHaveLength(3);
  });

  it('first order only: needs an account, holds for a first order, then is refused', async () => {
    const guest = await startGuest(t);
    const asGuest = await apply(guest.who, guest.order_id, 'PRIMEIRACOMPRA');
    expect(await expectStatus(asGuest, 422)).toEqual({
      detail: 'Entre na sua conta para usar este cupom',
      code: 'COUPON_REQUIRES_ACCOUNT',
    });
    const newcomer = await newCustomer(t, 1);
    const first = await openCart(t, newcomer, service('centro', 'takeout'));
    await fill(t, newcomer, first.order_id);
    const applied = await parsed(cart, await apply(newcomer, first.order_id, 'PRIMEIRACOMPRA'));
    expect(applied.total.discount.value).toBe(1994);
    const order = await pay(newcomer, applied);
    expect(order).toMatchObject({
      coupon: { code: 'PRIMEIRACOMPRA' },
      total: { total: { value: lunchCents - 1994 } },
    });
    const second = await openCart(t, newcomer, service('centro', 'takeout'));
    await fill(t, newcomer, second.order_id);
    const again = await apply(newcomer, second.order_id, 'PRIMEIRACOMPRA');
    expect(await expectStatus(again, 422)).toEqual({
      detail: 'Este cupom vale só para o primeiro pedido',
      code: 'COUPON_FIRST_ORDER_ONLY',
    });
  });

  it('expired, and not yet started, by the business clock', async () => {
    const { order_id } = await freshCart(maria);
    await fill(t, maria, order_id);
    const expired = await apply(maria, order_id, 'NATAL2024');
    expect(await expectStatus(expired, 422)).toEqual({
      detail: 'Este cupom expirou em 25/12/2024',
      code: 'COUPON_EXPIRED',
    });
    await setClock(t, '2024-11-20T15:00:00.000Z');
    try {
      const early = await apply(maria, order_id, 'NATAL2024', { 'accept-language': 'en-US' });
      expect(await expectStatus(early, 422)).toEqual({
        detail: 'This coupon is valid from 12/1/24',
        code: 'COUPON_NOT_STARTED',
      });
    } finally {
      await setClock(t, lunchTime);
    }
  });

  it('once per customer: a second use is refused', async () => {
    const first = await freshCart(maria);
    await fill(t, maria, first.order_id);
    await pay(maria, await parsed(cart, await apply(maria, first.order_id, 'UMAVEZ')));
    const second = await openCart(t, maria, service('centro', 'delivery'));
    await fill(t, maria, second.order_id);
    const again = await apply(maria, second.order_id, 'UMAVEZ');
    expect(await expectStatus(again, 422)).toEqual({
      detail: 'Você já usou este cupom',
      code: 'COUPON_ALREADY_USED',
    });
  });

  it('an unknown code is 404 with a sentence', async () => {
    const { order_id } = await openCart(t, maria, service('centro', 'delivery'));
    expect(await expectStatus(await apply(maria, order_id, 'NAOEXISTE'), 404)).toEqual({
      detail: 'Cupom não encontrado',
      code: 'COUPON_NOT_FOUND',
    });
  });
});

describe('placing re-checks the coupon', () => {
  it('a coupon that expired between the cart and the payment is refused, nothing charged', async () => {
    await t.db.query(
      `insert into coupons (brand_id, code, kind, value, ends_at, description)
       select brand_id, 'RELAMPAGO', 'PERCENT', 30, $1, '{"pt-BR": "30%", "en-US": "30%"}' from stores limit 1`,
      [later(lunchTime, 30)],
    );
    const { order_id } = await freshCart(maria);
    await fill(t, maria, order_id);
    const applied = await parsed(cart, await apply(maria, order_id, 'RELAMPAGO'));
    await setClock(t, later(lunchTime, 45));
    try {
      const refused = await place(t, maria, {
        order_id,
        expected_total: applied.total.total.value,
        payment: await cardPayment(t, cards.approved),
      });
      expect(await expectStatus(refused, 422)).toMatchObject({ code: 'COUPON_EXPIRED' });
      const charged = t.psp.ledger().filter(({ charge }) => charge.amount === applied.total.total.value);
      expect(charged).toEqual([]);
    } finally {
      await setClock(t, lunchTime);
    }
  });
});

describe('the customer’s coupons', () => {
  it('lists those valid now, each saying whether this customer can use it and why not', async () => {
    const mine = await parsed(coupons, await call(t, '/coupons', { who: maria }));
    const codes = mine.map((coupon) => coupon.code);
    expect(codes).toEqual(
      expect.arrayContaining(['BRASA10', 'DESCONTO15', 'MINIMO80', 'PRIMEIRACOMPRA', 'UMAVEZ']),
    );
    expect(codes).not.toContain('NATAL2024');
    expect(mine.find((coupon) => coupon.code === 'UMAVEZ')).toMatchObject({
      usable: false,
      reason: 'COUPON_ALREADY_USED',
    });
    expect(mine.find((coupon) => coupon.code === 'BRASA10')).toMatchObject({
      kind: 'PERCENT',
      value: 10,
      description: '10% de desconto no pedido',
      usable: true,
      reason: null,
    });
    const guest = await startGuest(t);
    const theirs = await parsed(coupons, await call(t, '/coupons', { who: guest.who }));
    expect(theirs.find((coupon) => coupon.code === 'PRIMEIRACOMPRA')).toMatchObject({
      usable: false,
      reason: 'COUPON_REQUIRES_ACCOUNT',
    });
    // The guest's empty cart is under the R$ 80,00 minimum.
    expect(theirs.find((coupon) => coupon.code === 'MINIMO80')?.reason).toBe('COUPON_MINIMUM_NOT_MET');
    const [store] = await t.db.query<{ merchant_id: string }>(
      'select merchant_id from stores order by code limit 1',
    );
    expect((await call(t, `/coupons?merchant-id=${store?.merchant_id}`, { who: maria })).status).toBe(200);
    const unknown = await call(t, '/coupons?merchant-id=00000000-0000-4000-8000-000000000000', {
      who: maria,
    });
    expect(await expectStatus(unknown, 404)).toMatchObject({ code: 'MERCHANT_NOT_FOUND' });
  });
});

describe('expired coupons on the list', () => {
  it('stay for 30 days, marked expired and not usable, then leave it', async () => {
    const day = 24 * 60;
    await t.db.query(
      `insert into coupons (brand_id, code, kind, value, ends_at, description)
       select brand_id, code, 'PERCENT', 5, ends_at::timestamptz, '{"pt-BR": "5%", "en-US": "5%"}'
       from (select brand_id from stores limit 1) s,
         (values ('ONTEM', $1), ('MESPASSADO', $2)) as expired (code, ends_at)`,
      [later(lunchTime, -day), later(lunchTime, -31 * day)],
    );
    const listed = await parsed(coupons, await call(t, '/coupons', { who: maria }));
    expect(listed.find((coupon) => coupon.code === 'ONTEM')).toMatchObject({
      usable: false,
      reason: 'COUPON_EXPIRED',
      valid_until: later(lunchTime, -day),
    });
    expect(listed.map((coupon) => coupon.code)).not.toContain('MESPASSADO');
  });
});
