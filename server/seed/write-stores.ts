import type { Queryable } from '../db/db.ts';
import { insertRows } from '../db/insert-rows.ts';
import { demoBrand, demoCompany } from './brand.ts';
import { seedIds } from './seed-ids.ts';
import { demoStores } from './stores.ts';

export async function writeBrandAndStores(tx: Queryable): Promise<void> {
  const brand = demoBrand.slug;
  const companyId = seedIds.company(demoCompany.slug);
  await insertRows(tx, 'companies', [{ id: companyId, ...demoCompany }]);
  await insertRows(tx, 'brands', [{ id: seedIds.brand(brand), company_id: companyId, ...demoBrand }]);
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
      service_radius_m: store.serviceRadiusM,
      delivery_fee_cents: store.deliveryFeeCents,
      delivery_fee_per_km_cents: store.deliveryFeePerKmCents,
      prep_minutes: store.prepMinutes,
    })),
  );
  await insertRows(
    tx,
    'store_services',
    demoStores.flatMap((store) =>
      ['delivery', 'takeout'].map((type) => ({
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
    demoStores.flatMap((store) =>
      store.hours.map(([weekday, start, end]) => ({
        store_id: seedIds.store(brand, store.code),
        weekday,
        start_time: start,
        end_time: end,
      })),
    ),
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
