import { describe, expect, it } from 'vitest';
import { categories, menuItems } from '../../../machines/menu/menu.fixtures.ts';
import { categoryAt, categoryRowIndex, menuRows } from './menu-rows.ts';

describe('the menu list rows', () => {
  const rows = menuRows(menuItems, categories);

  it('puts each category’s title before its first dish', () => {
    expect(rows).toHaveLength(menuItems.length + 3);
    expect(rows.filter((row) => row.kind === 'category').map((row) => row.key)).toEqual([
      'category-grill',
      'category-sides',
      'category-drinks',
    ]);
    expect(categoryRowIndex(rows, 'sides')).toBe(13);
  });

  it('says which category a row belongs to', () => {
    expect(categoryAt(rows, 0)).toBe('grill');
    expect(categoryAt(rows, 14)).toBe('sides');
    expect(categoryAt(rows, 999)).toBeUndefined();
  });

  it('lists a page whose first dish continues the last category without a second title', () => {
    const secondPage = menuRows(menuItems.slice(10, 20), categories);
    expect(secondPage[0]).toMatchObject({ kind: 'category', key: 'category-grill' });
    expect(
      menuRows(menuItems.slice(0, 12), categories).filter((row) => row.kind === 'category'),
    ).toHaveLength(1);
  });
});
