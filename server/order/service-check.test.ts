import { describe, expect, it } from 'vitest';
import type { Service } from '../../contract/schemas/catalog.ts';
import { requireOrderable } from '../catalog/orderable-service.ts';
import type { Store, StoreSpan } from '../catalog/store-queries.ts';
import { HttpError } from '../http/http-error.ts';
import { serviceStatus } from './service-check.ts';

const delivery: Service = { id: 'd', serviceType: 'delivery', status: 'AVAILABLE' };
const takeout: Service = { id: 't', serviceType: 'takeout', status: 'AVAILABLE' };
/** A square around the store; deliveries cost by distance band after the kitchen time. */
const square = (lat: number, lng: number, half: number) =>
  [
    [lng - half, lat - half],
    [lng + half, lat - half],
    [lng + half, lat + half],
    [lng - half, lat + half],
    [lng - half, lat - half],
  ] as const;
const spans = (
  serviceType: StoreSpan['serviceType'],
  weekdays: number[],
  ...times: Array<[string, string]>
): StoreSpan[] =>
  weekdays.flatMap((weekday) =>
    times.map(([startTime, endTime]) => ({ weekday, startTime, endTime, serviceType })),
  );
const store: Store = {
  id: 's',
  merchant_id: 'm',
  code: 'centro',
  name: 'Brasa Grill Centro',
  address: 'Rua Quinze de Novembro, 150',
  latitude: -23.54771,
  longitude: -46.63431,
  prep_minutes: 20,
  services: [delivery, takeout],
  // Closed on Mondays; Sundays until 17:00. Delivery only at lunch and dinner, within those hours;
  // takeout follows the store.
  hours: [
    ...spans(null, [0], ['11:00', '17:00']),
    ...spans(null, [2, 3, 4, 5, 6], ['11:00', '23:00']),
    ...spans('delivery', [0], ['11:30', '16:30']),
    ...spans('delivery', [2, 3, 4, 5, 6], ['11:30', '14:30'], ['18:30', '22:30']),
  ],
  closedDays: [],
  areas: [{ outline: square(-23.54771, -46.63431, 0.04), holes: [] }],
  bands: [
    { up_to_m: 2000, fee_cents: 590, ride_minutes: 6 },
    { up_to_m: 6000, fee_cents: 890, ride_minutes: 15 },
  ],
};
const near = { latitude: -23.5456, longitude: -46.6332 };
const far = { latitude: -23.4628, longitude: -46.5333 };
/** São Paulo wall times (the stores' hours are read there, not in UTC). */
const wednesdayNoon = new Date('2026-11-25T12:00:00-03:00');
const wednesdayBeforeOpening = new Date('2026-11-25T10:59:00-03:00');
const wednesdayAfterLunch = new Date('2026-11-25T16:00:00-03:00');
const wednesdayLate = new Date('2026-11-25T22:45:00-03:00');
const sundayEvening = new Date('2026-11-29T18:30:00-03:00');
const monday = new Date('2026-11-30T12:00:00-03:00');

const refusals = [
  [
    'a service the store switched off',
    { ...delivery, status: 'UNAVAILABLE' as const },
    near,
    wednesdayNoon,
    'UNAVAILABLE_TODAY',
  ],
  ['a day without hours', delivery, near, monday, 'UNAVAILABLE_TODAY'],
  ['after the store closed (store time, not UTC)', delivery, near, sundayEvening, 'STORE_CLOSED'],
  ['before the store opens', delivery, near, wednesdayBeforeOpening, 'STORE_CLOSED'],
  ['a delivery between its lunch and dinner hours', delivery, near, wednesdayAfterLunch, 'OUT_OF_HOURS'],
  ['a delivery after its hours, the store still open', delivery, near, wednesdayLate, 'OUT_OF_HOURS'],
  ['an address outside the area', delivery, far, wednesdayNoon, 'OUT_OF_AREA'],
  ['a delivery with no address yet', delivery, null, wednesdayNoon, 'OUT_OF_AREA'],
] as const;

describe('serviceStatus', () => {
  it('open, inside the area: delivery fee and time from the distance band', () => {
    expect(serviceStatus(store, delivery, near, wednesdayNoon)).toEqual({
      unavailable: null,
      insideServiceArea: true,
      minutes: 26,
      priceCents: 590,
    });
  });

  it.each(refusals)('refuses %s', (_, service, point, now, code) => {
    expect(serviceStatus(store, service, point, now).unavailable).toBe(code);
  });

  it('takeout needs no address, costs no delivery and keeps the store’s hours', () => {
    expect(serviceStatus(store, takeout, null, wednesdayLate)).toMatchObject({
      unavailable: null,
      priceCents: 0,
      minutes: 20,
    });
  });
});

describe('the 412 of changing or placing a cart', () => {
  const refusalOf = (service: Service, point: typeof near | null, now: Date) => {
    try {
      requireOrderable(store, service, now, point);
    } catch (error) {
      if (error instanceof HttpError) return error;
      throw error;
    }
    return null;
  };

  it.each(refusals)('gives %s the reason the cart shows', (_, service, point, now, code) => {
    expect(serviceStatus(store, service, point, now).unavailable).toBe(code);
    expect(refusalOf(service, point, now)).toMatchObject({ status: 412, code });
  });

  it('carries the next opening and today’s hours of the service, and the store’s own', () => {
    expect(refusalOf(delivery, near, wednesdayAfterLunch)).toMatchObject({
      detail: 'outside the service hours',
      fields: {
        service_type: 'delivery',
        store_hours: [{ startTime: '11:00', endTime: '23:00' }],
        next_opening: '2026-11-25T18:30:00-03:00',
        today_hours: [
          { startTime: '11:30', endTime: '14:30' },
          { startTime: '18:30', endTime: '22:30' },
        ],
      },
    });
    expect(refusalOf(delivery, near, sundayEvening)).toMatchObject({
      code: 'STORE_CLOSED',
      fields: {
        next_opening: '2026-12-01T11:30:00-03:00',
        today_hours: [{ startTime: '11:30', endTime: '16:30' }],
      },
    });
  });

  it('lets an open, serving store through', () => {
    expect(refusalOf(delivery, near, wednesdayNoon)).toBeNull();
    expect(refusalOf(takeout, null, wednesdayLate)).toBeNull();
  });
});
