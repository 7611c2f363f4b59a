import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import {
  bothAddresses,
  mainAddress,
  offline,
  secondAddress,
  secondMadeMain,
} from './address-book.fixtures.ts';
import { addressBookMachine } from './address-book.machine.ts';
import {
  selectAddresses,
  selectDeletionToConfirm,
  selectError,
  selectIsBusy,
  selectLoadFailed,
} from './address-book.selectors.ts';

modelTest('address book machine', {
  machine: addressBookMachine,
  stateKey: ({ context }) => ({ ids: context.addresses.map(({ id, isMain }) => `${id}:${isMain}`).join() }),
  events: {
    'xstate.done.actor.loadAddresses': { 'two addresses': { output: bothAddresses } },
    'xstate.error.actor.loadAddresses': { offline: { error: offline } },
    'addresses.retry': { retry: {} },
    'address.add': { add: {} },
    'address.edit': { 'the second': { id: 'address-2' } },
    'address.delete': { 'the second': { id: 'address-2' } },
    'address.setMain': { 'the second': { id: 'address-2' } },
    'deletion.confirm': { confirm: {} },
    'deletion.cancel': { cancel: {} },
    'xstate.done.actor.deleteAddress': {
      'the main one left': { output: [mainAddress] },
      'the main one gone, the other made main': { output: [{ ...secondAddress, isMain: true }] },
    },
    'xstate.error.actor.deleteAddress': { offline: { error: offline } },
    'xstate.done.actor.setMainAddress': {
      'the second first': { output: secondMadeMain },
      'the list unchanged': { output: bothAddresses },
    },
    'xstate.error.actor.setMainAddress': { offline: { error: offline } },
  },
  assertions: {
    loading: (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    failed: (snapshot) => {
      expect(selectLoadFailed(snapshot)).toBe(true);
      expect(selectError(snapshot)).toBe('network');
    },
    'ready.idle': (snapshot) => expect(selectAddresses(snapshot)[0]?.isMain).toBe(true),
    'ready.confirmingDeletion': (snapshot) => expect(selectDeletionToConfirm(snapshot)?.id).toBe('address-2'),
    'ready.deleting': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    'ready.settingMain': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    'ready.refused': (snapshot) => expect(selectError(snapshot)).toBe('network'),
  },
});
