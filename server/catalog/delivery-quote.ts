import type { ServiceType } from '../../contract/schemas/catalog.ts';
import { distanceKm, type Point } from './geo.ts';
import type { Store } from './store-queries.ts';

export function insideServiceArea(store: Store, point: Point): boolean {
  return distanceKm(store, point) * 1000 <= store.service_radius_m;
}

/** Delivery costs a base fee plus a per-km fee and rides ~3 min/km; takeout is only the kitchen time. */
export function deliveryQuote(store: Store, type: ServiceType, point: Point) {
  if (type === 'takeout') return { inside: true, minutes: store.prep_minutes, priceCents: 0 };
  if (!insideServiceArea(store, point)) return { inside: false, minutes: 0, priceCents: 0 };
  const km = distanceKm(store, point);
  return {
    inside: true,
    minutes: store.prep_minutes + Math.ceil(km * 3) + 5,
    priceCents: store.delivery_fee_cents + Math.round(km * store.delivery_fee_per_km_cents),
  };
}
