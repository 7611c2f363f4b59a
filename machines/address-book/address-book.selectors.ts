import type { SnapshotFrom } from 'xstate';
import type { addressBookMachine } from './address-book.machine.ts';

export type AddressBookSnapshot = SnapshotFrom<typeof addressBookMachine>;

export const selectAddresses = (snapshot: AddressBookSnapshot) => snapshot.context.addresses;
export const selectIsLoading = (snapshot: AddressBookSnapshot) => snapshot.matches('loading');
export const selectIsBusy = (snapshot: AddressBookSnapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: AddressBookSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : undefined;
/** The list could not be read at all (a retry reads it again). */
export const selectLoadFailed = (snapshot: AddressBookSnapshot) => snapshot.matches('failed');
/** The address the customer asked to delete, while they confirm it. */
export const selectDeletionToConfirm = (snapshot: AddressBookSnapshot) =>
  snapshot.hasTag('confirmDeletion')
    ? snapshot.context.addresses.find((address) => address.id === snapshot.context.chosenId)
    : undefined;
/** The address a change is being made to (its row shows it). */
export const selectChangingId = (snapshot: AddressBookSnapshot) =>
  snapshot.hasTag('busy') ? snapshot.context.chosenId : undefined;
