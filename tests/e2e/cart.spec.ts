import type { Browser, Page, TestInfo } from '@playwright/test';
import { injectFault } from './api.ts';
import { addDish, GUEST_ORDER_WORDS, guestAtBoaVista } from './cart-helpers.ts';
import { expect, expectNoAxeViolations, oneViewportPerLanguage, test } from './fixtures.ts';
import { shot } from './location-helpers.ts';
import { customer, restoreCustomerSession } from './session.ts';

const PT = {
  ...GUEST_ORDER_WORDS['pt-BR'],
  locale: 'pt-BR',
  cartLines: 'Pratos no seu carrinho',
  dish: 'Kafta',
  added: '1× Kafta no seu carrinho.',
  skewers: 'Espetinhos',
  takeout: 'Retirada',
  paymentTitle: 'Pagamento · retirada',
  login: { identifier: 'E-mail ou celular', password: /^Senha/, submit: 'Entrar' },
};

const EN: typeof PT = {
  ...GUEST_ORDER_WORDS['en-US'],
  locale: 'en-US',
  cartLines: 'Dishes in your cart',
  dish: 'Kofta',
  added: '1× Kofta added to your cart.',
  skewers: 'Skewers',
  takeout: 'Takeout',
  paymentTitle: 'Payment · takeout',
  login: { identifier: 'E-mail or phone', password: /^Password/, submit: 'Log in' },
};

type Words = typeof PT;

/** The cart bar of the menu's screens, opened: the dish is in the sheet. */
async function expectDishInCart(page: Page, words: Words) {
  await page.getByRole('button', { name: words.seeCart }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByRole('list', { name: words.cartLines }).getByText(words.dish)).toBeVisible();
  return sheet;
}

/** Another phone or computer of the same kind, in the same language: nothing stored, nothing shared. */
async function anotherDevice(browser: Browser, info: TestInfo, baseURL: string | undefined, words: Words) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
    locale: words.locale,
    serviceWorkers: 'block',
  });
  await context.addCookies([{ name: 'locale', value: words.locale, url: baseURL as string }]);
  return context;
}

for (const words of [PT, EN]) {
  test.describe(`the cart survives, in ${words.locale}`, () => {
    oneViewportPerLanguage(words.locale);
    // An address or a sign-in, the menu, a reload, and for a customer a second device.
    test.describe.configure({ timeout: 90_000 });

    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: words.locale, url: baseURL as string }]);
    });

    test("a guest's cart after a reload", async ({ page }) => {
      await guestAtBoaVista(page, words);
      await addDish(page, 'Kafta', words.add, words.locale);
      await expect(page.getByRole('button', { name: words.seeCart })).toBeVisible();
      await page.reload();
      const sheet = await expectDishInCart(page, words);
      await expectNoAxeViolations(page);
      await shot(page, `cart-reloaded-guest-${words.locale}`);
      await sheet.getByRole('link', { name: words.goToPayment }).click();
      await expect(page).toHaveURL(/\/payment$/);
    });

    test("a registered customer's cart after a reload, and on another device after logging in there", async ({
      page,
      request,
      browser,
      baseURL,
    }, info) => {
      await restoreCustomerSession(page, request);
      await addDish(page, 'Kafta', words.add, words.locale);
      await expect(page.getByRole('button', { name: words.seeCart })).toBeVisible();
      // A full load of the menu: the cart is read back (the bar was once missing here).
      await page.reload();
      await expectDishInCart(page, words);

      const device = await anotherDevice(browser, info, baseURL, words);
      const other = await device.newPage();
      await other.goto('/auth/login');
      await other.getByLabel(words.login.identifier).fill(customer.email);
      await other.getByLabel(words.login.password).fill(customer.password);
      await other.getByRole('button', { name: words.login.submit }).click();
      await expect(other).toHaveURL(/\/$/);
      await other.goto('/menu');
      await expectDishInCart(other, words);
      await expectNoAxeViolations(other);
      await shot(other, `cart-another-device-${words.locale}`);
      await device.close();
    });

    test('a dish the server failed to add is said to be missing, and the next try adds it', async ({
      page,
      request,
    }) => {
      await guestAtBoaVista(page, words);
      await injectFault(request, { path: '/api/order/v1/cart/*', method: 'POST', status: 502, count: 1 });
      await addDish(page, 'Kafta', words.add, words.locale);
      await expect(page.getByRole('alert').filter({ hasText: words.notAdded })).toBeVisible();
      await expect(page.getByText(words.added)).toBeHidden();
      await expect(page.getByRole('button', { name: words.seeCart })).toBeHidden();
      await shot(page, `cart-add-failed-${words.locale}`);
      await addDish(page, 'Kafta', words.add, words.locale);
      await expect(page.getByText(words.added)).toBeVisible();
      await expectDishInCart(page, words);
    });

    test('a takeout chosen before a reload is still the takeout paid for', async ({ page }) => {
      await guestAtBoaVista(page, words);
      const takeout = page.getByRole('radio', { name: words.takeout });
      await takeout.check();
      // At once, in the app, while the takeout's data loads: the dish goes to the takeout cart.
      await page.getByRole('link', { name: words.skewers, exact: true }).first().click();
      await page
        .getByRole('button', { name: new RegExp(`^${words.dish}`) })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('button', { name: words.add }).click();
      await expect(page.getByRole('button', { name: words.seeCart })).toBeVisible();
      await page.reload();
      const sheet = await expectDishInCart(page, words);
      await sheet.getByRole('link', { name: words.goToPayment }).click();
      await expect(page.getByRole('heading', { level: 1, name: words.paymentTitle })).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('radio', { name: words.takeout })).toBeChecked();
    });
  });
}
