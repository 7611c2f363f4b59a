import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { ordersMachine } from './orders.machine.ts';
import {
  selectActions,
  selectFailed,
  selectHistory,
  selectOrderId,
  selectTracking,
} from './orders.selectors.ts';

const page = (pathname: string) => ({ pathname, search: '' });
const broke = { error: new Error('broke') };
const child = { status: 'active', context: {}, hasTag: () => false };

modelTest('orders machine', {
  machine: ordersMachine,
  stateKey: ({ context }) => context.orderId ?? '',
  children: { orderHistory: child, orderTracking: child, orderActions: child },
  inputs: { 'the history': { pathname: '/orders' }, 'an order': { pathname: '/orders/order-1' } },
  events: {
    'route.entered': {
      'the history': page('/orders'),
      'the same order on the phone': page('/mobile/order/order-1'),
      'another order': page('/orders/order-2'),
      'the menu': page('/menu'),
    },
    'xstate.error.actor.orderHistory': { broke },
    'xstate.error.actor.orderTracking': { broke },
    'xstate.error.actor.orderActions': { broke },
  },
  assertions: {
    history: (snapshot) => {
      expect(selectHistory(snapshot)).toBeDefined();
      expect(selectTracking(snapshot)).toBeUndefined();
      expect(selectOrderId(snapshot)).toBeUndefined();
    },
    tracking: (snapshot) => {
      expect(selectTracking(snapshot)).toBeDefined();
      expect(selectActions(snapshot)).toBeDefined();
      expect(selectOrderId(snapshot)).toMatch(/^order-/);
    },
    failed: (snapshot) => expect(selectFailed(snapshot)).toBe(true),
    elsewhere: (snapshot) => {
      expect(selectHistory(snapshot)).toBeUndefined();
      expect(selectTracking(snapshot)).toBeUndefined();
      expect(selectOrderId(snapshot)).toBeUndefined();
    },
  },
});
