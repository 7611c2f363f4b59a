import type { MenuCategory, MenuInput, MenuItem, MenuPage } from './menu.types.ts';

/** Test data for the menu machine: 3 categories, 23 dishes (pages of 10, 10 and 3). */
export const categories: MenuCategory[] = [
  { id: 'grill', name: 'Na brasa', image: '/media/categories/grill', index: 0 },
  { id: 'sides', name: 'Acompanhamentos', image: '/media/categories/sides', index: 1 },
  { id: 'drinks', name: 'Bebidas', image: '/media/categories/drinks', index: 2 },
];

function dish(categoryId: string, n: number, available = true): MenuItem {
  return {
    id: `${categoryId}-${n}`,
    categoryId,
    name: `${categoryId} ${n}`,
    description: '',
    image: `/media/items/${categoryId}-${n}`,
    priceCents: 1000 + n,
    available,
  };
}

/** Grill 0–11 (grill-3 disabled at the store), sides 0–7, drinks 0–2: menu order. */
export const menuItems: MenuItem[] = [
  ...Array.from({ length: 12 }, (_, n) => dish('grill', n, n !== 3)),
  ...Array.from({ length: 8 }, (_, n) => dish('sides', n)),
  ...Array.from({ length: 3 }, (_, n) => dish('drinks', n)),
];

/** The page the API answers for an offset (categories unsorted, as an API may send them). */
export function pageAt(offset: number, items: MenuItem[] = menuItems): MenuPage {
  return {
    items: items.slice(offset, offset + 10),
    categories: [...categories].reverse(),
    total: items.length,
  };
}

export const firstPage = pageAt(0);
export const secondPage = pageAt(10);
export const lastPage = pageAt(20);
export const emptyMenu: MenuPage = { items: [], categories, total: 0 };

export const customer: MenuInput = {
  serviceId: 'svc-delivery',
  serviceType: 'delivery',
  location: { latitude: -23.5614, longitude: -46.6559 },
};
