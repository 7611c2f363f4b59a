import type { APIRequestContext, Page, Response } from '@playwright/test';
import { GUEST_ORDER_WORDS } from './cart-helpers.ts';
import { brandHeaders, expect, expectNoAxeViolations, onPhoneIn, test } from './fixtures.ts';
import { shot } from './location-helpers.ts';
import { asUser, itemOf, serviceOf } from './orders-helpers.ts';
import { openSecondDevice } from './second-device.ts';
import { restoreCustomerSession } from './session.ts';

/*
 * Issue 47, "addresses follow the customer": the open cart goes where the customer chose, from the
 * address book or the home's address chip, on this phone, after a reload and on another one; the
 * unavailable-service dialog never follows them around their profile.
 */

const TEODORO = 'Rua Teodoro Sampaio, 500, Pinheiros, São Paulo, SP';
const PAULISTA = 'Avenida Paulista, 1000, Bela Vista, São Paulo, SP';

const WORDS = {
  'pt-BR': {
    ...GUEST_ORDER_WORDS['pt-BR'],
    book: 'Seus endereços',
    makeMain: `Tornar principal: ${TEODORO}`,
    main: 'Principal',
    deliveringTo: /^Entregar em/,
    store: 'Seu restaurante',
    pinheirosFee: /Entrega em cerca de \d+ min · taxa R\$\s?5,90/,
    pinheirosDelivery: /Taxa de entregaR\$\s?5,90/,
    outOfArea: 'Ainda não entregamos aqui',
    picker: 'Onde vamos entregar?',
    newAddress: 'Adicionar novo endereço',
    cart: 'Seu carrinho',
  },
  'en-US': {
    ...GUEST_ORDER_WORDS['en-US'],
    book: 'Your addresses',
    makeMain: `Make main: ${TEODORO}`,
    main: 'Main',
    deliveringTo: /^Delivering to/,
    store: 'Your restaurant',
    pinheirosFee: /Delivery in about \d+ min · fee R\$\s?5\.90/,
    pinheirosDelivery: /Delivery feeR\$\s?5\.90/,
    outOfArea: "We don't deliver here yet",
    picker: 'Where should we deliver?',
    newAddress: 'Add a new address',
    cart: 'Your cart',
  },
};
type Words = (typeof WORDS)['pt-BR'];

/**
 * The seeded customer signed in on the page, with an open cart (a dish, delivered from centro to their
 * main address) and Rua Teodoro Sampaio saved, in the Pinheiros store's area: what the issue started from.
 */
async function customerWithOpenCart(page: Page, request: APIRequestContext) {
  const tokens = await restoreCustomerSession(page, request);
  const headers = { ...brandHeaders, ...asUser(tokens.access_token) };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const answer = await request.post(path, { headers, data });
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as T;
  };
  const cart = await post<{ order_id: string }>('/api/order/v1/cart/session', {
    service_id: serviceOf('centro', 'delivery'),
  });
  await post(`/api/order/v1/cart/${cart.order_id}/items`, { item_id: itemOf('espeto-coracao'), quantity: 1 });
  await post('/api/crm/v1/addresses', {
    postal_code: '05405-000',
    street: 'Rua Teodoro Sampaio',
    number: '500',
    district: 'Pinheiros',
    city: 'São Paulo',
    state: 'SP',
    latitude: -23.5556,
    longitude: -46.6742,
  });
}

/** Every answer to opening the cart session on the page: none may be the 412 the issue met. */
function cartSessions(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response: Response) => {
    if (response.url().endsWith('/api/order/v1/cart/session')) statuses.push(response.status());
  });
  return statuses;
}

/** Home delivers from Pinheiros to Rua Teodoro Sampaio, with its fee, and says nothing is unavailable. */
async function expectPinheirosHome(page: Page, words: Words) {
  await expect(page.getByRole('button', { name: words.deliveringTo })).toContainText(TEODORO);
  const store = page.getByRole('region', { name: words.store });
  await expect(store.getByText('Brasa Grill Pinheiros')).toBeVisible();
  await expect(store.getByText(words.pinheirosFee)).toBeVisible();
  await expect(page.getByRole('dialog', { name: words.outOfArea })).toHaveCount(0);
}

/** The cart holds the dish, priced for the delivery from Pinheiros. */
async function expectCartMoved(page: Page, words: Words) {
  await page.getByRole('button', { name: words.seeCart }).click();
  const sheet = page.getByRole('dialog', { name: words.cart });
  await expect(sheet.getByText(/Coraçãozinho|Chicken Hearts/)).toBeVisible();
  await expect(sheet).toContainText(words.pinheirosDelivery);
  await sheet.getByRole('button', { name: /Fechar|Close/ }).click();
}

for (const locale of ['pt-BR', 'en-US'] as const) {
  const words = WORDS[locale];
  test.describe(`the cart follows the address, in ${locale}`, () => {
    onPhoneIn(locale);
    // A journey through several pages, reloaded, and a second phone.
    test.describe.configure({ timeout: 60_000 });

    test('a new main address in the other store’s area moves the open cart there, here and on another phone', async ({
      page,
      request,
    }) => {
      const opened = cartSessions(page);
      await customerWithOpenCart(page, request);
      await page.goto('/profile/addresses');
      const moved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/cart/session') &&
          (response.request().postData() ?? '').includes('address_id'),
      );
      await page.getByRole('button', { name: words.makeMain }).click();
      const book = page.getByRole('list', { name: words.book });
      await expect(book.getByRole('listitem').first()).toContainText(TEODORO);
      await expect(book.getByRole('listitem').first()).toContainText(words.main);
      expect((await moved).status()).toBe(200);
      // The profile's pages say nothing of the service, before and after a reload.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.reload();
      await expect(book.getByRole('listitem').first()).toContainText(TEODORO);
      await page.goto('/privacy/policy');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.goto('/');
      await expectPinheirosHome(page, words);
      await expectCartMoved(page, words);
      await expectNoAxeViolations(page);
      await shot(page, `address-follows-${locale}-home`);
      await page.reload();
      await expectPinheirosHome(page, words);

      const phone = await openSecondDevice(page);
      const openedThere = cartSessions(phone);
      await restoreCustomerSession(phone, request);
      await phone.goto('/');
      await expectPinheirosHome(phone, words);
      await expectCartMoved(phone, words);
      await phone.context().close();
      expect([...opened, ...openedThere]).not.toContain(412);
    });

    test('the home’s address chip lists the saved addresses; choosing one moves the open cart to it', async ({
      page,
      request,
    }) => {
      await customerWithOpenCart(page, request);
      await page.goto('/');
      await page.getByRole('button', { name: words.deliveringTo }).click();
      const picker = page.getByRole('dialog', { name: words.picker });
      // A list of the saved addresses, the one orders go to checked: not the address wizard again.
      await expect(picker.getByRole('radio')).toHaveCount(3);
      await expect(picker.getByRole('radio', { checked: true })).toHaveAccessibleName(/Rua Boa Vista, 280/);
      await expect(picker.getByRole('radio', { name: new RegExp(PAULISTA) })).toBeVisible();
      await expect(picker.getByRole('button', { name: words.newAddress })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `address-picker-${locale}`);
      // Chosen, it is the main address: the sheet closes as the list answers.
      await picker.getByRole('radio', { name: new RegExp(TEODORO) }).click();
      await expect(picker).toBeHidden();
      await expectPinheirosHome(page, words);
      await expectCartMoved(page, words);
      await page.reload();
      await expectPinheirosHome(page, words);
      // "Add a new one" is the wizard.
      await page.getByRole('button', { name: words.deliveringTo }).click();
      await page
        .getByRole('dialog', { name: words.picker })
        .getByRole('button', { name: words.newAddress })
        .click();
      await expect(page).toHaveURL(/\/geolocation/);
    });
  });
}
