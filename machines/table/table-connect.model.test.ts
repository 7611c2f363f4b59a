import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { closedTable, freeTable, openTable, session, table12 } from './table.fixtures.ts';
import { connectMachine } from './table-connect.machine.ts';

const offline = { error: { key: 'network' } };
const diner = { name: 'Ana Souza', includeDocumentInvoice: false };

modelTest('connect machine', {
  machine: connectMachine,
  stateKey: ({ context }) => ({ session: context.session !== undefined, error: context.error }),
  inputs: {
    'a table with an open session': { ...table12, tableInfo: openTable, diner },
    'a free table': { ...table12, tableInfo: freeTable, diner },
    'a closed table': { ...table12, tableInfo: closedTable, diner },
  },
  events: {
    'xstate.done.actor.joinSession': { joined: { output: session } },
    'xstate.error.actor.joinSession': { offline },
    'xstate.done.actor.createSession': { created: { output: session } },
    'xstate.error.actor.createSession': { offline },
  },
  assertions: {
    joining: (snapshot) => expect(snapshot.context.tableInfo.sessionId).toBe('session-1'),
    creating: (snapshot) => expect(snapshot.context.tableInfo.keyCreation).toBe('key-1'),
    done: (snapshot) => {
      const output = snapshot.output;
      expect(output?.session ?? output?.error).toBeDefined();
      if (output?.error !== undefined) expect(['network', 'tableUnavailable']).toContain(output.error);
    },
  },
});
