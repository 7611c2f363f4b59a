// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, createMachine, fromPromise } from 'xstate';
import { bothAddresses, mainAddress } from '../../../machines/address-book/address-book.fixtures.ts';
import { addressBookMachine } from '../../../machines/address-book/address-book.machine.ts';
import type { AddressIdInput, WizardRequest } from '../../../machines/address-book/address-book.types.ts';
import type { SavedAddress } from '../../../machines/geolocation/geolocation.types.ts';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import { userMachine } from '../../../machines/user/user.machine.ts';
import { appWith } from '../test-app.ts';
import { renderInRouter } from '../test-router.tsx';
import { AddressBookPage } from './address-book-page.tsx';

const never = () => new Promise<never>(() => {});

function startBook(loadAddresses: () => Promise<SavedAddress[]>, wizard: WizardRequest[] = []) {
  return createActor(
    addressBookMachine.provide({
      actors: {
        loadAddresses: fromPromise(loadAddresses),
        deleteAddress: fromPromise(async () => [mainAddress]),
        setMainAddress: fromPromise<SavedAddress[], AddressIdInput>(never),
      },
      actions: { openWizard: (_, request) => void wizard.push(request) },
    }),
  ).start();
}

function renderBook(children: Record<string, AnyActorRef> = {}) {
  const app = appWith({
    user: createActor(userMachine, { input: undefined }).start(),
    session: createActor(sessionMachine, { input: undefined }).start(),
    startup: createActor(createMachine({})).start(),
    ...children,
  });
  return renderInRouter(AddressBookPage, { app }, '/profile/addresses');
}

describe('the address book page', () => {
  it('shows the list’s shape while the addresses load (or the chart’s code downloads)', async () => {
    await renderBook({ addressBook: startBook(never) });
    expect(screen.getByText('Loading your addresses')).toBeTruthy();
  });

  it('lists the addresses main first, with what can be done to each', async () => {
    const wizard: WizardRequest[] = [];
    await renderBook({ addressBook: startBook(async () => bothAddresses, wizard) });
    const list = await screen.findByRole('list', { name: 'Your addresses' });
    const [main, second] = within(list).getAllByRole('listitem');
    expect(main?.textContent).toContain('Avenida Paulista, 1578, Bela Vista, São Paulo, SP');
    expect(within(main as HTMLElement).getByText('Main')).toBeTruthy();
    expect(within(main as HTMLElement).queryByRole('button', { name: /^Make main/ })).toBeNull();
    expect(
      within(second as HTMLElement).getByRole('button', { name: /^Make main: Rua dos Pinheiros/ }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    fireEvent.click(screen.getByRole('button', { name: /^Edit Rua dos Pinheiros/ }));
    expect(wizard).toEqual([{}, { address: bothAddresses[1] }]);
  });

  it('asks before deleting, and a cancel keeps the address', async () => {
    await renderBook({ addressBook: startBook(async () => bothAddresses) });
    fireEvent.click(await screen.findByRole('button', { name: /^Delete Rua dos Pinheiros/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const list = screen.getByRole('list', { name: 'Your addresses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when the list could not be read and reads it again on a retry', async () => {
    let calls = 0;
    await renderBook({
      addressBook: startBook(async () => {
        calls += 1;
        if (calls === 1) throw { key: 'network' };
        return [];
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No addresses yet/)).toBeTruthy();
    expect(calls).toBe(2);
  });
});
