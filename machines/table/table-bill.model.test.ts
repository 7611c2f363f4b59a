import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { bill, session } from './table.fixtures.ts';
import { billPollerMachine } from './table-bill.machine.ts';

const offline = { error: { key: 'network' } };

modelTest('bill poller machine', {
  // No table around it here: what it reports is checked in table.test.ts.
  machine: billPollerMachine.provide({ actions: { reportBill: () => {}, reportFailure: () => {} } }),
  stateKey: () => null,
  inputs: { 'a seated diner': session },
  events: {
    'xstate.done.actor.loadBill': { 'the bill': { output: bill } },
    'xstate.error.actor.loadBill': {
      offline,
      'session gone': { error: { key: 'default', status: 404 } },
    },
  },
  assertions: {
    loading: (snapshot) => expect(snapshot.children.loadBill).toBeDefined(),
    waiting: (snapshot) => expect(snapshot.status).toBe('active'),
    gone: (snapshot) => expect(snapshot.output).toEqual({ reason: 'sessionGone' }),
  },
});
