import { hashPassword } from '../crm/passwords.ts';
import type { Queryable } from '../db/db.ts';
import { insertRows } from '../db/insert-rows.ts';
import { demoBrand } from './brand.ts';
import { demoCustomer } from './customers.ts';
import { geocodePlaces } from './geocode-places.ts';
import { seedIds } from './seed-ids.ts';

export async function writeCustomers(tx: Queryable): Promise<void> {
  const brand = demoBrand.slug;
  const { addresses, password, ...customer } = demoCustomer;
  const userId = seedIds.user(brand, customer.email);
  await insertRows(tx, 'users', [
    {
      id: userId,
      brand_id: seedIds.brand(brand),
      ...customer,
      password_hash: await hashPassword(password),
      accepted_terms_at: new Date('2024-03-02T14:00:00Z'),
      accepted_notifications: true,
    },
  ]);
  await insertRows(
    tx,
    'addresses',
    addresses.map(({ label, ...address }) => ({
      id: seedIds.address(brand, customer.email, label),
      user_id: userId,
      ...address,
    })),
  );
}

export function writeGeocodePlaces(tx: Queryable): Promise<void> {
  return insertRows(tx, 'geocode_places', geocodePlaces);
}
