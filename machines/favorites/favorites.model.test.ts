import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { favoritesMachine } from './favorites.machine.ts';
import {
  selectError,
  selectIsPending,
  selectIsSaving,
  selectIsSignInOffered,
} from './favorites.selectors.ts';

modelTest('favorites machine', {
  machine: favoritesMachine,
  // What the guards read: signed in, and whether taps are waiting (two stand for more).
  stateKey: ({ context }) => ({ signedIn: context.signedIn, pending: Math.min(context.pending.length, 2) }),
  inputs: { 'a customer': { signedIn: true }, 'a guest': { signedIn: false } },
  events: {
    'favorite.toggle': {
      'heart on': { itemId: 'picanha', active: true, serviceId: 'svc-delivery' },
      'heart off': { itemId: 'costela', active: false, serviceId: 'svc-delivery' },
    },
    'xstate.done.actor.saveFavorite': { saved: { output: undefined } },
    'xstate.error.actor.saveFavorite': { offline: { error: { key: 'network' } } },
  },
  assertions: {
    idle: (snapshot) => {
      expect(selectIsSaving(snapshot)).toBe(false);
      expect(snapshot.context.pending).toEqual([]);
      expect([undefined, 'favoriteFailed']).toContain(selectError(snapshot));
    },
    saving: (snapshot) => {
      expect(selectIsSaving(snapshot)).toBe(true);
      const [first] = snapshot.context.pending;
      expect(first && selectIsPending(snapshot, first.itemId)).toBe(true);
    },
    signInPrompt: (snapshot) => {
      expect(selectIsSignInOffered(snapshot)).toBe(true);
      expect(snapshot.context.signedIn).toBe(false);
    },
  },
});
