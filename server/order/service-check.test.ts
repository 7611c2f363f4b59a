import { describe, expect, it } from 'vitest';
import type { Service } from '../../contract/schemas/catalog.ts';
import type { Store } from '../catalog/store-queries.ts';
import { HttpError } from '../http/http-error.ts';
import { requireService, serviceStatus } from './service-check.ts';

const delivery: Service = { id: 'd', serviceType: 'delivery', status: 'AVAILABLE' };
const takeout: Service = { id: 't', serviceType: 'takeout', status: 'AVAILABLE' };
const store: Store = {
  id: 's',
  merchant_id: 'm',
  code: 'centro',
  name: 'Brasa Grill Centro',
  address: 'Rua Quinze de Novembro, 150',
  latitude: -23.54771,
  longitude: -46.63431,
  service_radius_m: 4500,
  delivery_fee_cents: 590,
  delivery_fee_per_km_cents: 120,
  prep_minutes: 20,
  services: [delivery, takeout],
  // Closed on Mondays; Sundays until 17:00.
  hours: [
    { weekday: 0, startTime: '11:00', endTime: '17:00' },
    ...[2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '11:00', endTime: '23:00' })),
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
  it('open, inside the area: delivery fee and time from the distance', () => {
    expect(serviceStatus(store, delivery, near, wednesdayNoon)).toEqual({
      unavailable: null,
      insideServiceArea: true,
      minutes: 26,
      priceCents: 621,
      todayHours: { startTime: '11:00', endTime: '23:00' },
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
    ['after closing (store time, not UTC)', delivery, near, sundayEvening, 'OUTSIDE_SERVICE_HOURS'],
    ['before opening', delivery, near, wednesdayBeforeOpening, 'OUTSIDE_SERVICE_HOURS'],
    ['an address outside the area', delivery, far, wednesdayNoon, 'OUTSIDE_SERVICE_AREA'],
    ['a delivery with no address yet', delivery, null, wednesdayNoon, 'OUTSIDE_SERVICE_AREA'],
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
  it('answers 412 with the reason and today’s hours', () => {
    try {
      requireService(store, delivery, near, sundayEvening);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({
        status: 412,
        code: 'OUTSIDE_SERVICE_HOURS',
        fields: { today_work_hours: { startTime: '11:00', endTime: '17:00' } },
      });
    }
  });

  it('lets an open, serving store through', () => {
    expect(requireService(store, delivery, near, wednesdayNoon).unavailable).toBeNull();
  });
});
