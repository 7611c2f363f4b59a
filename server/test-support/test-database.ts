import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db.ts';
import { openDb } from '../db/open-db.ts';
import { openPgDb } from '../db/pg-db.ts';

/**
 * A fresh, empty database for one test app: PGlite in memory, or with `TEST_DATABASE_URL` a schema
 * of its own on that PostgreSQL server (which runs queries at once, where PGlite runs one at a time:
 * only there can a missing row lock show), dropped on close.
 */
export async function openTestDatabase(url = process.env.TEST_DATABASE_URL): Promise<Db> {
  if (!url) return openDb({ dataDir: 'memory://' });
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${schema}`);
  const db = openPgDb(url, { schema });
  return {
    ...db,
    async close() {
      await db.close();
      await admin(`drop schema ${schema} cascade`);
    },
  };
}
