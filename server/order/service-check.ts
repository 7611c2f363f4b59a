import type { Service, UnavailableReason } from '../../contract/schemas/catalog.ts';
import { serviceState } from '../catalog/availability.ts';
import { deliveryQuote } from '../catalog/delivery-quote.ts';
import type { Point } from '../catalog/geo.ts';
import type { Store } from '../catalog/store-queries.ts';

/**
 * What a cart shows of its service: the delivery cost and time from the store's distance bands, and
 * why it cannot take the order now (null when it can). The reason is the catalog's `serviceState`,
 * the same rule whose 412 `requireOrderable` answers when a cart is changed or placed.
 */
export interface ServiceStatus {
  unavailable: UnavailableReason | null;
  insideServiceArea: boolean;
  minutes: number;
  priceCents: number;
}

/** `point`: where a delivery goes (null when the cart has no address yet: it has nowhere to go). */
export function serviceStatus(store: Store, service: Service, point: Point | null, now: Date): ServiceStatus {
  const quote =
    service.serviceType === 'takeout' || point
      ? deliveryQuote(store, service.serviceType, point ?? store)
      : { inside: false, minutes: 0, priceCents: 0 };
  return {
    unavailable: serviceState(store, service, now, point).unavailable?.reason ?? null,
    insideServiceArea: quote.inside,
    minutes: quote.minutes,
    priceCents: quote.priceCents,
  };
}
