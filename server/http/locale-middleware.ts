import { createMiddleware } from 'hono/factory';
import { negotiateLocale } from '../locale.ts';
import type { AppEnv } from './app-env.ts';

/** Texts are answered in the locale of `Accept-Language` (pt-BR unless en-US is preferred). */
export const localeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const locale = negotiateLocale(c.req.header('accept-language'));
  c.set('locale', locale);
  await next();
  c.header('Content-Language', locale);
  c.header('Vary', 'Accept-Language', { append: true });
});
