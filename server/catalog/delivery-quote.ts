import type { ServiceType } from '../../contract/schemas/catalog.ts';
import { distanceKm, type Point } from './geo.ts';
import { areaContains } from './polygon.ts';
import type { Store } from './store-queries.ts';

/** Inside one of the store's delivery areas (their edges included). */
export function insideServiceArea(store: Store, point: Point): boolean {
  return store.areas.some((area) => areaContains(area, point));
}

/**
 * Delivery inside the area costs and rides what the store's band for the straight-line distance says
 * (beyond the last band, the last one), after the kitchen time; outside it is zero, as spec §4 asks.
 * Takeout is only the kitchen time.
 */
export function deliveryQuote(store: Store, type: ServiceType, point: Point) {
  if (type === 'takeout') return { inside: true, minutes: store.prep_minutes, priceCents: 0 };
  if (!insideServiceArea(store, point)) return { inside: false, minutes: 0, priceCents: 0 };
  const metres = distanceKm(store, point) * 1000;
  const band = store.bands.find((candidate) => metres <= candidate.up_to_m) ?? store.bands.at(-1);
  if (!band) throw new Error(`store ${store.code} has a delivery area but no delivery bands`);
  return { inside: true, minutes: store.prep_minutes + band.ride_minutes, priceCents: band.fee_cents };
}
