import {
  bothAddresses,
  mainAddress,
  offline,
  secondMadeMain,
} from '../../machines/address-book/address-book.fixtures.ts';
import { addressBookMachine } from '../../machines/address-book/address-book.machine.ts';
import type { SavedAddress } from '../../machines/geolocation/geolocation.types.ts';
import { injectFault } from './api.ts';
import { type ChartPage, chartSuite } from './chart-suite.ts';
import { expect, test } from './fixtures.ts';
import { restoreCustomerSession } from './session.ts';

/*
 * The address book chart (spec §6) driven through /profile/addresses: one test per shortest path to
 * each of its states, generated from the chart, reloaded after every settled step and followed on a
 * second device signed in as the same customer.
 */

const BOA_VISTA = 'Rua Boa Vista, 280, Centro Histórico, São Paulo, SP';
const PAULISTA = 'Avenida Paulista, 1000, Bela Vista, São Paulo, SP';

interface Book extends ChartPage {
  /** What the server holds, as the steps so far left it: the main address first. */
  holds: { lines: string[] };
}

const list = ({ page }: ChartPage) => page.getByRole('list', { name: 'Seus endereços' });
const somethingWrong = 'Algo deu errado. Tente novamente.';

/** The seeded customer, signed in, on the phone's account hub once its start-up data is in. */
async function signedIn(page: Book['page'], request: Book['request']) {
  await restoreCustomerSession(page, request);
  await page.goto('/mobile/profile');
  await expect(page.getByRole('link', { name: 'Meus endereços' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

chartSuite<Book>('address book chart', {
  machine: addressBookMachine,
  // The list's order is what the guards read (the main one cannot be made main again).
  stateKey: ({ context }) => ({
    main: (context.addresses as SavedAddress[]).find((address) => address.isMain)?.id,
  }),
  world: async ({ page, request }) => {
    // Every settled step is also reloaded and opened on a second phone.
    test.setTimeout(60_000);
    await signedIn(page, request);
    return { page, request, holds: { lines: [BOA_VISTA, PAULISTA] } };
  },
  starts: {
    "the customer's address book": {
      input: undefined,
      open: async ({ page }) => {
        await page.getByRole('link', { name: 'Meus endereços' }).click();
      },
    },
  },
  actions: {
    'addresses.retry': {
      retry: { act: ({ page }) => page.getByRole('button', { name: 'Tentar novamente' }).click() },
    },
    'address.delete': {
      'the second': {
        payload: { id: 'address-2' },
        act: ({ page }) => page.getByRole('button', { name: `Excluir ${PAULISTA}` }).click(),
      },
    },
    'deletion.confirm': {
      confirm: {
        act: ({ page }) =>
          page
            .getByRole('dialog', { name: 'Excluir este endereço?' })
            .getByRole('button', { name: 'Excluir' })
            .click(),
      },
    },
    'deletion.cancel': {
      cancel: { act: ({ page }) => page.getByRole('button', { name: 'Cancelar' }).click() },
    },
    'address.setMain': {
      'the second': {
        payload: { id: 'address-2' },
        act: ({ page }) => page.getByRole('button', { name: `Tornar principal: ${PAULISTA}` }).click(),
      },
    },
  },
  calls: {
    loadAddresses: {
      url: '**/api/crm/v1/addresses',
      done: () => ({ 'the two addresses': { payload: { output: bothAddresses } } }),
      error: () => ({
        offline: {
          payload: { error: offline },
          // The client reads a list twice before it gives up.
          cause: ({ request }) =>
            injectFault(request, { path: '/api/crm/v1/addresses', method: 'GET', status: 503, count: 2 }),
        },
      }),
    },
    deleteAddress: {
      url: '**/api/crm/v1/addresses/*',
      done: () => ({
        'the main one left': {
          payload: { output: [mainAddress] },
          cause: async ({ holds }) => {
            holds.lines = [BOA_VISTA];
          },
        },
      }),
      error: () => ({
        refused: {
          payload: { error: offline },
          cause: ({ request }) =>
            injectFault(request, {
              path: '/api/crm/v1/addresses/*',
              method: 'DELETE',
              status: 503,
              count: 1,
            }),
        },
      }),
    },
    setMainAddress: {
      url: '**/api/crm/v1/addresses/*/set-main',
      done: () => ({
        'the second first': {
          payload: { output: secondMadeMain },
          cause: async ({ holds }) => {
            holds.lines = [PAULISTA, BOA_VISTA];
          },
        },
      }),
      error: () => ({
        refused: {
          payload: { error: offline },
          cause: ({ request }) =>
            injectFault(request, { path: '/api/crm/v1/addresses/*', method: 'PUT', status: 503, count: 1 }),
        },
      }),
    },
  },
  pages: {
    '#addressBook.loading': async ({ page }) => {
      await expect(page).toHaveURL('/profile/addresses');
      await expect(page.getByText('Carregando seus endereços')).toBeAttached();
    },
    '#addressBook.failed': async ({ page }) => {
      await expect(page.getByText(somethingWrong)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    },
    // The list as the server holds it, the main address first.
    '#addressBook.ready': async (book) => {
      const rows = list(book).getByRole('listitem');
      await expect(rows).toHaveCount(book.holds.lines.length);
      for (const [index, line] of book.holds.lines.entries())
        await expect(rows.nth(index)).toContainText(line);
      await expect(rows.first()).toContainText('Principal');
    },
    '#addressBook.ready.idle': async ({ page }) => {
      await expect(page.getByRole('button', { name: 'Adicionar endereço' })).toBeEnabled();
      await expect(page.getByText(somethingWrong)).toHaveCount(0);
    },
    '#addressBook.ready.confirmingDeletion': async ({ page }) => {
      await expect(page.getByRole('dialog', { name: 'Excluir este endereço?' })).toContainText(PAULISTA);
    },
    '#addressBook.ready.deleting': async ({ page }) => {
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Adicionar endereço' })).toBeDisabled();
    },
    '#addressBook.ready.settingMain': async ({ page }) => {
      await expect(page.getByRole('button', { name: `Tornar principal: ${PAULISTA}` })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    },
    '#addressBook.ready.refused': async ({ page }) => {
      await expect(page.getByText(somethingWrong)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Adicionar endereço' })).toBeEnabled();
    },
  },
  unreachable: {},
  notRestored: {
    '#addressBook.failed': 'the list could not be read: a reload reads it again, and it comes',
    '#addressBook.ready.confirmingDeletion':
      'a question asked on this page; leaving it (a reload) is the customer’s "no", nothing was deleted',
    '#addressBook.ready.refused': 'a refusal this page was told: reloaded, the list is read again as it is',
  },
  secondDevice: {
    open: async ({ request }, page) => {
      await restoreCustomerSession(page, request);
    },
    oneDeviceOnly: {
      '#addressBook.failed': 'the failed read was this device’s',
      '#addressBook.ready.confirmingDeletion': 'the question is asked on the device that asked to delete',
      '#addressBook.ready.refused': 'the refusal was told to the device that made the change',
    },
  },
});
