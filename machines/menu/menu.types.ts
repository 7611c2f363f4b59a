import type { ApiErrorKey } from '../../contract/errors.ts';
import type { RouteTag } from '../../contract/routes.ts';
import type { ServiceType } from '../../contract/schemas/catalog.ts';
import type { GeoPoint } from '../geolocation/geolocation.types.ts';
import type { MenuItem as TableMenuItem } from '../table-order/table-order.types.ts';

/**
 * A dish of the delivery menu: the table menu's dish (the same card and product sheet) with its
 * category. A dish disabled at the store is kept, with `available: false`.
 */
export interface MenuItem extends TableMenuItem {
  categoryId: string;
}

/** Spec §3 "Menu category": a sticky tab of the menu. */
export interface MenuCategory {
  id: string;
  name: string;
  image: string;
  index: number;
}

export interface MenuInput {
  serviceId: string;
  serviceType: ServiceType;
  /** The customer's point: the API answers USER_OUT_OF_RANGE past the service area. */
  location?: GeoPoint;
  /** A deep link (`/menu?category=…`): the list opens at that category. */
  categoryId?: string;
}

/** One page of the menu in menu order (spec §7 "menu items": offset = page × limit). */
export interface MenuPageInput {
  serviceId: string;
  serviceType: ServiceType;
  location: GeoPoint | undefined;
  limit: number;
  offset: number;
}

export interface MenuPage {
  items: MenuItem[];
  /** The menu's categories come with its items. */
  categories: MenuCategory[];
  /** Dishes in the whole menu. */
  total: number;
}

export type MenuErrorKey =
  | ApiErrorKey
  /** Spec §8: "An empty body for restaurant, category or menu reads is an error." */
  | 'emptyMenu';

export interface MenuContext {
  serviceId: string;
  serviceType: ServiceType;
  location: GeoPoint | undefined;
  items: MenuItem[];
  categories: MenuCategory[];
  /** Pages loaded so far: the next one asks from `pages × size`. */
  pages: number;
  /** A page came back short, or the total is reached. */
  ended: boolean;
  /** The tab chosen or scrolled to; the URL's `category`. */
  categoryId: string | undefined;
  error: MenuErrorKey | undefined;
}

export type MenuEvent =
  /** The list nears its end. */
  | { type: 'page.next' }
  | { type: 'page.retry' }
  | { type: 'menu.retry' }
  /** A tab tapped: the list goes to the category, loading pages until its dishes are there. */
  | { type: 'category.select'; categoryId: string }
  /** The list scrolled into a category (the tabs and the URL follow). */
  | { type: 'category.viewed'; categoryId: string }
  /** Out of range: the customer goes to change the address. */
  | { type: 'address.change' };

export interface MenuOutput {
  next: 'changeAddress';
}

export type MenuTag =
  | Extract<RouteTag, 'route:/menu'>
  | 'busy'
  | 'ready'
  | 'loadingMore'
  | 'seeking'
  | 'error'
  | 'outOfRange';
