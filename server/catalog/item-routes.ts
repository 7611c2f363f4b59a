import { itemsPage, product, searchResult } from '../../contract/schemas/catalog.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { itemParams, itemsParams, searchParams } from './catalog-params.ts';
import { assertDeliversTo } from './delivery-range.ts';
import { itemOptions } from './item-options.ts';
import { categorySummaries, findItem, menuItems } from './menu-queries.ts';
import { menuScope } from './menu-scope.ts';
import { loadStores } from './store-queries.ts';

export function itemRoutes(api: ApiRouter, db: Db): void {
  api.get(
    {
      path: '/api/catalog/v1/items',
      summary:
        'A page of the menu in menu order (offset = page × limit), dishes disabled at the service’s store UNAVAILABLE; delivery to a point outside the store’s area (any store’s, without a service) is USER_OUT_OF_RANGE',
      query: itemsParams,
      response: itemsPage,
    },
    async ({ query }, c) => {
      const { scope, service, store } = await menuScope(db, c, query['service-id'], query['disabled-items']);
      const { latitude, longitude, limit, offset } = query;
      const type = query['service-type'] ?? service?.serviceType ?? 'delivery';
      if (service && type !== service.serviceType) {
        throw new HttpError(400, `service-type: the service is ${service.serviceType}`, 'INVALID_INPUT');
      }
      if (latitude !== undefined && longitude !== undefined && type === 'delivery') {
        assertDeliversTo(store ? [store] : await loadStores(db, scope.brandId), { latitude, longitude });
      }
      // Two queries at once on two connections: the page waits for one round trip, not two.
      const [{ items, total }, categories] = await Promise.all([
        menuItems(db, scope, { limit, offset }),
        categorySummaries(db, scope),
      ]);
      if (total === 0) throw new HttpError(404, 'menu not found');
      return { items, categories, total, limit, offset };
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
      const { scope } = await menuScope(db, c, query['service-id'], query['disabled-items']);
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
      const { scope } = await menuScope(db, c, query['service-id'], query['disabled-item']);
      const item = await findItem(db, scope, query['item-id']);
      if (!item) throw notFound('item');
      return { ...item, options: await itemOptions(db, item.id, scope.locale) };
    },
  );
}
