import { type ServiceType, serviceType } from '../../contract/schemas/catalog.ts';
import { parseServiceArea } from '../catalog/polygon.ts';
import type { Queryable } from '../db/db.ts';
import { insertRows } from '../db/insert-rows.ts';
import { demoAnalytics, demoBrand, demoCompany } from './brand.ts';
import { seedIds } from './seed-ids.ts';
import { demoStores, type SeedStore } from './stores.ts';

const serviceTypes = serviceType.options;

export async function writeBrandAndStores(tx: Queryable): Promise<void> {
  const brand = demoBrand.slug;
  const companyId = seedIds.company(demoCompany.slug);
  await insertRows(tx, 'companies', [{ id: companyId, ...demoCompany }]);
  await insertRows(tx, 'brands', [{ id: seedIds.brand(brand), company_id: companyId, ...demoBrand }]);
  await insertRows(tx, 'brand_analytics', [{ brand_id: seedIds.brand(brand), ...demoAnalytics }]);
  await insertRows(
    tx,
    'stores',
    demoStores.map((store) => ({
      id: seedIds.store(brand, store.code),
      brand_id: seedIds.brand(brand),
      code: store.code,
      merchant_id: seedIds.merchant(brand, store.code),
      name: store.name,
      address: store.address,
      latitude: store.latitude,
      longitude: store.longitude,
      prep_minutes: store.prepMinutes,
    })),
  );
  await insertRows(
    tx,
    'store_service_areas',
    demoStores.flatMap((store) =>
      store.areas.map((rings) => {
        parseServiceArea(rings); // a degenerate ring stops the seed here rather than serving nobody
        return { store_id: seedIds.store(brand, store.code), rings };
      }),
    ),
  );
  await insertRows(
    tx,
    'store_delivery_bands',
    demoStores.flatMap((store) =>
      store.bands.map(([upToM, feeCents, rideMinutes]) => ({
        store_id: seedIds.store(brand, store.code),
        up_to_m: upToM,
        fee_cents: feeCents,
        ride_minutes: rideMinutes,
      })),
    ),
  );
  await insertRows(
    tx,
    'store_closed_days',
    demoStores.flatMap((store) =>
      store.closedDays.map(([day, reason]) => ({ store_id: seedIds.store(brand, store.code), day, reason })),
    ),
  );
  await insertRows(
    tx,
    'store_services',
    demoStores.flatMap((store) =>
      serviceTypes.map((type) => ({
        id: seedIds.service(brand, store.code, type),
        store_id: seedIds.store(brand, store.code),
        service_type: type,
        status: 'AVAILABLE',
      })),
    ),
  );
  await insertRows(
    tx,
    'store_hours',
    demoStores.flatMap((store) => {
      const spans = (serviceType: ServiceType | null, hours: SeedStore['hours']) =>
        hours.map(([weekday, start, end]) => ({
          store_id: seedIds.store(brand, store.code),
          service_type: serviceType,
          weekday,
          start_time: start,
          end_time: end,
        }));
      return [
        ...spans(null, store.hours),
        ...serviceTypes.flatMap((type) => spans(type, store.serviceHours[type] ?? [])),
      ];
    }),
  );
  await insertRows(
    tx,
    'dining_tables',
    demoStores.flatMap(({ code, tables }) =>
      tables.seats.map((seats, index) => ({
        id: seedIds.table(brand, code, String(index + 1)),
        store_id: seedIds.store(brand, code),
        code: String(index + 1),
        seats,
        indoor: index < tables.seats.length - tables.outdoor,
      })),
    ),
  );
}
