import type { ClickedBanner } from '../../machines/catalog/catalog.types.ts';
import type { FavoriteToggle } from '../../machines/favorites/favorites.types.ts';
import type { RegisteredAddress } from '../../machines/geolocation/geolocation.types.ts';
import type { LoginAnalytics } from '../../machines/login/login.types.ts';
import type { MenuCategory, MenuItem } from '../../machines/menu/menu.types.ts';
import { type EngagementEvent, track } from '../lib/analytics.ts';

/*
 * The engagement events of spec §7 as the flows' charts report them: each chart names the action
 * (`trackProductOpened` …) and its chunk provides it with one of these. Prices travel in reais, as the
 * data layer and the marketing tool count them; addresses only as far as the city.
 */

/** Spec §3 "Analytics login event": userId, timestamp, userDeviceType, userDeviceVersion. */
export const loginEvent = (login: LoginAnalytics): EngagementEvent => ({
  kind: 'engagement',
  name: 'LOGIN',
  properties: {
    userId: login.userId,
    timestamp: new Date(login.timestamp).toISOString(),
    userDeviceType: login.userDeviceType,
    userDeviceVersion: login.userDeviceVersion,
  },
});

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

export const registerStartedEvent = (firstStep: string): EngagementEvent => ({
  kind: 'engagement',
  name: 'REGISTER_STARTED',
  properties: { first_step: firstStep },
});

export const addressRegisteredEvent = ({ address, scope }: RegisteredAddress): EngagementEvent => ({
  kind: 'engagement',
  name: 'ADDRESS_REGISTERED',
  properties: { city: address.city, state: address.state, district: address.district, scope },
});

/** The providers the charts' named actions take (XState passes the action's params second). */
export const trackWith =
  <T>(toEvent: (value: T) => EngagementEvent) =>
  (_: unknown, value: T) =>
    track(toEvent(value));
