import { categories, customer, menuItems } from '../menu/menu.fixtures.ts';
import type { MenuItem } from '../menu/menu.types.ts';
import type { CatalogInput, CatalogService, CategoryDishes } from './catalog.types.ts';

/** Test data for the catalog chart. */
export const delivery: CatalogService = {
  serviceId: 'svc-delivery',
  serviceType: 'delivery',
  location: customer.location,
};
export const takeout: CatalogService = {
  serviceId: 'svc-takeout',
  serviceType: 'takeout',
  location: undefined,
};

export const dish = menuItems[0] as MenuItem;

export const atHome = (overrides: Partial<CatalogInput> = {}): CatalogInput => ({
  pathname: '/',
  search: '',
  service: delivery,
  serviceKnown: true,
  searchSettings: { minSize: 4, debounce: 2000 },
  signedIn: true,
  ...overrides,
});

export const firstCategories: CategoryDishes[] = categories.slice(0, 2).map((category) => ({
  category,
  items: menuItems.filter((item) => item.categoryId === category.id).slice(0, 4),
}));
