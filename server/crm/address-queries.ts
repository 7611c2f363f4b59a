import type { Address } from '../../contract/schemas/address.ts';
import type { Queryable } from '../db/db.ts';

export const addressColumns = `id, postal_code, street, number, complement, reference_point, district, city,
  state, latitude, longitude, is_main`;

/** Main first, then newest. */
export function listAddresses(db: Queryable, userId: string): Promise<Address[]> {
  return db.query<Address>(
    `select ${addressColumns} from addresses where user_id = $1 order by is_main desc, created_at desc, id`,
    [userId],
  );
}
