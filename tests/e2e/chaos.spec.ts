import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiGet, injectFault } from './api.ts';
import { addDish, fillCard, GUEST_ORDER_WORDS, guestAtBoaVista, TEST_CARDS } from './cart-helpers.ts';
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

/**
 * What a person does when a step fails: presses the page's "try again" when it offers one, else
 * opens the page again, then tries the step once more. When "try again" did not help, the next try
 * opens the page again.
 */
async function persist(page: Page, what: string, step: () => Promise<void>, attempts = 8) {
  let pressedRetry = false;
  for (let attempt = 1; ; attempt++) {
    try {
      await step();
      return;
    } catch (error) {
      if (attempt === attempts)
        throw new Error(`${what}: still failing after ${attempts} tries`, { cause: error });
      const retry = retryButton(page);
      pressedRetry = !pressedRetry && (await retry.isVisible());
      if (pressedRetry) await retry.click();
      else await reopen(page);
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
 * Waits for `target` as a person does: until it shows, or until the page says the step failed and
 * offers to try again (the step fails then, and `persist` presses it), at most PATIENCE.
 */
async function shown(page: Page, target: Locator) {
  await expect(target.or(retryButton(page)).filter({ visible: true }).first()).toBeVisible({
    timeout: PATIENCE,
  });
  if (!(await target.isVisible())) throw new Error('the page offers to try again');
}

/** The new approved card chosen to pay with, once: kept while the page is. */
async function payByCard(page: Page) {
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
  await page.getByRole('radio', { name: PT.newCard }).check();
  await fillCard(page, TEST_CARDS.approved, PT.card);
  await page.getByRole('button', { name: PT.useCard }).click();
  await expect(page.getByText(/final 1111/)).toBeVisible();
}

test.describe('chaos', () => {
  test.describe.configure({ timeout: 480_000 });
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
      await add.click();
      await shown(page, bar);
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
