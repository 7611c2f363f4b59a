import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { pixMachine } from './pix.machine.ts';
import { RECONCILE_ATTEMPTS, reconcileMachine } from './reconcile.machine.ts';
import { approved, declined, receipt } from './table-payment.fixtures.ts';

const offline = { error: { key: 'network' } };
const request = {
  paymentId: 'payment-1',
  method: 'card',
  cardId: 'card-1',
  idempotencyKey: 'key-1',
  includeDocumentInvoice: false,
} as const;

modelTest('pix machine', {
  machine: pixMachine,
  stateKey: () => null,
  inputs: { 'a charge for 5 minutes': { paymentId: 'payment-1', expiresAt: 300_000, now: () => 0 } },
  events: {
    'xstate.done.actor.pollPayment': {
      paid: { output: { status: 'approved', receipt } },
      'not yet': { output: { status: 'pending' } },
      expired: { output: { status: 'expired' } },
    },
    'xstate.error.actor.pollPayment': { offline },
  },
  assertions: {
    waiting: (snapshot) => expect(snapshot.context.receipt).toBeUndefined(),
    checking: (snapshot) => expect(snapshot.children.pollPayment).toBeDefined(),
    approved: (snapshot) => expect(snapshot.output).toEqual({ status: 'approved', receipt }),
    expired: (snapshot) => expect(snapshot.output).toEqual({ status: 'expired' }),
  },
});

modelTest('reconcile machine', {
  machine: reconcileMachine,
  stateKey: ({ context }) => context.attempts,
  inputs: { 'a lost card payment': { request } },
  events: {
    'xstate.done.actor.reconcile': {
      approved: { output: approved },
      declined: { output: declined },
      'still unknown': { output: { status: 'unknown' } },
    },
    'xstate.error.actor.reconcile': { offline },
  },
  assertions: {
    asking: (snapshot) => expect(snapshot.context.request.idempotencyKey).toBe('key-1'),
    waiting: (snapshot) => expect(snapshot.context.attempts).toBeLessThan(RECONCILE_ATTEMPTS),
    stuck: (snapshot) => expect(snapshot.hasTag('stuck')).toBe(true),
    known: (snapshot) => expect(snapshot.output?.status).toMatch(/approved|declined/),
  },
});
