import type { Page } from '@playwright/test';
import { fillCard, guestAtBoaVista, TEST_CARDS } from './cart-helpers.ts';
import { expect, expectNoAxeViolations, oneViewportPerLanguage, test } from './fixtures.ts';
import { shot } from './location-helpers.ts';
import { restoreCustomerSession } from './session.ts';

/** A second card the sandbox approves (a Luhn-valid Mastercard). */
const MASTERCARD = '5555555555554444';

const PT = {
  takeout: 'Retirada',
  skewers: 'Espetinhos',
  dishes: ['Kafta', 'Coraçãozinho'],
  wallet: 'Formas de pagamento',
  savedCards: 'Seus cartões salvos',
  card: { number: 'Número do cartão', holder: 'Nome no cartão', expiry: 'Validade (MM/AA)', cvv: 'CVV' },
  saveCard: 'Salvar cartão',
  visa: 'Visa final 1111',
  mastercard: 'Mastercard final 4444',
  makeDefault: (card: string) => `Tornar principal: ${card}`,
  remove: (card: string) => `Excluir: ${card}`,
  default: 'Principal',
  confirmTitle: 'Excluir este cartão?',
  confirm: 'Excluir',
  add: /^Adicionar/,
  coupons: 'Cupons',
  apply: 'Aplicar BRASA10',
  applied: 'Aplicado',
  belowMinimum: 'Seu carrinho está abaixo do pedido mínimo',
  menu: 'Cardápio',
  seeCart: /^Ver carrinho/,
  giftCardCode: 'Código do vale-presente',
  redeem: 'Resgatar',
  useGiftCard: /^Usar o saldo do meu vale-presente/,
  couponApplied: /Cupom BRASA10 aplicado/,
  goToPayment: 'Ir para o pagamento',
  paymentTitle: 'Pagamento · retirada',
  placeOrder: /^Fazer pedido/,
};

const EN: typeof PT = {
  takeout: 'Takeout',
  skewers: 'Skewers',
  dishes: ['Kofta', 'Chicken Hearts'],
  wallet: 'Payment methods',
  savedCards: 'Your saved cards',
  card: { number: 'Card number', holder: 'Name on the card', expiry: 'Expiry (MM/YY)', cvv: 'CVV' },
  saveCard: 'Save card',
  visa: 'Visa ending 1111',
  mastercard: 'Mastercard ending 4444',
  makeDefault: (card: string) => `Make default: ${card}`,
  remove: (card: string) => `Delete: ${card}`,
  default: 'Default',
  confirmTitle: 'Delete this card?',
  confirm: 'Delete',
  add: /^Add/,
  coupons: 'Coupons',
  apply: 'Apply BRASA10',
  applied: 'Applied',
  belowMinimum: 'Your cart is below the minimum order',
  menu: 'Menu',
  seeCart: /^See cart/,
  giftCardCode: 'Gift card code',
  redeem: 'Redeem',
  useGiftCard: /^Use my gift card balance/,
  couponApplied: /Coupon BRASA10 applied/,
  goToPayment: 'Go to payment',
  paymentTitle: 'Payment · takeout',
  placeOrder: /^Place order/,
};

type Words = typeof PT;

async function saveCard(page: Page, words: Words, number: string, shown: string) {
  await fillCard(page, number, words.card);
  await page.getByRole('button', { name: words.saveCard }).click();
  await expect(page.getByRole('list', { name: words.savedCards }).getByText(shown)).toBeVisible();
}

/**
 * The registered customer's wallet and coupons, then a takeout paid with them: two cards saved on
 * /profile/payments, the second made the default and the first deleted; BRASA10 applied from
 * /cupons; a gift card redeemed in the cart; the order placed with the saved card and tracked.
 */
async function walletToTakeout(page: Page, words: Words, prefix: string) {
  // The saved cards: none yet; two added through the PSP's tokenization.
  await page.goto('/profile/payments');
  await expect(page.getByRole('heading', { level: 1, name: words.wallet })).toBeVisible();
  await saveCard(page, words, TEST_CARDS.approved, words.visa);
  await saveCard(page, words, MASTERCARD, words.mastercard);
  const cards = page.getByRole('list', { name: words.savedCards });
  await expectNoAxeViolations(page);
  await shot(page, `${prefix}-wallet`);

  // The Mastercard becomes the default (listed first), the Visa is deleted after a confirmation.
  await page.getByRole('button', { name: words.makeDefault(words.mastercard) }).click();
  await expect(cards.getByRole('listitem').first()).toContainText(words.mastercard);
  await expect(cards.getByRole('listitem').first()).toContainText(words.default);
  await page.getByRole('button', { name: words.remove(words.visa) }).click();
  const confirm = page.getByRole('dialog', { name: words.confirmTitle });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: words.confirm }).click();
  await expect(cards.getByText(words.visa)).toBeHidden();
  await expect(cards.getByRole('listitem')).toHaveCount(1);

  // Takeout, dishes in the cart, then the coupon from /cupons; those this customer cannot use are marked.
  await page.goto('/');
  const takeout = page.getByRole('radio', { name: words.takeout });
  const storesCall = page.waitForRequest((request) => request.url().includes('/api/catalog/v1/stores'));
  await takeout.check();
  await storesCall;
  await expect(takeout).toBeChecked();
  // On to the skewers from home, in the app: two dishes in the takeout cart.
  await page.getByRole('link', { name: words.skewers, exact: true }).first().click();
  await expect(page).toHaveURL(/\/menu\?category=/);
  for (const dish of words.dishes) {
    await page
      .getByRole('button', { name: new RegExp(`^${dish}`) })
      .first()
      .click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: words.add }).click();
    await expect(sheet).toBeHidden();
  }
  await page.goto('/cupons');
  await expect(page.getByRole('heading', { level: 1, name: words.coupons })).toBeVisible();
  const minimum = page.getByRole('article', { name: 'MINIMO80' });
  await expect(minimum.getByText(words.belowMinimum)).toBeVisible();
  await expect(minimum.getByRole('button')).toHaveCount(0);
  await page.getByRole('button', { name: words.apply }).click();
  await expect(page.getByRole('article', { name: 'BRASA10' }).getByText(words.applied)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, `${prefix}-coupons`);

  // The gift card, redeemed in the cart (opened from the menu) and used to pay part of the order.
  await page.getByRole('link', { name: words.menu, exact: true }).first().click();
  await page.getByRole('button', { name: words.seeCart }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText(words.couponApplied)).toBeVisible();
  await sheet.getByLabel(words.giftCardCode).fill('BRASA-GIFT-0020');
  await sheet.getByRole('button', { name: words.redeem }).click();
  const useGiftCard = sheet.getByRole('checkbox', { name: words.useGiftCard });
  await useGiftCard.check();
  await expect(useGiftCard).toBeChecked();
  await sheet.getByRole('link', { name: words.goToPayment }).click();

  // Paid with the saved default card: the order is placed and its tracking page opens.
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: words.paymentTitle })).toBeVisible();
  const saved = page.getByRole('radio', { name: new RegExp(words.mastercard) });
  await saved.check();
  await expect(saved).toBeChecked();
  await expectNoAxeViolations(page);
  await shot(page, `${prefix}-payment`);
  await page.getByRole('button', { name: words.placeOrder }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByText('BRASA10')).toBeVisible();
  await expect(page.getByText(/Mastercard .* 4444/)).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, `${prefix}-tracking`);
}

test.describe('the wallet, the coupons and a takeout', () => {
  // Two pages of the account, the menu, the cart and the payment: a whole order.
  test.describe.configure({ timeout: 120_000 });

  test.describe('in Portuguese', () => {
    oneViewportPerLanguage('pt-BR');
    test('saved cards, a coupon and a gift card pay a takeout', async ({ page, request }) => {
      await restoreCustomerSession(page, request);
      await walletToTakeout(page, PT, 'pt');
    });
  });

  test.describe('in English', () => {
    oneViewportPerLanguage('en-US');
    test('saved cards, a coupon and a gift card pay a takeout', async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL as string }]);
      await restoreCustomerSession(page, request);
      await walletToTakeout(page, EN, 'en');
    });
  });
});

test.describe('a guest', () => {
  test.describe.configure({ timeout: 60_000 });

  test('sees the coupons, those for customers marked, and has no saved cards page', async ({ page }) => {
    await guestAtBoaVista(page, {
      continueAsGuest: 'Continuar sem conta',
      continue: 'Continuar',
      number: 'Número',
      confirm: 'Confirmar endereço',
    });
    await page.goto('/cupons');
    await expect(page.getByRole('heading', { level: 1, name: PT.coupons })).toBeVisible();
    for (const code of ['PRIMEIRACOMPRA', 'UMAVEZ']) {
      const coupon = page.getByRole('article', { name: code });
      await expect(coupon.getByText('Entre na sua conta para usar')).toBeVisible();
      await expect(coupon.getByRole('button')).toHaveCount(0);
    }
    // Measured against the guest's empty cart.
    await expect(page.getByRole('article', { name: 'MINIMO80' }).getByText(PT.belowMinimum)).toBeVisible();
    await expect(page.getByRole('button', { name: PT.apply })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'guest-coupons');
    await page.goto('/profile/payments');
    await expect(page).toHaveURL(/\/$/);
  });
});
