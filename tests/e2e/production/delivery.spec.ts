import { expect, test } from '@playwright/test';
import {
  addDish,
  fillCard,
  fillContact,
  GUEST_ORDER_WORDS,
  guestAtBoaVista,
  TEST_CARDS,
} from '../cart-helpers.ts';
import { brandHeaders, expectNoAxeViolations } from '../fixtures.ts';
import { shot } from '../location-helpers.ts';
import { orderStatus } from '../orders-helpers.ts';
import { pixCode } from '../pix-helpers.ts';
import { paymentProvider } from '../psp-helpers.ts';
import { payAtBankPage } from './bank-page.ts';

/*
 * The production start (`npm run serve`, dev tools off) with the sandbox provider as a service of its
 * own: each test is a new guest, whose order nothing else touches.
 */
const PT = GUEST_ORDER_WORDS['pt-BR'];

test.describe('a customer pays a delivery order, in production', () => {
  test.describe.configure({ timeout: 90_000 });

  test('has no dev tools: the reset and the outbox are not there, the page says none', async ({
    page,
    request,
  }) => {
    expect((await request.post('/api/dev/reset')).status()).toBe(404);
    expect((await request.get('/api/dev/outbox')).status()).toBe(404);
    await page.goto('/auth');
    await expect(page.locator('meta[name="dev-tools"]')).toHaveCount(0);
    const provider = await paymentProvider(request);
    const policy = (await request.get('/auth', { headers: brandHeaders })).headers()[
      'content-security-policy'
    ];
    expect(policy).toContain(`connect-src 'self' ${provider.origin};`);
  });

  test('by card: the card goes to the provider, the order is accepted', async ({
    page,
    request,
    baseURL,
  }) => {
    const provider = await paymentProvider(request);
    const toProvider: string[] = [];
    const toOurApi: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() !== 'POST') return;
      if (sent.url().startsWith(provider.origin)) toProvider.push(sent.url());
      if (sent.url().startsWith(`${baseURL}/api/`)) toOurApi.push(sent.postData() ?? '');
    });
    await guestAtBoaVista(page, PT);
    await addDish(page, 'Coraçãozinho', PT.add);
    await page.getByRole('button', { name: PT.seeCart }).click();
    await page.getByRole('dialog').getByRole('link', { name: PT.goToPayment }).click();
    await page.getByRole('radio', { name: PT.newCard }).check();
    await fillCard(page, TEST_CARDS.approved, PT.card);
    await page.getByRole('button', { name: PT.useCard }).click();
    await expect(page.getByText(/final 1111/)).toBeVisible();
    expect(toProvider).toEqual([`${provider.origin}/v1/tokens`]);
    await fillContact(page, PT.contact);
    await page.getByRole('button', { name: PT.placeOrder }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(orderStatus(page)).toHaveText('Pedido aceito');
    // The card's number never reached our API: only its token did.
    expect(toOurApi.filter((body) => body.includes(TEST_CARDS.approved))).toEqual([]);
    await expectNoAxeViolations(page);
    await shot(page, 'production-card-order');
  });

  test('by PIX: paid at the bank, the payment page follows the webhook to the order', async ({
    page,
    context,
    request,
  }) => {
    await guestAtBoaVista(page, PT);
    await addDish(page, 'Kafta', PT.add);
    await page.getByRole('button', { name: PT.seeCart }).click();
    await page.getByRole('dialog').getByRole('link', { name: PT.goToPayment }).click();
    await page.getByRole('radio', { name: 'PIX' }).check();
    await fillContact(page, PT.contact);
    await page.getByRole('button', { name: /^Pagar .* com PIX$/ }).click();
    await expect(page.getByText(/Expira em/)).toBeVisible();
    await shot(page, 'production-pix-code');
    const { origin } = await paymentProvider(request);
    await payAtBankPage(context, origin, await pixCode(page), 'production-bank-paid');
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await expect(orderStatus(page)).toHaveText('Pedido aceito');
  });
});
