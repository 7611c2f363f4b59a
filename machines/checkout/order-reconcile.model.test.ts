import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { approved, declined, pending } from './checkout.fixtures.ts';
import { ORDER_RECONCILE_ATTEMPTS, orderReconcileMachine } from './order-reconcile.machine.ts';

const offline = { error: { key: 'network' } };
const request = {
  idempotencyKey: 'key-1',
  orderId: 'order-1',
  serviceId: 'service-takeout',
  checkoutOption: 'takeout',
  payment: { method: 'card', cardId: 'card-1' },
  expectedTotalCents: 19_560,
} as const;

modelTest('order reconcile machine', {
  machine: orderReconcileMachine,
  stateKey: ({ context }) => context.attempts,
  inputs: { 'a lost card order': { request } },
  events: {
    'xstate.done.actor.findOrder': {
      approved: { output: approved },
      declined: { output: declined },
      'PIX pending': { output: pending },
      'nothing made': { output: { status: 'none' } },
    },
    'xstate.error.actor.findOrder': { offline },
    'xstate.done.actor.createOrder': { approved: { output: approved } },
    'xstate.error.actor.createOrder': {
      offline,
      'still running': { error: { key: 'default', status: 409, code: 'IDEMPOTENCY_KEY_IN_USE' } },
      refused: { error: { key: 'default', status: 422, code: 'COUPON_USED' } },
    },
  },
  assertions: {
    looking: (snapshot) => expect(snapshot.context.request.idempotencyKey).toBe('key-1'),
    // Sent again exactly as first sent: same key, same body.
    resending: (snapshot) => expect(snapshot.context.request).toEqual(request),
    waiting: (snapshot) => expect(snapshot.context.attempts).toBeLessThan(ORDER_RECONCILE_ATTEMPTS),
    stuck: (snapshot) => expect(snapshot.hasTag('stuck')).toBe(true),
    known: (snapshot) => expect(snapshot.output?.status).toMatch(/approved|declined|pending|refused/),
  },
});
