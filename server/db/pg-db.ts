import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable } from './db.ts';

const names = new Map<string, string>();

/**
 * Every query runs as a prepared statement named after its text: each connection plans it once
 * (planning a short query costs more than running it). The texts are the code's own, so few.
 */
function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `q${createHash('sha1').update(sql).digest('base64url')}`;
    names.set(sql, name);
  }
  return name;
}

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query({ name: statementName(sql), text: sql, values: [...params] });
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
  /** Connections kept open; default `DATABASE_POOL_SIZE` or 10. */
  poolSize?: number;
}

/** A real PostgreSQL server, for running past one machine. */
export function openPgDb(
  connectionString: string,
  { schema, poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10) }: PgOptions = {},
): Db {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
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
