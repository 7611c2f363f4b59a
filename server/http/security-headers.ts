import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { apiPolicy, pagePolicy } from './content-security-policy.ts';

const hstsMaxAge = 365 * 24 * 3600;

/** Served over HTTPS, directly or behind a proxy that terminates it (browsers ignore HSTS over HTTP). */
const overHttps = (url: string, forwardedProto: string | undefined) =>
  url.startsWith('https:') || forwardedProto?.split(',')[0]?.trim() === 'https';

/**
 * The headers every answer carries. A handler that sets its own Content-Security-Policy (the SPA's
 * index) keeps it; HTML pages get one allowing exactly their inline styles; everything else gets a
 * policy that allows nothing.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const html = c.res.headers.get('content-type')?.startsWith('text/html') ?? false;
  const policy = c.res.headers.has('Content-Security-Policy')
    ? undefined
    : html
      ? pagePolicy(await c.res.clone().text())
      : apiPolicy;
  // Read after the clone: the Node adapter's answers may hand out new headers once cloned.
  const headers = c.res.headers;
  if (policy) headers.set('Content-Security-Policy', policy);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()');
  if (overHttps(c.req.url, c.req.header('x-forwarded-proto'))) {
    headers.set('Strict-Transport-Security', `max-age=${hstsMaxAge}; includeSubDomains`);
  }
});
