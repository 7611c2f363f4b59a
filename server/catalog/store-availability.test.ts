import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Service, storeGeolocation, stores } from '../../contract/schemas/catalog.ts';
import { HttpError } from '../http/http-error.ts';
import { expectStatus, send } from '../test-support/accounts.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';
import { orderableService } from './orderable-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

/** Sets the business clock to a São Paulo wall time (the stores' hours are read there). */
async function at(localTime: string) {
  await expectStatus(await send(t, '/api/dev/clock', { at: `${localTime}:00-03:00` }), 200);
}

const query = (latitude: number, longitude: number, extra = '') =>
  `latitude=${latitude}&longitude=${longitude}${extra}`;
const lookup = (latitude: number, longitude: number, extra = '') =>
  t.getParsed(stores, `/api/catalog/v1/stores?${query(latitude, longitude, extra)}`);

/** Places in São Paulo and what serves them. */
const near = {
  /** Rua Boa Vista, the demo customer's home: centro's area. */
  boaVista: [-23.5456, -46.6332],
  /** Pacaembu: nearer the centro store, but inside pinheiros' area only. */
  pacaembu: [-23.548, -46.662],
  /** Parque Dom Pedro II: the hole in centro's area. */
  parqueDomPedro: [-23.548, -46.628],
  /** Moema: outside every area. */
  moema: [-23.6008, -46.6625],
  /** Pinheiros, by the store. */
  pinheiros: [-23.5673, -46.692],
} as const;

const service = (services: readonly Service[], type: Service['serviceType']) => {
  const found = services.find((candidate) => candidate.serviceType === type);
  if (!found) throw new Error(`no ${type} service`);
  return found;
};

describe('the store lookup', () => {
  it('answers the nearest store whose area serves the point, even when another store is nearer', async () => {
    const result = await lookup(...near.pacaembu);
    const [first, second] = result.restaurants;
    expect(first).toMatchObject({ code: 'pinheiros', inside_service_area: true });
    expect(second).toMatchObject({ code: 'centro', inside_service_area: false });
    expect(first?.distance_m).toBeGreaterThan(second?.distance_m ?? Number.POSITIVE_INFINITY);
    expect(result.insideServiceArea).toBe(true);
    expect(result.restaurantAddress).toContain('Rua dos Pinheiros');
  });

  it('keeps the seeded customer’s main address inside centro’s area', async () => {
    const result = await lookup(...near.boaVista);
    expect(result.restaurants[0]).toMatchObject({ code: 'centro', inside_service_area: true });
    expect(result.insideServiceArea).toBe(true);
  });

  it('answers the nearest store, outside its area, when no area serves the point', async () => {
    await at('2026-11-23T12:00');
    const moema = await lookup(...near.moema);
    expect(moema.insideServiceArea).toBe(false);
    expect(moema.restaurants.map((r) => r.code)).toEqual(['pinheiros', 'centro']);
    expect(service(moema.restaurants[0]?.services ?? [], 'delivery').unavailable).toMatchObject({
      reason: 'OUT_OF_AREA',
    });
    const hole = await lookup(...near.parqueDomPedro);
    expect(hole.insideServiceArea).toBe(false);
    expect(hole.restaurants[0]?.code).toBe('centro');
  });

  it('counts the edge and a vertex of an area as inside', async () => {
    const vertex = await lookup(-23.528, -46.658);
    expect(vertex.restaurants[0]).toMatchObject({ code: 'centro', inside_service_area: true });
    const onEdge = await lookup(-23.5205, -46.63);
    expect(onEdge.restaurants[0]).toMatchObject({ code: 'centro', inside_service_area: true });
    const justOutside = await lookup(-23.5204, -46.63);
    expect(justOutside.restaurants[0]?.inside_service_area).toBe(false);
  });

  it('for takeout, answers the nearest store offering it, wherever the customer is', async () => {
    await at('2026-11-24T12:00');
    const result = await lookup(...near.moema, '&service-type=takeout');
    expect(result.insideServiceArea).toBe(true);
    expect(result.restaurants[0]?.code).toBe('pinheiros');
    expect(service(result.restaurants[0]?.services ?? [], 'takeout').unavailable ?? null).toBeNull();
  });

  it('is a 404 far from every store unless ignore-max-distance, and refuses a bad service type', async () => {
    expect((await t.request(`/api/catalog/v1/stores?${query(-22.9068, -43.1729)}`)).status).toBe(404);
    const rio = await lookup(-22.9068, -43.1729, '&ignore-max-distance=true');
    expect(rio.insideServiceArea).toBe(false);
    expect(rio.restaurants.map((r) => r.code)).toEqual(['centro', 'pinheiros']);
    expect(
      (await t.request(`/api/catalog/v1/stores?${query(...near.moema, '&service-type=drone')}`)).status,
    ).toBe(400);
  });
});

describe('opening hours on the business clock (São Paulo time)', () => {
  const centroMonday = [
    { startTime: '11:00', endTime: '15:00' },
    { startTime: '18:00', endTime: '23:00' },
  ];
  const centro = async () => {
    const [store] = (await lookup(...near.boaVista)).restaurants;
    if (store?.code !== 'centro') throw new Error('centro does not serve the customer’s home');
    return { delivery: service(store.services, 'delivery'), takeout: service(store.services, 'takeout') };
  };

  it('open at lunch on a Monday: both services AVAILABLE, nothing in the way', async () => {
    await at('2026-11-23T12:00');
    const { delivery, takeout } = await centro();
    expect(delivery).toMatchObject({ status: 'AVAILABLE', unavailable: null });
    expect(takeout).toMatchObject({ status: 'AVAILABLE', unavailable: null });
  });

  it('between lunch and dinner the store is closed, with the next opening', async () => {
    await at('2026-11-23T16:00');
    const { delivery, takeout } = await centro();
    expect(takeout).toMatchObject({
      status: 'UNAVAILABLE',
      unavailable: { reason: 'STORE_CLOSED', next_opening: '2026-11-23T18:00:00-03:00' },
    });
    // Delivery's own hours, and the store's, named apart in one answer.
    expect(delivery.unavailable).toEqual({
      reason: 'STORE_CLOSED',
      service_type: 'delivery',
      next_opening: '2026-11-23T18:30:00-03:00',
      today_hours: [
        { startTime: '11:30', endTime: '14:30' },
        { startTime: '18:30', endTime: '22:30' },
      ],
      store_hours: centroMonday,
    });
  });

  it('late on a Monday the store still serves takeout, but delivery is outside its hours', async () => {
    await at('2026-11-23T22:45');
    const { delivery, takeout } = await centro();
    expect(takeout.status).toBe('AVAILABLE');
    expect(delivery).toMatchObject({
      status: 'UNAVAILABLE',
      unavailable: {
        reason: 'OUT_OF_HOURS',
        next_opening: '2026-11-24T11:30:00-03:00',
        today_hours: [
          { startTime: '11:30', endTime: '14:30' },
          { startTime: '18:30', endTime: '22:30' },
        ],
      },
    });
  });

  it('an overnight span (Friday 18:00–02:00) is open before and after midnight, then closes', async () => {
    await at('2026-11-27T23:30');
    expect((await centro()).takeout.status).toBe('AVAILABLE');
    await at('2026-11-28T01:00');
    expect((await centro()).takeout.status).toBe('AVAILABLE');
    expect((await centro()).delivery.status).toBe('AVAILABLE');
    await at('2026-11-28T01:45');
    expect((await centro()).delivery.unavailable?.reason).toBe('OUT_OF_HOURS');
    await at('2026-11-28T02:00');
    expect((await centro()).takeout.unavailable).toMatchObject({
      reason: 'STORE_CLOSED',
      next_opening: '2026-11-28T11:00:00-03:00',
    });
  });

  it('a span without an overnight end is over at midnight (Thursday closes at 23:00)', async () => {
    await at('2026-11-26T23:30');
    expect((await centro()).takeout.unavailable).toMatchObject({
      reason: 'STORE_CLOSED',
      next_opening: '2026-11-27T11:00:00-03:00',
    });
  });

  it('a holiday: unavailable today, opening again the next day', async () => {
    await at('2026-12-25T12:00');
    const { takeout } = await centro();
    expect(takeout).toMatchObject({
      status: 'UNAVAILABLE',
      unavailable: {
        reason: 'UNAVAILABLE_TODAY',
        next_opening: '2026-12-26T11:00:00-03:00',
        today_hours: [],
      },
    });
  });

  it('a span that starts the evening before a holiday still runs past midnight into it', async () => {
    await at('2027-12-25T01:00');
    expect((await centro()).takeout.status).toBe('AVAILABLE');
  });

  it('a day without hours (pinheiros closes on Mondays): unavailable today', async () => {
    await at('2026-11-23T12:00');
    const [store] = (await lookup(...near.pinheiros)).restaurants;
    expect(store?.code).toBe('pinheiros');
    expect(service(store?.services ?? [], 'delivery').unavailable).toEqual({
      reason: 'UNAVAILABLE_TODAY',
      service_type: 'delivery',
      next_opening: '2026-11-24T11:30:00-03:00',
      today_hours: [],
      store_hours: [],
    });
  });
});

describe('stores/geolocation', () => {
  const geolocation = (latitude: number, longitude: number, extra = '') =>
    t.getParsed(storeGeolocation, `/api/catalog/v1/stores/geolocation?${query(latitude, longitude, extra)}`);

  it('prices delivery by the store’s distance bands, after the kitchen time', async () => {
    await at('2026-11-23T12:00');
    const oneKm = await geolocation(-23.5387, -46.63431);
    expect(oneKm).toMatchObject({
      inside_service_area: true,
      info: { estimate_delivery_time: 20 + 10, price: { value: 490, currency: 'BRL' } },
      status: 'AVAILABLE',
      unavailable: null,
      today_work_hours: { startTime: '11:30', endTime: '14:30' },
    });
    expect(oneKm.distance_m).toBeGreaterThan(950);
    expect(oneKm.distance_m).toBeLessThan(1050);
    const twoKm = await geolocation(-23.565, -46.64);
    expect(twoKm.info).toMatchObject({ estimate_delivery_time: 20 + 15, price: { value: 690 } });
  });

  it('defaults to the delivery of the store serving the point', async () => {
    const { restaurants } = await lookup(...near.pacaembu);
    const answer = await geolocation(...near.pacaembu);
    expect(answer.restaurant_id).toBe(restaurants[0]?.id);
    expect(answer.service_id).toBe(service(restaurants[0]?.services ?? [], 'delivery').id);
    expect(answer.inside_service_area).toBe(true);
  });

  it('outside the area: zero time and price, OUT_OF_AREA', async () => {
    const outside = await geolocation(...near.moema);
    expect(outside).toMatchObject({
      inside_service_area: false,
      info: { estimate_delivery_time: 0, price: { value: 0 } },
      unavailable: { reason: 'OUT_OF_AREA' },
    });
  });

  it('lists today’s spans and says why a closed service cannot be ordered', async () => {
    await at('2026-11-23T16:00');
    const { restaurants } = await lookup(...near.boaVista, '&service-type=takeout');
    const takeoutId = service(restaurants[0]?.services ?? [], 'takeout').id;
    const answer = await geolocation(...near.boaVista, `&service-id=${takeoutId}`);
    expect(answer).toMatchObject({
      inside_service_area: true,
      info: { estimate_delivery_time: 20, price: { value: 0 } },
      status: 'UNAVAILABLE',
      today_work_hours: { startTime: '18:00', endTime: '23:00' },
      today_hours: [
        { startTime: '11:00', endTime: '15:00' },
        { startTime: '18:00', endTime: '23:00' },
      ],
      unavailable: { reason: 'STORE_CLOSED', next_opening: '2026-11-23T18:00:00-03:00' },
    });
  });

  it('names delivery’s hours apart from the store’s, in the one answer the home reads', async () => {
    await at('2026-11-23T16:00');
    const answer = await geolocation(...near.boaVista);
    expect(answer).toMatchObject({
      status: 'UNAVAILABLE',
      today_hours: [
        { startTime: '11:30', endTime: '14:30' },
        { startTime: '18:30', endTime: '22:30' },
      ],
      store_hours: [
        { startTime: '11:00', endTime: '15:00' },
        { startTime: '18:00', endTime: '23:00' },
      ],
      unavailable: { reason: 'STORE_CLOSED', service_type: 'delivery' },
    });
  });
});

describe('ordering from a service (the 412 of the cart and order endpoints)', () => {
  const brandId = async () => {
    const [brand] = await t.db.query<{ id: string }>("select id from brands where slug = 'brasa-grill'");
    return brand?.id ?? '';
  };
  const deliveryOf = async (latitude: number, longitude: number) =>
    service((await lookup(latitude, longitude)).restaurants[0]?.services ?? [], 'delivery').id;
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) =>
        error instanceof HttpError ? { status: error.status, code: error.code, ...error.fields } : error,
    );

  it('lets an open service inside its area take the order', async () => {
    const id = await deliveryOf(...near.boaVista);
    const at = new Date('2026-11-23T12:00:00-03:00');
    const { store, service: found } = await orderableService(t.db, await brandId(), id, at, {
      latitude: near.boaVista[0],
      longitude: near.boaVista[1],
    });
    expect(store.code).toBe('centro');
    expect(found).toMatchObject({ id, status: 'AVAILABLE', unavailable: null });
  });

  it('answers 412 with the modal’s reason, the next opening and today’s hours', async () => {
    const id = await deliveryOf(...near.boaVista);
    const closed = refusal(
      orderableService(t.db, await brandId(), id, new Date('2026-11-23T16:00:00-03:00')),
    );
    expect(await closed).toEqual({
      status: 412,
      code: 'STORE_CLOSED',
      service_type: 'delivery',
      next_opening: '2026-11-23T18:30:00-03:00',
      today_hours: [
        { startTime: '11:30', endTime: '14:30' },
        { startTime: '18:30', endTime: '22:30' },
      ],
      store_hours: [
        { startTime: '11:00', endTime: '15:00' },
        { startTime: '18:00', endTime: '23:00' },
      ],
    });
    const moema = { latitude: near.moema[0], longitude: near.moema[1] };
    const far = refusal(
      orderableService(t.db, await brandId(), id, new Date('2026-11-23T12:00:00-03:00'), moema),
    );
    expect(await far).toMatchObject({ status: 412, code: 'OUT_OF_AREA' });
    const unknown = refusal(
      orderableService(t.db, await brandId(), '00000000-0000-4000-8000-000000000000', new Date()),
    );
    expect(await unknown).toMatchObject({ status: 404 });
  });
});
