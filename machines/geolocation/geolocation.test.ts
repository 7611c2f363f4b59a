import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { paulistaForm, paulistaPlace, paulistaPosition, savedPaulista } from './geolocation.fixtures.ts';
import { selectLocation } from './geolocation.location.ts';
import { geolocationMachine } from './geolocation.machine.ts';
import {
  selectError,
  selectForm,
  selectFormattedLocation,
  selectFormProblems,
  selectLocate,
  selectStepIndex,
} from './geolocation.selectors.ts';
import type {
  GeolocationInput,
  LocationPermission,
  RegisteredAddress,
  SaveAddressInput,
  SavedAddress,
} from './geolocation.types.ts';
import { locateMachine } from './locate.machine.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function startWizard(
  input: GeolocationInput = {},
  options: {
    permission?: LocationPermission;
    save?: (input: SaveAddressInput) => Promise<SavedAddress>;
  } = {},
) {
  const calls: string[] = [];
  const saved: SaveAddressInput[] = [];
  const registered: RegisteredAddress[] = [];
  const locate = locateMachine.provide({
    actors: {
      checkPermission: fromPromise(async () => options.permission ?? 'granted'),
      requestPosition: fromPromise(async () => {
        calls.push('position');
        return paulistaPosition;
      }),
      reverseGeocode: fromPromise(async () => paulistaPlace),
      geocodePostalCode: fromPromise(async () => {
        calls.push('cep');
        return [paulistaPlace];
      }),
      searchAddress: fromPromise(async () => [paulistaPlace]),
    },
  });
  const machine = geolocationMachine.provide({
    actors: {
      locate,
      saveAddress: fromPromise(async ({ input: save }: { input: SaveAddressInput }) => {
        saved.push(save);
        return (
          options.save ?? (async () => ({ ...save.address, id: save.id ?? 'address-9', isMain: true }))
        )(save);
      }),
    },
    actions: { trackAddressRegistered: (_, address) => void registered.push(address) },
  });
  const actor = createActor(machine, { input }).start();
  const atStep = (index: number) => waitFor(actor, (snapshot) => selectStepIndex(snapshot) === index);
  return { actor, calls, saved, registered, atStep };
}

describe('address wizard', () => {
  it('reports ADDRESS_REGISTERED for the new address saved, and a save again as no new one (spec §7)', async () => {
    const { actor, registered, atStep } = startWizard();
    await atStep(1);
    actor.send({ type: 'address.save', form: paulistaForm });
    await atStep(2);
    actor.send({ type: 'step.back' });
    actor.send({ type: 'address.save', form: { ...paulistaForm, complement: 'ap. 3' } });
    await atStep(2);
    expect(registered.map(({ address, scope, isNew }) => [address.id, address.city, scope, isNew])).toEqual([
      ['address-9', 'São Paulo', 'register', true],
      ['address-9', 'São Paulo', 'register', false],
    ]);
  });

  it('goes Geolocation (0) → Address (1) → Confirm (2) and ends with the saved address', async () => {
    const { actor, saved, atStep } = startWizard();
    expect(selectLocation(actor.getSnapshot())).toEqual({ path: '/geolocation' });
    await atStep(1);
    expect(selectLocation(actor.getSnapshot())).toEqual({ path: '/geolocation/address' });
    expect(selectForm(actor.getSnapshot())).toMatchObject({ street: 'Avenida Paulista', number: '' });
    actor.send({ type: 'address.save', form: paulistaForm });
    // Spec §4: "After an address is saved the wizard step moves to Confirm."
    await atStep(2);
    expect(selectLocation(actor.getSnapshot())).toEqual({ path: '/geolocation/confirm' });
    expect(saved).toEqual([
      {
        scope: 'register',
        id: undefined,
        address: { ...paulistaPlace, ...paulistaPosition, ...paulistaForm },
      },
    ]);
    expect(selectFormattedLocation(actor.getSnapshot())).toBe(
      'Avenida Paulista, 1578, Bela Vista, São Paulo, SP',
    );
    actor.send({ type: 'address.confirm' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.address.id).toBe('address-9');
    expect(selectLocation(actor.getSnapshot())).toBeUndefined();
  });

  it('in the profile scope, ends as soon as the address is saved', async () => {
    const { actor, saved, atStep } = startWizard({ scope: 'profile' });
    await atStep(1);
    actor.send({ type: 'address.save', form: paulistaForm });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(saved[0]?.scope).toBe('profile');
    expect(actor.getSnapshot().output?.address).toMatchObject({ id: 'address-9', number: '1578' });
  });

  it('does not save an address without a number and says which field is missing', async () => {
    const { actor, saved, atStep } = startWizard();
    await atStep(1);
    actor.send({ type: 'address.save', form: { ...paulistaForm, number: ' ' } });
    expect(selectFormProblems(actor.getSnapshot())).toEqual({ number: 'required' });
    expect(selectError(actor.getSnapshot())).toBe('addressFormInvalid');
    expect(saved).toEqual([]);
    actor.send({ type: 'address.save', form: paulistaForm });
    expect(selectFormProblems(actor.getSnapshot())).toEqual({});
    expect(selectError(actor.getSnapshot())).toBeUndefined();
    await atStep(2);
  });

  it('stays on the address step with what was typed when saving fails (409: registerAddressFailed)', async () => {
    const { actor, atStep } = startWizard(
      {},
      { save: () => Promise.reject({ key: 'registerAddressFailed' }) },
    );
    await atStep(1);
    actor.send({ type: 'address.save', form: paulistaForm });
    await flush();
    expect(selectStepIndex(actor.getSnapshot())).toBe(1);
    expect(selectError(actor.getSnapshot())).toBe('registerAddressFailed');
    expect(selectForm(actor.getSnapshot())).toEqual(paulistaForm);
  });

  it('goes back a step with step.back; saving again updates the address instead of adding one', async () => {
    const { actor, saved, atStep } = startWizard();
    await atStep(1);
    actor.send({ type: 'address.save', form: paulistaForm });
    await atStep(2);
    actor.send({ type: 'step.back' });
    expect(selectStepIndex(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'address.save', form: { ...paulistaForm, complement: 'fundos' } });
    await atStep(2);
    expect(saved.map((save) => save.id)).toEqual([undefined, 'address-9']);
  });

  it('back at step 0 does not ask for the position again: the visitor wants another place', async () => {
    const { actor, calls, atStep } = startWizard();
    await atStep(1);
    actor.send({ type: 'step.back' });
    expect(selectStepIndex(actor.getSnapshot())).toBe(0);
    await flush();
    expect(selectLocate(actor.getSnapshot())?.matches('choosing')).toBe(true);
    expect(calls).toEqual(['position']);
    actor.send({ type: 'postalCode.submit', postalCode: '01310-100' });
    await atStep(1);
    expect(calls).toEqual(['position', 'cep']);
    expect(selectForm(actor.getSnapshot()).number).toBe('');
  });

  it('edits an address from the address book from the address step', async () => {
    const { actor, saved } = startWizard({ scope: 'profile', address: savedPaulista });
    expect(selectStepIndex(actor.getSnapshot())).toBe(1);
    expect(selectForm(actor.getSnapshot())).toEqual(paulistaForm);
    expect(selectFormattedLocation(actor.getSnapshot())).toBe(
      'Avenida Paulista, 1578, Bela Vista, São Paulo, SP',
    );
    actor.send({ type: 'address.save', form: { ...paulistaForm, number: '1580' } });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(saved[0]).toMatchObject({ id: 'address-1', address: { number: '1580' } });
  });

  it('shows a failure with "try again" when the locate step breaks', async () => {
    const broken = geolocationMachine.provide({
      actors: {
        locate: locateMachine.provide({
          actors: { checkPermission: fromPromise<LocationPermission, undefined>(async () => 'granted') },
          guards: {
            shouldLocate: () => {
              throw new Error('bug');
            },
          },
        }),
      },
    });
    const wizard = createActor(broken, { input: {} }).start();
    await waitFor(wizard, (snapshot) => snapshot.hasTag('error'));
    expect(selectError(wizard.getSnapshot())).toBe('default');
    expect(selectLocation(wizard.getSnapshot())).toEqual({ path: '/geolocation' });
    wizard.send({ type: 'locate.retry' });
    expect(wizard.getSnapshot().matches({ geolocation: 'locating' })).toBe(true);
    expect(selectError(wizard.getSnapshot())).toBeUndefined();
  });
});
