import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env.ts';
import { log } from './log.ts';
import { routeOf } from './route-of.ts';

/** One line per answered request: its id, method, route pattern, path, status and time. */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  log.info(
    {
      req_id: c.get('requestId'),
      method: c.req.method,
      route: routeOf(c),
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    },
    'request',
  );
});
