import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { options, sheet } from './product.fixtures.ts';
import { productMachine } from './product.machine.ts';
import { selectDraftSummary, selectError, selectIsBusy, selectIsFailed } from './product.selectors.ts';

modelTest('product machine', {
  machine: productMachine,
  // What the guard reads: whether every required group has its choice.
  stateKey: ({ context }) => ({ complete: context.draft?.choiceIds.includes('rare') ?? false }),
  inputs: { 'a grilled dish': sheet },
  events: {
    'xstate.done.actor.loadOptions': { loaded: { output: options } },
    'xstate.error.actor.loadOptions': { offline: { error: { key: 'network' } } },
    'choice.toggle': { rare: { groupId: 'doneness', choiceId: 'rare' } },
    'quantity.set': { two: { quantity: 2 } },
    'note.change': { 'no onion': { note: 'sem cebola' } },
  },
  assertions: {
    loading: (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    failed: (snapshot) => {
      expect(selectIsFailed(snapshot)).toBe(true);
      expect(selectError(snapshot)).toBe('network');
    },
    choosing: (snapshot) => {
      const summary = selectDraftSummary(snapshot);
      expect(summary).toBeDefined();
      if (selectError(snapshot) === 'optionsRequired') expect(summary?.missing).toEqual(['doneness']);
    },
    added: (snapshot) => expect(selectDraftSummary(snapshot)?.complete).toBe(true),
    closed: (snapshot) => expect(snapshot.status).toBe('done'),
  },
});
