import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { paulistaForm, paulistaPlace, savedPaulista } from './geolocation.fixtures.ts';
import { selectLocation } from './geolocation.location.ts';
import { geolocationMachine } from './geolocation.machine.ts';
import {
  selectError,
  selectFormattedLocation,
  selectFormProblems,
  selectIsBusy,
  selectPlace,
  selectSavedAddress,
  selectStepIndex,
} from './geolocation.selectors.ts';

const saved = { ...savedPaulista, id: 'address-9' };

modelTest('geolocation wizard', {
  machine: geolocationMachine,
  // What the guards read: the scope, and whether an address was saved (or is being edited).
  stateKey: ({ context }) => ({ scope: context.scope, saved: context.saved !== undefined }),
  inputs: {
    'a first visit': {},
    'the address book': { scope: 'profile' },
    'an address to edit': { scope: 'profile', address: savedPaulista },
  },
  events: {
    'xstate.done.actor.locate': { paulista: { output: { place: paulistaPlace } } },
    'xstate.error.actor.locate': { crashed: { error: new Error('crashed') } },
    'permission.changed': { denied: { permission: 'denied' } },
    'postalCode.submit': { 'a CEP': { postalCode: '01310-100' } },
    'address.search': { 'a street': { query: 'paulista' } },
    'place.choose': { first: { index: 0 } },
    'address.save': {
      complete: { form: paulistaForm },
      'without a number': { form: { ...paulistaForm, number: '' } },
    },
    'xstate.done.actor.saveAddress': { saved: { output: saved } },
    'xstate.error.actor.saveAddress': { duplicate: { error: { key: 'registerAddressFailed', status: 409 } } },
  },
  assertions: {
    'geolocation.locating': (snapshot) => {
      expect(selectStepIndex(snapshot)).toBe(0);
      expect(selectLocation(snapshot)).toEqual({ path: '/geolocation' });
    },
    'geolocation.failed': (snapshot) => {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(selectError(snapshot)).toBe('default');
    },
    'address.editing': (snapshot) => {
      expect(selectStepIndex(snapshot)).toBe(1);
      expect(selectLocation(snapshot)).toEqual({ path: '/geolocation/address' });
      expect(selectPlace(snapshot)?.postalCode).toBe('01310-100');
      const error = selectError(snapshot);
      if (error === 'addressFormInvalid')
        expect(selectFormProblems(snapshot)).toEqual({ number: 'required' });
      else expect([undefined, 'registerAddressFailed']).toContain(error);
    },
    'address.saving': (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(selectFormProblems(snapshot)).toEqual({});
    },
    confirm: (snapshot) => {
      expect(selectStepIndex(snapshot)).toBe(2);
      expect(selectLocation(snapshot)).toEqual({ path: '/geolocation/confirm' });
      expect(selectFormattedLocation(snapshot)).toBe('Avenida Paulista, 1578, Bela Vista, São Paulo, SP');
    },
    done: (snapshot) => {
      expect(selectStepIndex(snapshot)).toBeUndefined();
      expect(selectLocation(snapshot)).toBeUndefined();
      expect(snapshot.output?.address).toEqual(selectSavedAddress(snapshot));
    },
  },
});
