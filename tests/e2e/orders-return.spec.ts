import type { Page } from '@playwright/test';
import { seedStorageBeforeApp } from '../../scripts/diner.ts';
import { addDish, GUEST_ORDER_WORDS, guestAtBoaVista, orderWithNewCard } from './cart-helpers.ts';
import { expect, expectNoAxeViolations, inLanguage, onPhoneIn, test } from './fixtures.ts';
import { shot } from './location-helpers.ts';
import { asUser, orderStatus, placeOrder, serviceOf } from './orders-helpers.ts';
import { payPixAtBank, pixCode } from './pix-helpers.ts';
import { restoreCustomerSession } from './session.ts';

/*
 * Coming back after an order. The server is the truth for orders; the order id the app kept is a
 * cache, and one the server no longer takes is dropped with a word, never by sending the customer
 * home from where they were.
 */

const PT = GUEST_ORDER_WORDS['pt-BR'];

const WORDS = {
  'pt-BR': {
    password: 'Senha',
    accepted: 'Pedido aceito',
    cartPlaced: /Este carrinho já virou um pedido/,
    keptHere: /este pedido fica guardado neste aparelho, onde você pode acompanhá-lo até a entrega/,
    listKeptHere: /Pedidos feitos sem conta ficam guardados só neste aparelho/,
    orders: 'Seus pedidos',
    emptyCart: /Seu carrinho está vazio/,
    awaiting: 'Aguardando pagamento',
  },
  'en-US': {
    password: 'Password',
    accepted: 'Order accepted',
    cartPlaced: /This cart was already ordered/,
    keptHere: /this order is kept on this device, where you can follow it until it is delivered/,
    listKeptHere: /Orders placed without an account are kept on this device only/,
    orders: 'Your orders',
    emptyCart: /Your cart is empty/,
    awaiting: 'Awaiting payment',
  },
} as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A page of the app opened afresh, as from a new tab after the last one was closed. */
async function openAfresh(page: Page, path: string) {
  const next = await page.context().newPage();
  await page.close();
  await next.goto(path);
  return next;
}

test.describe('coming back after an order (pt-BR, phone)', () => {
  inLanguage('pt-BR');
  // A whole order through the pages, then the pages opened again.
  test.describe.configure({ timeout: 90_000 });

  test('after an order the cart starts anew, and the pages opened next stay where they are', async ({
    page,
    request,
  }) => {
    await restoreCustomerSession(page, request);
    await page.goto('/');
    const orderId = await orderWithNewCard(page, 'Coraçãozinho', PT);

    let tab = await openAfresh(page, '/profile/credentials');
    await expect(heading(tab, WORDS['pt-BR'].password)).toBeVisible();
    await expect(tab).toHaveURL(/\/profile\/credentials$/);

    tab = await openAfresh(tab, `/orders/${orderId}`);
    await expect(orderStatus(tab)).toHaveText(WORDS['pt-BR'].accepted);

    tab = await openAfresh(tab, '/payment');
    await expect(tab.getByText(WORDS['pt-BR'].emptyCart)).toBeVisible();
    await expect(tab).toHaveURL(/\/payment$/);
    await expect(tab.getByText(WORDS['pt-BR'].cartPlaced)).toHaveCount(0);
  });

  test('a guest who ordered finds the order after a reload, kept on this device, and in the orders', async ({
    page,
  }) => {
    await guestAtBoaVista(page, PT);
    const orderId = await orderWithNewCard(page, 'Coraçãozinho', PT, { asGuest: true });
    await page.reload();
    await expect(page).toHaveURL(`/orders/${orderId}`);
    await expect(orderStatus(page)).toHaveText(WORDS['pt-BR'].accepted);
    await expect(page.getByText(WORDS['pt-BR'].keptHere)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'guest-order-after-reload');

    await page.goto('/orders');
    await expect(page).toHaveURL('/orders');
    await expect(page.getByText(WORDS['pt-BR'].listKeptHere)).toBeVisible();
    const list = page.getByRole('list', { name: WORDS['pt-BR'].orders });
    await expect(list.getByRole('link')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await shot(page, 'guest-orders');

    // The next cart is a new one of the same guest session: the order stays the guest's.
    await addDish(page, 'Kafta', PT.add);
    await expect(page.getByText('1× Kafta no seu carrinho.')).toBeVisible();
    await page.goto(`/orders/${orderId}`);
    await expect(orderStatus(page)).toHaveText(WORDS['pt-BR'].accepted);
  });
});

for (const locale of ['pt-BR', 'en-US'] as const) {
  const words = WORDS[locale];
  test.describe(`a kept cart ordered elsewhere (${locale})`, () => {
    inLanguage(locale);

    test('is dropped with a word: the page stays, and the cart is the open one', async ({
      page,
      request,
    }) => {
      const tokens = await restoreCustomerSession(page, request);
      // Placed on another device: the order id this one kept is an order now.
      const orderId = await placeOrder(request, asUser(tokens.access_token), serviceOf('centro', 'delivery'));
      await seedStorageBeforeApp(page, { 'cart-order': { orderId } });
      await page.goto('/profile/credentials');
      await expect(page.getByText(words.cartPlaced)).toBeVisible();
      await expect(page).toHaveURL(/\/profile\/credentials$/);
      await expect(heading(page, words.password)).toBeVisible();
      await shot(page, `cart-placed-elsewhere-${locale}`);
    });
  });

  test.describe(`a reload while a PIX code waits (${locale}, phone)`, () => {
    onPhoneIn(locale);
    test.describe.configure({ timeout: 90_000 });

    test("opens the order's page with the same code, and paying it starts the order", async ({
      page,
      request,
    }) => {
      const order = GUEST_ORDER_WORDS[locale];
      await restoreCustomerSession(page, request);
      await page.goto('/');
      await addDish(page, 'Kafta', order.add, locale);
      await page.getByRole('button', { name: order.seeCart }).click();
      await page.getByRole('dialog').getByRole('link', { name: order.goToPayment }).click();
      await page.getByRole('radio', { name: 'PIX' }).check();
      await page.getByRole('button', { name: /PIX/ }).click();
      const code = page.getByTestId('pix-txid');
      await expect(code).toBeVisible();
      const txid = (await code.textContent()) ?? '';

      await page.reload();
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
      await expect(orderStatus(page)).toHaveText(words.awaiting);
      await expect(page.getByTestId('pix-txid')).toHaveText(txid);
      await expect(page.locator('.pix-page__amount')).toHaveText(/R\$|\$/);
      await expectNoAxeViolations(page);
      await shot(page, `pix-after-reload-${locale}`);

      await payPixAtBank(request, await pixCode(page));
      await expect(orderStatus(page)).toHaveText(words.accepted, { timeout: 15_000 });
      await expect(page.getByTestId('pix-txid')).toHaveCount(0);
    });
  });
}
