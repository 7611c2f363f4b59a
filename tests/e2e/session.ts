import type { APIRequestContext, Page } from '@playwright/test';
import { CUSTOMER, seedStorageBeforeApp, signedInSlices, signInCustomer } from '../../scripts/diner.ts';

export const customer = CUSTOMER;

/**
 * Signs the seeded customer in as a returning visitor: tokens and user read from the API and put
 * where the app keeps them (IndexedDB, as localforage stores them), before the app starts.
 */
export async function restoreCustomerSession(page: Page, request: APIRequestContext) {
  const signedIn = await signInCustomer(request);
  await seedStorageBeforeApp(page, signedInSlices(signedIn));
  return signedIn.tokens;
}
