import type { Service, ServiceType } from '../../contract/schemas/catalog.ts';
import { insideServiceArea } from './delivery-quote.ts';
import { nearestFirst, type Point } from './geo.ts';
import type { Store } from './store-queries.ts';

/**
 * Whether the store takes `type` orders from `point`: it offers the service, switched on, and for
 * delivery the point is inside one of its areas. Takeout has no area: the customer comes to the store.
 */
export function serves(store: Store, type: ServiceType, point: Point): boolean {
  const offered = store.services.some(
    (service) => service.serviceType === type && service.status === 'AVAILABLE',
  );
  return offered && (type === 'takeout' || insideServiceArea(store, point));
}

/** The stores nearest first, except that the nearest one serving the point comes first. */
export function servingFirst(stores: readonly Store[], point: Point, type: ServiceType): Store[] {
  const ranked = nearestFirst(stores, point);
  const serving = ranked.find((store) => serves(store, type, point));
  return serving ? [serving, ...ranked.filter((store) => store !== serving)] : ranked;
}

/**
 * The service of `type` that takes orders from `point`: `current` when its store serves it, else the
 * nearest store's that does; undefined when none does. Takeout has no area: it stays where it is.
 */
export function serviceServing(
  stores: readonly Store[],
  current: { store: Store; service: Service },
  point: Point,
): Service | undefined {
  const { store, service } = current;
  if (service.serviceType === 'takeout' || serves(store, 'delivery', point)) return service;
  const serving = servingFirst(stores, point, 'delivery')[0];
  return serving && serves(serving, 'delivery', point)
    ? serving.services.find((candidate) => candidate.serviceType === 'delivery')
    : undefined;
}
