import type { APIRequestContext, Page } from '@playwright/test';
import { injectFault } from './api.ts';
import { addDish, fillCard, guestAtBoaVista, TEST_CARDS } from './cart-helpers.ts';
import { brandHeaders, expect, test } from './fixtures.ts';

const PT = {
  continueAsGuest: 'Continuar sem conta',
  continue: 'Continuar',
  number: 'Número',
  confirm: 'Confirmar endereço',
  add: /^Adicionar/,
  seeCart: /^Ver carrinho/,
  goToPayment: 'Ir para o pagamento',
  newCard: 'Cartão de crédito ou débito',
  card: { number: 'Número do cartão', holder: 'Nome no cartão', expiry: 'Validade (MM/AA)', cvv: 'CVV' },
  useCard: 'Usar este cartão',
  placeOrder: /^Fazer pedido/,
};

const ORDER_URL = /\/orders\/([0-9a-f-]{36})$/;

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
  test.describe.configure({ timeout: 120_000 });
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
});
