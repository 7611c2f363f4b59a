import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import * as z from 'zod/mini';
import { type AppOptions, createApp } from '../app.ts';
import { catalogCache } from '../catalog/catalog-cache.ts';
import { sharedClock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { sandboxProvider } from '../payments/sandbox-provider.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import {
  openPaymentSandbox,
  type PaymentSandbox,
  type SandboxSettings,
  sandboxKeys,
} from './payment-sandbox.ts';
import { openTestDatabase } from './test-database.ts';

/** The seeded demo brand, as the SPA's client is configured for it. */
export const demoBrand = { company: 'brasa', brand: 'brasa-grill' };
export const brandHeaders = { 'x-api-company': demoBrand.company, 'x-api-brand': demoBrand.brand };

type TestAppOptions = Pick<
  AppOptions,
  'auth' | 'table' | 'trustProxy' | 'metricsToken' | 'reconcileAfterSeconds'
> & {
  /** The sandbox payment provider's behaviour for this suite. */
  psp?: SandboxSettings;
  /** How long the API waits for the provider's answer (`ProviderSettings.timeoutMs`). */
  providerTimeoutMs?: number;
};

/** The operators' token of every test app's `/metrics` (none of the callers of a suite holds it). */
export const testMetricsToken = 'test-metrics-token';

/** Catalog reads a test app keeps: enough for every read of a suite, so that they come from the cache. */
const catalogKept = 1_000;

/**
 * An HTTP listener on a free port for an app made later: the sandbox provider needs the API's
 * address for its webhooks before the API can be given the provider's. It can go down and come back
 * on the same port, as a restarted API does.
 */
async function listener() {
  let handle: (request: Request) => Response | Promise<Response> = () => new Response(null, { status: 503 });
  const listen = (port: number) =>
    new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: (request) => handle(request), port }, () => resolve(started));
      if ('keepAliveTimeout' in started) {
        started.keepAliveTimeout = 65_000;
        started.headersTimeout = 66_000;
      }
    });
  let server: ReturnType<typeof serve> | undefined = await listen(0);
  const port = (server.address() as AddressInfo).port;
  const close = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      if ('closeAllConnections' in server) server.closeAllConnections();
      server = undefined;
    });
  return {
    url: `http://localhost:${port}`,
    serve(fetch: typeof handle) {
      handle = fetch;
    },
    /** Nothing answers on the port: connections are refused. */
    down: close,
    async up() {
      server ??= await listen(port);
    },
    close,
  };
}

/**
 * One API process in-process over `db`, with its own business clock and catalog cache (both kept
 * true by `db`), and the payment provider `psp` (the sandbox, over HTTP).
 */
async function appOn(db: Db, psp: PaymentSandbox, options: TestAppOptions) {
  const clock = await sharedClock(db);
  const catalog = await catalogCache(db, catalogKept);
  const { psp: _sandbox, providerTimeoutMs, ...appOptions } = options;
  const provider = sandboxProvider({ url: psp.url, ...sandboxKeys, timeoutMs: providerTimeoutMs });
  const { app, faults, docs, sweep } = createApp({
    db,
    clock,
    catalog,
    devTools: true,
    metricsToken: testMetricsToken,
    provider,
    ...appOptions,
  });
  const stop = async () => {
    await clock.stop();
    await catalog.stop();
  };

  const request = (path: string, init: RequestInit = {}) =>
    app.request(path, { ...init, headers: { ...brandHeaders, ...init.headers } });

  /** GETs `path` expecting 200 and parses the body with the contract schema. */
  async function getParsed<S extends z.ZodMiniType>(
    schema: S,
    path: string,
    headers: Record<string, string> = {},
  ) {
    const response = await request(path, { headers });
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return z.parse(schema, await response.json());
  }

  return {
    app,
    db,
    faults,
    clock,
    catalog,
    stop,
    /** The sandbox provider: tokenize test cards, pay PIX at its bank, wait for its webhooks. */
    psp,
    /** The API's adapter of it. */
    provider,
    /** What the API router registered: every endpoint with its request and response schemas. */
    docs,
    /** What the server runs on a schedule: lapsed holds, idle sessions and PIX charges written down. */
    sweep,
    request,
    getParsed,
    reset: () => app.request('/api/dev/reset', { method: 'POST' }),
  };
}

/**
 * The app in-process over a fresh database (`openTestDatabase`: PGlite ~4 s, or a PostgreSQL schema
 * with `TEST_DATABASE_URL`; share one per test file).
 */
export async function openTestApp(options: TestAppOptions = {}) {
  const db = await openTestDatabase();
  await migrate(db);
  await seedIfEmpty(db);
  const http = await listener();
  const psp = await openPaymentSandbox(http.url, options.psp);
  const node = await appOn(db, psp, options);
  http.serve(node.app.fetch);
  return {
    ...node,
    /** The API's HTTP port, which can go down (connections refused) and come back. */
    http: { down: http.down, up: http.up },
    async close() {
      await psp.close();
      await http.close();
      await node.stop();
      await db.close();
    },
  };
}

/**
 * A second API process on the database of `t`, as another node of a deployment (the same provider
 * account, whose webhooks reach the first); closed before `t`.
 */
export async function openSecondApp(t: TestApp, options: TestAppOptions = {}) {
  const node = await appOn(t.db, t.psp, options);
  return { ...node, http: t.http, close: node.stop };
}

export type TestApp = Awaited<ReturnType<typeof openTestApp>>;
