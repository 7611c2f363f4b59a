import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';

export const requestIdHeader = 'X-Request-Id';

/** An id a proxy already gave the request is kept when it is short and plain. */
const acceptable = /^[\w.:-]{1,64}$/;

/**
 * Names each request: the id the proxy in front sent (`X-Request-Id`), else a new one. Every answer
 * carries it in `X-Request-Id`, error bodies as `request_id`, and the log lines of the request with it.
 */
export const requestId = createMiddleware<AppEnv>(async (c, next) => {
  const given = c.req.header(requestIdHeader);
  const id = given && acceptable.test(given) ? given : randomUUID();
  c.set('requestId', id);
  c.header(requestIdHeader, id);
  await next();
});
