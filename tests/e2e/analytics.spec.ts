import type { APIRequestContext, Page } from '@playwright/test';
import { logInAsCustomer, readStorage } from './accounts-helpers.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

interface Received {
  name: string;
  unique_id: string;
  user_id: string | null;
  data_center: string;
  properties: Record<string, string | number | boolean>;
}

const receivedEvents = async (request: APIRequestContext) => {
  const response = await request.get('/api/dev/engagement/events');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { events: Received[] }).events;
};

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as Window & { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []);

const named = (events: Received[], name: string) => events.filter((event) => event.name === name);

test.describe('analytics and engagement (spec §3, §7, §9)', () => {
  test('a visitor who has not consented is not tracked: no configuration read, no data layer', async ({
    page,
    request,
  }) => {
    const configReads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/cms/v1/analytics') || r.url().includes('/api/engagement/'))
        configReads.push(r.url());
    });
    // Starting a registration is an engagement event (REGISTER_STARTED): without consent it goes nowhere.
    await page.goto('/register');
    await page.waitForLoadState('load');
    await expect(page).toHaveURL(/\/register/);
    // The engagement adapter sends within a second of an event; give it three.
    await page.waitForTimeout(3_000);
    expect(configReads).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);
    expect(await receivedEvents(request)).toEqual([]);
  });

  test('the consenting customer’s login and dish reach the data layer and the engagement endpoint', async ({
    page,
    request,
    isMobile,
  }) => {
    await logInAsCustomer(page);
    const storedUser = async () =>
      ((await readStorage(page)).user as { data: { user: { id: string } | null; analyticsId?: string } })
        .data;
    // Signing in is written first, the account read after it comes next.
    await expect.poll(async () => (await storedUser()).user?.id).toBeTruthy();
    const userId = (await storedUser()).user?.id;

    // LOGIN (spec §3): userId, timestamp, the device type (a Pixel: web-android; a desktop: web) and its version.
    await expect.poll(async () => named(await receivedEvents(request), 'LOGIN')).toHaveLength(1);
    const [login] = named(await receivedEvents(request), 'LOGIN');
    expect(login).toMatchObject({
      user_id: userId,
      data_center: 'DC_2',
      properties: { userId, userDeviceType: isMobile ? 'web-android' : 'web' },
    });
    expect(login?.properties.userDeviceVersion).toBe(await page.evaluate(() => navigator.userAgent));
    expect(Date.parse(String(login?.properties.timestamp))).toBeGreaterThan(Date.now() - 60_000);
    expect(await dataLayer(page)).toContainEqual({ event: 'login', user_id: userId });

    // The analytics unique id is the user store's, persisted (spec §3).
    await expect.poll(async () => (await storedUser()).analyticsId).toBe(login?.unique_id);

    // A dish tapped in the menu: PRODUCT_OPENED, then PRODUCT_VIEWED once its sheet shows it.
    await page.goto('/menu');
    const dish = page.getByRole('button', { name: /^Picanha na Brasa/ }).first();
    await dish.click();
    await expect(page.getByRole('dialog', { name: 'Picanha na Brasa' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect
      .poll(async () => (await receivedEvents(request)).map((event) => event.name))
      .toEqual(expect.arrayContaining(['PRODUCT_OPENED', 'PRODUCT_VIEWED']));
    const [opened] = named(await receivedEvents(request), 'PRODUCT_OPENED');
    expect(opened?.properties).toMatchObject({ item_name: 'Picanha na Brasa' });
    expect(typeof opened?.properties.price).toBe('number');
    const layer = await dataLayer(page);
    expect(layer.map((entry) => entry.event)).toEqual(expect.arrayContaining(['select_item', 'view_item']));
    expect(layer.find((entry) => entry.event === 'view_item')).toMatchObject({
      ecommerce: { currency: 'BRL', items: [{ item_name: 'Picanha na Brasa' }] },
    });
  });
});
