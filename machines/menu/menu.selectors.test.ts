import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { categories, customer, menuItems } from './menu.fixtures.ts';
import { menuMachine } from './menu.machine.ts';
import {
  selectCategoryId,
  selectCategoryStart,
  selectError,
  selectHasMore,
  selectIsLoading,
  selectIsLoadingMore,
  selectIsMenuFailed,
  selectIsOutOfRange,
  selectLocation,
} from './menu.selectors.ts';
import type { MenuContext } from './menu.types.ts';

const base: MenuContext = {
  serviceId: customer.serviceId,
  serviceType: customer.serviceType,
  location: customer.location,
  items: menuItems.slice(0, 20),
  categories,
  pages: 2,
  ended: false,
  categoryId: undefined,
  error: undefined,
};
const snapshotIn = (value: StateValue, overrides: Partial<MenuContext> = {}) =>
  menuMachine.resolveState({ value, context: { ...base, ...overrides } });

describe('menu selectors', () => {
  it('place the customer on /menu, with the category in the search when one is chosen', () => {
    expect(selectLocation(snapshotIn({ browsing: 'idle' }))).toEqual({ path: '/menu' });
    expect(selectLocation(snapshotIn({ browsing: 'idle' }, { categoryId: 'sides' }))).toEqual({
      path: '/menu',
      search: { category: 'sides' },
    });
    expect(selectLocation(snapshotIn('outOfRange'))).toEqual({ path: '/menu' });
    expect(selectLocation(snapshotIn('changingAddress'))).toBeUndefined();
  });

  it('tell the active tab', () => {
    expect(selectCategoryId(snapshotIn({ browsing: 'idle' }, { categoryId: 'sides' }))).toBe('sides');
    expect(selectCategoryId(snapshotIn({ browsing: 'idle' }))).toBeUndefined();
  });

  it('tell where a category starts in the list, once its dishes are listed', () => {
    expect(selectCategoryStart(snapshotIn({ browsing: 'idle' }, { categoryId: 'sides' }))).toBe(12);
    expect(
      selectCategoryStart(snapshotIn({ browsing: 'seeking' }, { categoryId: 'drinks' })),
    ).toBeUndefined();
    expect(selectCategoryStart(snapshotIn({ browsing: 'idle' }))).toBeUndefined();
  });

  it('tell the first page from the next ones', () => {
    expect(selectIsLoading(snapshotIn('loading'))).toBe(true);
    expect(selectIsLoadingMore(snapshotIn('loading'))).toBe(false);
    expect(selectIsLoadingMore(snapshotIn({ browsing: 'loadingMore' }))).toBe(true);
    expect(selectIsLoadingMore(snapshotIn({ browsing: 'seeking' }))).toBe(true);
    expect(selectHasMore(snapshotIn({ browsing: 'idle' }, { ended: true }))).toBe(false);
  });

  it('tell a failed menu (try again) from a failed further page (retry at the end of the list)', () => {
    const menuFailed = snapshotIn('failed', { items: [], error: 'emptyMenu' });
    expect(selectIsMenuFailed(menuFailed)).toBe(true);
    expect(selectError(menuFailed)).toBe('emptyMenu');
    const pageFailed = snapshotIn({ browsing: 'moreFailed' }, { error: 'network' });
    expect(selectIsMenuFailed(pageFailed)).toBe(false);
    expect(selectError(pageFailed)).toBe('network');
    expect(selectError(snapshotIn({ browsing: 'idle' }, { error: 'network' }))).toBeUndefined();
  });

  it('tell when the customer is out of range', () => {
    expect(selectIsOutOfRange(snapshotIn('outOfRange'))).toBe(true);
    expect(selectIsOutOfRange(snapshotIn('failed'))).toBe(false);
  });
});
