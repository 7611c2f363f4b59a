import type { Locator, Page } from '@playwright/test';
import { addDish } from './cart-helpers.ts';
import { expect, expectNoAxeViolations, inLanguage, test } from './fixtures.ts';
import { shot } from './location-helpers.ts';
import { openSecondDevice } from './second-device.ts';
import { restoreCustomerSession } from './session.ts';

/*
 * The cart as customers use it: the server holds what is paid, so a reload or another phone shows
 * the same gift card, coupon and total as the page did.
 */

const WORDS = {
  'pt-BR': {
    add: /^Adicionar/,
    seeCart: /^Ver carrinho/,
    oneMore: 'Mais um Pudim de Leite',
    giftCardCode: 'Código do vale-presente',
    redeem: 'Resgatar',
    useGiftCard: /^Usar o saldo do meu vale-presente/,
    couponCode: 'Código do cupom',
    apply: 'Aplicar',
    couponApplied: /Cupom BRASA10 aplicado/,
    giftCard: 'Vale-presente',
    updating: 'Atualizando…',
    goToPayment: 'Ir para o pagamento',
    giftCardRefused: 'Não foi possível resgatar este vale-presente. Confira o código.',
  },
  'en-US': {
    add: /^Add/,
    seeCart: /^See cart/,
    oneMore: 'One more Brazilian Flan',
    giftCardCode: 'Gift card code',
    redeem: 'Redeem',
    useGiftCard: /^Use my gift card balance/,
    couponCode: 'Coupon code',
    apply: 'Apply',
    couponApplied: /Coupon BRASA10 applied/,
    giftCard: 'Gift card',
    updating: 'Updating…',
    goToPayment: 'Go to payment',
    giftCardRefused: "We couldn't redeem this gift card. Check the code.",
  },
};

type Words = (typeof WORDS)['pt-BR'];

const total = (within: Page | Locator) => within.getByTestId('cart-total');

/** The same account on a second phone: signed in, nothing kept of the first one's browser. */
async function secondPhone(page: Page) {
  const other = await openSecondDevice(page);
  await restoreCustomerSession(other, other.request);
  return other;
}

for (const [locale, words] of Object.entries(WORDS) as [keyof typeof WORDS, Words][]) {
  test.describe(`the cart, as the server keeps it (${locale})`, () => {
    inLanguage(locale);
    test.describe.configure({ timeout: 90_000 });

    test('a redeemed gift card is in use at once, after a reload, at payment and on another phone', async ({
      page,
      request,
    }) => {
      await restoreCustomerSession(page, request);
      await addDish(page, 'Pudim de Leite', words.add, locale);
      await page.getByRole('button', { name: words.seeCart }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('button', { name: words.oneMore }).click();
      await sheet.getByRole('button', { name: words.oneMore }).click();
      await expect(sheet.locator('.cart-summary')).not.toHaveAttribute('aria-busy');
      const withoutGiftCard = await total(sheet).textContent();

      await sheet.getByLabel(words.giftCardCode).fill('BRASA-GIFT-0020');
      await sheet.getByRole('button', { name: words.redeem }).click();
      const useGiftCard = sheet.getByRole('checkbox', { name: words.useGiftCard });
      await expect(useGiftCard).toBeChecked();
      await expect(sheet.getByLabel(words.giftCardCode)).toHaveValue('');
      await expect(sheet.getByText(words.giftCard, { exact: true })).toBeVisible();
      const withGiftCard = await total(sheet).textContent();
      expect(withGiftCard).not.toBe(withoutGiftCard);
      await expectNoAxeViolations(page);
      await shot(page, `${locale}-cart-gift-card`);

      // The payment page, then a reload there: the same total, the gift card still taken off.
      await sheet.getByRole('link', { name: words.goToPayment }).click();
      await expect(page).toHaveURL(/\/payment$/);
      await expect(total(page)).toHaveText(withGiftCard ?? '');
      await page.reload();
      await expect(total(page)).toHaveText(withGiftCard ?? '');
      await expect(page.getByText(words.giftCard, { exact: true })).toBeVisible();

      // Another phone of the same account shows the same cart.
      const other = await secondPhone(page);
      await other.goto('/payment');
      await expect(total(other)).toHaveText(withGiftCard ?? '');

      // Turned off there, it is off here after a reload.
      await other.goto('/menu');
      await other.getByRole('button', { name: words.seeCart }).click();
      await other.getByRole('dialog').getByRole('checkbox', { name: words.useGiftCard }).uncheck();
      await expect(total(other.getByRole('dialog'))).toHaveText(withoutGiftCard ?? '');
      await page.reload();
      await expect(total(page)).toHaveText(withoutGiftCard ?? '');
      await other.context().close();
    });

    test('a quantity change shows the total as updating until the server prices it; a code applied leaves its field', async ({
      page,
      request,
    }) => {
      await restoreCustomerSession(page, request);
      await addDish(page, 'Pudim de Leite', words.add, locale);
      await page.getByRole('button', { name: words.seeCart }).click();
      const sheet = page.getByRole('dialog');
      const before = await total(sheet).textContent();

      // The answer is held: the line shows two at once, the total does not pretend to know.
      const answers: (() => Promise<void>)[] = [];
      await page.route('**/api/order/v1/cart/*/items', (route) => {
        answers.push(() => route.fallback());
      });
      await sheet.getByRole('button', { name: words.oneMore }).click();
      await expect(total(sheet)).toHaveText(words.updating);
      await expect.poll(() => answers.length).toBe(1);
      await page.unroute('**/api/order/v1/cart/*/items');
      await answers[0]?.();
      await expect(total(sheet)).not.toHaveText(words.updating);
      await expect(total(sheet)).not.toHaveText(before ?? '');

      await sheet.getByLabel(words.couponCode).fill('brasa10');
      await sheet.getByRole('button', { name: words.apply, exact: true }).click();
      await expect(sheet.getByText(words.couponApplied)).toBeVisible();
      await expect(sheet.getByLabel(words.couponCode)).toHaveValue('');

      // A code refused stays to be corrected.
      await sheet.getByLabel(words.giftCardCode).fill('BRASA-GIFT-9999');
      await sheet.getByRole('button', { name: words.redeem }).click();
      await expect(sheet.getByText(words.giftCardRefused)).toBeVisible();
      await expect(sheet.getByLabel(words.giftCardCode)).toHaveValue('BRASA-GIFT-9999');
    });
  });
}
