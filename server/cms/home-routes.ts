import { type Banner, features, type HomeBlock, home } from '../../contract/schemas/cms.ts';
import type { CatalogCache } from '../catalog/catalog-cache.ts';
import { serviceParams } from '../catalog/catalog-params.ts';
import { type MenuScope, menuItems } from '../catalog/menu-queries.ts';
import { menuScope } from '../catalog/menu-scope.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { Localized } from '../locale.ts';
import { mediaUrl } from '../media/media-urls.ts';

interface BlockRow {
  id: string;
  type: string;
  settings: Record<string, unknown>;
}

export async function banners(db: Db, { brandId, locale }: MenuScope): Promise<Banner[]> {
  const rows = await db.query<Omit<Banner, 'image' | 'link'> & { link: string | null }>(
    `select id, title->>$2 as title, subtitle->>$2 as subtitle, alt->>$2 as alt, link
     from banners where brand_id = $1 order by position`,
    [brandId, locale],
  );
  return rows.map(({ link, ...banner }) => ({
    ...banner,
    image: mediaUrl.banner(banner.id),
    ...(link ? { link } : {}),
  }));
}

async function toBlock(
  db: Db,
  catalog: CatalogCache,
  scope: MenuScope,
  { id, type, settings }: BlockRow,
): Promise<HomeBlock> {
  switch (type) {
    case 'banner_carousel':
      return { type, id, banners: await banners(db, scope) };
    case 'categories': {
      const summaries = await catalog.categories(scope);
      const title = (settings.title as Localized)[scope.locale];
      return { type, id, title, categories: summaries.map(({ id, name, image }) => ({ id, name, image })) };
    }
    case 'highlights': {
      const itemIds = settings.item_ids as string[];
      const { items } = await menuItems(db, { ...scope, itemIds });
      const title = (settings.title as Localized)[scope.locale];
      const curated = (a: { id: string }, b: { id: string }) => itemIds.indexOf(a.id) - itemIds.indexOf(b.id);
      return { type, id, title, items: items.sort(curated) };
    }
    default:
      return { ...settings, type, id };
  }
}

export function homeRoutes(api: ApiRouter, db: Db, catalog: CatalogCache): void {
  api.get(
    { path: '/api/cms/v1/features', summary: 'Feature flags of the brand', response: features },
    (_, c) => c.get('brand').features,
  );

  api.get(
    {
      path: '/api/cms/v1/home',
      summary:
        'Home blocks in display order; with a service-id, highlighted dishes its store disabled are marked UNAVAILABLE',
      query: serviceParams,
      response: home,
    },
    async ({ query }, c) => {
      const { scope } = await menuScope(catalog, c, query['service-id'], true);
      const rows = await db.query<BlockRow>(
        'select id, type, settings from home_blocks where brand_id = $1 order by position',
        [scope.brandId],
      );
      return { data: await Promise.all(rows.map((row) => toBlock(db, catalog, scope, row))) };
    },
  );
}
