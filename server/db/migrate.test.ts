import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDemo, seedIfEmpty } from '../seed/seed.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openDb } from './open-db.ts';
import { wipe } from './wipe.ts';

let db: Db;
const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n ${sql}`, params))[0]?.n;

beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
});
afterAll(() => db.close());

describe('migrations', () => {
  it('applies every migration once and nothing on a second run', async () => {
    const first = await migrate(db);
    expect(first.length).toBeGreaterThanOrEqual(5);
    expect(first).toEqual([...first].sort());
    expect(await migrate(db)).toEqual([]);
    expect(await count('from schema_migrations')).toBe(first.length);
  });
});

describe('demo seed', () => {
  beforeAll(async () => {
    await migrate(db);
    expect(await seedIfEmpty(db)).toBe(true);
  });

  it('does not seed a database that already has data', async () => {
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await count('from brands')).toBe(1);
  });

  it('has a brasa-grill brand with two stores offering delivery and takeout', async () => {
    expect(await count("from brands where slug = 'brasa-grill'")).toBe(1);
    expect(await count('from stores')).toBe(2);
    expect(await count("from store_services where status = 'AVAILABLE'")).toBe(4);
    expect(await count('from store_hours where service_type is null')).toBe(24);
    expect(await count('from store_service_areas')).toBe(2);
  });

  it('has a menu of at least 8 categories and 60 items, some unavailable', async () => {
    expect(await count('from categories')).toBeGreaterThanOrEqual(8);
    expect(await count('from items')).toBeGreaterThanOrEqual(60);
    expect(await count("from items where status = 'UNAVAILABLE'")).toBeGreaterThanOrEqual(3);
    expect(await count('from items where original_price_cents is not null')).toBeGreaterThan(0);
  });

  it('has option groups: a required single choice and optional extras', async () => {
    expect(await count('from option_groups where min_permitted = 1 and max_permitted = 1')).toBeGreaterThan(
      0,
    );
    expect(await count('from option_groups where min_permitted = 0 and max_permitted = 3')).toBeGreaterThan(
      0,
    );
    expect(await count("from option_groups where status = 'UNAVAILABLE'")).toBeGreaterThan(0);
    expect(await count('from item_option_groups')).toBeGreaterThan(60);
  });

  it('has tables 1–12 at centro, with open bills on tables 7 and 9', async () => {
    const tables = await db.query<{ code: string }>(
      "select t.code from dining_tables t join stores s on s.id = t.store_id where s.code = 'centro'",
    );
    expect(tables.map((t) => Number(t.code)).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    const open = await db.query<{ code: string; lines: number; total: number }>(
      `select t.code, count(*)::int as lines, sum(bi.quantity * bi.unit_price_cents)::int as total
       from bills b join table_sessions ts on ts.id = b.table_session_id join dining_tables t on t.id = ts.table_id
       join bill_items bi on bi.bill_id = b.id where b.status = 'OPEN' group by t.code order by t.code`,
    );
    expect(open.map((bill) => bill.code)).toEqual(['7', '9']);
    for (const bill of open) {
      expect(bill.lines).toBeGreaterThanOrEqual(3);
      expect(bill.total).toBeGreaterThan(0);
    }
  });

  it('reset wipes added rows and keeps the demo ids', async () => {
    const [before] = await db.query<{ id: string }>("select id from items where slug = 'picanha-na-brasa'");
    await db.query(
      "insert into outbox (channel, recipient, subject, body) values ('sms', '+5511999990000', 'x', 'y')",
    );
    await resetDemo(db);
    expect(await count('from outbox')).toBe(0);
    expect(await db.query("select id from items where slug = 'picanha-na-brasa'")).toEqual([before]);
  });

  it('a wipe names tables that refer to each other in a cycle, and leaves the data as it was', async () => {
    const items = await count('from items');
    await expect(
      db.transaction(async (tx) => {
        await tx.exec(`create table wipe_a (id int primary key, b_id int);
          create table wipe_b (id int primary key, a_id int references wipe_a);
          alter table wipe_a add foreign key (b_id) references wipe_b;`);
        await wipe(tx);
      }),
    ).rejects.toThrow(/cycle through wipe_/);
    expect(await count('from items')).toBe(items);
  });
});
