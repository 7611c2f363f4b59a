import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInput } from '../../contract/schemas/address.ts';
import { cart, cartAck, cartCheck } from '../../contract/schemas/cart.ts';
import { insertRows } from '../db/insert-rows.ts';
import { customer, expectStatus, login, register } from '../test-support/accounts.ts';
import {
  addItem,
  asUser,
  call,
  centroAddress,
  centroDelivery,
  choice,
  farAddress,
  fill,
  lunchCents,
  lunchTime,
  matesLine,
  menuItem,
  newCustomer,
  openCart,
  parsed,
  place,
  service,
  setClock,
  startGuest,
  type Who,
} from '../test-support/ordering.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let maria: Who;
beforeAll(async () => {
  t = await openTestApp();
  await setClock(t, lunchTime);
  maria = asUser((await login(t, customer.email, customer.password)).access_token);
});
afterAll(() => t.close());

describe('a registered customer’s cart', () => {
  it('opens at the main address, and the same cart comes back for another service', async () => {
    const opened = await openCart(t, maria, service('centro', 'delivery'));
    expect(opened).toMatchObject({
      checkout_option: 'DELIVERY',
      address: { street: 'Rua Boa Vista', number: '280' },
      items: [],
      delivery: {
        inside_service_area: true,
        estimate_minutes: centroDelivery.minutes,
        price: { value: centroDelivery.cents },
        unavailable: null,
      },
      total: { total: { value: centroDelivery.cents, currency: 'BRL' } },
      use_gift_card: false,
      repurchase: false,
    });
    const takeout = await openCart(t, maria, service('centro', 'takeout'));
    expect(takeout).toMatchObject({ order_id: opened.order_id, checkout_option: 'TAKEOUT', address: null });
    // The other device reloads the same cart by its id.
    expect(await parsed(cart, await call(t, `/cart/${opened.order_id}`, { who: maria }))).toMatchObject({
      order_id: opened.order_id,
    });
    await openCart(t, maria, service('centro', 'delivery'));
  });

  it('prices every line on the server: item + options × quantity, the delivery fee from the store', async () => {
    const { order_id } = await openCart(t, maria, service('centro', 'delivery'));
    const filled = await fill(t, maria, order_id);
    expect(filled.items).toMatchObject([
      {
        cart_order: 1,
        name: 'Picanha na Brasa',
        quantity: 1,
        unit_price: { value: 7990 },
        options: [{ name: 'Ao ponto' }, { name: 'Arroz branco' }],
        status: 'AVAILABLE',
      },
      { cart_order: 2, name: 'Mate Gelado com Limão', quantity: 2, total_price: { value: 1980 } },
    ]);
    expect(filled.total).toMatchObject({
      items_price: { value: lunchCents },
      order_amount: { value: lunchCents },
      delivery_price: { value: centroDelivery.cents },
      total: { value: lunchCents + centroDelivery.cents },
    });
    // Extras cost: a burger with bacon and cheddar.
    const burger = await addItem(t, maria, order_id, {
      item_id: menuItem('cheddar-bacon'),
      quantity: 2,
      choice_ids: [choice('ponto', 2), choice('pao', 0), choice('adicionais', 0), choice('adicionais', 1)],
      note: 'sem cebola',
    });
    const line = burger.items[2];
    expect(line?.options.map((option) => option.price.value)).toEqual([0, 0, 590, 490]);
    expect(line?.unit_price.value).toBe(3690 + 590 + 490);
    expect(line).toMatchObject({
      quantity: 2,
      note: 'sem cebola',
      total_price: { value: 2 * (line?.unit_price.value ?? 0) },
    });
    await call(t, `/cart/${order_id}`, { method: 'DELETE', who: maria });
  });

  it('updates a line by cart_order, removes it by cart-order, and deletes the cart', async () => {
    const { order_id } = await openCart(t, maria, service('centro', 'delivery'));
    await fill(t, maria, order_id);
    const updated = await parsed(
      cart,
      await call(t, `/cart/${order_id}/items`, {
        method: 'PATCH',
        body: {
          cart_order: 1,
          item: { quantity: 3, choice_ids: [choice('ponto', 0), choice('acompanhamentos', 1)] },
        },
        who: maria,
      }),
    );
    expect(updated.items[0]).toMatchObject({
      quantity: 3,
      options: [{ name: 'Mal passado' }, { name: 'Farofa de bacon' }],
    });
    const removed = await parsed(
      cart,
      await call(t, `/cart/${order_id}/items?cart-order=2`, { method: 'DELETE', who: maria }),
    );
    expect(removed.items.map((line) => line.cart_order)).toEqual([1]);
    const missing = await call(t, `/cart/${order_id}/items?cart-order=9`, { method: 'DELETE', who: maria });
    expect(await expectStatus(missing, 404)).toMatchObject({ code: 'LINE_NOT_FOUND' });
    await parsed(cartAck, await call(t, `/cart/${order_id}`, { method: 'DELETE', who: maria }));
    expect(await expectStatus(await call(t, `/cart/${order_id}`, { who: maria }), 404)).toEqual({
      detail: 'cart not found',
      code: 'CART_NOT_FOUND',
    });
  });

  it('refuses what the menu does not offer: sold-out items and options, broken option groups', async () => {
    const { order_id } = await openCart(t, maria, service('centro', 'delivery'));
    const soldOut = await call(t, `/cart/${order_id}/items`, {
      body: { item_id: menuItem('tomahawk'), quantity: 1 },
      who: maria,
    });
    expect(await expectStatus(soldOut, 409)).toMatchObject({ code: 'ITEM_UNAVAILABLE' });
    const glutenFree = await call(t, `/cart/${order_id}/items`, {
      body: { item_id: menuItem('cheddar-bacon'), quantity: 1, choice_ids: [choice('pao', 2)] },
      who: maria,
    });
    expect(await expectStatus(glutenFree, 409)).toMatchObject({ code: 'ITEM_UNAVAILABLE' });
    const noDoneness = await call(t, `/cart/${order_id}/items`, {
      body: {
        item_id: menuItem('picanha-na-brasa'),
        quantity: 1,
        choice_ids: [choice('acompanhamentos', 0)],
      },
      who: maria,
    });
    expect(await expectStatus(noDoneness, 422)).toMatchObject({ code: 'INVALID_OPTIONS' });
    for (const quantity of [0, 21, 1.5]) {
      const bad = await call(t, `/cart/${order_id}/items`, {
        body: { item_id: menuItem('mate-gelado'), quantity },
        who: maria,
      });
      expect(bad.status).toBe(400);
    }
  });

  it('marks a line whose item left the menu, and verify-items says it before paying', async () => {
    const { order_id } = await openCart(t, maria, service('centro', 'delivery'));
    await fill(t, maria, order_id);
    const ok = await parsed(cartCheck, await call(t, `/cart/${order_id}/verify-items`, { who: maria }));
    expect(ok).toMatchObject({ ok: true, unavailable_lines: [] });
    await t.db.query(`update items set status = 'UNAVAILABLE' where id = $1`, [menuItem('mate-gelado')]);
    try {
      const checked = await parsed(
        cartCheck,
        await call(t, `/cart/${order_id}/verify-items`, { who: maria }),
      );
      expect(checked).toMatchObject({ ok: false, unavailable_lines: [2] });
      expect(checked.cart.items[1]?.status).toBe('UNAVAILABLE');
    } finally {
      await t.db.query(`update items set status = 'AVAILABLE' where id = $1`, [menuItem('mate-gelado')]);
    }
    await call(t, `/cart/${order_id}`, { method: 'DELETE', who: maria });
  });
});

describe('a guest’s cart', () => {
  it('is the guest session’s order id; after it is placed a new one opens in the same session', async () => {
    const guest = await startGuest(t);
    const filled = await fill(t, guest.who, guest.order_id);
    expect(filled.total.items_price.value).toBe(lunchCents);
    const next = await openCart(t, guest.who, service('centro', 'delivery'));
    expect(next.order_id).toBe(guest.order_id);
  });
});

describe('a dish the cart’s store disabled', () => {
  /** Centro took its fire-pit ribs off its own menu; the brand and pinheiros still offer them. */
  const ribs = {
    item_id: menuItem('costela-fogo-de-chao'),
    quantity: 1,
    choice_ids: [choice('acompanhamentos', 0)],
  };

  it('cannot be added there, and a line of it is unavailable once the cart moves there', async () => {
    const guest = await startGuest(t);
    const refused = await call(t, `/cart/${guest.order_id}/items`, { body: ribs, who: guest.who });
    expect(await expectStatus(refused, 409)).toMatchObject({ code: 'ITEM_UNAVAILABLE' });
    await openCart(t, guest.who, service('pinheiros', 'takeout'));
    const atPinheiros = await addItem(t, guest.who, guest.order_id, ribs);
    expect(atPinheiros.items[0]).toMatchObject({ name: 'Costela Fogo de Chão', status: 'AVAILABLE' });
    const atCentro = await openCart(t, guest.who, service('centro', 'takeout'));
    expect(atCentro.items[0]?.status).toBe('UNAVAILABLE');
    const checked = await parsed(
      cartCheck,
      await call(t, `/cart/${guest.order_id}/verify-items`, { who: guest.who }),
    );
    expect(checked).toMatchObject({ ok: false, unavailable_lines: [1] });
    const placing = await place(t, guest.who, {
      order_id: guest.order_id,
      expected_total: atCentro.total.total.value,
      payment: { method: 'PIX' },
    });
    expect(await expectStatus(placing, 409)).toMatchObject({
      code: 'ITEMS_UNAVAILABLE',
      unavailable_lines: [1],
    });
  });
});

describe('ownership', () => {
  it('another customer’s cart is "cart not found", whoever asks and however', async () => {
    const guest = await startGuest(t);
    const stranger = asUser(
      (
        await register(t, {
          email: 'estranho@exemplo.com.br',
          phone_number: '+5511955554444',
          document: '52998224725',
        })
      ).access_token,
    );
    const { order_id } = await openCart(t, maria, service('centro', 'delivery'));
    for (const who of [guest.who, stranger]) {
      for (const [path, method, body] of [
        [`/cart/${order_id}`, 'GET', undefined],
        [`/cart/${order_id}/verify-items`, 'GET', undefined],
        [`/cart/${order_id}/items`, 'POST', matesLine],
        [`/cart/${order_id}/items`, 'PATCH', { cart_order: 1, item: { quantity: 2 } }],
        [`/cart/${order_id}/items?cart-order=1`, 'DELETE', undefined],
        [`/cart/${order_id}`, 'DELETE', undefined],
      ] as const) {
        const response = await call(t, path, { method, body, who });
        expect(await expectStatus(response, 404)).toMatchObject({ detail: 'cart not found' });
      }
    }
    expect((await call(t, `/cart/${order_id}`)).status).toBe(401);
    expect((await call(t, '/cart/not-a-uuid', { who: maria })).status).toBe(404);
  });
});

describe('412: the service cannot take the order now', () => {
  const centro = service('centro', 'delivery');
  /** Centro's delivery on a Wednesday, narrower than its opening (11:00–15:00, 18:00–23:00). */
  const wednesdayDelivery = [
    { startTime: '11:30', endTime: '14:30' },
    { startTime: '18:30', endTime: '22:30' },
  ];
  const wednesdayOpening = [
    { startTime: '11:00', endTime: '15:00' },
    { startTime: '18:00', endTime: '23:00' },
  ];

  async function refused(who: Who, code: string) {
    const response = await call(t, '/cart/session', { body: { service_id: centro }, who });
    return expect(await expectStatus(response, 412)).toMatchObject({ code });
  }

  it('out of delivery hours, the store still open: the reason, the next opening and today’s hours; the cart still reads, saying why', async () => {
    const { order_id } = await openCart(t, maria, centro);
    const guest = await startGuest(t);
    // Wednesday 22:45 in São Paulo.
    await setClock(t, '2026-11-26T01:45:00.000Z');
    try {
      const closed = await call(t, '/cart/session', { body: { service_id: centro }, who: maria });
      expect(await expectStatus(closed, 412)).toEqual({
        detail: 'outside the service hours',
        code: 'OUT_OF_HOURS',
        service_type: 'delivery',
        next_opening: '2026-11-26T11:30:00-03:00',
        today_hours: wednesdayDelivery,
        store_hours: wednesdayOpening,
      });
      const adding = await call(t, `/cart/${order_id}/items`, { body: matesLine, who: maria });
      expect(await expectStatus(adding, 412)).toMatchObject({ code: 'OUT_OF_HOURS' });
      const reading = await parsed(cart, await call(t, `/cart/${order_id}`, { who: maria }));
      expect(reading.delivery.unavailable).toBe('OUT_OF_HOURS');
      // Takeout keeps the store's hours.
      const takeout = await openCart(t, guest.who, service('centro', 'takeout'));
      expect(takeout.delivery.unavailable).toBeNull();
    } finally {
      await setClock(t, lunchTime);
    }
  });

  it('the store closed between lunch and dinner: STORE_CLOSED with the next opening', async () => {
    const guest = await startGuest(t);
    // Wednesday 16:00 in São Paulo.
    await setClock(t, '2026-11-25T19:00:00.000Z');
    try {
      const delivery = await call(t, '/cart/session', { body: { service_id: centro }, who: guest.who });
      expect(await expectStatus(delivery, 412)).toEqual({
        detail: 'the store is closed',
        code: 'STORE_CLOSED',
        service_type: 'delivery',
        next_opening: '2026-11-25T18:30:00-03:00',
        today_hours: wednesdayDelivery,
        store_hours: wednesdayOpening,
      });
      const takeout = await call(t, '/cart/session', {
        body: { service_id: service('centro', 'takeout') },
        who: guest.who,
      });
      // Takeout follows the store's hours: the same answer names them as takeout's.
      expect(await expectStatus(takeout, 412)).toMatchObject({
        code: 'STORE_CLOSED',
        service_type: 'takeout',
        next_opening: '2026-11-25T18:00:00-03:00',
        today_hours: wednesdayOpening,
        store_hours: wednesdayOpening,
      });
    } finally {
      await setClock(t, lunchTime);
    }
  });

  it('an address outside the area', async () => {
    const guest = await startGuest(t, farAddress, centro);
    await refused(guest.who, 'OUT_OF_AREA');
  });

  it('a service the store switched off, and a day without hours', async () => {
    await t.db.query(`update store_services set status = 'UNAVAILABLE' where id = $1`, [centro]);
    try {
      await refused(maria, 'UNAVAILABLE_TODAY');
    } finally {
      await t.db.query(`update store_services set status = 'AVAILABLE' where id = $1`, [centro]);
    }
    // The store's and its services' Wednesday spans.
    const wednesday = await t.db.query<Record<string, unknown>>(
      `delete from store_hours where weekday = 3 and store_id = (select store_id from store_services where id = $1)
       returning store_id, service_type, weekday, start_time, end_time`,
      [centro],
    );
    try {
      await refused(maria, 'UNAVAILABLE_TODAY');
    } finally {
      await insertRows(t.db, 'store_hours', wednesday);
    }
    await openCart(t, maria, centro);
  });
});

describe('406: a cart already placed', () => {
  it('is not a cart any more: reading or changing it resets the client', async () => {
    const guest = await startGuest(t);
    const filled = await fill(t, guest.who, guest.order_id);
    const response = await place(t, guest.who, {
      order_id: guest.order_id,
      expected_total: filled.total.total.value,
      payment: { method: 'PIX' },
    });
    expect(response.status).toBe(201);
    for (const [path, method, body] of [
      [`/cart/${guest.order_id}`, 'GET', undefined],
      [`/guest-session/${guest.order_id}`, 'GET', undefined],
      [`/cart/${guest.order_id}/items`, 'POST', matesLine],
    ] as const) {
      const again = await call(t, path, { method, body, who: guest.who });
      expect(await expectStatus(again, 406)).toEqual({
        detail: 'this cart was already placed as an order',
        code: 'CART_ALREADY_PLACED',
      });
    }
    const next = await openCart(t, guest.who, service('centro', 'delivery'));
    expect(next.order_id).not.toBe(guest.order_id);
  });
});

describe('410: the restaurant changed since the cart was built', () => {
  it('a request for another restaurant’s service is 410; opening the cart there moves it', async () => {
    const { order_id } = await openCart(t, maria, service('centro', 'delivery'));
    await fill(t, maria, order_id, [matesLine]);
    const at = (serviceId: string) => ({ service_id: serviceId });
    const moved = await call(t, `/cart/${order_id}`, {
      who: maria,
      headers: at(service('pinheiros', 'delivery')),
    });
    expect(await expectStatus(moved, 410)).toMatchObject({ code: 'RESTAURANT_CHANGED' });
    const sameStore = await call(t, `/cart/${order_id}`, {
      who: maria,
      headers: at(service('centro', 'takeout')),
    });
    expect(sameStore.status).toBe(200);
    const unknown = await call(t, `/cart/${order_id}`, {
      who: maria,
      headers: at('00000000-0000-4000-8000-000000000000'),
    });
    expect(await expectStatus(unknown, 404)).toMatchObject({ detail: 'service not found' });
    const reopened = await parsed(
      cart,
      await call(t, '/cart/session', {
        body: { service_id: service('pinheiros', 'takeout') },
        who: maria,
        headers: at(service('pinheiros', 'takeout')),
      }),
    );
    expect(reopened).toMatchObject({
      order_id,
      store: { code: 'pinheiros' },
      items: [{ name: 'Mate Gelado com Limão' }],
    });
    const after = await call(t, `/cart/${order_id}`, {
      who: maria,
      headers: at(service('pinheiros', 'takeout')),
    });
    expect(after.status).toBe(200);
    await call(t, `/cart/${order_id}`, { method: 'DELETE', who: maria });
  });
});

describe('the address the customer chose', () => {
  const teodoroSampaio = {
    ...centroAddress,
    postal_code: '05405-000',
    street: 'Rua Teodoro Sampaio',
    number: '500',
    district: 'Pinheiros',
    latitude: -23.5556,
    longitude: -46.6742,
  };
  /** A customer with a main address in centro's area, a second one and one nobody delivers to. */
  async function customerWithAddresses(n: number) {
    const who = await newCustomer(t, n);
    const save = async (address: AddressInput) => {
      const response = await t.request('/api/crm/v1/addresses', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...who },
        body: JSON.stringify(address),
      });
      return ((await expectStatus(response, 201)) as { id: string }).id;
    };
    return {
      who,
      centro: await save(centroAddress),
      pinheiros: await save(teodoroSampaio),
      far: await save(farAddress),
    };
  }
  const moveTo = (who: Who, serviceId: string, addressId: string) =>
    call(t, '/cart/session', { body: { service_id: serviceId, address_id: addressId }, who });

  it('moves the open cart to the address named, with the store delivering there, and prices it there', async () => {
    const { who, pinheiros, centro } = await customerWithAddresses(41);
    const opened = await openCart(t, who, service('centro', 'delivery'));
    expect(opened.address).toMatchObject({ street: 'Rua Boa Vista' });
    await fill(t, who, opened.order_id, [matesLine]);
    const moved = await parsed(cart, await moveTo(who, service('centro', 'delivery'), pinheiros));
    expect(moved).toMatchObject({
      order_id: opened.order_id,
      service_id: service('pinheiros', 'delivery'),
      store: { code: 'pinheiros' },
      address: { id: pinheiros, street: 'Rua Teodoro Sampaio', number: '500' },
      items: [{ name: 'Mate Gelado com Limão', quantity: 2 }],
      delivery: { inside_service_area: true, unavailable: null },
    });
    expect(moved.delivery.price.value).not.toBe(centroDelivery.cents);
    expect(moved.total.total.value).toBe(2 * 990 + moved.delivery.price.value);
    // Another device reads it so, and a cart opened without an address stays there.
    const reread = await parsed(cart, await call(t, `/cart/${opened.order_id}`, { who }));
    expect(reread).toMatchObject({ store: { code: 'pinheiros' }, address: { id: pinheiros } });
    const again = await openCart(t, who, service('pinheiros', 'delivery'));
    expect(again.address).toMatchObject({ id: pinheiros });
    const back = await parsed(cart, await moveTo(who, service('pinheiros', 'delivery'), centro));
    expect(back).toMatchObject({ store: { code: 'centro' }, address: { id: centro } });
    expect(back.delivery.price.value).toBe(centroDelivery.cents);
  });

  it('an address nobody delivers to is a 412 OUT_OF_AREA, and the cart stays where it was', async () => {
    const { who, far, centro } = await customerWithAddresses(42);
    const opened = await openCart(t, who, service('centro', 'delivery'));
    const refused = await moveTo(who, service('centro', 'delivery'), far);
    expect(await expectStatus(refused, 412)).toMatchObject({ code: 'OUT_OF_AREA' });
    const kept = await parsed(cart, await call(t, `/cart/${opened.order_id}`, { who }));
    expect(kept).toMatchObject({ service_id: service('centro', 'delivery'), address: { id: centro } });
    // Takeout needs no area: the address follows, the service stays.
    const takeout = await parsed(cart, await moveTo(who, service('centro', 'takeout'), far));
    expect(takeout).toMatchObject({
      order_id: opened.order_id,
      checkout_option: 'TAKEOUT',
      store: { code: 'centro' },
    });
  });

  it('an address of someone else is not found, and changes nothing', async () => {
    const mine = await customerWithAddresses(43);
    const theirs = await customerWithAddresses(44);
    const opened = await openCart(t, mine.who, service('centro', 'delivery'));
    const refused = await moveTo(mine.who, service('centro', 'delivery'), theirs.pinheiros);
    expect(await expectStatus(refused, 404)).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
    const kept = await parsed(cart, await call(t, `/cart/${opened.order_id}`, { who: mine.who }));
    expect(kept.address).toMatchObject({ id: mine.centro });
  });
});

describe('bounds', () => {
  it('a cart holds at most 50 lines', async () => {
    const guest = await startGuest(t);
    await t.db.query(
      `insert into order_items (order_id, cart_order, item_id, quantity)
       select $1, n, $2, 1 from generate_series(1, 50) n`,
      [guest.order_id, menuItem('mate-gelado')],
    );
    const full = await call(t, `/cart/${guest.order_id}/items`, { body: matesLine, who: guest.who });
    expect(await expectStatus(full, 422)).toMatchObject({ code: 'CART_FULL' });
  });
});

describe('the OpenAPI document', () => {
  it('lists every ordering endpoint', async () => {
    const document = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/guest-session',
      '/guest-session/{id}',
      '/guest-session/{id}/address',
      '/cart/session',
      '/cart/{id}',
      '/cart/{id}/verify-items',
      '/cart/{id}/items',
      '/cart/{id}/gift-card',
      '/cart/{id}/coupon',
      '/coupons',
      '/gift-cards/form',
      '/gift-cards/balance',
      '/gift-cards/redeem',
      '/orders',
      '/orders/history/{filter}',
      '/orders/{id}',
      '/orders/{id}/polling',
      '/orders/{id}/confirm-delivery',
      '/orders/rebuy',
      '/orders/invoice',
      '/payments/apple/start-session',
      '/payments/external-confirmation',
    ]) {
      expect(document.paths).toHaveProperty([`/api/order/v1${path}`]);
    }
    expect(document.paths).toHaveProperty(['/api/dev/orders/{id}/cancel']);
  });
});
