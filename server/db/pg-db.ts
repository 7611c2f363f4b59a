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

/**
 * A connection of its own that LISTENs on `channel` (a pooled one would be handed to other queries).
 * Lost, it connects again after `retryMs` and calls `onNotify`: notices sent meanwhile were missed.
 */
function listener(connectionString: string, channel: string, onNotify: () => void, retryMs = 1_000) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const connect = async (again: boolean) => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (notice) => {
      if (notice.channel === channel) onNotify();
    });
    // Once listening, a lost connection is made again; before, the caller hears of the failure.
    next.on('error', () => {
      next.end().catch(() => {});
      if (client !== next) return;
      client = undefined;
      if (!stopped) retry ??= setTimeout(reconnect, retryMs);
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    if (again) onNotify();
  };
  const reconnect = () => {
    retry = undefined;
    if (stopped) return;
    connect(true).catch(() => {
      retry ??= setTimeout(reconnect, retryMs);
    });
  };
  return {
    start: () => connect(false),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end();
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
  const listeners = new Set<ReturnType<typeof listener>>();
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
    async listen(channel, onNotify) {
      const listening = listener(connectionString, channel, onNotify);
      await listening.start();
      listeners.add(listening);
      return async () => {
        listeners.delete(listening);
        await listening.stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((listening) => listening.stop()));
      await pool.end();
    },
  };
}
