import type { GeoPoint } from '../../contract/geo-point.ts';
import type { ServiceType } from '../../contract/schemas/catalog.ts';
import type { MenuCategory, MenuItem } from '../menu/menu.types.ts';

/** The service the customer orders from (start-up's checkout option and store), and where they are. */
export interface CatalogService {
  serviceId: string;
  serviceType: ServiceType;
  location: GeoPoint | undefined;
}

/** The home's search block (spec §3 "Home"): the search's minimum and debounce. */
export interface SearchSettings {
  minSize?: number;
  debounce?: number;
}

export interface CatalogInput {
  pathname: string;
  search: string;
  /** Undefined until start-up knows the service (or when no store serves the point). */
  service: CatalogService | undefined;
  /** Start-up has resolved the service: without one now, no store serves the customer's point. */
  serviceKnown: boolean;
  searchSettings: SearchSettings;
  signedIn: boolean;
}

export interface CatalogContext extends CatalogInput {
  /** The dish whose product sheet is open. */
  opened: MenuItem | undefined;
  /** The `/favorites` list: the customer's favorites as dishes of the service's menu. */
  favoriteItems: MenuItem[];
  /** The home's default categories (spec §9: limit 2, by index) with their first dishes. */
  defaultCategories: CategoryDishes[];
}

export interface CategoryDishes {
  category: MenuCategory;
  items: MenuItem[];
}

export interface ServiceIdInput {
  serviceId: string;
}

/** A home banner the customer tapped (spec §7 "banner clicks"). */
export interface ClickedBanner {
  id: string;
  title: string;
}

export type CatalogEvent =
  /** The navigation binding's `route.entered`, passed on by the app. */
  | { type: 'route.entered'; pathname: string; search: string }
  /** Start-up resolved another service, location or search block. */
  | {
      type: 'service.changed';
      service: CatalogService | undefined;
      serviceKnown: boolean;
      searchSettings: SearchSettings;
    }
  /** Signed in or out: favorites are for registered customers. */
  | { type: 'user.changed'; signedIn: boolean }
  /** A dish tapped in the menu, the search, the home or the favorites: its product sheet opens. */
  | { type: 'product.open'; item: MenuItem }
  | { type: 'banner.clicked'; banner: ClickedBanner }
  | { type: 'favorites.retry' }
  | { type: 'categories.retry' };

export type CatalogTag = 'busy' | 'error';
