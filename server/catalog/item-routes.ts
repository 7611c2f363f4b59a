import { itemsPage, product, searchResult } from '../../contract/schemas/catalog.ts';
import type { Db } from '../db/db.ts';
import { CheckedAnswer } from '../http/answer-memo.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { itemParams, itemsParams, searchParams } from './catalog-params.ts';
import { assertDeliversTo } from './delivery-range.ts';
import { itemOptions } from './item-options.ts';
import { findItem, menuItems } from './menu-queries.ts';
import { menuScope } from './menu-scope.ts';

export function itemRoutes(api: ApiRouter, db: Db, catalog: CatalogCache): void {
  api.get(
    {
      path: '/api/catalog/v1/items',
      summary:
        'A page of the menu in menu order (offset = page × limit), dishes disabled at the service’s store UNAVAILABLE; delivery to a point outside the store’s area (any store’s, without a service) is USER_OUT_OF_RANGE',
      query: itemsParams,
      response: itemsPage,
    },
    async ({ query }, c) => {
      const { scope, service, store } = await menuScope(
        catalog,
        c,
        query['service-id'],
        query['disabled-items'],
      );
      const { latitude, longitude, limit, offset } = query;
      const type = query['service-type'] ?? service?.serviceType ?? 'delivery';
      if (service && type !== service.serviceType) {
        throw new HttpError(400, `service-type: the service is ${service.serviceType}`, 'INVALID_INPUT');
      }
      if (latitude !== undefined && longitude !== undefined && type === 'delivery') {
        assertDeliversTo(store ? [store] : await catalog.stores(scope.brandId), { latitude, longitude });
      }
      // The page depends on the scope and the paging only: the point and the type were checked above.
      const key = JSON.stringify([
        scope.brandId,
        scope.locale,
        scope.includeUnavailable,
        scope.storeId,
        limit,
        offset,
      ]);
      return catalog.answer(`items ${key}`, async () => {
        // Two queries at once on two connections: the page waits for one round trip, not two.
        const [{ items, total }, categories] = await Promise.all([
          menuItems(db, scope, { limit, offset }),
          catalog.categories(scope),
        ]);
        if (total === 0) throw new HttpError(404, 'menu not found');
        return CheckedAnswer.of(itemsPage, { items, categories, total, limit, offset });
      });
    },
  );

  api.get(
    {
      path: '/api/catalog/v1/items/search',
      summary:
        'Items whose name or description holds every word of `query`, ignoring case and accents: name matches first, then menu order',
      query: searchParams,
      response: searchResult,
    },
    async ({ query }, c) => {
      const { scope } = await menuScope(catalog, c, query['service-id'], query['disabled-items']);
      const { items, total } = await menuItems(
        db,
        { ...scope, search: query.query },
        { limit: query.limit, offset: query.offset },
      );
      return { items, total };
    },
  );

  api.get(
    {
      path: '/api/catalog/v1/item',
      summary: 'One item with its option groups',
      query: itemParams,
      response: product,
    },
    async ({ query }, c) => {
      const { scope } = await menuScope(catalog, c, query['service-id'], query['disabled-item']);
      const item = await findItem(db, scope, query['item-id']);
      if (!item) throw notFound('item');
      return { ...item, options: await itemOptions(db, item.id, scope.locale) };
    },
  );
}
