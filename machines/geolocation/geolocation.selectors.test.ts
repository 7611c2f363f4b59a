import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { emptyForm } from './address-form.ts';
import { paulistaForm, paulistaPlace, pinheirosPlace, savedPaulista } from './geolocation.fixtures.ts';
import { selectLocation } from './geolocation.location.ts';
import { geolocationMachine } from './geolocation.machine.ts';
import {
  selectFormattedLocation,
  selectLocate,
  selectScope,
  selectStep,
  selectStepIndex,
} from './geolocation.selectors.ts';
import type { GeolocationContext, LocateContext } from './geolocation.types.ts';
import { locateMachine } from './locate.machine.ts';
import { selectCanLocate, selectIsLocating, selectResults } from './locate.selectors.ts';

const base: GeolocationContext = {
  scope: 'register',
  place: undefined,
  form: emptyForm,
  problems: {},
  saved: undefined,
  error: undefined,
};
const wizardIn = (value: StateValue, overrides: Partial<GeolocationContext> = {}) =>
  geolocationMachine.resolveState({ value, context: { ...base, ...overrides } });

const locateBase: LocateContext = {
  autoLocate: true,
  permission: 'prompt',
  position: undefined,
  postalCode: '',
  query: '',
  results: [],
  place: undefined,
  error: undefined,
};
const locateIn = (value: StateValue, overrides: Partial<LocateContext> = {}) =>
  locateMachine.resolveState({ value, context: { ...locateBase, ...overrides } });

describe('geolocation wizard selectors', () => {
  it.each([
    [{ geolocation: 'locating' }, 'geolocation', 0, '/geolocation'],
    [{ geolocation: 'failed' }, 'geolocation', 0, '/geolocation'],
    [{ address: 'editing' }, 'address', 1, '/geolocation/address'],
    [{ address: 'saving' }, 'address', 1, '/geolocation/address'],
    ['confirm', 'confirm', 2, '/geolocation/confirm'],
  ] as const)('in %j: step %s (%i) at %s', (value, step, index, path) => {
    const snapshot = wizardIn(value as StateValue);
    expect(selectStep(snapshot)).toBe(step);
    expect(selectStepIndex(snapshot)).toBe(index);
    expect(selectLocation(snapshot)).toEqual({ path });
  });

  it('name no step and no page once done', () => {
    const snapshot = wizardIn('done', { saved: savedPaulista });
    expect(selectStep(snapshot)).toBeUndefined();
    expect(selectStepIndex(snapshot)).toBeUndefined();
    expect(selectLocation(snapshot)).toBeUndefined();
  });

  it('read the scope, register by default', () => {
    expect(selectScope(wizardIn({ geolocation: 'locating' }))).toBe('register');
    expect(selectScope(wizardIn('confirm', { scope: 'profile' }))).toBe('profile');
  });

  it('format the location from the saved address, else from the place and what is typed', () => {
    expect(selectFormattedLocation(wizardIn({ geolocation: 'locating' }))).toBe('');
    expect(
      selectFormattedLocation(wizardIn({ address: 'editing' }, { place: paulistaPlace, form: emptyForm })),
    ).toBe('São Paulo, SP');
    expect(
      selectFormattedLocation(wizardIn({ address: 'editing' }, { place: paulistaPlace, form: paulistaForm })),
    ).toBe('Avenida Paulista, 1578, Bela Vista, São Paulo, SP');
    expect(
      selectFormattedLocation(
        wizardIn('confirm', { place: pinheirosPlace, form: emptyForm, saved: savedPaulista }),
      ),
    ).toBe('Avenida Paulista, 1578, Bela Vista, São Paulo, SP');
  });

  it('give no locate step off step 0', () => {
    expect(selectLocate(wizardIn('confirm'))).toBeUndefined();
  });
});

describe('locate selectors', () => {
  it.each([
    ['prompt', true],
    ['granted', true],
    [undefined, true],
    ['denied', false],
    ['unavailable', false],
  ] as const)('offer "use my location" with the permission %s: %s', (permission, offered) => {
    expect(selectCanLocate(locateIn('choosing', { permission }))).toBe(offered);
  });

  it('offer nothing new while busy', () => {
    expect(selectCanLocate(locateIn('locating', { permission: 'granted' }))).toBe(false);
    expect(selectIsLocating(locateIn('locating'))).toBe(true);
    expect(selectIsLocating(locateIn('searching'))).toBe(false);
  });

  it('list the search results only on the results', () => {
    const results = [pinheirosPlace, paulistaPlace];
    expect(selectResults(locateIn('results', { results }))).toEqual(results);
    expect(selectResults(locateIn('choosing', { results }))).toEqual([]);
  });
});
