import { createHash } from 'node:crypto';
import type { Queryable } from '../db/db.ts';
import { tableKeyHash, tableKeyOf } from '../table/table-keys.ts';
import { demoBrand } from './brand.ts';
import { seedIds } from './seed-ids.ts';
import { demoStores } from './stores.ts';

/**
 * The key on a demo table's QR link, derived from its name so that the demo link, README and tests
 * know it across resets. Anyone reading this code can derive it too: a real restaurant rotates every
 * table's key (POST /api/dev/tables/{store}/{table}/key) and prints the new QR codes.
 */
export function demoTableKey(store: string, table: string): string {
  return tableKeyOf(
    createHash('sha256').update(['table-key', demoBrand.slug, store, table].join('/')).digest(),
  );
}

/** Gives every demo table without a key its demo key (a database seeded before tables had keys too). */
export async function writeDemoTableKeys(tx: Queryable): Promise<void> {
  for (const store of demoStores) {
    for (const index of store.tables.seats.keys()) {
      const table = String(index + 1);
      await tx.query('update dining_tables set qr_key_hash = $2 where id = $1 and qr_key_hash is null', [
        seedIds.table(demoBrand.slug, store.code, table),
        tableKeyHash(demoTableKey(store.code, table)),
      ]);
    }
  }
}
