import { itemsPage, product, searchResult } from '../../contract/schemas/catalog.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { itemParams, itemsParams, searchParams } from './catalog-params.ts';
import { insideServiceArea } from './delivery-quote.ts';
import { itemOptions } from './item-options.ts';
import { categorySummaries, findItem, menuItems } from './menu-queries.ts';
import { menuScope } from './menu-scope.ts';
import { loadStores } from './store-queries.ts';

export function itemRoutes(api: ApiRouter, db: Db): void {
  api.get(
    {
      path: '/api/catalog/v1/items',
      summary:
        'A page of the menu (offset = page × limit); delivery to a point outside every area is USER_OUT_OF_RANGE',
      query: itemsParams,
      response: itemsPage,
    },
    async ({ query }, c) => {
      const { scope, service } = await menuScope(db, c, query['service-id'], query['disabled-items']);
      const { latitude, longitude, limit, offset } = query;
      const type = query['service-type'] ?? service?.serviceType ?? 'delivery';
      if (latitude !== undefined && longitude !== undefined && type === 'delivery') {
        const point = { latitude, longitude };
        const served = (await loadStores(db, scope.brandId)).some(
          (store) =>
            store.services.some((s) => s.serviceType === 'delivery') && insideServiceArea(store, point),
        );
        if (!served) throw new HttpError(422, 'USER_OUT_OF_RANGE', 'USER_OUT_OF_RANGE');
      }
      const { items, total } = await menuItems(db, scope, { limit, offset });
      if (total === 0) throw new HttpError(404, 'menu not found');
      return { items, categories: await categorySummaries(db, scope), total, limit, offset };
    },
  );

  api.get(
    {
      path: '/api/catalog/v1/items/search',
      summary: 'Items whose name or description contains every word of `query`, ignoring case and accents',
      query: searchParams,
      response: searchResult,
    },
    async ({ query }, c) => {
      const { scope } = await menuScope(db, c, query['service-id'], query['disabled-items']);
      const { items, total } = await menuItems(
        db,
        { ...scope, search: query.query },
        { limit: query.limit, offset: 0 },
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
