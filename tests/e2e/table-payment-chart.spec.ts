import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { PIX_POLL_MS } from '../../machines/table-payment/pix.machine.ts';
import {
  hasPayableSelection,
  hasPaymentDetails,
} from '../../machines/table-payment/table-payment.context.ts';
import { diner, pending, quote } from '../../machines/table-payment/table-payment.fixtures.ts';
import { tablePaymentMachine } from '../../machines/table-payment/table-payment.machine.ts';
import type { CardDetails } from '../../machines/table-payment/table-payment.types.ts';
import { injectFault } from './api.ts';
import { type ApiAnswer, type ChartPage, chartSuite } from './chart-suite.ts';
import { expect } from './fixtures.ts';
import { expectSaneCountdown, payPixAtBank, pixCode } from './pix-helpers.ts';
import {
  CARDS,
  joinAsCustomer,
  joinAsGuest,
  openSessionOf,
  payButton,
  startPaying,
} from './table-helpers.ts';

/*
 * The table-payment chart (spec §1 "pay the bill alone or split", §7 table payments) driven
 * through /table/payment and /table/pix by a diner seated at the demo table: one test per
 * shortest path to each of its states, generated from the chart.
 */

/** How long the chart waits for the diner to stop changing things before it asks for a quote. */
const quoteDebounce = Number(tablePaymentMachine.implementations.delays.quoteDebounce);

/** Thirteen digits the card form takes and the payment provider refuses: not a card number. */
const NOT_A_CARD = '4111111111112';

type Answers = Record<string, ApiAnswer<ChartPage>>;

const guest = { ...diner, isRegistered: false, document: undefined };

/** The number the diner typed, as the chart hands it to the provider (never kept in its context). */
const typedNumber = (snapshot: AnyMachineSnapshot) =>
  (snapshot.children.tokenizeCard?.getSnapshot() as { input?: CardDetails } | undefined)?.input?.number;

const heading = (page: Page, name: string) => page.getByRole('heading', { name });
const quoteSummary = (page: Page) => page.locator('dl.pay-quote');
const cardForm = (page: Page) => page.getByRole('form', { name: 'Novo cartão' });
const cardButton = (page: Page) => cardForm(page).getByRole('button', { name: 'Usar este cartão' });
const processing = async ({ page }: ChartPage) => {
  await expect(heading(page, 'Processando seu pagamento…')).toBeVisible();
};

/**
 * Sends a new card from the form under the card option, choosing the option first when the path
 * has not (the form is only there): the chart hears `card.submit`.
 */
async function submitCard(page: Page, number: string) {
  const option = page.getByRole('radio', { name: 'Cartão de crédito ou débito' });
  if (!(await option.isChecked())) await option.check();
  const form = cardForm(page);
  await form.getByLabel('Número do cartão').fill(number);
  await form.getByLabel('Nome no cartão').fill('JOANA LIMA');
  await form.getByLabel('Validade (MM/AA)').fill('12/34');
  await form.getByLabel('CVV').fill('123');
  await cardButton(page).click();
}

/** A table payment read: the PIX chart's polls and the reconciliation's look-ups. */
const PAYMENT_READS = '**/api/order/v1/table/orders/*';

const cardSubmit = (number: string) => ({
  payload: { number, holder: 'JOANA LIMA', expMonth: '12', expYear: '34', cvv: '123' },
  act: ({ page }: ChartPage) => submitCard(page, number),
});

chartSuite<ChartPage>('table payment chart', {
  machine: tablePaymentMachine,
  // What the guards and the answers read, besides the state value.
  stateKey: (snapshot) => ({
    payable: hasPayableSelection(snapshot.context),
    details: hasPaymentDetails(snapshot.context),
    method: snapshot.context.method,
    error: snapshot.context.error !== undefined,
    cards: snapshot.context.isRegistered && !snapshot.context.savedCardsLoaded,
    typed: typedNumber(snapshot),
  }),
  world: async (chartPage) => {
    // The browser's clock runs as usual, and can be moved on to a PIX code's expiry.
    await chartPage.page.clock.install();
    return chartPage;
  },
  starts: {
    'a guest at the table': {
      input: guest,
      open: async ({ page }) => {
        await joinAsGuest(page, 'Joana');
        await startPaying(page);
      },
    },
    'a signed-in diner at the table': {
      input: diner,
      open: async ({ page, request }) => {
        await joinAsCustomer(page, request);
        await startPaying(page);
      },
    },
  },
  actions: {
    // The quote is asked for once the diner stops changing things: the page's clock moves on to it,
    // then runs as usual again.
    'xstate.after.quoteDebounce.tablePayment.choosing.quote.waiting': {
      '300 ms later': {
        act: async ({ page }) => {
          await page.clock.runFor(quoteDebounce);
          await page.clock.resume();
        },
      },
    },
    'mode.select': {
      'my items': {
        payload: { mode: 'items' },
        // Nothing chosen yet, the wait ends with no quote to show: the page's clock stops first, so
        // that the page is checked while it waits, however slowly the browser answers.
        act: async ({ page }) => {
          // A moment ahead of the page's time, which runs on meanwhile.
          await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
          await page.getByRole('radio', { name: /Meus itens/ }).check();
        },
      },
    },
    'method.select': {
      pix: {
        payload: { method: 'pix' },
        act: ({ page }) => page.getByRole('radio', { name: /PIX/ }).check(),
      },
      card: {
        payload: { method: 'card' },
        act: async ({ page }) => {
          const option = page.getByRole('radio', { name: 'Cartão de crédito ou débito' });
          // A card sent before chose it already, to open its form.
          if (!(await option.isChecked())) await option.check();
          await expect(option).toBeChecked();
        },
      },
    },
    'card.submit': {
      'the declined test card': cardSubmit(CARDS.declined),
      'not a card number': cardSubmit(NOT_A_CARD),
    },
    'payment.submit': { pay: { act: ({ page }) => payButton(page).click() } },
  },
  calls: {
    loadSavedCards: {
      url: '**/api/crm/v1/cards',
      done: () => ({ 'the saved cards': { payload: { output: [] } } }),
    },
    calculate: {
      url: '**/api/order/v1/table/sessions/*/calculate',
      timed: true,
      done: () => ({ 'the share': { payload: { output: quote } } }),
      error: () => ({
        unavailable: {
          payload: { error: { key: 'serviceUnavailable', status: 503 } },
          cause: async ({ request }) =>
            injectFault(request, {
              path: `/api/order/v1/table/sessions/${await openSessionOf(request)}/calculate`,
              method: 'POST',
              status: 503,
              count: 1,
            }),
        },
      }),
    },
    tokenizeCard: {
      url: '**/v1/tokens',
      done: (from): Answers =>
        typedNumber(from) === CARDS.declined
          ? { 'its token': { payload: { output: { token: 'tok', brand: 'visa', last4: '0002' } } } }
          : {},
      error: (from): Answers =>
        typedNumber(from) === NOT_A_CARD
          ? { refused: { payload: { error: { key: 'default', status: 400, code: 'INVALID_CARD' } } } }
          : {},
    },
    totalize: {
      url: '**/api/order/v1/table/sessions/*/totalize',
      done: () => ({
        'the share reserved': { payload: { output: { paymentId: 'p', total: 1, expiresAt: 1 } } },
      }),
    },
    addPayment: {
      url: '**/api/order/v1/table/sessions/*/add-payment',
      done: (from): Answers =>
        from.context.method === 'pix'
          ? { 'a PIX code': { payload: { output: pending } } }
          : {
              declined: { payload: { output: { status: 'declined', code: 'CARD_DECLINED_PAYMENT_ERROR' } } },
            },
      error: (from): Answers =>
        from.context.method === 'pix'
          ? {
              'answer lost': {
                payload: { error: { key: 'serviceUnavailable', status: 503 } },
                // Handled, but the answer never arrives, the client's retry under the same key included.
                cause: async ({ request }) =>
                  injectFault(request, {
                    path: `/api/order/v1/table/sessions/${await openSessionOf(request)}/add-payment`,
                    method: 'POST',
                    status: 503,
                    count: 2,
                    after: true,
                  }),
              },
            }
          : {},
    },
    // The PIX chart polls the payment until the bank pays it.
    pix: {
      url: PAYMENT_READS,
      done: () => ({
        paid: {
          payload: { output: { status: 'approved', receipt: { paymentId: 'p', total: 1, method: 'pix' } } },
          cause: async ({ page, request }) => payPixAtBank(request, await pixCode(page)),
        },
        // The code is left unpaid until its time is up (10 minutes, counted from its arrival): the page
        // polls it first, then stops waiting for it.
        expired: {
          payload: { output: { status: 'expired' } },
          cause: async ({ page }) => {
            const polled = page.waitForRequest(PAYMENT_READS);
            await page.clock.fastForward(PIX_POLL_MS);
            await polled;
            await page.clock.fastForward('10:01');
          },
        },
      }),
    },
    // Its first look-up of the payment is held: the page shows the check under way.
    reconciliation: { url: PAYMENT_READS },
  },
  pages: {
    '#tablePayment.choosing': async ({ page }) => {
      await expect(page).toHaveURL(/\/table\/payment$/);
      await expect(heading(page, 'Pague a sua parte')).toBeVisible();
    },
    '#tablePayment.choosing.savedCards.loading': async ({ page }) => {
      // Meanwhile the diner can pay with a new card or PIX.
      await expect(page.getByRole('radio', { name: 'Cartão de crédito ou débito' })).toBeVisible();
      await expect(page.getByRole('radio', { name: /PIX/ })).toBeVisible();
    },
    '#tablePayment.choosing.savedCards.done': async ({ page }) => {
      await expect(page.getByRole('radio', { name: /PIX/ })).toBeVisible();
    },
    '#tablePayment.choosing.quote.waiting': async ({ page }) => {
      await expect(quoteSummary(page)).toHaveAttribute('aria-busy', 'true');
    },
    '#tablePayment.choosing.quote.calculating': async ({ page }) => {
      await expect(quoteSummary(page)).toHaveAttribute('aria-busy', 'true');
      await expect(payButton(page)).toHaveCount(0);
    },
    '#tablePayment.choosing.quote.idle': async ({ page }) => {
      await expect(page.getByText('Escolha o que vai pagar para ver o total.')).toBeVisible();
    },
    '#tablePayment.choosing.quote.ready': async ({ page }) => {
      await expect(quoteSummary(page)).toHaveAttribute('aria-busy', 'false');
      await expect(quoteSummary(page)).toContainText(/Você paga\s*R\$/);
    },
    '#tablePayment.choosing.quote.failed': async ({ page }) => {
      await expect(page.locator('.pay-quote__error')).not.toHaveText('');
      await expect(quoteSummary(page)).toHaveCount(0);
    },
    '#tablePayment.choosing.card.idle': async ({ page }) => {
      await expect(page.locator('form[aria-busy="true"], button[aria-busy="true"]')).toHaveCount(0);
    },
    '#tablePayment.choosing.card.tokenizing': async ({ page }) => {
      await expect(cardButton(page)).toHaveAttribute('aria-busy', 'true');
    },
    '#tablePayment.choosing.card.failed': async ({ page }) => {
      await expect(
        cardForm(page).getByText('Não conseguimos validar este cartão.', { exact: false }),
      ).toBeVisible();
    },
    '#tablePayment.choosing.notice.none': async ({ page }) => {
      await expect(page.getByRole('button', { name: 'Fechar' })).toHaveCount(0);
    },
    '#tablePayment.choosing.notice.shown': async ({ page }) => {
      await expect(page.getByText('Seu pagamento não foi aprovado', { exact: false })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Fechar' })).toBeVisible();
    },
    '#tablePayment.paying': async ({ page }) => {
      await expect(page).toHaveURL(/\/table\/payment$/);
    },
    '#tablePayment.paying.totalizing': processing,
    '#tablePayment.paying.adding': processing,
    '#tablePayment.pix': async ({ page }) => {
      await expect(page).toHaveURL(/\/table\/pix$/);
      await expect(page.getByRole('img', { name: /QR code PIX/ })).toBeVisible();
      await expectSaneCountdown(page);
    },
    '#tablePayment.pixExpired': async ({ page }) => {
      await expect(page).toHaveURL(/\/table\/pix$/);
      await expect(heading(page, 'Este código PIX expirou')).toBeVisible();
    },
    '#tablePayment.unknown': async ({ page }) => {
      await expect(heading(page, 'Verificando seu pagamento…')).toBeVisible();
    },
    '#tablePayment.unknown.reconciling': async ({ page }) => {
      await expect(page.getByRole('button', { name: /novamente/ })).toHaveCount(0);
    },
    '#tablePayment.paid': async ({ page }) => {
      await expect(heading(page, 'Pagamento aprovado')).toBeVisible();
    },
  },
  unreachable: {
    '#tablePayment.unknown.stuck':
      'the reconciliation chart keeps its failures and waits in its own stuck state; only its crash errors',
  },
});
