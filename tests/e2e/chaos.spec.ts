import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiConfig } from '../../src/api/client-config.ts';
import { apiGet, injectFault } from './api.ts';
import {
  addDish,
  fillCard,
  fillContact,
  GUEST_ORDER_WORDS,
  guestAtBoaVista,
  TEST_CARDS,
} from './cart-helpers.ts';
import { brandHeaders, expect, test } from './fixtures.ts';

const PT = {
  ...GUEST_ORDER_WORDS['pt-BR'],
  retry: /^(Tentar novamente|Verificar de novo)$/,
};

/** The replayable chaos: one run in five of the API's answers is a 5xx or never comes. */
const CHAOS = { path: '/api/*', rate: 0.2, kinds: ['5xx', 'hang'], seed: 2026, count: 1000 };

/** The page's "try again", wherever it offers one. */
const retryButton = (page: Page) =>
  page.getByRole('button', { name: PT.retry }).filter({ visible: true }).first();

/**
 * Leaves the page and opens its address again, as closing the tab and opening the link does. Not a
 * reload: over HTTP/1.1 the browser opens at most six connections to the server, images that never
 * come can hold them all, and a reload's request would wait behind them while the page that holds
 * them stays until it is answered.
 */
async function reopen(page: Page) {
  const address = page.url();
  await page.goto('about:blank');
  await page.goto(address, { waitUntil: 'domcontentloaded' });
}

/** Whether the button could be pressed: it may go first (a page that failed replaces the one it was on). */
const pressed = (button: Locator) =>
  button.click().then(
    () => true,
    () => false,
  );

/** The page said the step did not happen, and offers nothing to press: the person does it again. */
class SaidNotDone extends Error {}

/**
 * How long the app waits for an answer before it gives up on it. A "try again" whose step failed
 * later than that did not help: its request may wait behind connections that answers never coming
 * hold.
 */
const CLIENT_TIMEOUT = apiConfig.settings().timeout;

/**
 * What a person does when a step fails: does it again when the page said it was not done; presses
 * the page's "try again" when it offers one, unless the last press did not help; else opens the page
 * again. Then tries the step once more.
 */
async function persist(page: Page, what: string, step: () => Promise<void>, attempts = 8) {
  let pressedRetry = false;
  for (let attempt = 1; ; attempt++) {
    const started = Date.now();
    try {
      await step();
      return;
    } catch (error) {
      if (attempt === attempts)
        throw new Error(`${what}: still failing after ${attempts} tries`, { cause: error });
      if (error instanceof SaidNotDone) {
        pressedRetry = false;
        continue;
      }
      const lastPressHelped: boolean = !pressedRetry || Date.now() - started < CLIENT_TIMEOUT;
      const retry = retryButton(page);
      pressedRetry = lastPressHelped && (await retry.isVisible()) && (await pressed(retry));
      if (!pressedRetry) await reopen(page);
    }
  }
}

const ORDER_URL = /\/orders\/([0-9a-f-]{36})$/;

/**
 * How long a person waits for a step that shows nothing, neither what comes next nor "try again",
 * before opening the page again: the app gives up on an answer that never comes after 15 s (the
 * client's timeout), and a step may meet two in a row.
 */
const PATIENCE = 40_000;

/**
 * Waits for `target` as a person does: until it shows, or until the page says the step failed (the
 * step fails then, and `persist` presses "try again" or does it again), at most PATIENCE.
 */
async function shown(page: Page, target: Locator, notDone?: Locator) {
  const failed = notDone === undefined ? retryButton(page) : retryButton(page).or(notDone);
  await expect(target.or(failed).filter({ visible: true }).first()).toBeVisible({ timeout: PATIENCE });
  if (await target.isVisible()) return;
  if (notDone !== undefined && (await notDone.isVisible()))
    throw new SaidNotDone('the page said it was not done');
  throw new Error('the page offers to try again');
}

/** The new approved card chosen to pay with, once: kept while the page is. */
async function payByCard(page: Page) {
  await fillContact(page, PT.contact);
  await page.getByRole('radio', { name: PT.newCard }).check();
  if (!(await page.getByText(/final 1111/).isVisible())) {
    await fillCard(page, TEST_CARDS.approved, PT.card);
    await page.getByRole('button', { name: PT.useCard }).click();
  }
  await shown(page, page.getByText(/final 1111/));
}

interface Settlement {
  placed_orders: string[];
  charges: { id: string; amount_cents: number; status: string }[];
}

/** One order placed by this guest, one charge captured on its card: nothing paid twice. */
async function expectOneOrderOneCharge(page: Page, request: APIRequestContext) {
  const orderId = ORDER_URL.exec(page.url())?.[1] ?? '';
  const response = await request.get(`/api/dev/orders/${orderId}/settlement`, { headers: brandHeaders });
  expect(response.ok()).toBe(true);
  const settlement = (await response.json()) as Settlement;
  expect(settlement.placed_orders).toEqual([orderId]);
  expect(settlement.charges.map((charge) => charge.status)).toEqual(['CAPTURED']);
}

/** From the menu to the payment page with a new approved card, ready to place the order. */
async function toPayment(page: Page) {
  await addDish(page, 'Kafta', PT.add);
  await page.getByRole('button', { name: PT.seeCart }).click();
  await page.getByRole('dialog').getByRole('link', { name: PT.goToPayment }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await fillContact(page, PT.contact);
  await page.getByRole('radio', { name: PT.newCard }).check();
  await fillCard(page, TEST_CARDS.approved, PT.card);
  await page.getByRole('button', { name: PT.useCard }).click();
  await expect(page.getByText(/final 1111/)).toBeVisible();
}

test.describe('chaos', () => {
  test.describe.configure({ timeout: 480_000 });
  // A person gives up on a button that is gone (a page that failed replaced it) or a page that never
  // opens, and `persist` goes on from there: no step waits without end.
  test.use({ actionTimeout: 10_000, navigationTimeout: 30_000 });
  test.skip(({ isMobile }) => !isMobile, 'one phone run is enough: the server decides');

  test('an order whose creation answer is lost is reconciled: one order, one charge', async ({
    page,
    request,
  }) => {
    await guestAtBoaVista(page, PT);
    await toPayment(page);
    // The order is created and paid, but neither the answer nor the retry's (same key) reaches the phone.
    await injectFault(request, {
      path: '/api/order/v1/orders',
      method: 'POST',
      status: 503,
      count: 2,
      after: true,
    });
    await page.getByRole('button', { name: PT.placeOrder }).click();
    await expect(page).toHaveURL(ORDER_URL, { timeout: 30_000 });
    await expectOneOrderOneCharge(page, request);
  });

  test('with a fifth of the API calls failing, a full delivery still ends in one order and one charge', async ({
    page,
    request,
  }) => {
    await guestAtBoaVista(page, PT);
    // Where the dish is, read before the faults: the test's own reads are not the app's to survive.
    const { items } = await apiGet<{ items: { name: string; category_id: string }[] }>(
      request,
      '/catalog/v1/items?limit=50&offset=0',
    );
    const category = items.find((item) => item.name === 'Kafta')?.category_id;
    const response = await request.post('/api/dev/faults', { data: CHAOS });
    expect(response.ok()).toBe(true);
    const bar = page.getByRole('button', { name: PT.seeCart });
    await persist(page, 'the dish in the cart', async () => {
      if (await bar.isVisible()) return;
      if (!page.url().includes('/menu')) await page.goto(`/menu?category=${category}`);
      // The dish may have opened late, after a try given up on: then it is there to add.
      const dish = page.getByRole('dialog');
      if (!(await dish.isVisible())) {
        const kafta = page.getByRole('button', { name: /^Kafta/ }).first();
        await shown(page, kafta);
        await kafta.click();
      }
      const add = dish.getByRole('button', { name: PT.add });
      await shown(page, add);
      // The toast of an add that failed goes first: the one after this add is this add's.
      const notAdded = page.getByRole('alert').filter({ hasText: PT.notAdded });
      await expect(notAdded).toBeHidden();
      await add.click();
      await shown(page, bar, notAdded);
    });
    await persist(page, 'the payment page', async () => {
      if (!/\/payment$/.test(page.url())) {
        await bar.click();
        await page.getByRole('dialog').getByRole('link', { name: PT.goToPayment }).click();
      }
      await expect(page).toHaveURL(/\/payment$/);
      await shown(page, page.getByRole('radio', { name: PT.newCard }));
    });
    await persist(page, 'the card', () => payByCard(page));
    await persist(page, 'the order', async () => {
      if (ORDER_URL.test(page.url())) return;
      const place = page.getByRole('button', { name: PT.placeOrder });
      // The page may itself wait out an answer that never comes (the client's 15 s) before it shows.
      await shown(page, place);
      // The page opened again forgets the card chosen: the person chooses it again.
      if (await place.isDisabled()) await payByCard(page);
      await place.click();
      await expect(page).toHaveURL(ORDER_URL, { timeout: 40_000 });
    });
    await request.delete('/api/dev/faults');
    await expectOneOrderOneCharge(page, request);
  });
});
