import { createHash } from 'node:crypto';
import pg from 'pg';
import { log } from '../ops/log.ts';
import { DatabaseUnavailable, isConnectionLost } from './database-unavailable.ts';
import type { Db, PoolStats, Queryable } from './db.ts';
import { ReconnectBackoff } from './reconnect-backoff.ts';

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

/** A lost connection's error as the 503 it is answered with; any other error as it is. */
const unavailableOr = (error: unknown) =>
  isConnectionLost(error) ? new DatabaseUnavailable(1, { cause: error }) : error;

/**
 * The queries of one checked-out connection; a query that finds the connection lost marks it
 * `broken`, so that it is closed instead of going back to the pool.
 */
function clientQueryable(client: pg.PoolClient, broken: (error: unknown) => void): Queryable {
  const run = async (query: pg.QueryConfig | string) => {
    try {
      return await client.query(query);
    } catch (error) {
      if (isConnectionLost(error)) broken(error);
      throw unavailableOr(error);
    }
  };
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await run({ name: statementName(sql), text: sql, values: [...params] });
      return result.rows as T[];
    },
    async exec(sql: string) {
      await run(sql);
    },
  };
}

/**
 * A connection of its own that LISTENs on `channel` (a pooled one would be handed to other queries).
 * Lost, it connects again after a wait doubling up to 10 s and calls `onNotify`: notices sent
 * meanwhile were missed.
 */
function listener(connectionString: string, channel: string, onNotify: () => void) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = 250;
  let stopped = false;
  const again = () => {
    if (stopped || retry) return;
    retry = setTimeout(reconnect, retryMs);
    retryMs = Math.min(retryMs * 2, 10_000);
  };
  const connect = async (reconnecting: boolean) => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (notice) => {
      if (notice.channel === channel) onNotify();
    });
    // Once listening, a lost connection is made again; before, the caller hears of the failure.
    next.on('error', (error) => {
      next.end().catch(() => {});
      if (client !== next) return;
      log.warn({ channel, err: error }, 'listening connection lost');
      client = undefined;
      again();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    retryMs = 250;
    if (reconnecting) onNotify();
  };
  const reconnect = () => {
    retry = undefined;
    if (stopped) return;
    connect(true).catch(again);
  };
  return {
    start: () => connect(false),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

export interface PgOptions {
  /** The schema tables are made and found in (a test's own), instead of the user's default. */
  schema?: string;
  /** Connections kept open; default `DATABASE_POOL_SIZE` or 10. */
  poolSize?: number;
}

/**
 * A real PostgreSQL server, for running past one machine. A connection the server ends (a restart,
 * a failover, `pg_terminate_backend`, a pooler closing idle ones) is dropped, never reused; while
 * connecting fails, requests are refused at once (`DatabaseUnavailable`) and one attempt at a time,
 * ever less often, looks for the server again.
 */
export function openPgDb(
  connectionString: string,
  { schema, poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10) }: PgOptions = {},
): Db {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection the server ended: the pool drops it and the next query opens another.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection lost'));
  const backoff = new ReconnectBackoff();
  const listeners = new Set<ReturnType<typeof listener>>();

  /** Runs `use` on a pooled connection, closed afterwards instead of pooled if it was lost. */
  async function withClient<T>(
    use: (q: Queryable, broken: (error: unknown) => void) => Promise<T>,
  ): Promise<T> {
    if (pool.ended) throw new Error('the database was closed');
    backoff.admit();
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      if (!backoff.down) log.warn({ err: error }, 'database unreachable');
      backoff.failed();
      throw new DatabaseUnavailable(1, { cause: error });
    }
    if (backoff.down) log.info('database reachable again');
    backoff.succeeded();
    let lost: Error | undefined;
    const broken = (error: unknown) => {
      lost ??= error instanceof Error ? error : new Error(String(error));
    };
    // Lost between two queries, the connection says so here rather than as an unhandled event.
    client.on('error', broken);
    try {
      return await use(clientQueryable(client, broken), broken);
    } finally {
      client.off('error', broken);
      client.release(lost);
    }
  }

  return {
    query: (sql, params) => withClient((q) => q.query(sql, params)),
    exec: (sql) => withClient((q) => q.exec(sql)),
    transaction: (fn) =>
      withClient(async (q, broken) => {
        await q.exec('BEGIN');
        try {
          const result = await fn(q);
          await q.exec('COMMIT');
          return result;
        } catch (error) {
          // A failed ROLLBACK leaves the connection in an unknown state: it is marked lost and closed.
          await q.exec('ROLLBACK').catch(broken);
          throw error;
        }
      }),
    async listen(channel, onNotify) {
      const listening = listener(connectionString, channel, onNotify);
      await listening.start();
      listeners.add(listening);
      return async () => {
        listeners.delete(listening);
        await listening.stop();
      };
    },
    poolStats: (): PoolStats => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      reachable: !backoff.down,
    }),
    async close() {
      await Promise.all([...listeners].map((listening) => listening.stop()));
      await pool.end();
    },
  };
}
