import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { menuItems } from '../menu/menu.fixtures.ts';
import { searchMachine } from './search.machine.ts';
import { selectError, selectItems, selectMinSize, selectQuery, selectStatus } from './search.selectors.ts';

const found = { items: menuItems.slice(0, 2), total: 2 };

modelTest('search machine', {
  machine: searchMachine,
  // What the guards read: the query (the same one again, long enough).
  stateKey: ({ context }) => context.query,
  inputs: {
    'the default block': { serviceId: 'svc-delivery' },
    'a block asking 3 characters': { serviceId: 'svc-delivery', minSize: 3, debounce: 500 },
  },
  events: {
    'query.change': { 'three letters': { query: 'pic' }, 'a dish': { query: 'picanha' } },
    'xstate.done.actor.searchItems': {
      found: { output: found },
      nothing: { output: { items: [], total: 0 } },
    },
    'xstate.error.actor.searchItems': { offline: { error: { key: 'network' } } },
  },
  assertions: {
    empty: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('empty');
      expect(selectItems(snapshot)).toEqual([]);
      expect(selectQuery(snapshot).length).toBeLessThan(selectMinSize(snapshot));
    },
    typing: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('typing');
      expect(selectQuery(snapshot).length).toBeGreaterThanOrEqual(selectMinSize(snapshot));
    },
    searching: (snapshot) => expect(selectStatus(snapshot)).toBe('searching'),
    results: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('results');
      expect(selectItems(snapshot)).toEqual(found.items);
    },
    noResults: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('noResults');
      expect(selectItems(snapshot)).toEqual([]);
    },
    failed: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('error');
      expect(selectError(snapshot)).toBe('network');
    },
  },
});
