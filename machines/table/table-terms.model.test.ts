import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { tableTermsMachine } from './table-terms.machine.ts';

const terms = { title: 'Termos do pagamento na mesa', body: 'Ao pagar pela mesa…', version: '3' };

modelTest('table terms machine', {
  machine: tableTermsMachine,
  events: {
    'xstate.done.actor.loadTerms': { loaded: { output: terms } },
    'xstate.error.actor.loadTerms': { offline: { error: new Error('offline') } },
  },
  assertions: {
    idle: (snapshot) => expect(snapshot.context.terms).toBeUndefined(),
    loading: (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    loaded: (snapshot) => expect(snapshot.context.terms).toEqual(terms),
    failed: (snapshot) => {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.context.terms).toBeUndefined();
    },
  },
});
