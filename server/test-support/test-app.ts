import * as z from 'zod/mini';
import { type AppOptions, createApp } from '../app.ts';
import { catalogCache } from '../catalog/catalog-cache.ts';
import { sharedClock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { openTestDatabase } from './test-database.ts';

/** The seeded demo brand, as the SPA's client is configured for it. */
export const demoBrand = { company: 'brasa', brand: 'brasa-grill' };
export const brandHeaders = { 'x-api-company': demoBrand.company, 'x-api-brand': demoBrand.brand };

type TestAppOptions = Pick<AppOptions, 'auth' | 'table' | 'trustProxy' | 'metricsToken'>;

/** The operators' token of every test app's `/metrics` (none of the callers of a suite holds it). */
export const testMetricsToken = 'test-metrics-token';

/** Catalog reads a test app keeps: enough for every read of a suite, so that they come from the cache. */
const catalogKept = 1_000;

/** One API process in-process over `db`, with its own business clock and catalog cache (both kept true by `db`). */
async function appOn(db: Db, options: TestAppOptions) {
  const clock = await sharedClock(db);
  const catalog = await catalogCache(db, catalogKept);
  const { app, faults, docs, sweep } = createApp({
    db,
    clock,
    catalog,
    devTools: true,
    metricsToken: testMetricsToken,
    ...options,
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
  const node = await appOn(db, options);
  return {
    ...node,
    async close() {
      await node.stop();
      await db.close();
    },
  };
}

/** A second API process on the database of `t`, as another node of a deployment; closed before `t`. */
export async function openSecondApp(t: TestApp, options: TestAppOptions = {}) {
  const node = await appOn(t.db, options);
  return { ...node, close: node.stop };
}

export type TestApp = Awaited<ReturnType<typeof openTestApp>>;
