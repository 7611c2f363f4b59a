import { describe, expect, it } from 'vitest';
import { customer, firstPage, menuItems, pageAt } from './menu.fixtures.ts';
import { appendPage, emptyPages, needsSeek, pageInputOf } from './menu.pages.ts';
import type { MenuContext } from './menu.types.ts';

const start: MenuContext = {
  serviceId: customer.serviceId,
  serviceType: customer.serviceType,
  location: customer.location,
  ...emptyPages,
  categoryId: undefined,
  error: undefined,
};
const withPage = (context: MenuContext, page = pageAt(context.pages * 10)): MenuContext => ({
  ...context,
  ...appendPage(context, page),
});

describe('menu pages', () => {
  it('ask from page × 10', () => {
    expect(pageInputOf({ context: start }).offset).toBe(0);
    expect(pageInputOf({ context: withPage(withPage(start)) })).toMatchObject({ limit: 10, offset: 20 });
  });

  it('do not list a dish twice when the menu changed between two pages', () => {
    const shifted = { ...pageAt(9), items: menuItems.slice(9, 19) };
    const context = withPage(withPage(start), shifted);
    expect(context.items.map((item) => item.id)).toEqual(menuItems.slice(0, 19).map((item) => item.id));
  });

  it('end on a short page or when the total is reached', () => {
    expect(withPage(start).ended).toBe(false);
    expect(withPage(start, { ...firstPage, items: firstPage.items.slice(0, 4) }).ended).toBe(true);
    expect(withPage(start, { ...firstPage, total: 10 }).ended).toBe(true);
  });

  it('seek a selected category until a page is listed from its title, or the menu ends', () => {
    const first = withPage({ ...start, categoryId: 'drinks' });
    expect(needsSeek(first)).toBe(true);
    // The sides start at 12: eight rows of the first twenty, ten of the first twenty-two.
    const sides = withPage(withPage({ ...start, categoryId: 'sides' }));
    expect(needsSeek(sides)).toBe(true);
    expect(needsSeek({ ...sides, items: menuItems.slice(0, 22) })).toBe(false);
    expect(needsSeek(withPage(withPage(first)))).toBe(false);
    expect(needsSeek({ ...first, ended: true })).toBe(false);
    expect(needsSeek(withPage(start))).toBe(false);
  });
});
