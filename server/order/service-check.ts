import type { ServiceUnavailableCode } from '../../contract/schemas/cart.ts';
import type { Service } from '../../contract/schemas/catalog.ts';
import { deliveryQuote } from '../catalog/delivery-quote.ts';
import type { Point } from '../catalog/geo.ts';
import { storeTimeZone, todayHours } from '../catalog/opening-hours.ts';
import type { Store } from '../catalog/store-queries.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * The one place ordering asks whether a store's service can take an order now (status, today's
 * hours by the business clock, the delivery area) and at what delivery cost and time. Carts show
 * it, placing an order requires it; the catalog's area and hours rules live behind it.
 */
export interface ServiceStatus {
  unavailable: ServiceUnavailableCode | null;
  insideServiceArea: boolean;
  minutes: number;
  priceCents: number;
  todayHours: { startTime: string; endTime: string } | null;
}

const localTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: storeTimeZone,
});

/** `point`: where a delivery goes (null when not known yet: nothing is inside then). */
export function serviceStatus(store: Store, service: Service, point: Point | null, now: Date): ServiceStatus {
  const hours = todayHours(store.hours, now);
  const quote =
    service.serviceType === 'takeout' || point
      ? deliveryQuote(store, service.serviceType, point ?? store)
      : { inside: false, minutes: 0, priceCents: 0 };
  const time = localTime.format(now);
  const unavailable: ServiceUnavailableCode | null =
    service.status !== 'AVAILABLE'
      ? 'STORE_CLOSED'
      : !hours
        ? 'UNAVAILABLE_TODAY'
        : time < hours.startTime || time >= hours.endTime
          ? 'OUTSIDE_SERVICE_HOURS'
          : !quote.inside
            ? 'OUTSIDE_SERVICE_AREA'
            : null;
  return {
    unavailable,
    insideServiceArea: quote.inside,
    minutes: quote.minutes,
    priceCents: quote.priceCents,
    todayHours: hours,
  };
}

const details: Record<ServiceUnavailableCode, string> = {
  STORE_CLOSED: 'the store is closed',
  UNAVAILABLE_TODAY: 'the store does not open today',
  OUTSIDE_SERVICE_HOURS: 'outside the service hours',
  OUTSIDE_SERVICE_AREA: 'the address is outside the service area',
};

/** 412 (spec §8: the unavailable-service modal) with the reason's `code` and today's hours. */
export function requireService(
  store: Store,
  service: Service,
  point: Point | null,
  now: Date,
): ServiceStatus {
  const status = serviceStatus(store, service, point, now);
  if (status.unavailable) {
    throw new HttpError(412, details[status.unavailable], status.unavailable, {
      today_work_hours: status.todayHours,
    });
  }
  return status;
}
