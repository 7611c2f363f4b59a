import type { Service, UnavailableReason } from '../../contract/schemas/catalog.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { serviceState } from './availability.ts';
import type { Point } from './geo.ts';
import { findService, type Store } from './store-queries.ts';

const details: Record<UnavailableReason, string> = {
  STORE_CLOSED: 'the store is closed',
  UNAVAILABLE_TODAY: 'the service is not available today',
  OUT_OF_HOURS: 'outside the service hours',
  OUT_OF_AREA: 'the address is outside the service area',
};

/**
 * The one rule for "can this service take an order now": `serviceState` at `at` for a customer at
 * `point` (see there; `null` is a delivery with no address). When it cannot, the 412 of spec §8 whose
 * code is the reason the unavailable-service modal shows (STORE_CLOSED, OUT_OF_AREA, OUT_OF_HOURS,
 * UNAVAILABLE_TODAY), with the service's type, its next opening, its and the store's hours today;
 * otherwise the service as it is now.
 */
export function requireOrderable(store: Store, service: Service, at: Date, point?: Point | null): Service {
  const state = serviceState(store, service, at, point);
  if (state.unavailable) {
    const { reason, ...when } = state.unavailable;
    throw new HttpError(412, details[reason], reason, when);
  }
  return state;
}

/** The store and service a `service-id` names when it can take the order (`requireOrderable`); an unknown one is a 404. */
export async function orderableService(
  db: Db,
  brandId: string,
  serviceId: string,
  at: Date,
  point?: Point | null,
) {
  const { store, service } = await findService(db, brandId, serviceId);
  return { store, service: requireOrderable(store, service, at, point) };
}
