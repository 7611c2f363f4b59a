import type { ClickedBanner } from '../../machines/catalog/catalog.types.ts';
import type { FavoriteToggle } from '../../machines/favorites/favorites.types.ts';
import type { MenuCategory, MenuItem } from '../../machines/menu/menu.types.ts';
import type { EngagementEvent } from '../lib/analytics.ts';

/*
 * The catalog's engagement events (spec §7), as its charts' named actions report them. Prices travel
 * in reais, as the data layer and the marketing tool count them.
 */

export const productEvent = (name: 'PRODUCT_OPENED' | 'PRODUCT_VIEWED', item: MenuItem): EngagementEvent => ({
  kind: 'engagement',
  name,
  properties: {
    item_id: item.id,
    item_name: item.name,
    category_id: item.categoryId,
    price: item.priceCents / 100,
    available: item.available,
  },
});

export const categoryViewedEvent = (category: MenuCategory): EngagementEvent => ({
  kind: 'engagement',
  name: 'CATEGORY_VIEWED',
  properties: { category_id: category.id, category_name: category.name },
});

export const favoritedEvent = (toggle: FavoriteToggle): EngagementEvent => ({
  kind: 'engagement',
  name: 'PRODUCT_FAVORITED',
  properties: { item_id: toggle.itemId, favorited: toggle.active, service_id: toggle.serviceId },
});

export const bannerClickedEvent = (banner: ClickedBanner): EngagementEvent => ({
  kind: 'engagement',
  name: 'BANNER_CLICKED',
  properties: { banner_id: banner.id, title: banner.title },
});
