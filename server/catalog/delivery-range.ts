import { HttpError } from '../http/http-error.ts';
import { insideServiceArea } from './delivery-quote.ts';
import type { Point } from './geo.ts';
import type { Store } from './store-queries.ts';

/**
 * USER_OUT_OF_RANGE unless one of `stores` delivers to `point`: the service's own store when the
 * request names one, else any store of the brand. The menu's only question about service areas.
 */
export function assertDeliversTo(stores: readonly Store[], point: Point): void {
  const served = stores.some(
    (store) =>
      store.services.some((service) => service.serviceType === 'delivery') && insideServiceArea(store, point),
  );
  // Spec §8: the client tells this error apart by its detail.
  if (!served) throw new HttpError(422, 'USER_OUT_OF_RANGE', 'USER_OUT_OF_RANGE');
}
