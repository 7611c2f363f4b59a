import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Rua Boa Vista, in the centro store's delivery area (a place of the seeded data set). */
export const boaVista = { latitude: -23.5464, longitude: -46.6334, postalCode: '01014-000' };

/** The browser allows the site's location and stands at `point` (spec §3 permission "granted"). */
export async function standAt(context: BrowserContext, point: { latitude: number; longitude: number }) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(point);
}

/** Moves the API's business clock (spec: "closed now" is testable without waiting). */
export async function setClock(page: Page, at: string) {
  const answer = await page.request.post('/api/dev/clock', { data: { at } });
  expect(answer.ok()).toBe(true);
}

/** Screenshots of each screen on the phone, for a person to look at (not compared). */
export async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
}
