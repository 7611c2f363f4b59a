import type { Queryable } from '../db/db.ts';
import { insertRows } from '../db/insert-rows.ts';
import { demoBrand } from './brand.ts';
import { openBills } from './open-bills.ts';
import { seedIds } from './seed-ids.ts';

export async function writeOpenBills(tx: Queryable): Promise<void> {
  const brand = demoBrand.slug;
  for (const bill of openBills) {
    const [session] = await tx.query<{ id: string }>(
      `insert into table_sessions (table_id, status, opened_at) values ($1, 'OPEN', now() - interval '50 minutes')
       returning id`,
      [seedIds.table(brand, bill.store, bill.table)],
    );
    const [created] = await tx.query<{ id: string }>(
      `insert into bills (table_session_id, status) values ($1, 'OPEN') returning id`,
      [session?.id],
    );
    const itemIds = bill.items.map(([slug]) => seedIds.item(brand, slug));
    const prices = await tx.query<{ id: string; price_cents: number }>(
      'select id, price_cents from items where id = any($1::uuid[])',
      [itemIds],
    );
    await insertRows(
      tx,
      'bill_items',
      bill.items.map(([slug, quantity], index) => {
        const id = seedIds.item(brand, slug);
        return {
          bill_id: created?.id,
          item_id: id,
          quantity,
          unit_price_cents: prices.find((price) => price.id === id)?.price_cents,
          // Brought to the table a few minutes apart, in the order listed: the bill lists them so.
          ordered_at: new Date(Date.now() - (45 - index * 5) * 60_000).toISOString(),
        };
      }),
    );
  }
}
