import type { CategorySummary } from '../../contract/schemas/catalog.ts';
import { categories, category, defaultCategories } from '../../contract/schemas/catalog.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import type { CatalogCache } from './catalog-cache.ts';
import { categoriesParams, categoryParams, defaultCategoriesParams } from './catalog-params.ts';
import { type MenuScope, menuItems } from './menu-queries.ts';
import { menuScope } from './menu-scope.ts';

async function withItems(db: Db, scope: MenuScope, summaries: readonly CategorySummary[]) {
  const { items } = await menuItems(db, { ...scope, categoryIds: summaries.map((summary) => summary.id) });
  return summaries.map((summary) => ({
    ...summary,
    items: items.filter((item) => item.category_id === summary.id),
  }));
}

const emptyMenu = () => new HttpError(404, 'menu not found');

export function categoryRoutes(api: ApiRouter, db: Db, catalog: CatalogCache): void {
  api.get(
    {
      path: '/api/catalog/v1/categories/default',
      summary: 'The first `limit` categories in menu order (by index), each with its items',
      query: defaultCategoriesParams,
      response: defaultCategories,
    },
    async ({ query }, c) => {
      const { scope } = await menuScope(catalog, c, query['service-id'], query['disabled-items']);
      const summaries = (await catalog.categories(scope)).slice(0, query.limit);
      if (summaries.length === 0) throw emptyMenu();
      return withItems(db, scope, summaries);
    },
  );

  api.get(
    {
      path: '/api/catalog/v1/categories',
      summary: 'Menu categories in order',
      query: categoriesParams,
      response: categories,
    },
    async ({ query }, c) => {
      const { scope } = await menuScope(catalog, c, query['service-id'], query['disabled-items']);
      const summaries = await catalog.categories(scope);
      if (summaries.length === 0) throw emptyMenu();
      return summaries;
    },
  );

  api.get(
    {
      path: '/api/catalog/v1/category',
      summary: 'One category with its items',
      query: categoryParams,
      response: category,
    },
    async ({ query }, c) => {
      const { scope } = await menuScope(catalog, c, query['service-id'], query['disabled-items']);
      const summaries = await catalog.categories(scope);
      const [found] = await withItems(
        db,
        scope,
        summaries.filter((summary) => summary.id === query['category-id']),
      );
      if (!found) throw notFound('category');
      return found;
    },
  );
}
