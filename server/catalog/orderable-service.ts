import type { Db } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { serviceState } from './availability.ts';
import type { Point } from './geo.ts';
import { findService } from './store-queries.ts';

/**
 * The store and service a `service-id` names when a customer (at `point`, for delivery) can order
 * from it at `at`; otherwise the 412 of spec §8 whose code is the reason the unavailable-service
 * modal shows (STORE_CLOSED, OUT_OF_AREA, OUT_OF_HOURS, UNAVAILABLE_TODAY), with the next opening
 * and today's hours. An unknown service is a 404.
 */
export async function orderableService(db: Db, brandId: string, serviceId: string, at: Date, point?: Point) {
  const { store, service } = await findService(db, brandId, serviceId);
  const state = serviceState(store, service, at, point);
  if (state.unavailable) {
    const { reason, next_opening, today_hours } = state.unavailable;
    throw new HttpError(412, 'service unavailable', reason, { next_opening, today_hours });
  }
  return { store, service: state };
}
