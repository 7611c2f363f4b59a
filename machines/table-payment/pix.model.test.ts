import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { pixMachine } from './pix.machine.ts';
import { receipt } from './table-payment.fixtures.ts';

const offline = { error: { key: 'network' } };

modelTest('pix machine', {
  machine: pixMachine,
  stateKey: () => null,
  inputs: { 'a charge for 5 minutes': { paymentId: 'payment-1', secondsLeft: 300 } },
  events: {
    'xstate.done.actor.pollPayment': {
      paid: { output: { status: 'approved', receipt } },
      'not yet': { output: { status: 'pending' } },
      expired: { output: { status: 'expired' } },
    },
    'xstate.error.actor.pollPayment': { offline },
  },
  assertions: {
    pending: (snapshot) => expect(snapshot.context.secondsLeft).toBe(300),
    'pending.waiting': (snapshot) => expect(snapshot.context.receipt).toBeUndefined(),
    'pending.checking': (snapshot) => expect(snapshot.children.pollPayment).toBeDefined(),
    approved: (snapshot) => expect(snapshot.output).toEqual({ status: 'approved', receipt }),
    expired: (snapshot) => expect(snapshot.output).toEqual({ status: 'expired' }),
  },
});
