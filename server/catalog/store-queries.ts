import type { Restaurant, Service, ServiceType } from '../../contract/schemas/catalog.ts';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/http-error.ts';
import { log } from '../ops/log.ts';
import type { Span } from './opening-hours.ts';
import { InvalidAreaError, parseServiceArea, type ServiceArea } from './polygon.ts';

/** Delivery price and ride time up to a straight-line distance from the store. */
export interface DeliveryBand {
  up_to_m: number;
  fee_cents: number;
  ride_minutes: number;
}

/** An opening span of the store itself (`serviceType` null) or of one of its services. */
export interface StoreSpan extends Span {
  serviceType: ServiceType | null;
}

export interface Store {
  id: string;
  merchant_id: string;
  code: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  prep_minutes: number;
  /** With the status the store set (a switched-off service is UNAVAILABLE whatever the hour). */
  services: Service[];
  hours: StoreSpan[];
  /** `YYYY-MM-DD` days the store does not open. */
  closedDays: string[];
  areas: ServiceArea[];
  bands: DeliveryBand[];
}

interface StoreRow extends Omit<Store, 'areas'> {
  areas: unknown[];
}

/** A stored area that is not a proper polygon serves nobody: said in the log, the rest still served. */
function validAreas(row: StoreRow): ServiceArea[] {
  return row.areas.flatMap((rings) => {
    try {
      return [parseServiceArea(rings)];
    } catch (error) {
      if (!(error instanceof InvalidAreaError)) throw error;
      log.warn({ store: row.code, err: error }, 'a delivery area is ignored');
      return [];
    }
  });
}

export async function loadStores(db: Queryable, brandId: string): Promise<Store[]> {
  const rows = await db.query<StoreRow>(
    `select s.id, s.merchant_id, s.code, s.name, s.address, s.latitude, s.longitude, s.prep_minutes,
       coalesce((select json_agg(json_build_object('id', v.id, 'serviceType', v.service_type, 'status', v.status)
                                 order by v.service_type)
                 from store_services v where v.store_id = s.id), '[]') as services,
       coalesce((select json_agg(json_build_object('serviceType', h.service_type, 'weekday', h.weekday,
                                                   'startTime', to_char(h.start_time, 'HH24:MI'),
                                                   'endTime', to_char(h.end_time, 'HH24:MI'))
                                 order by h.weekday, h.start_time, h.service_type nulls first)
                 from store_hours h where h.store_id = s.id), '[]') as hours,
       coalesce((select json_agg(to_char(d.day, 'YYYY-MM-DD') order by d.day)
                 from store_closed_days d where d.store_id = s.id), '[]') as "closedDays",
       coalesce((select json_agg(a.rings order by a.id) from store_service_areas a where a.store_id = s.id),
                '[]') as areas,
       coalesce((select json_agg(json_build_object('up_to_m', b.up_to_m, 'fee_cents', b.fee_cents,
                                                   'ride_minutes', b.ride_minutes) order by b.up_to_m)
                 from store_delivery_bands b where b.store_id = s.id), '[]') as bands
     from stores s where s.brand_id = $1 order by s.code`,
    [brandId],
  );
  return rows.map((row) => ({ ...row, areas: validAreas(row) }));
}

export function toRestaurant({
  id,
  merchant_id,
  code,
  name,
  address,
  latitude,
  longitude,
  services,
}: Store): Restaurant {
  return { id, merchant_id, code, name, address, latitude, longitude, services };
}

/** The store and service a `service-id` names among a brand's stores; an unknown id is a 404 ("service not found"). */
export function serviceIn(stores: readonly Store[], serviceId: string) {
  for (const store of stores) {
    const service = store.services.find((candidate) => candidate.id === serviceId);
    if (service) return { store, service };
  }
  throw notFound('service');
}

/** The store and service a `service-id` names, read from the database. */
export async function findService(db: Queryable, brandId: string, serviceId: string) {
  return serviceIn(await loadStores(db, brandId), serviceId);
}
