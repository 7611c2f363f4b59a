import type { Page } from '@playwright/test';
import { seedStorageBeforeApp } from '../../scripts/diner.ts';
import { injectFault } from './api.ts';
import { addDish, addFromSheet, dishOnMenu, GUEST_ORDER_WORDS } from './cart-helpers.ts';
import { brandHeaders, expect, expectNoAxeViolations, inLanguage, OPEN_HOURS, test } from './fixtures.ts';
import { setClock, shot } from './location-helpers.ts';
import {
  asUser,
  FAR_AWAY,
  fillCart,
  MATES,
  newGuestSession,
  placeOrder,
  serviceOf,
  startGuest,
} from './orders-helpers.ts';
import { restoreCustomerSession } from './session.ts';

/*
 * Spec §8's error catalogue met in a browser, each through the real API (its clock, its dev faults,
 * another device's calls), in both languages: what the customer reads, and where they stay.
 */

const WORDS = {
  'pt-BR': {
    ...GUEST_ORDER_WORDS['pt-BR'],
    dish: 'Kafta',
    added: '1× Kafta no seu carrinho.',
    gotIt: 'Entendi',
    outOfHours: 'Fora do horário de atendimento',
    outOfHoursText: /Não estamos recebendo pedidos neste horário/,
    unavailableToday: 'Indisponível hoje',
    unavailableTodayText: /Este serviço está indisponível hoje/,
    closed: 'O restaurante está fechado',
    checkoutClosed: 'O restaurante está fechado agora, então o pedido não pode ser feito.',
    checkAgain: 'Verificar de novo',
    payPix: /^Pagar .* com PIX$/,
    stateReset: 'Este carrinho já virou um pedido, então começamos de novo. Ele está em Meus pedidos.',
    oneMore: 'Mais um Kafta',
    cartGone: 'Seu carrinho foi encerrado, então começamos um novo. Adicione seus pratos de novo.',
    outOfArea: 'Ainda não entregamos aqui',
    outOfRange: 'Você está fora da área de atendimento do restaurante.',
    changeAddress: 'Trocar o endereço',
    menu: 'Cardápio',
  },
  'en-US': {
    ...GUEST_ORDER_WORDS['en-US'],
    dish: 'Kafta',
    added: '1× Kofta added to your cart.',
    gotIt: 'Got it',
    outOfHours: 'Outside service hours',
    outOfHoursText: /We're not taking orders at this time/,
    unavailableToday: 'Not available today',
    unavailableTodayText: /This service is unavailable today/,
    closed: 'The restaurant is closed',
    checkoutClosed: 'The restaurant is closed right now, so the order cannot be placed.',
    checkAgain: 'Check again',
    payPix: /^Pay .* with PIX$/,
    stateReset: "This cart was already ordered, so we started over. You'll find it in your orders.",
    oneMore: 'One more Kofta',
    cartGone: 'Your cart was closed, so we started a new one. Add your dishes again.',
    outOfArea: "We don't deliver here yet",
    outOfRange: "You are outside the restaurant's service area.",
    changeAddress: 'Change the address',
    menu: 'Menu',
  },
} as const;

/** The suite's open hours are a Tuesday noon in São Paulo; the same day at other hours, and Christmas. */
const TUESDAY = (time: string) => `2026-11-24T${time}:00-03:00`;
const CHRISTMAS_NOON = '2026-12-25T12:00:00-03:00';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** A guest far from every store, whose session and confirmed position this device keeps. */
async function farGuest(page: Page) {
  const { orderId, secret } = await newGuestSession(page.request, FAR_AWAY);
  await seedStorageBeforeApp(page, {
    'guest-session': { orderId, session: secret },
    location: { latitude: FAR_AWAY.latitude, longitude: FAR_AWAY.longitude },
  });
}

for (const locale of ['pt-BR', 'en-US'] as const) {
  const words = WORDS[locale];

  test.describe(`the error catalogue (${locale})`, () => {
    inLanguage(locale);
    test.describe.configure({ timeout: 60_000 });

    test('outside service hours, not today, and a 412 on adding a dish: the dialog says which', async ({
      page,
      request,
    }) => {
      await restoreCustomerSession(page, request);
      // The restaurant is open from 11:00, its delivery from 11:30: the store's own answer opens it.
      await setClock(page, TUESDAY('11:15'));
      await page.goto('/');
      const outOfHours = dialog(page, words.outOfHours);
      await expect(outOfHours.getByText(words.outOfHoursText)).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `catalogue-out-of-hours-${locale}`);
      await outOfHours.getByRole('button', { name: words.gotIt }).click();

      // Open when the menu loads; closed for the holiday by the time the dish is added: a 412.
      await setClock(page, OPEN_HOURS);
      await (await dishOnMenu(page, words.dish, locale)).click();
      const sheet = page.getByRole('dialog');
      await expect(sheet.getByRole('button', { name: words.add })).toBeVisible();
      await setClock(page, CHRISTMAS_NOON);
      const refused = page.waitForResponse((r) => r.url().includes('/order/v1/cart') && r.status() === 412);
      await sheet.getByRole('button', { name: words.add }).click();
      await refused;
      const today = dialog(page, words.unavailableToday);
      await expect(today.getByText(words.unavailableTodayText)).toBeVisible();
      await shot(page, `catalogue-unavailable-today-${locale}`);
      await today.getByRole('button', { name: words.gotIt }).click();
      await expect(page).toHaveURL(/\/menu/);
    });

    test('a 412 on paying opens the dialog; a cart ordered on another device meanwhile goes home, saying so', async ({
      page,
      request,
    }) => {
      const tokens = await restoreCustomerSession(page, request);
      const customer = asUser(tokens.access_token);
      const delivery = serviceOf('centro', 'delivery');
      await fillCart(request, customer, delivery, [MATES]);
      await page.goto('/payment');
      await page.getByRole('radio', { name: 'PIX' }).check();
      // Between lunch and dinner the restaurant is closed.
      await setClock(page, TUESDAY('16:00'));
      await page.getByRole('button', { name: words.payPix }).click();
      const closed = dialog(page, words.closed);
      await expect(closed).toBeVisible();
      await shot(page, `catalogue-closed-on-pay-${locale}`);
      await closed.getByRole('button', { name: words.gotIt }).click();
      await expect(page.getByText(words.checkoutClosed)).toBeVisible();

      // Open again, and the same cart placed from another phone: this page has nothing left to pay.
      await setClock(page, OPEN_HOURS);
      await placeOrder(request, customer, delivery, []);
      await page.getByRole('button', { name: words.checkAgain }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText(words.stateReset)).toBeVisible();
      // The state is reset: the cart it was is not shown as if it could still be paid.
      await expect(page.getByRole('button', { name: words.seeCart })).toBeHidden();
      await shot(page, `catalogue-state-reset-${locale}`);
    });

    test('a 410 reloads the restaurants and the add goes through; a cart deleted elsewhere is emptied', async ({
      page,
      request,
    }) => {
      const tokens = await restoreCustomerSession(page, request);
      const customer = asUser(tokens.access_token);
      const cart = await fillCart(request, customer, serviceOf('centro', 'delivery'), []);
      await injectFault(request, {
        path: `/api/order/v1/cart/${cart.order_id}/items`,
        method: 'POST',
        status: 410,
        count: 1,
      });
      const gone = page.waitForResponse((r) => r.url().endsWith('/items') && r.status() === 410);
      const storesAgain = gone.then(() =>
        page.waitForRequest((r) => r.url().includes('/api/catalog/v1/stores')),
      );
      await addDish(page, words.dish, words.add, locale);
      await storesAgain;
      await expect(page.getByText(words.added)).toBeVisible();

      // Another device deletes the cart: the next change here finds it gone.
      const deleted = await request.delete(`/api/order/v1/cart/${cart.order_id}`, {
        headers: { ...brandHeaders, ...customer },
      });
      expect(deleted.ok()).toBe(true);
      await page.getByRole('button', { name: words.seeCart }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('button', { name: words.oneMore }).click();
      await expect(sheet.getByText(words.cartGone)).toBeVisible();
      await expect(sheet.getByRole('button', { name: words.oneMore })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot(page, `catalogue-cart-gone-${locale}`);
    });

    test('a guest session the server no longer knows: the add says so, and the next starts a new one', async ({
      page,
      request,
    }) => {
      const guest = await startGuest(request);
      const cart = await fillCart(request, guest, serviceOf('centro', 'delivery'), []);
      await seedStorageBeforeApp(page, {
        'guest-session': { orderId: cart.order_id, session: guest['x-guest-session'] as string },
      });
      const cartRead = page.waitForResponse(
        (r) => r.url().endsWith(`/guest-session/${cart.order_id}`) && r.ok(),
      );
      const dish = await dishOnMenu(page, words.dish, locale);
      await cartRead;
      await page.waitForLoadState('networkidle');
      // `reload` on any page loads the start-up data again, and leaves the page's address.
      const startupAgain = page.waitForRequest((r) => r.url().includes('/api/catalog/v1/stores'));
      await page.evaluate(() => {
        history.pushState(null, '', `${location.pathname}${location.search}&reload=1`);
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await startupAgain;
      await expect(page).not.toHaveURL(/reload/);

      // The data is wiped (the dev reset): the guest's session with it.
      expect((await request.post('/api/dev/reset')).ok()).toBe(true);
      await setClock(page, OPEN_HOURS);
      await addFromSheet(page, dish, words.add);
      await expect(page.getByText(words.cartGone)).toBeVisible();
      await addFromSheet(page, dish, words.add);
      await expect(page.getByText(words.added)).toBeVisible();
    });

    test('far from every store: the menu says so and offers another address', async ({ page }) => {
      await farGuest(page);
      await page.goto('/menu');
      // The store's answer says so first, in the unavailable-service dialog; then the menu's.
      await dialog(page, words.outOfArea).getByRole('button', { name: words.gotIt }).click();
      await expect(page.getByText(words.outOfRange)).toBeVisible();
      await expect(page.getByRole('button', { name: words.changeAddress })).toBeVisible();
      await shot(page, `catalogue-out-of-range-${locale}`);
    });
  });
}
