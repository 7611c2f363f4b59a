import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { paulistaPlace, paulistaPosition, pinheirosPlace } from './geolocation.fixtures.ts';
import { locateMachine } from './locate.machine.ts';
import {
  selectCanLocate,
  selectError,
  selectIsBusy,
  selectIsLocating,
  selectPermission,
  selectResults,
} from './locate.selectors.ts';

const offline = { error: { key: 'network' } };

modelTest('locate machine', {
  machine: locateMachine,
  // What the guards read: whether to locate at once, the permission, whether there are results.
  stateKey: ({ context }) => ({
    autoLocate: context.autoLocate,
    permission: context.permission,
    results: context.results.length,
  }),
  inputs: { 'a first visit': { autoLocate: true }, 'back from the address step': { autoLocate: false } },
  events: {
    'xstate.done.actor.checkPermission': {
      granted: { output: 'granted' },
      prompt: { output: 'prompt' },
      denied: { output: 'denied' },
      unavailable: { output: 'unavailable' },
    },
    'xstate.error.actor.checkPermission': { 'no Permissions API': { error: new Error('unsupported') } },
    'permission.changed': { denied: { permission: 'denied' } },
    'xstate.done.actor.requestPosition': { 'on Paulista': { output: paulistaPosition } },
    'xstate.error.actor.requestPosition': {
      'said no': { error: { reason: 'denied' } },
      'no fix': { error: { reason: 'unavailable' } },
    },
    'xstate.done.actor.reverseGeocode': { paulista: { output: paulistaPlace } },
    'xstate.error.actor.reverseGeocode': { offline },
    'postalCode.submit': { 'a CEP': { postalCode: '01310100' }, 'seven digits': { postalCode: '0131010' } },
    'xstate.done.actor.geocodePostalCode': { found: { output: [paulistaPlace] }, unknown: { output: [] } },
    'xstate.error.actor.geocodePostalCode': { offline },
    'address.search': { 'a street': { query: 'rua dos pinheiros' }, 'two letters': { query: 'ru' } },
    'xstate.done.actor.searchAddress': {
      found: { output: [pinheirosPlace, paulistaPlace] },
      nothing: { output: [] },
    },
    'xstate.error.actor.searchAddress': { offline },
    'place.choose': { second: { index: 1 }, 'not listed': { index: 5 } },
  },
  assertions: {
    checkingPermission: (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(selectCanLocate(snapshot)).toBe(false);
    },
    choosing: (snapshot) => {
      const permission = selectPermission(snapshot);
      expect(selectCanLocate(snapshot)).toBe(permission !== 'denied' && permission !== 'unavailable');
      expect(selectResults(snapshot)).toEqual([]);
    },
    locating: (snapshot) => {
      expect(selectIsLocating(snapshot)).toBe(true);
      expect(selectCanLocate(snapshot)).toBe(false);
    },
    reverseGeocoding: (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      expect(snapshot.context.position).toEqual(paulistaPosition);
    },
    lookingUpPostalCode: (snapshot) => expect(snapshot.context.postalCode).toBe('01310-100'),
    searching: (snapshot) => expect(snapshot.context.query).toBe('rua dos pinheiros'),
    results: (snapshot) => expect(selectResults(snapshot)).toEqual([pinheirosPlace, paulistaPlace]),
    located: (snapshot) => {
      expect(selectError(snapshot)).toBeUndefined();
      expect(snapshot.output?.place.city).toBe('São Paulo');
    },
  },
});
