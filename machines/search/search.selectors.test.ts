import { describe, expect, it } from 'vitest';
import { menuItems } from '../menu/menu.fixtures.ts';
import { searchMachine } from './search.machine.ts';
import { selectError, selectItems, selectMinSize, selectStatus, selectTotal } from './search.selectors.ts';
import type { SearchContext } from './search.types.ts';

const base: SearchContext = {
  serviceId: 'svc-delivery',
  minSize: 4,
  debounce: 2000,
  query: 'picanha',
  items: menuItems.slice(0, 2),
  total: 9,
  error: 'network',
};
const snapshotIn = (value: string) => searchMachine.resolveState({ value, context: base });

describe('search selectors', () => {
  it.each([
    ['empty', 'empty'],
    ['typing', 'typing'],
    ['searching', 'searching'],
    ['results', 'results'],
    ['noResults', 'noResults'],
    ['failed', 'error'],
  ])('in %s the panel shows %s', (value, status) => {
    expect(selectStatus(snapshotIn(value))).toBe(status);
  });

  it('keep the last answer while the next query waits or loads, and nothing otherwise', () => {
    for (const value of ['results', 'typing', 'searching'])
      expect(selectItems(snapshotIn(value))).toHaveLength(2);
    for (const value of ['empty', 'noResults', 'failed']) expect(selectItems(snapshotIn(value))).toEqual([]);
    expect(selectTotal(snapshotIn('results'))).toBe(9);
  });

  it('give the error only on the error', () => {
    expect(selectError(snapshotIn('failed'))).toBe('network');
    expect(selectError(snapshotIn('results'))).toBeUndefined();
  });

  it('give the minimum for the hint', () => {
    expect(selectMinSize(snapshotIn('empty'))).toBe(4);
  });
});
