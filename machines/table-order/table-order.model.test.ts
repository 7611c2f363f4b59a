import { expect } from 'vitest';
import { UUID_PATTERN } from '../../tests/idempotency-keys.ts';
import { modelTest } from '../../tests/model/model-test.ts';
import { diner, menu, picanhaOptions } from './table-order.fixtures.ts';
import { tableOrderMachine } from './table-order.machine.ts';
import {
  selectDraft,
  selectError,
  selectIsBasketOpen,
  selectIsBusy,
  selectIsItemOpen,
  selectIsOutcomeUnknown,
  selectLines,
} from './table-order.selectors.ts';

const offline = { error: { key: 'network', status: undefined } };

modelTest('table-order machine', {
  machine: tableOrderMachine,
  // What the guards read: whether a draft is complete and how many lines there are.
  stateKey: ({ context }) => ({
    lines: context.lines.length,
    choices: context.draft?.choiceIds.length ?? 0,
  }),
  inputs: { 'a seated diner': diner },
  events: {
    'item.open': { picanha: { itemId: 'picanha' }, 'sold out': { itemId: 'costela' } },
    'choice.toggle': { rare: { groupId: 'doneness', choiceId: 'rare' } },
    'quantity.set': { two: { quantity: 2 } },
    'note.change': { 'no salt': { note: 'sem sal' } },
    'line.set': (snapshot) =>
      Object.fromEntries(
        snapshot.context.lines.flatMap((line: { key: string }) => [
          [`${line.key} ×3`, { key: line.key, quantity: 3 }],
          [`${line.key} removed`, { key: line.key, quantity: 0 }],
        ]),
      ),
    'xstate.done.actor.loadMenu': { loaded: { output: menu } },
    'xstate.error.actor.loadMenu': { offline },
    'xstate.done.actor.loadItem': { loaded: { output: picanhaOptions } },
    'xstate.error.actor.loadItem': { offline },
    'xstate.done.actor.placeOrder': { placed: { output: { totalCents: 8990 } } },
    'xstate.error.actor.placeOrder': {
      offline,
      'sold out meanwhile': { error: { key: 'default', status: 409, code: 'ITEM_UNAVAILABLE' } },
    },
  },
  assertions: {
    loading: (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    loadFailed: (snapshot) => expect(selectError(snapshot)).toBe('network'),
    browsing: (snapshot) => {
      expect(selectIsItemOpen(snapshot)).toBe(false);
      expect(selectDraft(snapshot)).toBeUndefined();
    },
    'item.loading': (snapshot) => expect(selectIsItemOpen(snapshot)).toBe(true),
    'item.failed': (snapshot) => expect(selectError(snapshot)).toBe('network'),
    'item.choosing': (snapshot) => expect(selectDraft(snapshot)?.item.id).toBe('picanha'),
    basket: (snapshot) => {
      expect(selectIsBasketOpen(snapshot)).toBe(true);
      expect(selectLines(snapshot).length).toBeGreaterThan(0);
    },
    sending: (snapshot) => expect(snapshot.context.idempotencyKey).toMatch(UUID_PATTERN),
    unknown: (snapshot) => {
      expect(selectIsOutcomeUnknown(snapshot)).toBe(true);
      expect(snapshot.context.idempotencyKey).toMatch(UUID_PATTERN);
    },
    sent: (snapshot) => expect(snapshot.output).toEqual({ totalCents: 8990 }),
  },
});
