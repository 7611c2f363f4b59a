import type { MenuContext, MenuPage, MenuPageInput } from './menu.types.ts';

/** Spec §9 "Menu page size 10". */
export const MENU_PAGE_SIZE = 10;

export const pageInputOf = ({ context }: { context: MenuContext }): MenuPageInput => ({
  serviceId: context.serviceId,
  serviceType: context.serviceType,
  location: context.location,
  limit: MENU_PAGE_SIZE,
  offset: context.pages * MENU_PAGE_SIZE,
});

/**
 * Adds a page to the list. A dish already listed (the menu changed between two pages) is not
 * listed twice; a category the menu does not have is not kept selected.
 */
export function appendPage(context: MenuContext, page: MenuPage): Partial<MenuContext> {
  const listed = new Set(context.items.map((item) => item.id));
  const items = [...context.items, ...page.items.filter((item) => !listed.has(item.id))];
  const categories =
    context.categories.length > 0
      ? context.categories
      : [...page.categories].sort((a, b) => a.index - b.index);
  const pages = context.pages + 1;
  const reached = context.pages * MENU_PAGE_SIZE + page.items.length;
  return {
    items,
    categories,
    pages,
    ended: page.items.length < MENU_PAGE_SIZE || reached >= page.total,
    categoryId: categories.some((category) => category.id === context.categoryId)
      ? context.categoryId
      : undefined,
  };
}

export const emptyPages = {
  items: [],
  categories: [],
  pages: 0,
  ended: false,
} satisfies Partial<MenuContext>;

/**
 * The selected category does not fill a page from its title yet, and more pages may: the list, taken
 * to a title with less below it, could not bring that title to the top.
 */
export function needsSeek(context: MenuContext): boolean {
  if (context.categoryId === undefined || context.ended) return false;
  const start = context.items.findIndex((item) => item.categoryId === context.categoryId);
  return start === -1 || context.items.length - start < MENU_PAGE_SIZE;
}
