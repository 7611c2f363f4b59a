import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { RECONCILE_ATTEMPTS, reconcileMachine } from './reconcile.machine.ts';
import { approved, declined } from './table-payment.fixtures.ts';

const offline = { error: { key: 'network' } };
const request = {
  sessionId: 'session-1',
  userSessionId: 'user-session-1',
  seatToken: 'seat-token-1',
  paymentId: 'payment-1',
  method: 'card',
  cardId: 'card-1',
  idempotencyKey: 'key-1',
  includeDocumentInvoice: false,
} as const;

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
