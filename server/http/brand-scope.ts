import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/db.ts';
import type { AppEnv, Brand } from './app-env.ts';
import { HttpError } from './http-error.ts';

/** Resolves `x-api-brand` (and checks `x-api-company` when sent); data below is scoped to it. */
export function brandScope(db: Db) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const slug = c.req.header('x-api-brand');
    if (!slug) throw new HttpError(400, 'the x-api-brand header is required', 'UNKNOWN_BRAND');
    const [brand] = await db.query<Brand>(
      `select b.id, b.slug, b.name, c.slug as company, b.features
       from brands b join companies c on c.id = b.company_id where b.slug = $1`,
      [slug],
    );
    if (!brand) throw new HttpError(400, `unknown brand ${slug}`, 'UNKNOWN_BRAND');
    const company = c.req.header('x-api-company');
    if (company && company !== brand.company) {
      throw new HttpError(400, `brand ${slug} does not belong to company ${company}`, 'UNKNOWN_BRAND');
    }
    c.set('brand', brand);
    await next();
  });
}
