import type { ApiErrorKey } from '../../contract/errors.ts';
import type { SavedAddress } from '../geolocation/geolocation.types.ts';

export interface AddressBookContext {
  /** Main first, as the API lists them. */
  addresses: SavedAddress[];
  /** The address being deleted or made the main one (or waiting for the deletion to be confirmed). */
  chosenId: string | undefined;
  error: ApiErrorKey | undefined;
}

export type AddressBookEvent =
  | { type: 'address.add' }
  | { type: 'address.edit'; id: string }
  | { type: 'address.delete'; id: string }
  | { type: 'address.setMain'; id: string }
  | { type: 'deletion.confirm' }
  | { type: 'deletion.cancel' }
  | { type: 'addresses.retry' };

export interface AddressIdInput {
  id: string;
}

/** What the app opens the wizard with: nothing to add an address, the address to edit it. */
export interface WizardRequest {
  address?: SavedAddress;
}

export type AddressBookTag = 'busy' | 'error' | 'ready' | 'confirmDeletion';
