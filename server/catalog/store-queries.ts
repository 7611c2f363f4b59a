import type { OpeningHours, Restaurant, Service } from '../../contract/schemas/catalog.ts';
import type { Db } from '../db/db.ts';
import { notFound } from '../http/http-error.ts';

export interface Store extends Omit<Restaurant, 'services'> {
  service_radius_m: number;
  delivery_fee_cents: number;
  delivery_fee_per_km_cents: number;
  prep_minutes: number;
  services: Service[];
  hours: OpeningHours[];
}

export function loadStores(db: Db, brandId: string): Promise<Store[]> {
  return db.query<Store>(
    `select s.id, s.merchant_id, s.code, s.name, s.address, s.latitude, s.longitude, s.service_radius_m,
       s.delivery_fee_cents, s.delivery_fee_per_km_cents, s.prep_minutes,
       coalesce((select json_agg(json_build_object('id', v.id, 'serviceType', v.service_type, 'status', v.status)
                                 order by v.service_type)
                 from store_services v where v.store_id = s.id), '[]') as services,
       coalesce((select json_agg(json_build_object('weekday', h.weekday, 'startTime', to_char(h.start_time, 'HH24:MI'),
                                                   'endTime', to_char(h.end_time, 'HH24:MI')) order by h.weekday)
                 from store_hours h where h.store_id = s.id), '[]') as hours
     from stores s where s.brand_id = $1 order by s.code`,
    [brandId],
  );
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

/** The store and service a `service-id` names; an unknown id is a 404 ("service not found"). */
export async function findService(db: Db, brandId: string, serviceId: string) {
  for (const store of await loadStores(db, brandId)) {
    const service = store.services.find((candidate) => candidate.id === serviceId);
    if (service) return { store, service };
  }
  throw notFound('service');
}
