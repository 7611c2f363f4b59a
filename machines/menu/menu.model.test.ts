import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { customer, emptyMenu, pageAt } from './menu.fixtures.ts';
import { menuMachine } from './menu.machine.ts';
import {
  type MenuSnapshot,
  selectCategoryStart,
  selectError,
  selectIsLoading,
  selectIsLoadingMore,
  selectIsMenuFailed,
  selectIsOutOfRange,
  selectIsSeeking,
  selectItems,
  selectLocation,
} from './menu.selectors.ts';

const failures = {
  offline: { error: { key: 'network' } },
  'out of range': { error: { key: 'outOfRange', status: 400 } },
};

/** The API's answer for the page the chart asks for, or an empty one. */
const answers = (snapshot: MenuSnapshot) => ({
  'the next page': { output: pageAt(snapshot.context.pages * 10) },
  empty: { output: emptyMenu },
});

modelTest('menu machine', {
  machine: menuMachine,
  // What the guards read: pages loaded (hence the dishes listed), whether it ended, the category.
  stateKey: ({ context }) => ({ pages: context.pages, ended: context.ended, categoryId: context.categoryId }),
  inputs: { 'the menu': customer, 'a link to the drinks': { ...customer, categoryId: 'drinks' } },
  events: {
    'xstate.done.actor.loadMenuPage': answers,
    'xstate.error.actor.loadMenuPage': failures,
    'category.select': {
      grill: { categoryId: 'grill' },
      drinks: { categoryId: 'drinks' },
      unknown: { categoryId: 'x' },
    },
    'category.viewed': { sides: { categoryId: 'sides' }, unknown: { categoryId: 'x' } },
  },
  assertions: {
    loading: (snapshot) => {
      expect(selectIsLoading(snapshot)).toBe(true);
      expect(selectItems(snapshot)).toEqual([]);
      expect(selectLocation(snapshot)?.path).toBe('/menu');
    },
    'browsing.idle': (snapshot) => {
      expect(selectItems(snapshot).length).toBeGreaterThan(0);
      expect(selectIsLoadingMore(snapshot)).toBe(false);
      const category = snapshot.context.categoryId;
      expect(selectLocation(snapshot)).toEqual(
        category === undefined ? { path: '/menu' } : { path: '/menu', search: { category } },
      );
    },
    'browsing.loadingMore': (snapshot) => expect(selectIsLoadingMore(snapshot)).toBe(true),
    'browsing.seeking': (snapshot) => {
      expect(selectIsSeeking(snapshot)).toBe(true);
      // The chosen category is not listed, or less than a page of it.
      const start = selectCategoryStart(snapshot);
      expect(start === undefined || selectItems(snapshot).length - start < 10).toBe(true);
    },
    'browsing.moreFailed': (snapshot) => {
      expect(selectError(snapshot)).toBe('network');
      expect(selectIsMenuFailed(snapshot)).toBe(false);
      expect(selectItems(snapshot).length).toBeGreaterThan(0);
    },
    failed: (snapshot) => {
      expect(selectIsMenuFailed(snapshot)).toBe(true);
      expect(['network', 'emptyMenu']).toContain(selectError(snapshot));
    },
    outOfRange: (snapshot) => {
      expect(selectIsOutOfRange(snapshot)).toBe(true);
      expect(selectLocation(snapshot)?.path).toBe('/menu');
    },
    changingAddress: (snapshot) => {
      expect(selectLocation(snapshot)).toBeUndefined();
      expect(snapshot.output).toEqual({ next: 'changeAddress' });
    },
  },
});
