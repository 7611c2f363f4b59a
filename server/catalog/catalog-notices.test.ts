import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemsPage, stores } from '../../contract/schemas/catalog.ts';
import type { Db } from '../db/db.ts';
import { seedIds } from '../seed/seed-ids.ts';
import { lunchTime, setClock } from '../test-support/ordering.ts';
import { demoBrand, openSecondApp, openTestApp, type TestApp } from '../test-support/test-app.ts';
import { itemOptions } from './item-options.ts';
import { categorySummaries, findItem, menuItems } from './menu-queries.ts';
import { loadStores } from './store-queries.ts';

// Two API processes on one database (a PostgreSQL schema with TEST_DATABASE_URL, else PGlite).
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await openTestApp();
  second = await openSecondApp(first);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const centroStore = seedIds.store(demoBrand.brand, 'centro');
const centroDelivery = seedIds.service(demoBrand.brand, 'centro', 'delivery');
const picanha = seedIds.item(demoBrand.brand, 'picanha-na-brasa');
const menuPage = `/api/catalog/v1/items?service-id=${centroDelivery}&limit=50`;
const lookup = '/api/catalog/v1/stores?latitude=-23.5477&longitude=-46.6343';

const triggeredTables = async (db: Db) =>
  (
    await db.query<{ name: string }>(
      `select distinct c.relname::text as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
       where g.tgname = 'catalog_changed' and c.relnamespace = current_schema()::regnamespace`,
    )
  ).map((row) => row.name);

describe('the catalog a process keeps', () => {
  it('is announced changed by every table the catalog reads', async () => {
    const read: string[] = [];
    const recording: Db = {
      ...first.db,
      query: (sql, params) => {
        read.push(sql);
        return first.db.query(sql, params);
      },
    };
    const [brand] = await first.db.query<{ id: string }>('select id from brands where slug = $1', [
      demoBrand.brand,
    ]);
    const scope = {
      brandId: brand?.id ?? '',
      locale: 'pt-BR' as const,
      includeUnavailable: true,
      storeId: centroStore,
    };
    await loadStores(recording, scope.brandId);
    await categorySummaries(recording, scope);
    await menuItems(recording, { ...scope, search: 'picanha' }, { limit: 10, offset: 0 });
    await findItem(recording, scope, picanha);
    await itemOptions(recording, picanha, scope.locale);
    const tables = new Set(
      (
        await first.db.query<{ name: string }>(
          `select table_name::text as name from information_schema.tables where table_schema = current_schema()`,
        )
      ).map((row) => row.name),
    );
    const named = read.flatMap((sql) =>
      [...sql.matchAll(/\b(?:from|join)\s+([a-z_]+)/g)].map((match) => match[1]),
    );
    const readTables = [...new Set(named)].filter((name) => name !== undefined && tables.has(name)).sort();
    expect(readTables).toEqual(
      expect.arrayContaining(['items', 'store_disabled_items', 'store_hours', 'stores']),
    );
    expect((await triggeredTables(first.db)).sort()).toEqual(expect.arrayContaining(readTables));
  });

  it('hears of a change by any statement on those tables once it commits', async () => {
    let notices = 0;
    const stop = await first.db.listen('catalog_changed', () => {
      notices += 1;
    });
    try {
      for (const table of await triggeredTables(first.db)) {
        const before = notices;
        // A statement-level trigger: even a statement that changes no row announces.
        await first.db.transaction((tx) => tx.query(`delete from ${table} where false`));
        await expect.poll(() => notices, { message: table }).toBeGreaterThan(before);
      }
    } finally {
      await stop();
    }
  });

  it('answers alike in two processes: a change is in both processes’ next reads', async () => {
    const statusIn = async (node: TestApp) =>
      (await node.getParsed(itemsPage, menuPage)).items.find((item) => item.id === picanha)?.status;
    const deliveryIn = async (node: TestApp) =>
      (await node.getParsed(stores, lookup)).restaurants
        .find((store) => store.id === centroStore)
        ?.services.find((service) => service.id === centroDelivery)?.unavailable?.reason;
    // A weekday lunch hour, when the centro store delivers: what the lookup says then is the store's doing.
    await setClock(first, lunchTime);
    await expect
      .poll(() => Math.abs(second.clock.now().getTime() - Date.parse(lunchTime)) < 60_000)
      .toBe(true);
    // Both have read (and keep) the menu page and the lookup before the change.
    expect([await statusIn(first), await statusIn(second)]).toEqual(['AVAILABLE', 'AVAILABLE']);
    expect([await deliveryIn(first), await deliveryIn(second)]).toEqual([undefined, undefined]);

    await first.db.query('insert into store_disabled_items (store_id, item_id) values ($1, $2)', [
      centroStore,
      picanha,
    ]);
    await first.db.query(`update store_services set status = 'UNAVAILABLE' where id = $1`, [centroDelivery]);
    try {
      for (const node of [first, second]) {
        await expect.poll(() => statusIn(node)).toBe('UNAVAILABLE');
        await expect.poll(() => deliveryIn(node)).toBe('UNAVAILABLE_TODAY');
      }
      expect(await (await second.request(menuPage)).text()).toBe(
        await (await first.request(menuPage)).text(),
      );
    } finally {
      await first.db.query('delete from store_disabled_items where store_id = $1 and item_id = $2', [
        centroStore,
        picanha,
      ]);
      await first.db.query(`update store_services set status = 'AVAILABLE' where id = $1`, [centroDelivery]);
    }
    for (const node of [first, second]) await expect.poll(() => statusIn(node)).toBe('AVAILABLE');
    await setClock(first, null);
  });
});
