import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env.ts';
import { httpDuration, httpRequests } from './metrics.ts';
import { routeOf } from './route-of.ts';

/** Counts each answered request and its time, by the route pattern that answered it. */
export const countRequests = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  const route = routeOf(c);
  httpRequests.inc({ method: c.req.method, route, status: String(c.res.status) });
  httpDuration.observe({ method: c.req.method, route }, (performance.now() - started) / 1000);
});
