import { fromPromise } from 'xstate';
import { addressBookMachine } from '../../machines/address-book/address-book.machine.ts';
import type { AddressIdInput, WizardRequest } from '../../machines/address-book/address-book.types.ts';
import type { SavedAddress } from '../../machines/geolocation/geolocation.types.ts';
import { deleteAddress, fetchAddresses, setMainAddress } from '../api/addresses.ts';
import { savedAddressOf } from './flows/address-wire.ts';

interface System {
  system: { get(systemId: string): { send(event: unknown): void } | undefined };
}

const listOf = async (signal: AbortSignal): Promise<SavedAddress[]> =>
  (await fetchAddresses({ signal })).map(savedAddressOf);

/**
 * The address book (spec §6) with its real effects: the customer's addresses from the API, deleted
 * or made main there, each change answering the list as the API now holds it; a new main address
 * runs the start-up load again at it (and closes the home's picker); adding or editing one opens the
 * tree's address wizard in `profile` scope. A chunk of its own, loaded with its page or the picker.
 */
export const addressBookLogic = () =>
  addressBookMachine.provide({
    actors: {
      loadAddresses: fromPromise<SavedAddress[], undefined>(({ signal }) => listOf(signal)),
      deleteAddress: fromPromise<SavedAddress[], AddressIdInput>(async ({ input, signal }) => {
        await deleteAddress({ id: input.id, signal });
        return listOf(signal);
      }),
      setMainAddress: fromPromise<SavedAddress[], AddressIdInput>(async ({ input, signal }) =>
        (await setMainAddress({ id: input.id, signal })).map(savedAddressOf),
      ),
    },
    actions: {
      openWizard: ({ system }: System, request: WizardRequest) =>
        system.get('app')?.send({ type: 'location.open', scope: 'profile', ...request }),
      // Picked from the home's chip: the picker is done, home shows the new address and its store.
      useMainAddress: ({ system }: System, { latitude, longitude }: SavedAddress) => {
        system.get('startup')?.send({ type: 'startup.reload', location: { latitude, longitude } });
        system.get('app')?.send({ type: 'addressPicker.close' });
      },
    },
  });
