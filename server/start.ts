import { ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { catalogCache } from './catalog/catalog-cache.ts';
import { sharedClock } from './clock.ts';
import type { AuthOptions } from './crm/auth-config.ts';
import { DatabaseUnavailable } from './db/database-unavailable.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import { lingerBeforeClosing } from './http/lingering-close.ts';
import { connectionLimits, guardConnections } from './http/slow-clients.ts';
import { log } from './ops/log.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { demoTableKey } from './seed/demo-table-keys.ts';
import { resetDemo, seedIfEmpty } from './seed/seed.ts';
import type { TableOptions } from './table/table-config.ts';

/** The demo table's QR link (centro, table 7, a running bill: server/seed/open-bills.ts) with its key. */
export const DEMO_TABLE_PATH = `/table-payment?store_id=centro&table_id=7&key=${demoTableKey('centro', '7')}`;

export interface StartOptions {
  /** 0 picks a free port. Default 3000. */
  port?: number;
  /** An open database (a test's), closed with the server; otherwise `dataDir` or `DATABASE_URL`. */
  db?: Db;
  /** PGlite folder or `memory://`; default `.data/pglite`, or `DATABASE_URL` when that is set. */
  dataDir?: string;
  /** Wipe and reseed the demo data on start (a fresh database for a test run). */
  resetData?: boolean;
  /** Serve the built SPA (from `distDir`, default `dist`) with its history fallback. */
  serveSpa?: boolean;
  distDir?: string;
  log?: boolean;
  /** Default: `devToolsFromEnv()`. */
  devTools?: boolean;
  /** Default: from the environment (`ACCESS_TOKEN_TTL`, `JWT_SECRET`, `*_CLIENT_ID`, `*_JWKS_URL`). */
  auth?: AuthOptions;
  /** Default: from the environment (`TABLE_SESSION_TTL`, `PIX_EXPIRY_SECONDS`, …). */
  table?: TableOptions;
  /** Seconds between sweeps (lapsed holds, idle sessions, changes to push); default `SWEEP_SECONDS` or 15. */
  sweepSeconds?: number;
  /** Seconds a brand read is kept in the process; default `BRAND_CACHE_SECONDS` or 5. */
  brandCacheSeconds?: number;
  /** A certificate and its key (PEM): the server speaks HTTPS, HTTP/2 and HTTP/1.1 alike, as production does. */
  tls?: { cert: string; key: string };
  /** Catalog reads (stores, categories, menu pages) kept in the process; default `CATALOG_READS_KEPT` or 1,000. */
  catalogReadsKept?: number;
  /** The payment provider's adapter; default from the environment (`PSP_URL`, …). */
  provider?: PaymentProvider;
  /**
   * Connections one address may keep open; default `MAX_CONNECTIONS_PER_CLIENT`, or 64 (none behind
   * a proxy, `TRUST_PROXY=1`: every connection is the proxy's).
   */
  connectionsPerClient?: number;
  /** How long `close()` lets requests under way finish; default 10 s. */
  graceMs?: number;
}

const connectionsPerClientFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  Number(env.MAX_CONNECTIONS_PER_CLIENT ?? (env.TRUST_PROXY === '1' ? 0 : 64));

/**
 * Runs `sweep` every `seconds`, never two at once; a failed sweep is logged and the next one tries
 * again. Stopping aborts the one under way (its calls to the payment provider) and waits for it.
 */
function scheduleSweeps(sweep: (signal: AbortSignal) => Promise<unknown>, seconds: number) {
  let running: Promise<unknown> | undefined;
  const stopping = new AbortController();
  const timer = setInterval(() => {
    running ??= sweep(stopping.signal)
      .catch((error: unknown) =>
        error instanceof DatabaseUnavailable
          ? log.info('sweep skipped: the database is unavailable')
          : log.warn({ err: error }, 'sweep failed'),
      )
      .finally(() => {
        running = undefined;
      });
  }, seconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}

/**
 * Dev tools (outbox, faults, reset, clock) let anyone act as anyone: only when explicitly
 * enabled with `DEV_TOOLS=1`, and never when `NODE_ENV=production`.
 */
export function devToolsFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return (env.DEV_TOOLS === '1' || env.DEV_TOOLS === 'true') && env.NODE_ENV !== 'production';
}

export interface RunningServer {
  url: string;
  /**
   * Stops taking connections and requests (readiness answers 503), lets those under way finish for up
   * to `graceMs`, stops the sweeps and the listening connections, then closes the database.
   */
  close(): Promise<void>;
}

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const db = opts.db ?? (await openDb({ dataDir: opts.dataDir, databaseUrl: process.env.DATABASE_URL }));
  await migrate(db);
  const clock = await sharedClock(db);
  const catalog = await catalogCache(
    db,
    opts.catalogReadsKept ?? Number(process.env.CATALOG_READS_KEPT ?? 1_000),
  );
  if (opts.resetData) {
    await resetDemo(db);
    await clock.set(undefined);
  } else await seedIfEmpty(db);
  let draining = false;
  const { app, faults, sweep } = createApp({
    db,
    draining: () => draining,
    clock,
    catalog,
    devTools: opts.devTools ?? devToolsFromEnv(),
    spa: opts.serveSpa
      ? { distDir: opts.distDir ?? 'dist', brand: process.env.APP_BRAND ?? 'brasa-grill' }
      : undefined,
    log: opts.log,
    auth: opts.auth,
    table: opts.table,
    brandCacheSeconds: opts.brandCacheSeconds ?? Number(process.env.BRAND_CACHE_SECONDS ?? 5),
    provider: opts.provider,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve(
      opts.tls
        ? {
            fetch: app.fetch,
            port: opts.port ?? 3000,
            createServer: createSecureServer,
            serverOptions: { ...opts.tls, allowHTTP1: true },
          }
        : {
            fetch: app.fetch,
            port: opts.port ?? 3000,
            serverOptions: { connectionsCheckingInterval: connectionLimits.checkEveryMs },
          },
      () => resolve(started),
    );
  });
  // Node closes an idle keep-alive connection after 5 s, and a client that reuses it at that moment
  // gets ECONNRESET. Keep it open longer than clients leave one idle (60 s is the common proxy value).
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    guardConnections(server, opts.connectionsPerClient ?? connectionsPerClientFromEnv());
  }
  // A refused upload's client still sending its body gets the answer, not a reset.
  if (!opts.tls) server.on('connection', (socket: Socket) => lingerBeforeClosing(socket));
  // A TLS server closes once its connections end, and a browser keeps an idle one open.
  const connections = new Set<Socket>();
  server.on('secureConnection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  const inFlight = trackRequests(server);
  const sweeps = scheduleSweeps(sweep, opts.sweepSeconds ?? Number(process.env.SWEEP_SECONDS ?? 15));
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  const close = async () => {
    draining = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    faults.releaseHanging();
    const sweeping = sweeps.stop();
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    await inFlight.settled(opts.graceMs ?? 10_000);
    if ('closeAllConnections' in server) server.closeAllConnections();
    for (const socket of connections) socket.destroy();
    await closed;
    await sweeping;
    await clock.stop();
    await catalog.stop();
    await db.close();
  };
  return {
    url: `${opts.tls ? 'https' : 'http'}://localhost:${port}`,
    close() {
      closing ??= close();
      return closing;
    },
  };
}

/**
 * The requests under way; `settled(ms)` waits until none is, or `ms` pass. Once it was asked, each
 * answer not yet sent closes its connection instead of keeping it for another request.
 */
function trackRequests(server: {
  on(event: 'request', listener: (req: unknown, res: ServerResponse) => void): unknown;
}) {
  const underWay = new Set<ServerResponse>();
  let draining = false;
  let idle: (() => void) | undefined;
  // HTTP/2 has no Connection header: its session ends with the server.
  const closeAfter = (res: ServerResponse) => {
    if (res instanceof ServerResponse && !res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('request', (_req, res) => {
    underWay.add(res);
    if (draining) closeAfter(res);
    res.once('close', () => {
      underWay.delete(res);
      if (underWay.size === 0) idle?.();
    });
  });
  return {
    settled(ms: number): Promise<void> {
      draining = true;
      for (const res of underWay) closeAfter(res);
      if (underWay.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        idle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}
