import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { cardDetails, master, tokenized, visa } from './wallet.fixtures.ts';
import { walletMachine } from './wallet.machine.ts';

const offline = { error: { key: 'network' } };

modelTest('wallet machine', {
  // Standalone here: what it reports to its parent is checked in checkout.test.ts.
  machine: walletMachine.provide({ actions: { reportSelection: () => {} } }),
  stateKey: ({ context }) => ({
    cards: context.cards.length,
    selected: context.selected?.kind,
    saveNew: context.saveNew,
  }),
  inputs: { 'a registered customer': { isRegistered: true }, 'a guest': { isRegistered: false } },
  events: {
    'card.use': { 'the visa': { cardId: 'card-1' }, 'not mine': { cardId: 'card-9' } },
    'card.add': {
      'saved for later': { save: true, ...cardDetails },
      'for this order only': { save: false, ...cardDetails },
    },
    'card.setDefault': { 'the visa': { cardId: 'card-1' } },
    'card.delete': { 'the master': { cardId: 'card-2' } },
    'xstate.done.actor.loadCards': { 'two cards': { output: [visa, master] } },
    'xstate.error.actor.loadCards': { offline },
    'xstate.done.actor.tokenizeCard': { tokenized: { output: tokenized } },
    'xstate.error.actor.tokenizeCard': {
      declined: { error: { key: 'default', status: 422, code: 'CARD_PAYMENT_ERROR' } },
    },
    'xstate.done.actor.saveCard': { saved: { output: { ...visa, id: 'card-3', last4: '1111' } } },
    'xstate.error.actor.saveCard': { offline },
    'xstate.done.actor.setDefaultCard': {
      'the visa first': {
        output: [
          { ...visa, isDefault: true },
          { ...master, isDefault: false },
        ],
      },
    },
    'xstate.error.actor.setDefaultCard': { offline },
    'xstate.done.actor.deleteCard': { deleted: { output: undefined } },
    'xstate.error.actor.deleteCard': { offline },
  },
  assertions: {
    loading: (snapshot) => expect(snapshot.hasTag('busy')).toBe(true),
    loadFailed: (snapshot) => expect(snapshot.context.error).toEqual({ key: 'network', during: 'load' }),
    ready: (snapshot) => {
      const { cards, selected } = snapshot.context;
      // The default card comes first, and a saved selection is always one of the cards.
      expect(cards.findIndex((card) => card.isDefault)).toBeLessThanOrEqual(0);
      if (selected?.kind === 'saved') expect(cards.map((card) => card.id)).toContain(selected.cardId);
      expect(JSON.stringify(snapshot.context)).not.toContain(cardDetails.number);
    },
    tokenizing: (snapshot) => expect(JSON.stringify(snapshot.context)).not.toContain(cardDetails.number),
    saving: (snapshot) => {
      expect(snapshot.context.isRegistered).toBe(true);
      expect(snapshot.context.pending).toEqual(tokenized);
    },
    settingDefault: (snapshot) => expect(snapshot.context.changing).toBe('card-1'),
    deleting: (snapshot) => expect(snapshot.context.changing).toBe('card-2'),
  },
});
