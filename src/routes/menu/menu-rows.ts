import type { MenuCategory, MenuItem } from '../../../machines/menu/menu.types.ts';

export type MenuRow =
  | { kind: 'category'; key: string; category: MenuCategory }
  | { kind: 'dish'; key: string; item: MenuItem };

/** The list as rows: each category's title before its first dish, in menu order. */
export function menuRows(items: MenuItem[], categories: MenuCategory[]): MenuRow[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const rows: MenuRow[] = [];
  let current: string | undefined;
  for (const item of items) {
    const category = byId.get(item.categoryId);
    if (item.categoryId !== current && category !== undefined) {
      rows.push({ kind: 'category', key: `category-${category.id}`, category });
    }
    current = item.categoryId;
    rows.push({ kind: 'dish', key: item.id, item });
  }
  return rows;
}

/** The row of a category's title, where a tab takes the list. */
export const categoryRowIndex = (rows: MenuRow[], categoryId: string) =>
  rows.findIndex((row) => row.kind === 'category' && row.category.id === categoryId);

/** The category of the row at the top of the list (the tab that lights up). */
export function categoryAt(rows: MenuRow[], index: number): string | undefined {
  const row = rows[index];
  if (row === undefined) return undefined;
  return row.kind === 'category' ? row.category.id : row.item.categoryId;
}
