import type { APIRequestContext, Page } from '@playwright/test';
import { brandHeaders } from './fixtures.ts';

export const customer = { email: 'cliente@exemplo.com.br', password: 'Cliente@123' };

/**
 * Signs the seeded customer in as a returning visitor: tokens and user read from the API and put
 * where the app keeps them (IndexedDB, as localforage stores them), before the app starts.
 */
export async function restoreCustomerSession(page: Page, request: APIRequestContext) {
  const login = await request.post('/api/crm/v1/login', {
    headers: brandHeaders,
    form: { username: customer.email, password: customer.password },
  });
  const tokens = (await login.json()) as { access_token: string; refresh_token: string };
  const me = await request.get('/api/crm/v1/users/me', {
    headers: { ...brandHeaders, authorization: `Bearer ${tokens.access_token}` },
  });
  const user = await me.json();
  // Any page opens the app's storage; /auth needs no sign-in.
  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    async (slices) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('brasa-brasa-grill');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const transaction = db.transaction('app', 'readwrite');
      for (const [key, data] of Object.entries(slices))
        transaction.objectStore('app').put({ version: 1, data }, key);
      await new Promise((resolve, reject) => {
        transaction.oncomplete = resolve;
        transaction.onerror = () => reject(transaction.error);
      });
      db.close();
    },
    {
      auth: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token },
      user: { user, type: 'registered', tutorialSeen: false, tableTermsAccepted: false, favorites: [] },
    },
  );
  return tokens;
}
