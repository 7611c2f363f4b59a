import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/db.ts';
import type { AppEnv, Brand } from './app-env.ts';
import { HttpError } from './http-error.ts';

/**
 * Resolves `x-api-brand` (and checks `x-api-company` when sent); data below is scoped to it. A brand
 * read is kept `cacheSeconds` (0: read every time): every call of every diner needs it, and a brand's
 * name and features change seldom — a change reaches each process within that time.
 */
export function brandScope(db: Db, cacheSeconds = 0) {
  const kept = new Map<string, { brand: Brand; until: number }>();
  async function brandOf(slug: string): Promise<Brand | undefined> {
    const hit = kept.get(slug);
    if (hit && hit.until > Date.now()) return hit.brand;
    const [brand] = await db.query<Brand>(
      `select b.id, b.slug, b.name, c.slug as company, b.features
       from brands b join companies c on c.id = b.company_id where b.slug = $1`,
      [slug],
    );
    // Only brands that exist are kept: unknown names cannot grow the map.
    if (brand && cacheSeconds > 0) kept.set(slug, { brand, until: Date.now() + cacheSeconds * 1000 });
    return brand;
  }
  return createMiddleware<AppEnv>(async (c, next) => {
    const slug = c.req.header('x-api-brand');
    if (!slug) throw new HttpError(400, 'the x-api-brand header is required', 'UNKNOWN_BRAND');
    const brand = await brandOf(slug);
    if (!brand) throw new HttpError(400, `unknown brand ${slug}`, 'UNKNOWN_BRAND');
    const company = c.req.header('x-api-company');
    if (company && company !== brand.company) {
      throw new HttpError(400, `brand ${slug} does not belong to company ${company}`, 'UNKNOWN_BRAND');
    }
    c.set('brand', brand);
    await next();
  });
}
