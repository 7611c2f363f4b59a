import { favoriteIds, favoriteItems, favoriteUpdate } from '../../contract/schemas/favorites.ts';
import type { CatalogCache } from '../catalog/catalog-cache.ts';
import { serviceParams } from '../catalog/catalog-params.ts';
import { menuItems } from '../catalog/menu-queries.ts';
import { menuScope } from '../catalog/menu-scope.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { assertMenuItems, favoriteItemIds, toggleFavorites } from './favorite-queries.ts';

/** The signed-in user's favorite dishes (behind `requireUser`: nobody reads or changes another's). */
export function favoriteRoutes(api: ApiRouter, db: Db, catalog: CatalogCache): void {
  const path = '/api/crm/v1/favorites';

  api.get(
    { path, summary: 'The user’s favorite item ids, newest first', response: favoriteIds },
    async (_, c) => ({
      item_ids: await favoriteItemIds(db, c.get('userId')),
    }),
  );

  api.get(
    {
      path: `${path}/items`,
      summary:
        'The user’s favorites as items of the service’s menu, in menu order; those unavailable there are marked UNAVAILABLE',
      query: serviceParams,
      response: favoriteItems,
    },
    async ({ query }, c) => {
      const { scope } = await menuScope(catalog, c, query['service-id'], true);
      const itemIds = await favoriteItemIds(db, c.get('userId'));
      if (itemIds.length === 0) return { items: [] };
      return { items: (await menuItems(db, { ...scope, itemIds })).items };
    },
  );

  api.post(
    {
      path: `${path}/items`,
      summary:
        'Adds (active) or removes favorites, all or none; an unknown item is a 404 naming it. Answers the favorite ids',
      query: serviceParams,
      body: favoriteUpdate,
      response: favoriteIds,
    },
    async ({ query, body }, c) => {
      const { scope } = await menuScope(catalog, c, query['service-id'], true);
      const userId = c.get('userId');
      return db.transaction(async (tx) => {
        await assertMenuItems(
          tx,
          scope.brandId,
          body.items.map((toggle) => toggle.item_id),
        );
        await toggleFavorites(tx, userId, body.items);
        return { item_ids: await favoriteItemIds(tx, userId) };
      });
    },
  );
}
