import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import type { CatalogCache } from './catalog-cache.ts';
import type { MenuScope } from './menu-queries.ts';
import { serviceIn } from './store-queries.ts';

/**
 * The brand and locale of the request, and with a `service-id` its store, whose disabled dishes read
 * as UNAVAILABLE; a `service-id` that names no service of the brand is a 404.
 */
export async function menuScope(
  catalog: CatalogCache,
  c: Context<AppEnv>,
  serviceId: string | undefined,
  includeUnavailable: boolean,
) {
  const brandId = c.get('brand').id;
  const found = serviceId ? serviceIn(await catalog.stores(brandId), serviceId) : undefined;
  const scope: MenuScope = { brandId, locale: c.get('locale'), includeUnavailable, storeId: found?.store.id };
  return { scope, service: found?.service, store: found?.store };
}
