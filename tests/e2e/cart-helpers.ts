import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readStorage } from './accounts-helpers.ts';
import { apiGet } from './api.ts';
import { brandHeaders, expect } from './fixtures.ts';
import { boaVista, standAt } from './location-helpers.ts';
import { tokenizeAtProvider } from './psp-helpers.ts';

/** The sandbox provider's test cards (server/README.md). */
export const TEST_CARDS = { approved: '4111111111111111', declined: '4000000000000002' };

/** What a guest's delivery order reads on the way, from the address to the card, in each language. */
export const GUEST_ORDER_WORDS = {
  'pt-BR': {
    continueAsGuest: 'Continuar sem conta',
    continue: 'Continuar',
    number: 'Número',
    confirm: 'Confirmar endereço',
    add: /^Adicionar/,
    notAdded: 'Não foi possível adicionar este prato ao carrinho. Tente novamente.',
    seeCart: /^Ver carrinho/,
    goToPayment: 'Ir para o pagamento',
    newCard: 'Cartão de crédito ou débito',
    card: { number: 'Número do cartão', holder: 'Nome no cartão', expiry: 'Validade (MM/AA)', cvv: 'CVV' },
    useCard: 'Usar este cartão',
    placeOrder: /^Fazer pedido/,
    contact: { name: 'Seu nome', mobile: 'Celular' },
  },
  'en-US': {
    continueAsGuest: 'Continue without an account',
    continue: 'Continue',
    number: 'Number',
    confirm: 'Confirm address',
    add: /^Add/,
    notAdded: "We couldn't add this dish to your cart. Please try again.",
    seeCart: /^See cart/,
    goToPayment: 'Go to payment',
    newCard: 'Credit or debit card',
    card: { number: 'Card number', holder: 'Name on the card', expiry: 'Expiry (MM/YY)', cvv: 'CVV' },
    useCard: 'Use this card',
    placeOrder: /^Place order/,
    contact: { name: 'Your name', mobile: 'Mobile number' },
  },
};

/** A guest with nothing stored confirms Rua Boa Vista, 84 in the wizard: their guest session starts there. */
export async function guestAtBoaVista(
  page: Page,
  words: { continueAsGuest: string; continue: string; number: string; confirm: string },
) {
  await standAt(page.context(), boaVista);
  await page.goto('/auth');
  await page.getByRole('link', { name: words.continueAsGuest }).click();
  await expect(page).toHaveURL(/\/geolocation\/address$/);
  await page.getByLabel(words.number).fill('84');
  await page.getByRole('button', { name: words.continue }).click();
  await page.getByRole('button', { name: words.confirm }).click();
  await expect(page).toHaveURL(/\/$/);
}

interface Dish {
  id: string;
  name: string;
  category_id: string;
}

/**
 * Opens the menu at a dish's category (the dish named as the Portuguese menu names it), in the page's
 * language: the dish's button, which opens its sheet.
 */
export async function dishOnMenu(page: Page, dish: string, locale = 'pt-BR') {
  // The whole menu, in pages of the API's largest size.
  const menu = async (language: string) => {
    const pages = await Promise.all(
      [0, 50, 100].map((offset) =>
        apiGet<{ items: Dish[] }>(page.request, `/catalog/v1/items?limit=50&offset=${offset}`, language),
      ),
    );
    return pages.flatMap(({ items }) => items);
  };
  const found = (await menu('pt-BR')).find((item) => item.name === dish);
  if (found === undefined) throw new Error(`${dish} is not on the menu`);
  const shown = (await menu(locale)).find((item) => item.id === found.id)?.name ?? dish;
  await page.goto(`/menu?category=${found.category_id}`);
  return page.getByRole('button', { name: new RegExp(`^${shown}`) }).first();
}

/** Opens a dish's sheet with its button and adds one with the sheet's "add". */
export async function addFromSheet(page: Page, dishButton: Locator, add: RegExp) {
  await dishButton.click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('button', { name: add }).click();
  await expect(sheet).toBeHidden();
}

/** Opens a dish from its category of the menu and adds one (see `dishOnMenu`). */
export async function addDish(page: Page, dish: string, add: RegExp, locale = 'pt-BR') {
  await addFromSheet(page, await dishOnMenu(page, dish, locale), add);
}

/** A guest says whom the restaurant calls, on the payment page (kept there until the order is placed). */
export async function fillContact(page: Page, labels: { name: string; mobile: string }) {
  const name = page.getByLabel(labels.name);
  if ((await name.inputValue()) !== '') return;
  await name.fill('Ana Souza');
  await page.getByLabel(labels.mobile).fill('11912345678');
}

/** The cart a registered customer's page keeps the order id of (spec §3). */
export async function keptCartId(page: Page): Promise<string> {
  const kept = (await readStorage(page))['cart-order'] as { data?: { orderId?: string } } | undefined;
  const orderId = kept?.data?.orderId;
  if (orderId === undefined) throw new Error('the page keeps no cart');
  return orderId;
}

/** Types a new card into the payment form. */
export async function fillCard(
  page: Page,
  number: string,
  labels: { number: string; holder: string; expiry: string; cvv: string },
) {
  await page.getByLabel(labels.number).fill(number);
  await page.getByLabel(labels.holder).fill('ANA SOUZA');
  await page.getByLabel(labels.expiry).fill('1230');
  await page.getByLabel(labels.cvv).fill('123');
}

/**
 * Saves a card for the signed-in customer the way the app does: the card goes to the payment
 * provider's tokenization (the sandbox), and only its token to our API.
 */
export async function saveCard(request: APIRequestContext, accessToken: string, number: string) {
  const token = await tokenizeAtProvider(request, number);
  const saved = await request.post('/api/crm/v1/cards', {
    headers: { ...brandHeaders, authorization: `Bearer ${accessToken}` },
    data: { token },
  });
  expect(saved.status()).toBe(201);
  return (await saved.json()) as { id: string; brand: string; last4: string };
}

/**
 * From the menu to a placed order: the dish, the cart sheet, a guest's contact, a new approved card;
 * ends on its tracking page.
 */
export async function orderWithNewCard(
  page: Page,
  dish: string,
  words: (typeof GUEST_ORDER_WORDS)['pt-BR'],
  { asGuest = false } = {},
) {
  await addDish(page, dish, words.add);
  await page.getByRole('button', { name: words.seeCart }).click();
  await page.getByRole('dialog').getByRole('link', { name: words.goToPayment }).click();
  await expect(page).toHaveURL(/\/payment$/);
  if (asGuest) await fillContact(page, words.contact);
  await page.getByRole('radio', { name: words.newCard }).check();
  await fillCard(page, TEST_CARDS.approved, words.card);
  await page.getByRole('button', { name: words.useCard }).click();
  await page.getByRole('button', { name: words.placeOrder }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').at(-1) as string;
}
