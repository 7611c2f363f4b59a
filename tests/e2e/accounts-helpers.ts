import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { brandHeaders } from './fixtures.ts';

/** The seeded customer (server/seed/customers.ts). */
export const customer = {
  email: 'cliente@exemplo.com.br',
  password: 'Cliente@123',
  name: 'Maria Oliveira',
  phone: '+5511987654321',
  typedPhone: '(11) 98765-4321',
};

const checkDigit = (digits: number[]) => {
  const weight = digits.length + 1;
  const rest = (digits.reduce((sum, digit, i) => sum + digit * (weight - i), 0) * 10) % 11;
  return rest === 10 ? 0 : rest;
};

/** A CPF with valid check digits from 9 digits. */
export function cpfOf(base: string): string {
  const digits = [...base].map(Number);
  digits.push(checkDigit(digits));
  digits.push(checkDigit(digits));
  return digits.join('');
}

export const SEEDED_CPF = cpfOf('390533447');

/** A new e-mail, mobile number (São Paulo, 9 digits) and CPF for each registration. */
export function newPerson() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const tail = stamp.slice(-8);
  return {
    email: `teste+${stamp}@exemplo.com.br`,
    nationalPhone: `119${tail}`,
    phone: `+55119${tail}`,
    cpf: cpfOf(stamp.slice(-9)),
  };
}

interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
}

/** The newest code the reference API "sent" to `to` (an e-mail or a full phone number). */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/dev/outbox');
      const messages = (await response.json()) as OutboxMessage[];
      code = /\b(\d{6})\b/.exec(messages.find((message) => message.to === to)?.body ?? '')?.[1];
      return code;
    })
    .toBeDefined();
  return code as string;
}

export const apiPost = (request: APIRequestContext, path: string, data: unknown) =>
  request.post(`/api${path}`, { headers: brandHeaders, data });

/** localforage's IndexedDB store of the app (`${company}-${brand}`, store `app`). */
const STORE = { db: 'brasa-brasa-grill', store: 'app' };

/** Every key the app keeps in storage, with its value. */
export function readStorage(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    ({ db, store }) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        // Read without creating the database, and let go of it: an open connection would hold back
        // the app's own first opening, which creates its store.
        let absent = false;
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => {
          absent = true;
          open.transaction?.abort();
        };
        open.onerror = (event) => {
          event.preventDefault();
          if (absent) resolve({});
          else reject(open.error);
        };
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains(store)) {
            database.close();
            return resolve({});
          }
          const all: Record<string, unknown> = {};
          const cursor = database.transaction(store).objectStore(store).openCursor();
          cursor.onerror = () => reject(cursor.error);
          cursor.onsuccess = () => {
            const current = cursor.result;
            if (current === null) {
              database.close();
              return resolve(all);
            }
            all[String(current.key)] = current.value;
            current.continue();
          };
        };
      }),
    STORE,
  );
}

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
}

export async function storedTokens(page: Page): Promise<StoredTokens | undefined> {
  const auth = (await readStorage(page)).auth as { data?: StoredTokens } | undefined;
  return auth?.data;
}

/** Overwrites the stored access token (what a token that expired meanwhile looks like to the app). */
export function corruptAccessToken(page: Page): Promise<void> {
  return page.evaluate(
    ({ db, store }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const objects = open.result.transaction(store, 'readwrite').objectStore(store);
          const read = objects.get('auth');
          read.onsuccess = () => {
            const auth = read.result as { version: number; data: { accessToken: string } };
            auth.data.accessToken = 'expired.garbage.token';
            const write = objects.put(auth, 'auth');
            write.onsuccess = () => resolve();
            write.onerror = () => reject(write.error);
          };
        };
      }),
    STORE,
  );
}

/** Logs the seeded customer in through the login page. */
export async function logInAsCustomer(page: Page) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail ou celular').fill(customer.email);
  await page.getByLabel(/^Senha/).fill(customer.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(async () => (await storedTokens(page))?.refreshToken).toBeDefined();
}
