import { timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { dbPool, dbReachable, registry } from './metrics.ts';

const sameSecret = (given: string, token: string) =>
  given.length === token.length && timingSafeEqual(Buffer.from(given), Buffer.from(token));

/**
 * `GET /metrics` for Prometheus, only with `Authorization: Bearer <METRICS_TOKEN>` (else 401), and
 * not at all without a token configured (404): what the service does is not the public's.
 */
export function metricsRoutes(app: Hono<AppEnv>, api: ApiRouter, db: Db, token: string | undefined): void {
  api.document({
    method: 'get',
    path: '/metrics',
    summary: 'Prometheus metrics, with the METRICS_TOKEN bearer; 404 without one configured',
    contentType: registry.contentType,
  });
  app.get('/metrics', async (c) => {
    if (!token) throw notFound('endpoint');
    const given = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1] ?? '';
    if (!sameSecret(given, token)) throw new HttpError(401, 'unauthorized');
    const pool = db.poolStats?.();
    if (pool) {
      dbPool.set({ state: 'in_use' }, pool.total - pool.idle);
      dbPool.set({ state: 'idle' }, pool.idle);
      dbPool.set({ state: 'waiting' }, pool.waiting);
      dbReachable.set(pool.reachable ? 1 : 0);
    } else dbReachable.set(1);
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  });
}
