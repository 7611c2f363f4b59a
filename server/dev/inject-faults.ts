import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../http/app-env.ts';
import type { FaultStore } from './fault-store.ts';

/** Answers API requests that match an injected fault; the dev endpoints themselves are never faulted. */
export function injectFaults(faults: FaultStore) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const fault = c.req.path.startsWith('/api/dev/') ? undefined : faults.take(c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.hang) {
      await faults.hang(c.req.raw.signal);
      return c.json({ detail: 'injected hang released' }, 503);
    }
    if (fault.after) {
      await next();
      c.res = c.json({ detail: 'injected fault after handling' }, fault.status as ContentfulStatusCode);
      return;
    }
    return c.json({ detail: 'injected fault' }, fault.status as ContentfulStatusCode);
  });
}
