import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { offline, pageOf } from './order-history.fixtures.ts';
import { orderHistoryMachine } from './order-history.machine.ts';
import {
  selectError,
  selectHasMore,
  selectIsEmpty,
  selectIsLoading,
  selectIsLoadingMore,
  selectLoadFailed,
  selectMoreFailed,
  selectOrders,
} from './order-history.selectors.ts';

modelTest('order history machine', {
  machine: orderHistoryMachine,
  stateKey: ({ context }) => ({
    filter: context.filter,
    listed: context.orders.length,
    total: context.total,
  }),
  events: {
    'xstate.done.actor.loadPage': {
      'no orders': { output: pageOf(0) },
      'the first of 12': { output: pageOf(12) },
      'all 3': { output: pageOf(3) },
    },
    'xstate.error.actor.loadPage': { offline: { error: offline } },
    'xstate.done.actor.loadNextPage': { 'the last 2 of 12': { output: pageOf(12, 10) } },
    'xstate.error.actor.loadNextPage': { offline: { error: offline } },
    'history.retry': { retry: {} },
    'history.loadMore': { more: {} },
    'history.filter': { delivered: { filter: 'DELIVERED' } },
  },
  assertions: {
    loading: (snapshot) => expect(selectIsLoading(snapshot)).toBe(true),
    failed: (snapshot) => {
      expect(selectLoadFailed(snapshot)).toBe(true);
      expect(selectError(snapshot)).toBe('network');
    },
    empty: (snapshot) => {
      expect(selectIsEmpty(snapshot)).toBe(true);
      expect(selectOrders(snapshot)).toEqual([]);
    },
    'listed.complete': (snapshot) => {
      expect(selectHasMore(snapshot)).toBe(false);
      expect(selectOrders(snapshot)).toHaveLength(snapshot.context.total);
    },
    'listed.more': (snapshot) => {
      expect(selectHasMore(snapshot)).toBe(true);
      expect(selectOrders(snapshot).length).toBeLessThan(snapshot.context.total);
    },
    'listed.loadingMore': (snapshot) => expect(selectIsLoadingMore(snapshot)).toBe(true),
    'listed.moreFailed': (snapshot) => {
      expect(selectMoreFailed(snapshot)).toBe(true);
      expect(selectOrders(snapshot).length).toBeGreaterThan(0);
    },
  },
});
