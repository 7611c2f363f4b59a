import type { Service, UnavailableReason } from '../../contract/schemas/catalog.ts';
import { serviceState } from '../catalog/availability.ts';
import { deliveryQuote } from '../catalog/delivery-quote.ts';
import type { Point } from '../catalog/geo.ts';
import type { Store } from '../catalog/store-queries.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * Whether a store's service can take an order now, and at what delivery cost and time: the catalog's
 * availability (its hours and holidays by the business clock, the delivery areas) for the one place
 * ordering asks. Carts show it, placing an order requires it.
 */
export interface ServiceStatus {
  unavailable: UnavailableReason | null;
  insideServiceArea: boolean;
  minutes: number;
  priceCents: number;
}

/** `point`: where a delivery goes (null when not known yet: a delivery has nowhere to go then). */
export function serviceStatus(store: Store, service: Service, point: Point | null, now: Date): ServiceStatus {
  const delivering = service.serviceType === 'delivery';
  const quote =
    !delivering || point
      ? deliveryQuote(store, service.serviceType, point ?? store)
      : { inside: false, minutes: 0, priceCents: 0 };
  const state = serviceState(store, service, now, point ?? undefined);
  return {
    unavailable: delivering && !quote.inside ? 'OUT_OF_AREA' : (state.unavailable?.reason ?? null),
    insideServiceArea: quote.inside,
    minutes: quote.minutes,
    priceCents: quote.priceCents,
  };
}

const details: Record<UnavailableReason, string> = {
  STORE_CLOSED: 'the store is closed',
  UNAVAILABLE_TODAY: 'the store does not open today',
  OUT_OF_HOURS: 'outside the service hours',
  OUT_OF_AREA: 'the address is outside the service area',
};

/** 412 (spec §8: the unavailable-service modal) with the reason's `code`, the next opening and today's hours. */
export function requireService(
  store: Store,
  service: Service,
  point: Point | null,
  now: Date,
): ServiceStatus {
  const status = serviceStatus(store, service, point, now);
  if (status.unavailable) {
    const state = serviceState(store, service, now, point ?? undefined);
    throw new HttpError(412, details[status.unavailable], status.unavailable, {
      next_opening: state.unavailable?.next_opening ?? null,
      today_hours: state.unavailable?.today_hours ?? [],
    });
  }
  return status;
}
