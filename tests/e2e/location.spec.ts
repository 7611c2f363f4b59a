import { type Browser, devices } from '@playwright/test';
import { expect, expectNoAxeViolations, oneViewportPerLanguage, test } from './fixtures.ts';
import { boaVista, setClock, shot, standAt } from './location-helpers.ts';
import { restoreCustomerSession } from './session.ts';

test.describe('where to deliver, in Portuguese', () => {
  oneViewportPerLanguage('pt-BR');
  test('a guest shares the location, completes the address, confirms and sees the store with its ETA and fee', async ({
    page,
    context,
  }) => {
    await standAt(context, boaVista);
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Continuar sem conta' }).click();
    // Allowed already: the wizard asks for the position at once and fills the address from it.
    await expect(page).toHaveURL(/\/geolocation\/address$/);
    await expect(page.getByText('Rua Boa Vista')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Preencha este campo.')).toBeVisible();
    await page.getByLabel('Número').fill('84');
    await page.getByLabel('Complemento').fill('sala 3');
    await shot(page, 'pt-2-address');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/geolocation\/confirm$/);
    await expect(page.getByText('Rua Boa Vista, 84, Centro, São Paulo, SP')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'pt-3-confirm');
    await page.getByRole('button', { name: 'Confirmar endereço' }).click();

    await expect(page).toHaveURL(/\/$/);
    const store = page.getByRole('region', { name: 'Seu restaurante' });
    await expect(store.getByText('Brasa Grill Centro')).toBeVisible();
    await expect(store.getByText('Aberto agora')).toBeVisible();
    await expect(store.getByText(/Entrega em cerca de 30 min · taxa R\$\s?4,90/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Entregar em Rua Boa Vista, 84, Centro/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'pt-4-home');
    // The guest session keeps the address across a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: /Entregar em Rua Boa Vista, 84/ })).toBeVisible();
    await expect(store.getByText(/Entrega em cerca de 30 min/)).toBeVisible();
  });

  test('with the location refused, a CEP finds the address', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Continuar sem conta' }).click();
    await expect(page).toHaveURL(/\/geolocation$/);
    await page.getByLabel('CEP').fill('123');
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await expect(page.getByText('O CEP tem 8 dígitos, como 01310-100.')).toBeVisible();
    await page.getByLabel('CEP').fill('01014000');
    await expect(page.getByLabel('CEP')).toHaveValue('01014-000');
    await expectNoAxeViolations(page);
    await shot(page, 'pt-1-locate');
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await expect(page).toHaveURL(/\/geolocation\/address$/);
    await expect(page.getByText('Rua Boa Vista')).toBeVisible();
  });

  test('a street search lists the places it found, and the one chosen fills the address', async ({
    page,
  }) => {
    await page.goto('/geolocation');
    await page.getByLabel('Ou busque pela rua').fill('quinze de novembro');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const found = page.getByRole('region', { name: 'Endereços encontrados' });
    await found
      .getByRole('button', { name: /Rua Quinze de Novembro/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/geolocation\/address$/);
    await expect(page.getByText('Rua Quinze de Novembro')).toBeVisible();
  });

  test('an address outside every area: the modal explains it and offers takeout, which shows the store’s address and hours', async ({
    page,
  }) => {
    await page.goto('/geolocation');
    await page.getByLabel('CEP').fill('03312-000');
    await page.getByRole('button', { name: 'Buscar CEP' }).click();
    await page.getByLabel('Número').fill('10');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('button', { name: 'Confirmar endereço' }).click();
    const modal = page.getByRole('dialog', { name: 'Ainda não entregamos aqui' });
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'pt-5-out-of-area');
    const storesCall = page.waitForRequest((r) => r.url().includes('/api/catalog/v1/stores?'));
    await modal.getByRole('button', { name: 'Retirar no restaurante' }).click();
    await storesCall;
    await expect(page.getByRole('radio', { name: 'Retirada' })).toBeChecked();
    const store = page.getByRole('region', { name: 'Seu restaurante' });
    await expect(store.getByText(/Retire em Rua/)).toBeVisible();
    await expect(store.getByText(/Retirada hoje \d\d:\d\d–\d\d:\d\d/)).toBeVisible();
    await shot(page, 'pt-6-takeout');
  });
});

test.describe('where to deliver, in English', () => {
  test.use({ locale: 'en-US' });

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL as string }]);
  });

  test('a closed store (by the API clock) says so and lists its hours', async ({ page, request }) => {
    await setClock(page, '2026-11-24T03:00:00-03:00');
    await restoreCustomerSession(page, request);
    await page.goto('/');
    const modal = page.getByRole('dialog', { name: 'The restaurant is closed' });
    await expect(modal).toBeVisible();
    await expect(
      modal.getByRole('list', { name: 'The restaurant opens today' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'en-1-closed');
    await modal.getByRole('button', { name: 'Got it' }).click();
    const store = page.getByRole('region', { name: 'Your restaurant' });
    await expect(store.getByText('Closed now')).toBeVisible();
    await expect(store.getByText(/Delivery today \d\d:\d\d–\d\d:\d\d/)).toBeVisible();
    await expect(store.getByText(/Delivery in about/)).toHaveCount(0);
  });

  test('the registered customer’s new address becomes the main one, across a reload and another device', async ({
    page,
    request,
    context,
    browser,
    baseURL,
  }) => {
    await restoreCustomerSession(page, request);
    await standAt(context, boaVista);
    await page.goto('/');
    await expect(page.getByRole('button', { name: /Delivering to/ })).toBeVisible();
    await shot(page, 'en-2-home');
    await page.getByRole('button', { name: /Delivering to/ }).click();
    await expect(page).toHaveURL(/\/geolocation\/address$/);
    await page.getByLabel('Number').fill('120');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm address' }).click();
    await expect(page).toHaveURL(/\/$/);
    const address = page.getByRole('button', { name: /Delivering to Rua Boa Vista, 120, Centro/ });
    await expect(address).toBeVisible();
    await expect(page.getByText(/Delivery in about 30 min · fee R\$\s?4\.90/)).toBeVisible();
    await page.reload();
    await expect(address).toBeVisible();
    await expectOnAnotherDevice(browser, baseURL, request, /Delivering to Rua Boa Vista, 120, Centro/);
  });

  test('the registered customer adds an address from the address book, makes it the main one, edits it and deletes it', async ({
    page,
    request,
    isMobile,
  }) => {
    // Four changes to the book (add, make main, edit, delete), each through its own pages.
    test.setTimeout(60_000);
    await restoreCustomerSession(page, request);
    if (isMobile) {
      await page.goto('/mobile/profile');
      await page.getByRole('link', { name: 'My addresses' }).click();
    } else {
      // The phone's account hub is a phone page; a desktop opens the address book by its address.
      await page.goto('/profile/addresses');
    }
    await expect(page).toHaveURL(/\/profile\/addresses$/);
    const book = page.getByRole('list', { name: 'Your addresses' });
    await expect(book.getByText('Avenida Paulista, 1000, Bela Vista, São Paulo, SP')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'en-5-address-book');

    await page.getByRole('button', { name: 'Add an address' }).click();
    await expect(page).toHaveURL(/\/geolocation$/);
    await page.getByLabel('CEP').fill('01002000');
    await page.getByRole('button', { name: 'Find my CEP' }).click();
    await expect(page).toHaveURL(/\/geolocation\/address$/);
    await page.getByLabel('Number').fill('50');
    await page.getByRole('button', { name: 'Save address' }).click();
    // Saved from the address book, the wizard comes back to it.
    await expect(page).toHaveURL(/\/profile\/addresses$/);
    const direita = 'Rua Direita, 50, Sé, São Paulo, SP';
    await expect(book.getByText(direita)).toBeVisible();

    await page.getByRole('button', { name: `Make main: ${direita}` }).click();
    await expect(book.getByRole('listitem').first()).toContainText(direita);
    await expect(book.getByRole('listitem').first()).toContainText('Main');
    await expectNoAxeViolations(page);
    await shot(page, 'en-6-address-book-main');
    // Home follows the new main address at once, and after a reload.
    await page.getByRole('link', { name: 'Home' }).click();
    const header = page.getByRole('button', { name: /Delivering to Rua Direita, 50, Sé/ });
    await expect(header).toBeVisible();
    await page.reload();
    await expect(header).toBeVisible();

    await page.goto('/profile/addresses');
    await page.getByRole('button', { name: `Edit ${direita}` }).click();
    await expect(page).toHaveURL(/\/geolocation\/address$/);
    await expect(page.getByLabel('Number')).toHaveValue('50');
    await page.getByLabel('Number').fill('52');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page).toHaveURL(/\/profile\/addresses$/);
    const edited = 'Rua Direita, 52, Sé, São Paulo, SP';
    await expect(book.getByText(edited)).toBeVisible();
    await expect(book.getByText(direita)).toHaveCount(0);

    await page.getByRole('button', { name: `Delete ${edited}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
    await expect(confirm.getByText(edited)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'en-7-address-book-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(book.getByText(edited)).toHaveCount(0);
    // Another address became the main one.
    await expect(book.getByRole('listitem').first()).toContainText('Main');
  });
});

/** A new browser (another phone) signed in as the same customer shows the same main address. */
async function expectOnAnotherDevice(
  browser: Browser,
  baseURL: string | undefined,
  request: Parameters<typeof restoreCustomerSession>[1],
  text: RegExp,
) {
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    locale: 'en-US',
    baseURL,
  });
  try {
    const page = await phone.newPage();
    await phone.addCookies([{ name: 'locale', value: 'en-US', url: baseURL as string }]);
    await restoreCustomerSession(page, request);
    await page.goto('/');
    await expect(page.getByRole('button', { name: text })).toBeVisible();
  } finally {
    await phone.close();
  }
}
