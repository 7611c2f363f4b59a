import { addDish, fillCard, fillContact, GUEST_ORDER_WORDS, TEST_CARDS } from './cart-helpers.ts';
import { expect, expectNoAxeViolations, onPhoneIn, test } from './fixtures.ts';
import { shot } from './location-helpers.ts';

/*
 * Issue 47, item 6: a guest whose address no store delivers to picks up at the restaurant. Takeout
 * needs no area, and the choice holds across a reload of the payment and after the order.
 */

const WORDS = {
  'pt-BR': {
    ...GUEST_ORDER_WORDS['pt-BR'],
    findCep: 'Buscar CEP',
    outOfArea: 'Ainda não entregamos aqui',
    pickUp: 'Retirar no restaurante',
    takeout: 'Retirada',
    payment: 'Pagamento · retirada',
    home: 'Início',
  },
  'en-US': {
    ...GUEST_ORDER_WORDS['en-US'],
    findCep: 'Find my CEP',
    outOfArea: "We don't deliver here yet",
    pickUp: 'Pick up at the restaurant',
    takeout: 'Takeout',
    payment: 'Payment · takeout',
    home: 'Home',
  },
};

for (const locale of ['pt-BR', 'en-US'] as const) {
  const words = WORDS[locale];
  test.describe(`takeout for an address nobody delivers to, in ${locale}`, () => {
    onPhoneIn(locale);
    // A whole order: the address, the menu, the payment (reloaded), home after it.
    test.describe.configure({ timeout: 90_000 });

    test('the guest picks up at the restaurant: no area dialog on the payment, after a reload, nor after the order', async ({
      page,
    }) => {
      await page.goto('/auth');
      await page.getByRole('link', { name: words.continueAsGuest }).click();
      await page.getByLabel('CEP').fill('03312-000');
      await page.getByRole('button', { name: words.findCep }).click();
      await page.getByLabel(words.number).fill('10');
      await page.getByRole('button', { name: words.continue }).click();
      await page.getByRole('button', { name: words.confirm }).click();
      await page
        .getByRole('dialog', { name: words.outOfArea })
        .getByRole('button', { name: words.pickUp })
        .click();
      await expect(page.getByRole('radio', { name: words.takeout })).toBeChecked();

      await addDish(page, 'Kafta', words.add, locale);
      await page.getByRole('button', { name: words.seeCart }).click();
      await page.getByRole('dialog').getByRole('link', { name: words.goToPayment }).click();
      await expect(page.getByRole('heading', { name: words.payment })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: words.payment })).toBeVisible();
      await expect(page.getByRole('dialog', { name: words.outOfArea })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot(page, `takeout-${locale}-payment-reloaded`);

      await fillContact(page, words.contact);
      await page.getByRole('radio', { name: words.newCard }).check();
      await fillCard(page, TEST_CARDS.approved, words.card);
      await page.getByRole('button', { name: words.useCard }).click();
      await page.getByRole('button', { name: words.placeOrder }).click();
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);

      await page.getByRole('link', { name: words.home }).click();
      await expect(page.getByRole('radio', { name: words.takeout })).toBeChecked();
      await expect(page.getByRole('dialog', { name: words.outOfArea })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('radio', { name: words.takeout })).toBeChecked();
      await expect(page.getByRole('dialog', { name: words.outOfArea })).toHaveCount(0);
    });
  });
}
