// The address book: a registered customer's addresses, listed main first, added, edited, deleted, made main.
// Spec §2 "/profile/addresses", §6 registered addresses, §7 "Addresses and geocode".
import { assign, setup } from 'xstate';
import type { ApiErrorKey } from '../../contract/errors.ts';
import type { SavedAddress } from '../geolocation/geolocation.types.ts';
import { apiErrorKeyOf } from '../shared/api-error-key.ts';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import type {
  AddressBookContext,
  AddressBookEvent,
  AddressBookTag,
  AddressIdInput,
  WizardRequest,
} from './address-book.types.ts';

/** The main address of `after` when it is not the one of `before`. */
const newMainOf = (before: SavedAddress[], after: SavedAddress[]) => {
  const main = after.find((address) => address.isMain);
  return main !== undefined && !before.some((address) => address.id === main.id && address.isMain)
    ? main
    : undefined;
};

const failure = ({ event }: { event: { error: unknown } }) => apiErrorKeyOf(event.error);
const storeList = {
  type: 'storeAddresses',
  params: ({ event }: { event: { output: SavedAddress[] } }) => event.output,
} as const;

/**
 * A change answered the list: kept, and when another address became the main one the app hears it
 * (spec §4: the start-up load runs at the registered customer's main address).
 */
const followChange = [
  {
    guard: {
      type: 'makesNewMain',
      params: ({ event }: { event: { output: SavedAddress[] } }) => event.output,
    },
    target: 'idle',
    actions: [
      {
        type: 'useMainAddress',
        params: ({ context, event }: { context: AddressBookContext; event: { output: SavedAddress[] } }) =>
          required(newMainOf(context.addresses, event.output), 'addressBook: the new main address'),
      },
      storeList,
    ],
  },
  { target: 'idle', actions: storeList },
] as const;

/** What the list answers in `idle` and after a refused change. */
const listHandlers = {
  'address.add': { actions: { type: 'openWizard', params: () => ({}) } },
  'address.edit': {
    guard: 'isListed',
    actions: {
      type: 'openWizard',
      params: ({ context, event }: { context: AddressBookContext; event: { id: string } }) => ({
        address: context.addresses.find((address) => address.id === event.id),
      }),
    },
  },
  'address.delete': {
    guard: 'isListed',
    target: '#addressBook.ready.confirmingDeletion',
    actions: ['choose', 'clearError'],
  },
  'address.setMain': {
    guard: 'isListedAndNotMain',
    target: '#addressBook.ready.settingMain',
    actions: ['choose', 'clearError'],
  },
} as const;

/**
 * The address book (spec §6, registered customers): the list comes from the API main first; adding
 * and editing run the address wizard in `profile` scope (the app opens it, and the wizard comes back
 * here); a deletion is confirmed first; every change answers the list as the API now holds it.
 */
export const addressBookMachine = setup({
  types: {} as { context: AddressBookContext; events: AddressBookEvent; tags: AddressBookTag },
  actors: {
    loadAddresses: provided<SavedAddress[]>('addressBook', 'loadAddresses'),
    deleteAddress: provided<SavedAddress[], AddressIdInput>('addressBook', 'deleteAddress'),
    setMainAddress: provided<SavedAddress[], AddressIdInput>('addressBook', 'setMainAddress'),
  },
  actions: {
    storeAddresses: assign((_, addresses: SavedAddress[]) => ({ addresses, chosenId: undefined })),
    choose: assign(({ event }) => ('id' in event ? { chosenId: event.id } : {})),
    forgetChoice: assign({ chosenId: undefined }),
    storeError: assign((_, error: ApiErrorKey) => ({ error })),
    clearError: assign({ error: undefined }),
    // Provided by the app: the wizard runs in the tree, in `profile` scope.
    openWizard: (_, _request: WizardRequest) => {},
    // Provided by the app: spec §4, the start-up load runs at the registered customer's main address.
    useMainAddress: (_, _address: SavedAddress) => {},
  },
  guards: {
    /** The list a change answered has another main address (made main, or the main one deleted). */
    makesNewMain: ({ context }, after: SavedAddress[]) => newMainOf(context.addresses, after) !== undefined,
    isListed: ({ context, event }) =>
      'id' in event && context.addresses.some((address) => address.id === event.id),
    isListedAndNotMain: ({ context, event }) =>
      'id' in event && context.addresses.some((address) => address.id === event.id && !address.isMain),
  },
}).createMachine({
  id: 'addressBook',
  context: { addresses: [], chosenId: undefined, error: undefined },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        onDone: { target: 'ready', actions: storeList },
        onError: { target: 'failed', actions: { type: 'storeError', params: failure } },
      },
    },
    failed: {
      tags: 'error',
      on: { 'addresses.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      tags: 'ready',
      initial: 'idle',
      states: {
        idle: { on: listHandlers },
        confirmingDeletion: {
          tags: 'confirmDeletion',
          on: {
            'deletion.confirm': 'deleting',
            'deletion.cancel': { target: 'idle', actions: 'forgetChoice' },
          },
        },
        deleting: {
          tags: 'busy',
          invoke: {
            id: 'deleteAddress',
            src: 'deleteAddress',
            input: ({ context }) => ({ id: required(context.chosenId, 'addressBook: the address') }),
            onDone: followChange,
            onError: {
              target: 'refused',
              actions: [{ type: 'storeError', params: failure }, 'forgetChoice'],
            },
          },
        },
        settingMain: {
          tags: 'busy',
          invoke: {
            id: 'setMainAddress',
            src: 'setMainAddress',
            input: ({ context }) => ({ id: required(context.chosenId, 'addressBook: the address') }),
            onDone: followChange,
            onError: {
              target: 'refused',
              actions: [{ type: 'storeError', params: failure }, 'forgetChoice'],
            },
          },
        },
        // The list is as it was; the customer may try again.
        refused: { tags: 'error', on: listHandlers },
      },
    },
  },
});
