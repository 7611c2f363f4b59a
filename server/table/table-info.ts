import type { Locale } from '../../contract/locales.ts';
import type { TableInfo } from '../../contract/schemas/table.ts';
import { banners } from '../cms/home-routes.ts';
import type { Db } from '../db/db.ts';
import type { KeyCreation } from './key-creation.ts';
import { openSessionOf } from './sessions.ts';
import { tableKeyHash } from './table-keys.ts';

/** A table as its QR link names it (the query of `GET …/table/info`). */
export interface TableAsked {
  storeCode: string;
  tableId: string;
  key: string;
}

/**
 * What a table's QR link answers: the open session to join, or a key to open one; undefined for a
 * wrong or replaced key. `GET …/table/info` answers it, and the link's own page carries it
 * (server/spa/spa-routes.ts).
 */
export async function tableInfoOf(
  db: Db,
  keys: KeyCreation,
  sessionTtlSeconds: number,
  { brandId, locale }: { brandId: string; locale: Locale },
  { storeCode, tableId, key }: TableAsked,
): Promise<TableInfo | undefined> {
  const [table] = await db.query<{
    id: string;
    code: string;
    seats: number;
    indoor: boolean;
    store_id: string;
    store_code: string;
    store_name: string;
    address: string;
  }>(
    `select t.id, t.code, t.seats, t.indoor, st.id as store_id, st.code as store_code, st.name as store_name,
       st.address
     from dining_tables t join stores st on st.id = t.store_id
     where st.brand_id = $1 and st.code = $2 and t.code = $3 and t.qr_key_hash = $4`,
    [brandId, storeCode, tableId, tableKeyHash(key)],
  );
  if (!table) return undefined;
  const open = await openSessionOf(db, table.id, sessionTtlSeconds);
  return {
    store: { id: table.store_id, code: table.store_code, name: table.store_name, address: table.address },
    table: { id: table.id, code: table.code, seats: table.seats, indoor: table.indoor },
    ...(open ? { session_id: open.id } : { key_creation: await keys.sign(table.id) }),
    banners: await banners(db, { brandId, locale, includeUnavailable: true }),
    status: open ? 'OCCUPIED' : 'FREE',
    indoor: table.indoor,
  };
}
