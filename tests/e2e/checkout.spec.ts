import {
  addDish,
  fillCard,
  fillContact,
  GUEST_ORDER_WORDS,
  guestAtBoaVista,
  TEST_CARDS,
} from './cart-helpers.ts';
import { expect, expectNoAxeViolations, oneViewportPerLanguage, test } from './fixtures.ts';
import { shot } from './location-helpers.ts';
import {
  expectSaneCountdown,
  offsetBusinessClock,
  payPixAtBank,
  phoneClockOff,
  pixCode,
} from './pix-helpers.ts';

const PT = GUEST_ORDER_WORDS['pt-BR'];

test.describe('checkout, in Portuguese', () => {
  oneViewportPerLanguage('pt-BR');
  // A whole order: the address, the menu, the cart, the payment.
  test.describe.configure({ timeout: 90_000 });
  test('a guest orders delivery with a new card and lands on the order’s tracking page', async ({ page }) => {
    await guestAtBoaVista(page, PT);
    await addDish(page, 'Coraçãozinho', PT.add);
    await page.getByRole('button', { name: PT.seeCart }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByText('Coraçãozinho')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'cart-sheet');
    await sheet.getByRole('link', { name: PT.goToPayment }).click();
    await expect(page).toHaveURL(/\/payment$/);
    // Where it goes and about when, and whom the restaurant calls: asked of a guest before paying.
    await expect(
      page.getByText(/^Entrega em Rua Boa Vista, 84, Centro · em cerca de \d+ min$/),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Para quem ligamos?' })).toBeVisible();
    await page.getByRole('radio', { name: PT.newCard }).check();
    await fillCard(page, TEST_CARDS.approved, PT.card);
    await page.getByRole('button', { name: PT.useCard }).click();
    await expect(page.getByText(/final 1111/)).toBeVisible();
    const place = page.getByRole('button', { name: PT.placeOrder });
    await expect(place).toBeDisabled();
    await expect(place).toHaveAccessibleDescription('Informe seu nome e celular para fazer o pedido.');
    await fillContact(page, PT.contact);
    await expect(place).toBeEnabled();
    await expectNoAxeViolations(page);
    await shot(page, 'payment');
    await page.getByRole('button', { name: PT.placeOrder }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  });

  test('a declined card keeps the cart, and PIX paid through the bank places the order', async ({
    page,
    request,
  }) => {
    // The API's clock a day or more from the phone's, which is itself hours off: neither moves the countdown.
    await offsetBusinessClock(request);
    await phoneClockOff(page);
    await guestAtBoaVista(page, PT);
    await addDish(page, 'Kafta', PT.add);
    await page.getByRole('button', { name: PT.seeCart }).click();
    await page.getByRole('dialog').getByRole('link', { name: PT.goToPayment }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await fillContact(page, PT.contact);

    // Declined: said on the page, nothing placed, the cart as it was.
    await page.getByRole('radio', { name: PT.newCard }).check();
    await fillCard(page, TEST_CARDS.declined, PT.card);
    await page.getByRole('button', { name: PT.useCard }).click();
    await expect(page.getByText(/final 0002/)).toBeVisible();
    await page.getByRole('button', { name: PT.placeOrder }).click();
    await expect(page.getByText('Seu pagamento não foi aprovado', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole('list', { name: 'Pratos no seu carrinho' }).getByText('Kafta')).toBeVisible();

    // PIX: the code, its countdown, paid at the bank, then the order's tracking page.
    await page.getByRole('radio', { name: 'PIX' }).check();
    await page.getByRole('button', { name: /^Pagar .* com PIX$/ }).click();
    await expect(page.getByText(/Expira em/)).toBeVisible();
    // What the code charges, as the order was placed.
    await expect(page.locator('.pix-page__amount')).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
    await expectSaneCountdown(page);
    await expect(page.getByRole('img', { name: /QR code/i })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'payment-pix');
    await payPixAtBank(request, await pixCode(page));
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  });
});

const EN = GUEST_ORDER_WORDS['en-US'];

test.describe('checkout, in English', () => {
  oneViewportPerLanguage('en-US');
  test.describe.configure({ timeout: 90_000 });

  test('a guest orders delivery with a new card', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL as string }]);
    await guestAtBoaVista(page, EN);
    await addDish(page, 'Kafta', EN.add, 'en-US');
    await page.getByRole('button', { name: EN.seeCart }).click();
    await page.getByRole('dialog').getByRole('link', { name: EN.goToPayment }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await fillContact(page, EN.contact);
    await page.getByRole('radio', { name: EN.newCard }).check();
    await fillCard(page, TEST_CARDS.approved, EN.card);
    await page.getByRole('button', { name: EN.useCard }).click();
    await expect(page.getByText(/ending 1111/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: EN.placeOrder }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  });
});
