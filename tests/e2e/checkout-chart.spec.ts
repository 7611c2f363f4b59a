import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { hasContact } from '../../machines/checkout/checkout.context.ts';
import { checkoutMachine } from '../../machines/checkout/checkout.machine.ts';
import { injectFault } from './api.ts';
import { addDish, fillCard, GUEST_ORDER_WORDS, keptCartId, TEST_CARDS } from './cart-helpers.ts';
import { type ApiAnswer, type ChartPage, chartSuite } from './chart-suite.ts';
import { expect, OPEN_HOURS } from './fixtures.ts';
import { setClock } from './location-helpers.ts';
import { PIX_SECONDS, payPixAtBank, pixCode } from './pix-helpers.ts';
import { restoreCustomerSession } from './session.ts';

/*
 * The checkout chart (spec §2 /payment, §7 orders and payments, §8) driven through /payment by the
 * signed-in customer: one test per shortest path to each of its states, generated from the chart.
 * After every settled step the page reloads and must show the same state, and the customer's
 * second phone, opened where the first one is, must show it too: what is paid is the server's.
 */

const PT = GUEST_ORDER_WORDS['pt-BR'];
type Answers = Record<string, ApiAnswer<ChartPage>>;

/** A Tuesday at four in the morning: both restaurants closed. */
const CLOSED_HOURS = '2026-11-24T04:00:00-03:00';

/** The ways to pay show once the restaurant is checked. */
const choosing = (snapshot: AnyMachineSnapshot) => snapshot.hasTag('choosing');

const chosenLast4 = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as { card?: { last4?: string } }).card?.last4;

const heading = (page: Page, name: string) => page.getByRole('heading', { name });
const placeButton = (page: Page) => page.getByRole('button', { name: /^(Fazer pedido|Pagar .* com PIX)/ });

async function useNewCard(page: Page, number: string) {
  const option = page.getByRole('radio', { name: PT.newCard });
  if (!(await option.isChecked())) await option.check();
  await fillCard(page, number, PT.card);
  await page.getByRole('button', { name: PT.useCard }).click();
  await expect(page.getByText(`final ${number.slice(-4)}`)).toBeVisible();
}

const newCard = (number: string) => ({
  payload: { card: { kind: 'new', token: 'tok', brand: 'visa', last4: number.slice(-4) } },
  act: ({ page }: ChartPage) => useNewCard(page, number),
  // The card's form opens under the card option.
  when: (snapshot: AnyMachineSnapshot) => choosing(snapshot) && snapshot.context.method === 'card',
});

/** Its code shown, the bank pays it: the page hears of it by itself. */
async function payShownPix({ page, request }: ChartPage) {
  await expect(page.getByTestId('pix-txid')).toBeVisible();
  await payPixAtBank(request, await pixCode(page));
}

const registeredDelivery = {
  orderId: 'order-1',
  isRegistered: true,
  checkoutOption: 'delivery',
  serviceId: 'service-delivery',
  address: { id: 'address-1', latitude: -23.5464, longitude: -46.6334 },
  items: [{ itemId: 'kafta', name: 'Kafta', priceCents: 1790, quantity: 1 }],
  totalCents: 2280,
  canMakeApplePayments: false,
};

const placedOrder = { orderId: 'placed-1', totalCents: 2280, shippingCents: 490 };

chartSuite<ChartPage>('checkout chart', {
  machine: checkoutMachine,
  stateKey: ({ context }) => ({
    method: context.method,
    card: chosenLast4({ context } as AnyMachineSnapshot),
    error: context.error !== undefined,
    contact: hasContact(context),
  }),
  world: async (chartPage) => {
    // The page's clock runs as usual, and can be moved on to a PIX code's expiry.
    await chartPage.page.clock.install();
    return chartPage;
  },
  starts: {
    "the signed-in customer's delivery": {
      input: registeredDelivery,
      open: async ({ page, request }) => {
        await restoreCustomerSession(page, request);
        await addDish(page, 'Kafta', PT.add);
        await page.goto('/payment');
      },
      // Arrived, the chart reads what this device kept, then checks the restaurant by itself.
      holds: ['checkAvailability'],
    },
  },
  actions: {
    // The choices kept on this device are read from its storage, no call.
    'xstate.done.actor.loadChoices': {
      'nothing kept': { payload: { output: undefined }, act: async () => {} },
    },
    'method.select': {
      card: {
        payload: { method: 'card' },
        act: ({ page }) => page.getByRole('radio', { name: PT.newCard }).check(),
        when: choosing,
      },
      pix: {
        payload: { method: 'pix' },
        act: ({ page }) => page.getByRole('radio', { name: 'PIX' }).check(),
        when: choosing,
      },
    },
    'wallet.selected': {
      'the approved test card': newCard(TEST_CARDS.approved),
      'the declined test card': newCard(TEST_CARDS.declined),
    },
    'payment.submit': { pay: { act: ({ page }) => placeButton(page).click(), when: choosing } },
    'error.dismiss': {
      dismiss: {
        act: ({ page }) => page.getByRole('button', { name: 'Fechar', exact: true }).click(),
        when: (snapshot) => choosing(snapshot) && snapshot.context.error !== undefined,
      },
    },
    'availability.retry': {
      'try again': {
        act: ({ page }) =>
          page.getByRole('button', { name: /^(Tentar novamente|Verificar de novo)$/ }).click(),
        when: (snapshot) => snapshot.hasTag('unavailable') || snapshot.hasTag('error'),
      },
    },
    'payment.retry': {
      'choose again': {
        act: ({ page }) => page.getByRole('button', { name: 'Escolher de novo' }).click(),
        when: (snapshot) => snapshot.hasTag('pixExpired'),
      },
    },
  },
  calls: {
    checkAvailability: {
      url: '**/api/order/v1/cart/*/verify-items',
      done: () => ({
        available: {
          payload: { output: { available: true } },
          cause: ({ page }) => setClock(page, OPEN_HOURS),
        },
        closed: {
          payload: { output: { available: false, reason: 'closed' } },
          cause: ({ page }) => setClock(page, CLOSED_HOURS),
        },
      }),
      error: () => ({
        unavailable: {
          payload: { error: { key: 'default', status: 503 } },
          // The client tries a failed read twice.
          cause: async ({ page, request }) =>
            injectFault(request, {
              path: `/api/order/v1/cart/${await keptCartId(page)}/verify-items`,
              status: 503,
              count: 2,
            }),
        },
      }),
    },
    // Placing re-checks the cart first: its request is the one held while the order is placed.
    placeOrder: {
      url: '**/api/order/v1/cart/*/verify-items',
      done: (from): Answers => {
        if (from.context.method === 'pix')
          return {
            'paid by PIX': {
              payload: { output: { status: 'placed', order: placedOrder } },
              settle: payShownPix,
            },
            'its PIX code run out': {
              payload: { output: { status: 'pixExpired' } },
              settle: async ({ page }) => {
                await expect(page.getByTestId('pix-txid')).toBeVisible();
                await page.clock.fastForward((PIX_SECONDS + 1) * 1000);
              },
            },
          };
        if (chosenLast4(from) === TEST_CARDS.declined.slice(-4))
          return {
            declined: { payload: { output: { status: 'declined', code: 'CARD_DECLINED_PAYMENT_ERROR' } } },
          };
        return {
          placed: { payload: { output: { status: 'placed', order: placedOrder } } },
          '406': {
            payload: { output: { status: 'refused', error: { key: 'stateReset', status: 406 } } },
            cause: ({ request }) =>
              injectFault(request, { path: '/api/order/v1/orders', method: 'POST', status: 406, count: 1 }),
          },
        };
      },
    },
  },
  pages: {
    '#checkout.restoring': async ({ page }) => {
      await expect(page).toHaveURL('/payment');
      await expect(heading(page, 'Pagamento')).toBeVisible();
    },
    '#checkout.paymentPage': async ({ page }) => {
      await expect(page).toHaveURL('/payment');
    },
    '#checkout.paymentPage.checking': async ({ page }) => {
      await expect(page.getByText('Verificando o restaurante…')).toBeAttached();
    },
    '#checkout.paymentPage.checkFailed': async ({ page }) => {
      await expect(heading(page, 'Não foi possível verificar o restaurante agora')).toBeVisible();
    },
    // Said by the page, or by the service's dialog over it when the page was opened while closed.
    '#checkout.paymentPage.unavailable': async ({ page }) => {
      const closedDialog = page.getByRole('dialog', { name: 'O restaurante está fechado' });
      await expect(
        heading(page, 'Seu pedido não pode ser feito agora').or(closedDialog).first(),
      ).toBeVisible();
    },
    '#checkout.paymentPage.choosing': async ({ page }) => {
      await expect(heading(page, 'Seu pedido · entrega')).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Pratos no seu carrinho' }).getByText('Kafta'),
      ).toBeVisible();
      await expect(page.getByText('Pagar com')).toBeVisible();
    },
    '#checkout.paymentPage.placing': async ({ page }) => {
      await expect(heading(page, 'Enviando seu pedido…')).toBeVisible();
    },
    '#checkout.paymentPage.pixExpired': async ({ page }) => {
      await expect(heading(page, 'Este código PIX expirou')).toBeVisible();
    },
    '#checkout.placed': async ({ page }) => {
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
      await expect(page.getByText('Kafta')).toBeVisible();
    },
    '#checkout.left': async ({ page }) => {
      await expect(page).toHaveURL('/');
    },
  },
  unreachable: {
    '#checkout.paymentPage.authorizing': 'Apple Pay: Chromium has no ApplePaySession',
    '#checkout.cancelled':
      'the checkout is left by leaving /payment: the app stops it, with no step of its own',
  },
  notRestored: {
    '#checkout.paymentPage.checkFailed':
      'a reload checks the restaurant again: the failure was that moment’s',
    '#checkout.paymentPage.pixExpired': 'a code run out is gone: a reload starts the payment again',
  },
  lostOnReload: (snapshot) =>
    snapshot.context.error === undefined ? undefined : 'a refusal is told once, where it happened',
  secondDevice: {
    open: async (_, page) => {
      await restoreCustomerSession(page, page.request);
    },
    oneDeviceOnly: {
      '#checkout.paymentPage.checkFailed': 'the failed check was this phone’s',
      '#checkout.paymentPage.pixExpired': 'the code ran out on this phone’s clock',
    },
  },
});
