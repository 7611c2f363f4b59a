import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { deliveryOrder, progressOf } from './order-tracking.fixtures.ts';
import { orderTrackingMachine } from './order-tracking.machine.ts';
import {
  selectCanConfirmDelivery,
  selectError,
  selectIsFinal,
  selectIsNotFound,
  selectIsStale,
  selectLastUpdated,
  selectLocation,
  selectStatus,
} from './order-tracking.selectors.ts';
import type { OrderStatus } from './order-tracking.types.ts';

const STATUSES: OrderStatus[] = [
  'awaitingPayment',
  'accepted',
  'preparing',
  'outForDelivery',
  'readyForPickup',
  'delivered',
  'pickedUp',
  'cancelled',
  'paymentFailed',
];
const offline = { error: { key: 'network' } };
const byStatus = <T>(payload: (status: OrderStatus) => T) =>
  Object.fromEntries(STATUSES.map((status) => [status, payload(status)]));

/** Each status state shows that status. */
const shows = (status: OrderStatus) => (snapshot: Parameters<typeof selectStatus>[0]) => {
  expect(selectStatus(snapshot)).toBe(status);
  expect(snapshot.context.order?.status).toBe(status);
  expect(selectLastUpdated(snapshot)).toBeLessThanOrEqual(Date.now());
};

modelTest('order tracking machine', {
  machine: orderTrackingMachine,
  stateKey: ({ context }) => context.order !== undefined,
  inputs: { 'an order': { orderId: 'order-9' } },
  events: {
    'order.updated': byStatus((status) => ({ progress: progressOf(status) })),
    'xstate.done.actor.loadOrder': byStatus((status) => ({
      output: { ...deliveryOrder, ...progressOf(status) },
    })),
    'xstate.error.actor.loadOrder': { offline, 'not found': { error: { key: 'default', status: 404 } } },
    'xstate.done.actor.pollOrder': byStatus((status) => ({ output: progressOf(status) })),
    'xstate.error.actor.pollOrder': { offline },
    'xstate.done.actor.confirmDelivery': {
      delivered: { output: progressOf('delivered') },
      'picked up': { output: progressOf('pickedUp') },
    },
    'xstate.error.actor.confirmDelivery': { offline },
  },
  assertions: {
    '#orderTracking': (snapshot) =>
      expect(selectLocation(snapshot)).toEqual({ path: '/orders/$id', params: { id: 'order-9' } }),
    loading: (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    loadFailed: (snapshot) => {
      expect(selectError(snapshot)).toBe('network');
      expect(snapshot.context.failures).toBeGreaterThan(0);
    },
    notFound: (snapshot) => expect(selectIsNotFound(snapshot)).toBe(true),
    'following.status.awaitingPayment': (snapshot) => {
      shows('awaitingPayment')(snapshot);
      expect(selectCanConfirmDelivery(snapshot)).toBe(false);
    },
    'following.status.accepted': shows('accepted'),
    'following.status.preparing': shows('preparing'),
    'following.status.outForDelivery': (snapshot) => {
      shows('outForDelivery')(snapshot);
      if (!snapshot.matches({ following: { confirmation: 'confirming' } }))
        expect(selectCanConfirmDelivery(snapshot)).toBe(true);
    },
    'following.status.readyForPickup': shows('readyForPickup'),
    'following.polling.waiting': (snapshot) => expect(selectIsStale(snapshot)).toBe(false),
    'following.polling.fetching': (snapshot) => expect(snapshot.children.pollOrder).toBeDefined(),
    'following.polling.backingOff': (snapshot) => {
      expect(selectIsStale(snapshot)).toBe(true);
      expect(snapshot.context.order).toBeDefined();
    },
    'following.confirmation.idle': (snapshot) => expect(snapshot.children.confirmDelivery).toBeUndefined(),
    'following.confirmation.confirming': (snapshot) => expect(selectCanConfirmDelivery(snapshot)).toBe(false),
    'following.confirmation.failed': (snapshot) => expect(selectError(snapshot)).toBe('network'),
    'finished.delivered': shows('delivered'),
    'finished.pickedUp': shows('pickedUp'),
    'finished.cancelled': shows('cancelled'),
    'finished.paymentFailed': shows('paymentFailed'),
    finished: (snapshot) => {
      expect(selectIsFinal(snapshot)).toBe(true);
      expect(snapshot.children.pollOrder).toBeUndefined();
    },
  },
});
