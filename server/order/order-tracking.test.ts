import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSettlement, outbox } from '../../contract/schemas/dev.ts';
import { order, orderProgress, ordersPage, rebuyResult } from '../../contract/schemas/orders.ts';
import { customer, expectStatus, login } from '../test-support/accounts.ts';
import {
  asUser,
  call,
  cardPayment,
  centroDelivery,
  fill,
  later,
  lunch,
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
import { cards } from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let maria: Who;
beforeAll(async () => {
  t = await openTestApp();
  await setClock(t, lunchTime);
  maria = asUser((await login(t, customer.email, customer.password)).access_token);
});
afterAll(() => t.close());

/** Places a fresh lunch order by card at `at` (business clock) and answers it. */
async function orderAt(who: Who, serviceId: string, at = lunchTime, number = cards.approved) {
  await setClock(t, at);
  const stale = await openCart(t, who, serviceId);
  await call(t, `/cart/${stale.order_id}`, { method: 'DELETE', who });
  const opened = await openCart(t, who, serviceId);
  const filled = await fill(t, who, opened.order_id);
  const payment = await cardPayment(t, number);
  return placed(
    await place(t, who, { order_id: filled.order_id, expected_total: filled.total.total.value, payment }),
  );
}

async function pollAt(who: Who, orderId: string, at: string) {
  await setClock(t, at);
  return parsed(orderProgress, await call(t, `/orders/${orderId}/polling`, { who }));
}

describe('statuses advance with the business clock', () => {
  it('a delivery: accepted, preparing, out for delivery, delivered (final), each step with its time', async () => {
    const placedOrder = await orderAt(maria, service('centro', 'delivery'));
    const start = placedOrder.submitted_at;
    expect((await pollAt(maria, placedOrder.order_id, later(start, 1))).status).toBe('ACCEPTED');
    expect((await pollAt(maria, placedOrder.order_id, later(start, 3))).status).toBe('PREPARING');
    const { minutes } = centroDelivery;
    const out = await pollAt(maria, placedOrder.order_id, later(start, 21));
    expect(out).toMatchObject({
      status: 'OUT_FOR_DELIVERY',
      final: false,
      estimated_at: later(start, minutes),
    });
    const done = await pollAt(maria, placedOrder.order_id, later(start, minutes + 1));
    expect(done).toMatchObject({
      status: 'DELIVERED',
      final: true,
      estimated_at: null,
      timeline: [
        { status: 'ACCEPTED', at: start },
        { status: 'PREPARING', at: later(start, 2) },
        { status: 'OUT_FOR_DELIVERY', at: later(start, 20) },
        { status: 'DELIVERED', at: later(start, minutes) },
      ],
    });
    expect(Date.parse(done.checked_at)).toBeGreaterThanOrEqual(Date.parse(later(start, minutes + 1)));
  });

  it('a takeout: ready for pickup, then picked up', async () => {
    const placedOrder = await orderAt(maria, service('pinheiros', 'takeout'));
    const start = placedOrder.submitted_at;
    expect((await pollAt(maria, placedOrder.order_id, later(start, 26))).status).toBe('READY_FOR_PICKUP');
    expect(await pollAt(maria, placedOrder.order_id, later(start, 56))).toMatchObject({
      status: 'PICKED_UP',
      final: true,
    });
  });

  it('the customer confirms delivery once it is on its way', async () => {
    const placedOrder = await orderAt(maria, service('centro', 'delivery'));
    const start = placedOrder.submitted_at;
    const confirm = () => call(t, `/orders/${placedOrder.order_id}/confirm-delivery`, { who: maria });
    await setClock(t, later(start, 5));
    expect(await expectStatus(await confirm(), 409)).toMatchObject({ code: 'ORDER_NOT_DISPATCHED' });
    await setClock(t, later(start, 22));
    const confirmed = await parsed(orderProgress, await confirm());
    expect(confirmed).toMatchObject({ status: 'DELIVERED', final: true });
    expect(Date.parse(confirmed.timeline.at(-1)?.at ?? '')).toBeLessThan(Date.parse(later(start, 23)));
    expect((await parsed(orderProgress, await confirm())).status).toBe('DELIVERED');
  });
});

describe('the restaurant cancels', () => {
  it('an order not yet delivered: cancelled, the card refunded, the coupon and gift card given back', async () => {
    await setClock(t, lunchTime);
    const opened = await openCart(t, maria, service('centro', 'delivery'));
    await fill(t, maria, opened.order_id);
    await call(t, '/gift-cards/redeem', {
      body: { code: 'BRASA-GIFT-0020', order_id: opened.order_id },
      who: maria,
    });
    const ready = await call(t, '/coupons', {
      body: { code: 'UMAVEZ', order_id: opened.order_id },
      who: maria,
    });
    const total = ((await ready.json()) as { total: { total: { value: number } } }).total.total.value;
    const paid = await placed(
      await place(t, maria, {
        order_id: opened.order_id,
        expected_total: total,
        payment: await cardPayment(t, cards.approved),
      }),
    );
    await setClock(t, later(paid.submitted_at, 10));
    const cancel = await t.request(`/api/dev/orders/${paid.order_id}/cancel`, { method: 'POST' });
    const cancelled = await parsed(order, cancel);
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      final: true,
      payment: { method: 'CARD', status: 'REFUNDED', refunded_at: expect.any(String) },
    });
    expect(cancelled.timeline.map((step) => step.status)).toEqual(['ACCEPTED', 'PREPARING', 'CANCELLED']);
    const [payment] = await t.db.query<{ psp_charge_id: string }>(
      'select psp_charge_id from order_payments where order_id = $1',
      [paid.order_id],
    );
    const charge = t.psp.ledger().find((made) => made.charge.id === payment?.psp_charge_id)?.charge;
    expect(charge).toMatchObject({ status: 'captured', amount_refunded: charge?.amount });
    const [gift] = await t.db.query<{ balance_cents: number }>(
      `select balance_cents from gift_cards where code = 'BRASA-GIFT-0020'`,
    );
    expect(gift?.balance_cents).toBe(2000);
    // The once-per-customer coupon can be used again.
    const next = await openCart(t, maria, service('centro', 'delivery'));
    await fill(t, maria, next.order_id);
    expect(
      (await call(t, '/coupons', { body: { code: 'UMAVEZ', order_id: next.order_id }, who: maria })).status,
    ).toBe(200);
    await call(t, `/cart/${next.order_id}`, { method: 'DELETE', who: maria });
    const again = await t.request(`/api/dev/orders/${paid.order_id}/cancel`, { method: 'POST' });
    expect(await expectStatus(again, 409)).toMatchObject({ code: 'ORDER_FINISHED' });
    // The chaos runs' read: the owner's placed orders (each paid by one card) and the provider's charges for them.
    const settled = await parsed(
      orderSettlement,
      await t.request(`/api/dev/orders/${paid.order_id}/settlement`),
    );
    expect(settled.placed_orders).toContain(paid.order_id);
    expect(settled.charges).toHaveLength(settled.placed_orders.length);
    expect(settled.charges).toContainEqual({
      id: payment?.psp_charge_id,
      amount_cents: expect.any(Number),
      status: 'REFUNDED',
    });
    expect((await t.request('/api/dev/orders/nope/settlement')).status).toBe(404);
  });

  it('a refund the PSP fails is recorded as such; a delivered order cannot be cancelled', async () => {
    const paid = await orderAt(maria, service('centro', 'delivery'), lunchTime, cards.refundFails);
    const cancelled = await parsed(
      order,
      await t.request(`/api/dev/orders/${paid.order_id}/cancel`, { method: 'POST' }),
    );
    expect(cancelled.payment).toMatchObject({ status: 'REFUND_FAILED', refunded_at: null });
    const delivered = await orderAt(maria, service('centro', 'delivery'));
    await setClock(t, later(delivered.submitted_at, 40));
    const late = await t.request(`/api/dev/orders/${delivered.order_id}/cancel`, { method: 'POST' });
    expect(await expectStatus(late, 409)).toMatchObject({ code: 'ORDER_FINISHED' });
    expect((await t.request('/api/dev/orders/nope/cancel', { method: 'POST' })).status).toBe(404);
  });
});

describe('orders and history', () => {
  it('pages (offset = page × limit) newest first, filtered by status, the customer’s own only', async () => {
    const who = await newCustomer(t, 20);
    // From 12:00 to 14:20, while centro is open (until 15:00); a takeout is picked up 50 minutes after it is paid.
    const at = (minutes: number) => later(lunchTime, minutes);
    const first = await orderAt(who, service('centro', 'takeout'), at(0));
    const second = await orderAt(who, service('centro', 'takeout'), at(60));
    const third = await orderAt(who, service('centro', 'takeout'), at(120));
    await t.request(`/api/dev/orders/${third.order_id}/cancel`, { method: 'POST' });
    const fourth = await orderAt(who, service('centro', 'takeout'), at(130));
    await setClock(t, at(140));
    const list = async (path: string) => parsed(ordersPage, await call(t, path, { who }));

    const page0 = await list('/orders?limit=3&offset=0');
    expect(page0).toMatchObject({ total: 4, limit: 3, offset: 0 });
    expect(page0.orders.map((o) => o.order_id)).toEqual([fourth.order_id, third.order_id, second.order_id]);
    expect(page0.orders[0]).toMatchObject({
      status: 'PREPARING',
      checkout_option: 'TAKEOUT',
      store_name: 'Brasa Grill Centro',
      items_count: 3,
      total: { value: lunchCents },
    });
    const page1 = await list('/orders?limit=3&offset=3');
    expect(page1.orders.map((o) => o.order_id)).toEqual([first.order_id]);
    expect((await list('/orders')).limit).toBe(10);

    const ids = async (filter: string) =>
      (await list(`/orders/history/${filter}`)).orders.map((o) => o.order_id);
    expect(await ids('ALL')).toHaveLength(4);
    expect(await ids('ACTIVE')).toEqual([fourth.order_id]);
    expect(await ids('delivered')).toEqual([second.order_id, first.order_id]);
    expect(await ids('CANCELLED')).toEqual([third.order_id]);
    expect((await call(t, '/orders/history/SOMETIME', { who })).status).toBe(400);
    expect((await call(t, '/orders?limit=500', { who })).status).toBe(400);

    const guest = await startGuest(t);
    expect(await parsed(ordersPage, await call(t, '/orders', { who: guest.who }))).toMatchObject({
      total: 0,
      orders: [],
    });
  });

  it('another customer’s order is "order not found" everywhere', async () => {
    const mine = await orderAt(maria, service('centro', 'delivery'));
    const guest = await startGuest(t);
    for (const who of [guest.who, await newCustomer(t, 21)]) {
      for (const [path, body] of [
        [`/orders/${mine.order_id}`, undefined],
        [`/orders/${mine.order_id}/polling`, undefined],
        [`/orders/${mine.order_id}/confirm-delivery`, undefined],
        ['/orders/rebuy', { order_id: mine.order_id, service_id: service('centro', 'delivery') }],
        ['/orders/invoice', { order_id: mine.order_id, email: 'ladrao@exemplo.com.br' }],
      ] as const) {
        expect(await expectStatus(await call(t, path, { body, who }), 404)).toMatchObject({
          code: 'ORDER_NOT_FOUND',
        });
      }
    }
    expect((await call(t, `/orders/${mine.order_id}`)).status).toBe(401);
  });
});

describe('rebuy', () => {
  it('fills a new cart with the order’s lines at today’s prices and says what is no longer available', async () => {
    const past = await orderAt(maria, service('centro', 'delivery'));
    const open = await openCart(t, maria, service('centro', 'delivery'));
    await t.db.query(`update items set status = 'UNAVAILABLE' where id = $1`, [menuItem('mate-gelado')]);
    await t.db.query('update items set price_cents = 8190 where id = $1', [menuItem('picanha-na-brasa')]);
    try {
      const rebought = await parsed(
        rebuyResult,
        await call(t, '/orders/rebuy', {
          body: { order_id: past.order_id, service_id: service('centro', 'takeout') },
          who: maria,
        }),
      );
      expect(rebought.unavailable_items).toEqual([
        { item_id: menuItem('mate-gelado'), name: 'Mate Gelado com Limão', reason: 'ITEM_UNAVAILABLE' },
      ]);
      expect(rebought.cart).toMatchObject({
        repurchase: true,
        checkout_option: 'TAKEOUT',
        items: [
          {
            name: 'Picanha na Brasa',
            unit_price: { value: 8190 },
            options: [{ name: 'Ao ponto' }, { name: 'Arroz branco' }],
          },
        ],
      });
      expect(rebought.cart.order_id).not.toBe(open.order_id);
      // The open cart gave way to it.
      expect((await call(t, `/cart/${open.order_id}`, { who: maria })).status).toBe(404);
      // The past order keeps what was paid.
      const kept = await parsed(order, await call(t, `/orders/${past.order_id}`, { who: maria }));
      expect(kept.items[0]?.unit_price.value).toBe(7990);
    } finally {
      await t.db.query(`update items set status = 'AVAILABLE' where id = $1`, [menuItem('mate-gelado')]);
      await t.db.query('update items set price_cents = 7990 where id = $1', [menuItem('picanha-na-brasa')]);
    }
  });
});

describe('invoice by e-mail', () => {
  it('lands in the outbox with the items, the total and the payment; an unpaid order has none', async () => {
    const paid = await orderAt(maria, service('centro', 'delivery'));
    const sent = await call(t, '/orders/invoice', {
      body: { order_id: paid.order_id, email: 'Maria@Exemplo.com.br' },
      who: maria,
    });
    expect(await expectStatus(sent, 200)).toEqual({ ok: true, email: 'maria@exemplo.com.br' });
    const [mail] = (await t.getParsed(outbox, '/api/dev/outbox')).filter(
      (m) => m.to === 'maria@exemplo.com.br',
    );
    expect(mail?.subject).toBe('Nota do seu pedido – Brasa Grill Centro');
    expect(mail?.body).toContain(`Pedido ${paid.order_id}`);
    expect(mail?.body).toContain('1 × Picanha na Brasa: R$ 79,90');
    expect(mail?.body).toContain('    Ao ponto, Arroz branco');
    expect(mail?.body).toContain('Entrega: R$ 4,90');
    expect(mail?.body).toContain('Total pago: R$ 104,60');
    expect(mail?.body).toContain('Forma de pagamento: Cartão Visa final 1111');
    expect(mail?.body).toContain('Entregar em: Rua Boa Vista, 280');
    // In English, the brand as people write it too.
    const english = await call(t, '/orders/invoice', {
      body: { order_id: paid.order_id, email: 'maria.en@exemplo.com.br' },
      who: maria,
      headers: { 'accept-language': 'en-US' },
    });
    await expectStatus(english, 200);
    const [mailInEnglish] = (await t.getParsed(outbox, '/api/dev/outbox')).filter(
      (m) => m.to === 'maria.en@exemplo.com.br',
    );
    expect(mailInEnglish?.body).toContain('Payment method: Visa card ending 1111');

    const guest = await startGuest(t);
    const filled = await fill(t, guest.who, guest.order_id, lunch);
    await place(t, guest.who, {
      order_id: guest.order_id,
      expected_total: filled.total.total.value,
      payment: { method: 'PIX' },
    });
    const unpaid = await call(t, '/orders/invoice', {
      body: { order_id: guest.order_id, email: 'visitante@exemplo.com.br' },
      who: guest.who,
    });
    expect(await expectStatus(unpaid, 409)).toMatchObject({ code: 'ORDER_NOT_PAID' });
  });
});
