import pg from 'pg';
import type { Db, Queryable } from './db.ts';

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

export interface PgOptions {
  /** The schema tables are made and found in (a test's own), instead of the user's default. */
  schema?: string;
}

/** A real PostgreSQL server, for running past one machine. */
export function openPgDb(connectionString: string, { schema }: PgOptions = {}): Db {
  const pool = new pg.Pool({ connectionString, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  return {
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
