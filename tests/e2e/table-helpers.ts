import { type APIRequestContext, type Browser, devices, expect, type Page } from '@playwright/test';
import { tableInfo } from '../../scripts/diner.ts';
import { DEMO_TABLE_PATH } from '../../server/start.ts';
import { restoreCustomerSession } from './session.ts';

/** The demo table's QR link (server/seed/open-bills.ts): centro, table 7, with a running bill. */
export const DEMO_LINK = DEMO_TABLE_PATH;
export const DEMO_BILL = {
  total: 'R$ 210,10',
  picanha: 'Picanha na Brasa',
  caipirinha: 'Caipirinha de Limão',
};
/** Where the demo table's restaurant (centro) is: inside its indoor area. */
export const AT_THE_RESTAURANT = { latitude: -23.5477, longitude: -46.6343 };

export const CARDS = { approved: '4111111111111111', declined: '4000000000000002' };

/** A second phone at the table: its own browser context (storage, cookies) on the same browser. */
export async function newPhone(
  browser: Browser,
  baseURL: string | undefined,
  locale = 'pt-BR',
): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale, baseURL });
  if (baseURL) await context.addCookies([{ name: 'locale', value: locale, url: baseURL }]);
  return context.newPage();
}

/** "Falta pagar" on the bill: the live amount the table watches. */
export const dueOf = (page: Page) =>
  page
    .getByRole('region', { name: /Falta pagar|Mesa paga/ })
    .getByText(/^R\$/)
    .first();

/** /table: accept the terms; /table/tutorial: skip it. */
export async function acceptTermsAndSkipTutorial(page: Page) {
  await expect(page).toHaveURL(/\/table$/);
  await page.getByRole('checkbox', { name: 'Li e aceito os termos do pagamento na mesa' }).check();
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await expect(page).toHaveURL(/\/table\/tutorial$/);
  await page.getByRole('button', { name: 'Pular' }).click();
}

/** A guest opens the table link and sits down with a name. */
export async function joinAsGuest(page: Page, name: string) {
  await page.goto(DEMO_LINK);
  await acceptTermsAndSkipTutorial(page);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Entre para pagar com sua conta e seus cartões salvos')).toBeVisible();
  await page.getByRole('button', { name: 'Entrar na mesa sem conta' }).click();
  await expect(page).toHaveURL(/\/table\/form$/);
  await page.getByLabel('Seu nome').fill(name);
  await page.getByRole('button', { name: 'Entrar na mesa' }).click();
  await expect(page).toHaveURL(/\/table\/order$/);
  await expect(dueOf(page)).toBeVisible();
}

/** The seeded customer, signed in, opens the table link: straight to the bill once terms and tutorial are done. */
export async function joinAsCustomer(page: Page, request: APIRequestContext) {
  await restoreCustomerSession(page, request);
  await page.goto(DEMO_LINK);
  await acceptTermsAndSkipTutorial(page);
  await expect(page).toHaveURL(/\/table\/order$/);
  await expect(dueOf(page)).toBeVisible();
}

/** On the bill: "Pagar", then the payment page. */
export async function startPaying(page: Page) {
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await expect(page).toHaveURL(/\/table\/payment$/);
}

export async function chooseItems(page: Page, names: string[]) {
  await page.getByRole('radio', { name: /Meus itens/ }).check();
  for (const name of names) await page.getByRole('checkbox', { name: new RegExp(name) }).check();
}

/** A new card, tokenized by the sandbox provider from the page. */
export async function useNewCard(page: Page, number: string) {
  await page.getByRole('radio', { name: /Cartão de crédito ou débito|Outro cartão/ }).check();
  const form = page.getByRole('form', { name: 'Novo cartão' });
  await form.getByLabel('Número do cartão').fill(number);
  await form.getByLabel('Nome no cartão').fill('MARIA OLIVEIRA');
  await form.getByLabel('Validade (MM/AA)').fill('12/34');
  await form.getByLabel('CVV').fill('123');
  await form.getByRole('button', { name: 'Usar este cartão' }).click();
  await expect(page.getByText(`Visa final ${number.slice(-4)}`)).toBeVisible();
}

/** The pay button once the quote is in: "Pagar R$ …". */
export const payButton = (page: Page) => page.getByRole('button', { name: /^Pagar R\$/ });

/** The PIX code's transaction id, as the PIX page shows it. */
export async function pixTxid(page: Page): Promise<string> {
  const txid = (await page.getByTestId('pix-txid').textContent())?.trim();
  if (!txid) throw new Error('no PIX transaction id on the page');
  return txid;
}

/** The id of the session open at the demo table, as its QR code's table info tells it. */
export async function openSessionOf(request: APIRequestContext): Promise<string> {
  const { session_id: sessionId } = await tableInfo(request);
  if (!sessionId) throw new Error('no session open at the demo table');
  return sessionId;
}

export async function outbox(request: APIRequestContext) {
  const response = await request.get('/api/dev/outbox');
  return (await response.json()) as { to: string; subject: string; body: string }[];
}

/** Removes the phone from the signed-in user the app keeps (IndexedDB), as an account without one. */
export async function withoutPhone(page: Page) {
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('brasa-brasa-grill');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const store = db.transaction('app', 'readwrite').objectStore('app');
    const slice = await new Promise<{ data: { user: Record<string, unknown> } }>((resolve) => {
      const read = store.get('user');
      read.onsuccess = () => resolve(read.result);
    });
    slice.data.user.phone_number = null;
    await new Promise((resolve) => {
      store.put(slice, 'user').onsuccess = resolve;
    });
    db.close();
  });
}
