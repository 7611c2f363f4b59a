import { expect } from 'vitest';
import { UUID_PATTERN } from '../../tests/idempotency-keys.ts';
import { modelTest } from '../../tests/model/model-test.ts';
import { receipt } from '../table-payment/table-payment.fixtures.ts';
import { approved, declined, pending, placed } from './checkout.fixtures.ts';
import { placeOrderMachine } from './place-order.machine.ts';

const offline = { error: { key: 'network' } };
const order = {
  orderId: 'order-guest',
  sessionId: 'guest-session-1',
  serviceId: 'service-delivery',
  checkoutOption: 'delivery',
  payment: { method: 'pix' },
  expectedTotalCents: 19_560,
} as const;

modelTest('place order machine', {
  machine: placeOrderMachine,
  stateKey: ({ context }) => context.goneRetried,
  inputs: {
    'a guest delivery by PIX': {
      order,
      location: { latitude: -23.5477, longitude: -46.6343 },
    },
  },
  events: {
    'xstate.done.actor.checkAvailability': {
      available: { output: { available: true } },
      'out of the area': { output: { available: false, reason: 'outOfArea' } },
    },
    'xstate.error.actor.checkAvailability': { offline },
    'xstate.done.actor.createOrder': {
      approved: { output: approved },
      'PIX pending': { output: pending },
      declined: { output: declined },
    },
    'xstate.error.actor.createOrder': {
      'answer lost': { error: { key: 'timeout' } },
      '410': { error: { key: 'gone', status: 410 } },
      refused: { error: { key: 'default', status: 422, code: 'COUPON_USED' } },
    },
    'xstate.done.actor.reloadRestaurants': { reloaded: { output: { serviceId: 'service-2' } } },
    'xstate.error.actor.reloadRestaurants': { offline },
    'xstate.done.actor.pix': {
      paid: { output: { status: 'approved', receipt } },
      expired: { output: { status: 'expired' } },
    },
    'xstate.error.actor.pix': { crashed: { error: new Error('crashed') } },
    'xstate.done.actor.reconciliation': {
      approved: { output: approved },
      'PIX pending': { output: pending },
      declined: { output: declined },
      refused: { output: { status: 'refused', error: { key: 'default', status: 422 } } },
    },
    'xstate.error.actor.reconciliation': { crashed: { error: new Error('crashed') } },
  },
  assertions: {
    rechecking: (snapshot) => expect(snapshot.context.request.idempotencyKey).toMatch(UUID_PATTERN),
    creating: (snapshot) => {
      // The try after a 410 goes to the service the restaurants give now.
      const { request, goneRetried } = snapshot.context;
      expect(request.serviceId).toBe(goneRetried ? 'service-2' : 'service-delivery');
    },
    refreshingRestaurants: (snapshot) => expect(snapshot.context.goneRetried).toBe(true),
    pix: (snapshot) => expect(snapshot.context.pix).toBeDefined(),
    'unknown.reconciling': (snapshot) => expect(snapshot.hasTag('unknown')).toBe(true),
    'unknown.stuck': (snapshot) => expect(snapshot.hasTag('stuck')).toBe(true),
    placed: (snapshot) => expect(snapshot.output).toEqual({ status: 'placed', order: placed }),
    done: (snapshot) => expect(snapshot.output?.status).not.toBe('placed'),
  },
});
