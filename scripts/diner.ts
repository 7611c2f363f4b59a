/**
 * The seeded customer as the app would remember them, arranged through the reference API and the
 * app's storage instead of the screens: signed in, a returning diner (table terms accepted,
 * tutorial seen). Shared by the end-to-end session helper, the table benchmark and Lighthouse.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { demoTableKey } from '../server/seed/demo-table-keys.ts';

/** `x-api-company` / `x-api-brand` of the demo brand (`.env`). */
export const BRAND_HEADERS = {
  'x-api-company': process.env.VITE_COMPANY ?? 'brasa',
  'x-api-brand': process.env.VITE_BRAND ?? 'brasa-grill',
};

/** A Tuesday noon in São Paulo: both demo stores deliver and take out (the API's business clock). */
export const OPEN_HOURS = '2026-11-24T12:00:00-03:00';

/** The seeded customer (server/seed/customers.ts). */
export const CUSTOMER = { email: 'cliente@exemplo.com.br', password: 'Cliente@123' };

export interface SignedIn {
  tokens: { access_token: string; refresh_token: string };
  /** `GET /users/me`, as the app keeps it. */
  user: Record<string, unknown>;
}

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Signs the seeded customer in (`request` has the app's base URL). */
export async function signInCustomer(request: APIRequestContext): Promise<SignedIn> {
  const login = await request.post('/api/crm/v1/login', {
    headers: BRAND_HEADERS,
    form: { username: CUSTOMER.email, password: CUSTOMER.password },
  });
  const tokens = (await ok(login, 'login')) as SignedIn['tokens'];
  const me = await request.get('/api/crm/v1/users/me', {
    headers: { ...BRAND_HEADERS, authorization: `Bearer ${tokens.access_token}` },
  });
  return { tokens, user: (await ok(me, 'users/me')) as SignedIn['user'] };
}

/** The app's persisted slices (src/app/*-slice.ts), by key. */
export type AppSlices = Record<string, unknown>;

/** Signed in; `returning`: table terms accepted and tutorial seen, as after a first visit. */
export function signedInSlices({ tokens, user }: SignedIn, { returning = false } = {}): AppSlices {
  return {
    auth: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token },
    user: { user, type: 'registered', tutorialSeen: returning, tableTermsAccepted: returning, favorites: [] },
  };
}

export interface TableRef {
  store: string;
  table: string;
}

/** The demo table (server/start.ts `DEMO_TABLE_PATH`). */
export const DEMO_TABLE: TableRef = { store: 'centro', table: '7' };

interface TableInfoAnswer {
  session_id?: string;
  key_creation?: string;
  table: { code: string };
}

/** What the table's QR code leads to (`GET …/table/info`): its open session, or a key to open one. */
export async function tableInfo(
  request: APIRequestContext,
  { store, table }: TableRef = DEMO_TABLE,
  headers: Record<string, string> = BRAND_HEADERS,
): Promise<TableInfoAnswer> {
  return (await ok(
    await request.get('/api/order/v1/table/info', {
      headers,
      params: { 'store-code': store, 'table-id': table, key: demoTableKey(store, table) },
    }),
    'table info',
  )) as TableInfoAnswer;
}

/**
 * Puts slices where the app keeps them (IndexedDB, as localforage stores them: `{ version, data }`
 * in the `app` store of `<company>-<brand>`), making the database and its store as localforage makes
 * them when the app has not written anything yet. The page must be on the app's origin.
 */
async function writeAppStorage(page: Page, slices: AppSlices): Promise<void> {
  await page.evaluate(
    async ({ name, slices }) => {
      // (No named helpers here: the page runs this function's source as it is.) The second pass, at a
      // new version, adds the store to a database made without it.
      let db: IDBDatabase | undefined;
      for (let version: number | undefined; db === undefined || !db.objectStoreNames.contains('app'); ) {
        if (db !== undefined) {
          version = db.version + 1;
          db.close();
        }
        db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name, version);
          request.onupgradeneeded = () => {
            if (!request.result.objectStoreNames.contains('app')) request.result.createObjectStore('app');
          };
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      }
      const transaction = db.transaction('app', 'readwrite');
      for (const [key, data] of Object.entries(slices))
        transaction.objectStore('app').put({ version: 1, data }, key);
      await new Promise((resolve, reject) => {
        transaction.oncomplete = resolve;
        transaction.onerror = () => reject(transaction.error);
      });
      db.close();
    },
    { name: `${BRAND_HEADERS['x-api-company']}-${BRAND_HEADERS['x-api-brand']}`, slices },
  );
}

/**
 * Opens the app on `/auth` (`authUrl` when the page has no base URL) and writes `slices`: a
 * benchmark's first visit, which also leaves the app's files cached (and its worker installed).
 */
export async function seedAppStorage(page: Page, slices: AppSlices, authUrl = '/auth'): Promise<void> {
  await page.goto(authUrl);
  await page.waitForLoadState('networkidle');
  await writeAppStorage(page, slices);
}

/**
 * Writes `slices` from the API's health answer, a page of the app's origin on which the app does not
 * run: the app's first page then starts with them, with nothing of an earlier start racing the writes.
 */
export async function seedStorageBeforeApp(page: Page, slices: AppSlices): Promise<void> {
  await page.goto('/api/health');
  await writeAppStorage(page, slices);
}
