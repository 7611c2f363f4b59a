import { describe, expect, it } from 'vitest';
import type { Service } from '../../contract/schemas/catalog.ts';
import type { Store } from '../catalog/store-queries.ts';
import { HttpError } from '../http/http-error.ts';
import { requireService, serviceStatus } from './service-check.ts';

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
  // Closed on Mondays; Sundays until 17:00.
  hours: [
    { weekday: 0, startTime: '11:00', endTime: '17:00', serviceType: null },
    ...[2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      startTime: '11:00',
      endTime: '23:00',
      serviceType: null,
    })),
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
/** São Paulo is UTC−3. */
const wednesdayNoon = new Date('2026-11-25T15:00:00Z');
const sundayEvening = new Date('2026-11-29T21:30:00Z');
const monday = new Date('2026-11-30T15:00:00Z');
const wednesdayBeforeOpening = new Date('2026-11-25T13:59:00Z');

describe('serviceStatus', () => {
  it('open, inside the area: delivery fee and time from the distance band', () => {
    expect(serviceStatus(store, delivery, near, wednesdayNoon)).toEqual({
      unavailable: null,
      insideServiceArea: true,
      minutes: 26,
      priceCents: 590,
    });
  });

  it.each([
    [
      'a service the store switched off',
      { ...delivery, status: 'UNAVAILABLE' as const },
      near,
      wednesdayNoon,
      'STORE_CLOSED',
    ],
    ['a day without hours', delivery, near, monday, 'UNAVAILABLE_TODAY'],
    ['after closing (store time, not UTC)', delivery, near, sundayEvening, 'OUT_OF_HOURS'],
    ['before opening', delivery, near, wednesdayBeforeOpening, 'OUT_OF_HOURS'],
    ['an address outside the area', delivery, far, wednesdayNoon, 'OUT_OF_AREA'],
    ['a delivery with no address yet', delivery, null, wednesdayNoon, 'OUT_OF_AREA'],
  ] as const)('refuses %s', (_, service, point, now, code) => {
    expect(serviceStatus(store, service, point, now).unavailable).toBe(code);
  });

  it('takeout needs no address and costs no delivery', () => {
    expect(serviceStatus(store, takeout, null, wednesdayNoon)).toMatchObject({
      unavailable: null,
      priceCents: 0,
      minutes: 20,
    });
  });
});

describe('requireService', () => {
  it('answers 412 with the reason, the next opening and today’s hours', () => {
    try {
      requireService(store, delivery, near, sundayEvening);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        status: 412,
        code: 'OUT_OF_HOURS',
        fields: { next_opening: expect.any(String), today_hours: [{ startTime: '11:00', endTime: '17:00' }] },
      });
    }
  });

  it('lets an open, serving store through', () => {
    expect(requireService(store, delivery, near, wednesdayNoon).unavailable).toBeNull();
  });
});
