import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { crc16 } from '../../contract/pix/crc16.ts';
import { appleMerchantSession } from '../../contract/schemas/apple-merchant-session.ts';
import { card } from '../../contract/schemas/cards.ts';
import { type Cart, cart } from '../../contract/schemas/cart.ts';
import { orderProgress, order as orderSchema } from '../../contract/schemas/orders.ts';
import { customer, expectStatus, login, send } from '../test-support/accounts.ts';
import {
  asUser,
  call,
  cardPayment,
  centroAddress,
  centroDelivery,
  chargesOf,
  farAddress,
  fill,
  later,
  lunchCents,
  lunchTime,
  menuItem,
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
import { cards, cardToken, payPixAtBank } from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let maria: Who;
let mariaToken: string;
const delivery = centroDelivery.cents;
beforeAll(async () => {
  t = await openTestApp();
  await setClock(t, lunchTime);
  mariaToken = (await login(t, customer.email, customer.password)).access_token;
  maria = asUser(mariaToken);
});
afterAll(() => t.close());

async function guestCart(): Promise<{ who: Who; filled: Cart }> {
  const guest = await startGuest(t);
  return { who: guest.who, filled: await fill(t, guest.who, guest.order_id) };
}

describe('a guest orders delivery with a new card', () => {
  it('charged once, accepted, with the items, the address and the card', async () => {
    const { who, filled } = await guestCart();
    const payment = await cardPayment(t, cards.approved);
    const order = await placed(
      await place(t, who, { order_id: filled.order_id, expected_total: lunchCents + delivery, payment }),
    );
    expect(order).toMatchObject({
      order_id: filled.order_id,
      status: 'ACCEPTED',
      final: false,
      checkout_option: 'DELIVERY',
      store: { code: 'centro' },
      address: { street: 'Rua Boa Vista', number: '100' },
      items: [
        {
          name: 'Picanha na Brasa',
          quantity: 1,
          unit_price: { value: 7990 },
          options: ['Ao ponto', 'Arroz branco'],
        },
        { name: 'Mate Gelado com Limão', quantity: 2, total_price: { value: 1980 } },
      ],
      total: {
        items_price: { value: lunchCents },
        delivery_price: { value: delivery },
        total: { value: lunchCents + delivery },
      },
      payment: {
        method: 'CARD',
        status: 'APPROVED',
        amount: { value: lunchCents + delivery },
        card: { last4: '1111' },
      },
      timeline: [{ status: 'ACCEPTED', at: order.submitted_at }],
      estimated_at: later(order.submitted_at, centroDelivery.minutes),
    });
    expect(await chargesOf(t, lunchCents + delivery)).toHaveLength(1);
  });

  it('the same Idempotency-Key answers the same order and charges nothing more', async () => {
    const { who, filled } = await guestCart();
    const body = {
      order_id: filled.order_id,
      expected_total: filled.total.total.value,
      payment: await cardPayment(t, cards.approved),
    };
    const before = (await chargesOf(t, filled.total.total.value)).length;
    const key = crypto.randomUUID();
    const first = await placed(await place(t, who, body, key));
    const again = await placed(await place(t, who, body, key));
    expect(again.order_id).toBe(first.order_id);
    expect(again.payment?.status).toBe('APPROVED');
    expect((await chargesOf(t, filled.total.total.value)).length).toBe(before + 1);
    const otherBody = await place(t, who, { ...body, expected_total: 1 }, key);
    expect(await expectStatus(otherBody, 422)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const noKey = await t.request('/api/order/v1/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...who },
      body: JSON.stringify(body),
    });
    expect(await expectStatus(noKey, 400)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
  });

  it('a declined card keeps the cart; another card then pays it', async () => {
    const { who, filled } = await guestCart();
    const body = { order_id: filled.order_id, expected_total: filled.total.total.value };
    const declined = await place(t, who, { ...body, payment: await cardPayment(t, cards.declined) });
    expect(await expectStatus(declined, 402)).toEqual({
      detail: 'the card was declined',
      code: 'CARD_DECLINED_PAYMENT_ERROR',
      order_id: filled.order_id,
    });
    const failing = await place(t, who, { ...body, payment: await cardPayment(t, cards.error) });
    expect(await expectStatus(failing, 502)).toMatchObject({ code: 'PROCESSING_PAYMENT_ERROR' });
    const kept = await parsed(cart, await call(t, `/cart/${filled.order_id}`, { who }));
    expect(kept.items).toHaveLength(2);
    const paid = await placed(
      await place(t, who, { ...body, payment: await cardPayment(t, cards.approved) }),
    );
    expect(paid).toMatchObject({ order_id: filled.order_id, status: 'ACCEPTED' });
    const attempts = await t.db.query<{ status: string }>(
      'select status from order_payments where order_id = $1 order by created_at',
      [filled.order_id],
    );
    expect(attempts.map((attempt) => attempt.status)).toEqual(['DECLINED', 'FAILED', 'APPROVED']);
  });
});

describe('an order whose answer was lost on the way back', () => {
  it('is found by its id, and the same key answers it; charged once', async () => {
    const { who, filled } = await guestCart();
    const body = {
      order_id: filled.order_id,
      expected_total: filled.total.total.value,
      payment: await cardPayment(t, cards.approved),
    };
    const before = (await chargesOf(t, filled.total.total.value)).length;
    await send(t, '/api/dev/faults', {
      path: '/api/order/v1/orders',
      method: 'POST',
      status: 504,
      after: true,
      count: 1,
    });
    const key = crypto.randomUUID();
    expect((await place(t, who, body, key)).status).toBe(504);
    const found = await call(t, `/orders/${filled.order_id}`, { who });
    expect(await expectStatus(found, 200)).toMatchObject({ status: 'ACCEPTED' });
    const retried = await placed(await place(t, who, body, key));
    expect(retried).toMatchObject({ order_id: filled.order_id, status: 'ACCEPTED' });
    expect((await chargesOf(t, filled.total.total.value)).length).toBe(before + 1);
  });
});

describe('a registered customer orders takeout with a saved card, a coupon and a gift card', () => {
  it('pays only what is left after both', async () => {
    const saved = z.parse(
      card,
      await expectStatus(
        await send(
          t,
          '/api/crm/v1/cards',
          { token: await cardToken(t, cards.approved) },
          { token: mariaToken },
        ),
        201,
      ),
    );
    const opened = await openCart(t, maria, service('centro', 'takeout'));
    await fill(t, maria, opened.order_id);
    await call(t, '/coupons', { body: { code: 'BRASA10', order_id: opened.order_id }, who: maria });
    const ready = await parsed(
      cart,
      await call(t, '/gift-cards/redeem', {
        body: { code: 'BRASA-GIFT-0020', order_id: opened.order_id },
        who: maria,
      }),
    );
    const due = lunchCents - 997 - 2000;
    expect(ready.total).toMatchObject({ delivery_price: { value: 0 }, total: { value: due } });
    const order = await placed(
      await place(t, maria, {
        order_id: opened.order_id,
        expected_total: due,
        payment: { method: 'CARD', card_id: saved.id },
      }),
    );
    expect(order).toMatchObject({
      checkout_option: 'TAKEOUT',
      address: null,
      coupon: { code: 'BRASA10', discount: { value: 997 } },
      total: { discount: { value: 997 }, gift_card: { value: 2000 }, total: { value: due } },
      payment: { method: 'CARD', amount: { value: due }, card: { brand: 'visa', last4: '1111' } },
    });
  });

  it('a saved card is its owner’s only; a guest cannot name one', async () => {
    const stranger = await newCustomer(t, 10);
    const [saved] = await t.db.query<{ id: string }>('select id from saved_cards limit 1');
    const opened = await openCart(t, stranger, service('centro', 'takeout'));
    const filled = await fill(t, stranger, opened.order_id);
    const stolen = await place(t, stranger, {
      order_id: filled.order_id,
      expected_total: filled.total.total.value,
      payment: { method: 'CARD', card_id: saved?.id },
    });
    expect(await expectStatus(stolen, 404)).toMatchObject({ code: 'CARD_NOT_FOUND' });
    const { who, filled: guestFilled } = await guestCart();
    const asGuest = await place(t, who, {
      order_id: guestFilled.order_id,
      expected_total: guestFilled.total.total.value,
      payment: { method: 'CARD', card_id: saved?.id },
    });
    expect(asGuest.status).toBe(401);
    const none = await place(t, who, {
      order_id: guestFilled.order_id,
      expected_total: guestFilled.total.total.value,
      payment: { method: 'CARD' },
    });
    expect(await expectStatus(none, 400)).toMatchObject({ code: 'CARD_REQUIRED' });
  });
});

describe('PIX', () => {
  it('a BR Code to pay; paid at the bank, its webhook accepts the order', async () => {
    const { who, filled } = await guestCart();
    const order = await placed(
      await place(t, who, {
        order_id: filled.order_id,
        expected_total: filled.total.total.value,
        payment: { method: 'PIX' },
      }),
    );
    expect(order).toMatchObject({
      status: 'AWAITING_PAYMENT',
      payment: { method: 'PIX', status: 'PENDING' },
    });
    const pix = order.payment?.pix;
    if (!pix) throw new Error('no PIX charge');
    // EMV field 54, the amount: R$ 104,60.
    expect(pix.br_code).toContain('5406104.60');
    expect(crc16(pix.br_code.slice(0, -4))).toBe(pix.br_code.slice(-4));
    expect(pix.qr_svg).toContain('<svg');
    expect(Date.parse(pix.expires_at) - Date.parse(order.submitted_at)).toBe(600_000);
    expect(pix.expires_in).toBeGreaterThan(590);
    expect(pix.expires_in).toBeLessThanOrEqual(600);
    // Four minutes later on the business clock, the order answers the seconds left by that clock.
    await setClock(t, later(lunchTime, 4));
    try {
      const read = await parsed(orderSchema, await call(t, `/orders/${order.order_id}`, { who }));
      expect(read.payment?.pix?.expires_at).toBe(pix.expires_at);
      const left = (Date.parse(pix.expires_at) - Date.parse(later(lunchTime, 4))) / 1000;
      expect(left).toBeLessThan(pix.expires_in - 200);
      expect(read.payment?.pix?.expires_in).toBeGreaterThan(left - 3);
      expect(read.payment?.pix?.expires_in).toBeLessThanOrEqual(Math.ceil(left));
    } finally {
      await setClock(t, lunchTime);
    }
    const confirmation = await call(t, '/payments/external-confirmation', {
      body: { order_id: order.order_id, reference: pix.txid },
      who,
    });
    expect((await parsed(orderProgress, confirmation)).status).toBe('AWAITING_PAYMENT');
    await payPixAtBank(t, pix.br_code);
    const back = await call(t, '/payments/external-confirmation', {
      body: { order_id: order.order_id, reference: pix.txid },
      who,
    });
    expect((await parsed(orderProgress, back)).status).toBe('ACCEPTED');
    const unknown = await call(t, '/payments/external-confirmation', {
      body: { order_id: order.order_id, reference: 'nope' },
      who,
    });
    expect(await expectStatus(unknown, 404)).toEqual({
      detail: 'transaction not found',
      code: 'TRANSACTION_NOT_FOUND',
    });
  });

  it('unpaid past its time: payment failed, the gift card and coupon given back; a late payment given back', async () => {
    const opened = await openCart(t, maria, service('centro', 'delivery'));
    await fill(t, maria, opened.order_id);
    await call(t, '/coupons', { body: { code: 'DESCONTO15', order_id: opened.order_id }, who: maria });
    const ready = await parsed(
      cart,
      await call(t, '/gift-cards/redeem', {
        body: { code: 'BRASA-GIFT-0050', order_id: opened.order_id },
        who: maria,
      }),
    );
    const order = await placed(
      await place(t, maria, {
        order_id: opened.order_id,
        expected_total: ready.total.total.value,
        payment: { method: 'PIX' },
      }),
    );
    const [held] = await t.db.query<{ balance_cents: number }>(
      `select balance_cents from gift_cards where code = 'BRASA-GIFT-0050'`,
    );
    expect(held?.balance_cents).toBe(0);
    await setClock(t, later(lunchTime, 11));
    try {
      const polled = await parsed(
        orderProgress,
        await call(t, `/orders/${order.order_id}/polling`, { who: maria }),
      );
      expect(polled).toMatchObject({ status: 'PAYMENT_FAILED', final: true });
      // The order and the history say so too, and none of the reads wrote anything.
      const read = await parsed(orderSchema, await call(t, `/orders/${order.order_id}`, { who: maria }));
      expect(read.status).toBe('PAYMENT_FAILED');
      const history = async (filter: string) =>
        (await (await call(t, `/orders/history/${filter}`, { who: maria })).json()) as {
          orders: { order_id: string; status: string }[];
        };
      expect((await history('CANCELLED')).orders).toContainEqual(
        expect.objectContaining({ order_id: order.order_id, status: 'PAYMENT_FAILED' }),
      );
      expect((await history('ACTIVE')).orders.map((o) => o.order_id)).not.toContain(order.order_id);
      const [stored] = await t.db.query<{ status: string }>('select status from orders where id = $1', [
        order.order_id,
      ]);
      expect(stored?.status).toBe('AWAITING_PAYMENT');
      // The server's sweep settles the charge and gives everything back.
      await t.sweep();
      const [back] = await t.db.query<{ balance_cents: number }>(
        `select balance_cents from gift_cards where code = 'BRASA-GIFT-0050'`,
      );
      expect(back?.balance_cents).toBe(5000);
      const [redemption] = await t.db.query('select 1 from coupon_redemptions where order_id = $1', [
        order.order_id,
      ]);
      expect(redemption).toBeUndefined();
      // The provider's clock has not reached the charge's end: the bank pays, and the API refunds it.
      await payPixAtBank(t, order.payment?.pix?.br_code);
      const [late] = await t.db.query<{ status: string; refunded_at: Date | null }>(
        `select p.status, p.refunded_at from order_payments p where p.order_id = $1`,
        [order.order_id],
      );
      expect(late?.status).toBe('REFUNDED');
      expect(late?.refunded_at).not.toBeNull();
      expect(
        (await parsed(orderProgress, await call(t, `/orders/${order.order_id}/polling`, { who: maria })))
          .status,
      ).toBe('PAYMENT_FAILED');
    } finally {
      await setClock(t, lunchTime);
    }
  });
});

describe('placing re-checks the cart inside its transaction', () => {
  it('an empty cart, a sold-out item, a changed price', async () => {
    const guest = await startGuest(t);
    const empty = await place(t, guest.who, {
      order_id: guest.order_id,
      expected_total: delivery,
      payment: { method: 'PIX' },
    });
    expect(await expectStatus(empty, 422)).toMatchObject({ code: 'EMPTY_CART' });
    const filled = await fill(t, guest.who, guest.order_id);
    const body = {
      order_id: guest.order_id,
      expected_total: filled.total.total.value,
      payment: { method: 'PIX' as const },
    };
    await t.db.query(`update items set status = 'UNAVAILABLE' where id = $1`, [menuItem('mate-gelado')]);
    try {
      expect(await expectStatus(await place(t, guest.who, body), 409)).toMatchObject({
        code: 'ITEMS_UNAVAILABLE',
        unavailable_lines: [2],
      });
    } finally {
      await t.db.query(`update items set status = 'AVAILABLE' where id = $1`, [menuItem('mate-gelado')]);
    }
    await t.db.query('update items set price_cents = price_cents + 100 where id = $1', [
      menuItem('mate-gelado'),
    ]);
    try {
      expect(await expectStatus(await place(t, guest.who, body), 409)).toMatchObject({
        code: 'TOTAL_CHANGED',
        total: filled.total.total.value + 200,
      });
    } finally {
      await t.db.query('update items set price_cents = price_cents - 100 where id = $1', [
        menuItem('mate-gelado'),
      ]);
    }
    expect(await expectStatus(await place(t, guest.who, body), 201)).toMatchObject({
      status: 'AWAITING_PAYMENT',
    });
  });

  it('out of hours, the store closed and out of area are refused with their reason, before any charge', async () => {
    const { who, filled } = await guestCart();
    const body = {
      order_id: filled.order_id,
      expected_total: filled.total.total.value,
      payment: await cardPayment(t, cards.approved),
    };
    const before = (await chargesOf(t, filled.total.total.value)).length;
    // Wednesday 22:45 in São Paulo: centro is open until 23:00 but delivers until 22:30.
    await setClock(t, '2026-11-26T01:45:00.000Z');
    try {
      expect(await expectStatus(await place(t, who, body), 412)).toEqual({
        detail: 'outside the service hours',
        code: 'OUT_OF_HOURS',
        service_type: 'delivery',
        next_opening: '2026-11-26T11:30:00-03:00',
        today_hours: [
          { startTime: '11:30', endTime: '14:30' },
          { startTime: '18:30', endTime: '22:30' },
        ],
        store_hours: [
          { startTime: '11:00', endTime: '15:00' },
          { startTime: '18:00', endTime: '23:00' },
        ],
      });
      // 23:30: the store has closed too.
      await setClock(t, '2026-11-26T02:30:00.000Z');
      expect(await expectStatus(await place(t, who, body), 412)).toMatchObject({
        code: 'STORE_CLOSED',
        next_opening: '2026-11-26T11:30:00-03:00',
      });
    } finally {
      await setClock(t, lunchTime);
    }
    await call(t, `/guest-session/${filled.order_id}/address`, { body: farAddress, who });
    expect(await expectStatus(await place(t, who, body), 412)).toMatchObject({
      code: 'OUT_OF_AREA',
    });
    expect(await chargesOf(t, filled.total.total.value)).toHaveLength(before);
    await call(t, `/guest-session/${filled.order_id}/address`, { body: centroAddress, who });
  });

  it('a delivery needs an address', async () => {
    const newcomer = await newCustomer(t, 11);
    const opened = await openCart(t, newcomer, service('centro', 'takeout'));
    await fill(t, newcomer, opened.order_id);
    // Switching to delivery is refused (412: nowhere to deliver to), yet the cart is now for delivery.
    const switched = await call(t, '/cart/session', {
      body: { service_id: service('centro', 'delivery') },
      who: newcomer,
    });
    expect(await expectStatus(switched, 412)).toMatchObject({ code: 'OUT_OF_AREA' });
    const moved = await parsed(cart, await call(t, `/cart/${opened.order_id}`, { who: newcomer }));
    expect(moved).toMatchObject({ checkout_option: 'DELIVERY', address: null });
    const refused = await place(t, newcomer, {
      order_id: opened.order_id,
      expected_total: moved.total.total.value,
      payment: { method: 'PIX' },
    });
    expect(await expectStatus(refused, 422)).toMatchObject({ code: 'ADDRESS_REQUIRED' });
  });

  it('a guest says whom to call; an account is called at its own name and phone', async () => {
    const { who, filled } = await guestCart();
    const body = {
      order_id: filled.order_id,
      expected_total: filled.total.total.value,
      payment: { method: 'PIX' as const },
    };
    const nameless = await place(t, who, { ...body, contact: undefined });
    expect(await expectStatus(nameless, 422)).toMatchObject({ code: 'CONTACT_REQUIRED' });
    const badPhone = await place(t, who, { ...body, contact: { name: 'Ana', phone_number: '11 9' } });
    expect(badPhone.status).toBe(400);
    const contact = { name: 'Ana Souza', phone_number: '+5511912345678' };
    await placed(await place(t, who, { ...body, contact }));
    const opened = await openCart(t, maria, service('centro', 'delivery'));
    const ordered = await fill(t, maria, opened.order_id);
    await placed(
      await place(t, maria, {
        order_id: ordered.order_id,
        expected_total: ordered.total.total.value,
        payment: { method: 'PIX' },
      }),
    );
    const rows = await t.db.query<{ contact_name: string; contact_phone: string }>(
      'select contact_name, contact_phone from orders where id = any($1) order by contact_name',
      [[filled.order_id, ordered.order_id]],
    );
    expect(rows).toEqual([
      { contact_name: 'Ana Souza', contact_phone: '+5511912345678' },
      { contact_name: customer.name, contact_phone: customer.phone_number },
    ]);
  });
});

describe('Apple Pay', () => {
  it('merchant validation answers a sandbox session, only for Apple’s gateway and the customer’s cart', async () => {
    const { who, filled } = await guestCart();
    const body = {
      verification_url: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
      order_id: filled.order_id,
    };
    const session = await parsed(
      appleMerchantSession,
      await call(t, '/payments/apple/start-session', { body, who }),
    );
    expect(session).toMatchObject({ displayName: 'Brasa Grill', domainName: 'localhost' });
    expect(session.expiresAt - session.epochTimestamp).toBe(300_000);
    // The business clock, set to lunch time a few seconds ago.
    expect(Math.abs(session.epochTimestamp - Date.parse(lunchTime))).toBeLessThan(120_000);
    const evil = await call(t, '/payments/apple/start-session', {
      body: { ...body, verification_url: 'https://apple-pay-gateway.apple.com.evil.example/x' },
      who,
    });
    expect(await expectStatus(evil, 400)).toMatchObject({ code: 'INVALID_VERIFICATION_URL' });
    const notTheirs = await call(t, '/payments/apple/start-session', { body, who: maria });
    expect(await expectStatus(notTheirs, 404)).toMatchObject({ detail: 'cart not found' });
  });
});
