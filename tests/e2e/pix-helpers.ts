import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { OPEN_HOURS } from './fixtures.ts';
import { paymentProvider } from './psp-helpers.ts';

/** A PIX charge's life on the reference API (its default `PIX_EXPIRY_SECONDS`). */
export const PIX_SECONDS = 600;
const DAY_MS = 86_400_000;

/**
 * Moves the API's business clock to an open hour (a Tuesday noon, like `OPEN_HOURS`) at least a day
 * away from the wall clock, so that the API's instants and the browser's disagree by that much.
 */
export async function offsetBusinessClock(request: APIRequestContext) {
  let at = Date.parse(OPEN_HOURS);
  while (Math.abs(at - Date.now()) < DAY_MS) at += 7 * DAY_MS;
  const moved = await request.post('/api/dev/clock', { data: { at: new Date(at).toISOString() } });
  expect(moved.ok()).toBe(true);
}

/** The phone's own clock is hours off (set by hand, another time zone set as UTC …). */
export const phoneClockOff = (page: Page) => page.clock.install({ time: Date.now() - 5 * 3_600_000 });

/** The PIX countdown shows a time left within the charge's real life, and it runs. */
export async function expectSaneCountdown(page: Page) {
  const time = page.locator('.pix-countdown time');
  await expect(time).toHaveText(/^\d{1,2}:\d{2}$/);
  const seconds = async () => {
    const [minutes = 0, rest = 0] = ((await time.textContent()) ?? '').split(':').map(Number);
    return minutes * 60 + rest;
  };
  const first = await seconds();
  expect(first).toBeGreaterThan(PIX_SECONDS - 60);
  expect(first).toBeLessThanOrEqual(PIX_SECONDS);
  await expect.poll(seconds, { timeout: 5_000 }).toBeLessThan(first);
}

/** The "PIX copia e cola" the page shows, to paste into a bank's app. */
export const pixCode = (page: Page) => page.locator('#pix-copy-paste').inputValue();

/**
 * The customer's bank pays a PIX charge: its "copia e cola" pasted at the sandbox provider's bank,
 * which then tells the API by webhook (the page that shows the charge follows it).
 */
export async function payPixAtBank(request: APIRequestContext, brCode: string) {
  const { origin } = await paymentProvider(request);
  const paid = await request.post(`${origin}/bank/pix`, {
    headers: { accept: 'application/json' },
    form: { br_code: brCode },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}
