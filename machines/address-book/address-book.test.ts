import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SavedAddress } from '../geolocation/geolocation.types.ts';
import { bothAddresses, mainAddress, secondAddress, secondMadeMain } from './address-book.fixtures.ts';
import { addressBookMachine } from './address-book.machine.ts';
import {
  selectAddresses,
  selectChangingId,
  selectDeletionToConfirm,
  selectError,
  selectIsLoading,
} from './address-book.selectors.ts';
import type { AddressIdInput, WizardRequest } from './address-book.types.ts';

function start(overrides: { deleteAddress?: () => Promise<SavedAddress[]> } = {}) {
  const openWizard = vi.fn<(request: WizardRequest) => void>();
  const useMainAddress = vi.fn<(address: SavedAddress) => void>();
  const deleted = vi.fn<(input: AddressIdInput) => void>();
  const madeMain = vi.fn<(input: AddressIdInput) => void>();
  const actor = createActor(
    addressBookMachine.provide({
      actors: {
        loadAddresses: fromPromise(async () => bothAddresses),
        deleteAddress: fromPromise<SavedAddress[], AddressIdInput>(async ({ input }) => {
          deleted(input);
          return overrides.deleteAddress ? overrides.deleteAddress() : [mainAddress];
        }),
        setMainAddress: fromPromise<SavedAddress[], AddressIdInput>(async ({ input }) => {
          madeMain(input);
          return secondMadeMain;
        }),
      },
      actions: {
        openWizard: (_, request) => openWizard(request),
        useMainAddress: (_, address) => useMainAddress(address),
      },
    }),
  ).start();
  return { actor, openWizard, deleted, madeMain, useMainAddress };
}

const ready = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));

describe('address book machine', () => {
  it('lists the addresses main first once loaded', async () => {
    const { actor } = start();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await ready(actor);
    expect(selectAddresses(actor.getSnapshot()).map(({ id }) => id)).toEqual(['address-1', 'address-2']);
  });

  it('opens the wizard empty to add, and with the address to edit', async () => {
    const { actor, openWizard } = start();
    await ready(actor);
    actor.send({ type: 'address.add' });
    actor.send({ type: 'address.edit', id: 'address-2' });
    actor.send({ type: 'address.edit', id: 'unknown' });
    expect(openWizard.mock.calls).toEqual([[{}], [{ address: secondAddress }]]);
  });

  it('deletes only after a confirmation, and shows the list the API answers', async () => {
    const { actor, deleted } = start();
    await ready(actor);
    actor.send({ type: 'address.delete', id: 'address-2' });
    expect(selectDeletionToConfirm(actor.getSnapshot())).toEqual(secondAddress);
    actor.send({ type: 'deletion.cancel' });
    expect(deleted).not.toHaveBeenCalled();
    actor.send({ type: 'address.delete', id: 'address-2' });
    actor.send({ type: 'deletion.confirm' });
    expect(selectChangingId(actor.getSnapshot())).toBe('address-2');
    await ready(actor);
    expect(deleted).toHaveBeenCalledWith({ id: 'address-2' });
    expect(selectAddresses(actor.getSnapshot())).toEqual([mainAddress]);
  });

  it('tells the app of the address made main when the main one is deleted, not when another one is', async () => {
    const remaining = { ...secondAddress, isMain: true };
    let answer = [mainAddress];
    const { actor, useMainAddress } = start({ deleteAddress: async () => answer });
    await ready(actor);
    actor.send({ type: 'address.delete', id: 'address-2' });
    actor.send({ type: 'deletion.confirm' });
    await ready(actor);
    expect(useMainAddress).not.toHaveBeenCalled();
    answer = [remaining];
    actor.send({ type: 'address.delete', id: 'address-1' });
    actor.send({ type: 'deletion.confirm' });
    await waitFor(actor, (snapshot) => selectAddresses(snapshot)[0]?.id === 'address-2');
    expect(useMainAddress).toHaveBeenCalledWith(remaining);
  });

  it('makes another address the main one, never the main one again nor an unknown one', async () => {
    const { actor, madeMain, useMainAddress } = start();
    await ready(actor);
    actor.send({ type: 'address.setMain', id: 'address-1' });
    actor.send({ type: 'address.setMain', id: 'unknown' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'address.setMain', id: 'address-2' });
    await ready(actor);
    expect(madeMain).toHaveBeenCalledTimes(1);
    expect(useMainAddress).toHaveBeenCalledWith({ ...secondAddress, isMain: true });
    expect(selectAddresses(actor.getSnapshot())[0]).toMatchObject({ id: 'address-2', isMain: true });
  });

  it('keeps the list when a deletion fails, with the reason', async () => {
    const { actor } = start({ deleteAddress: () => Promise.reject({ key: 'network' }) });
    await ready(actor);
    actor.send({ type: 'address.delete', id: 'address-2' });
    actor.send({ type: 'deletion.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'refused' }));
    expect(selectError(actor.getSnapshot())).toBe('network');
    expect(selectAddresses(actor.getSnapshot())).toEqual(bothAddresses);
  });
});
