import type { Db, Queryable } from '../db/db.ts';
import { wipe } from '../db/wipe.ts';
import { writeDemoTableKeys } from './demo-table-keys.ts';
import { writeContent } from './write-content.ts';
import { writeCustomers, writeGeocodePlaces } from './write-customers.ts';
import { writeMenu } from './write-menu.ts';
import { writeOpenBills } from './write-open-bills.ts';
import { writePromotions } from './write-promotions.ts';
import { writeBrandAndStores } from './write-stores.ts';

async function seed(tx: Queryable): Promise<void> {
  await writeBrandAndStores(tx);
  await writeDemoTableKeys(tx);
  await writeMenu(tx);
  await writeContent(tx);
  await writeOpenBills(tx);
  await writeCustomers(tx);
  await writeGeocodePlaces(tx);
  await writePromotions(tx);
}

/** Fills a fresh database with the demo brand; of one that already has data, only gives demo tables their keys. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ count: number }>('select count(*)::int as count from brands');
  if (row?.count) {
    await writeDemoTableKeys(db);
    return false;
  }
  await db.transaction(seed);
  return true;
}

/** Wipes every table (outbox included) and writes the demo data again. */
export async function resetDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await wipe(tx);
    await seed(tx);
  });
}
