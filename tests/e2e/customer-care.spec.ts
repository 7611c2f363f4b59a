import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, inLanguage, test } from './fixtures.ts';
import { shot } from './location-helpers.ts';
import { orderPagePath, withPaidOrder } from './orders-helpers.ts';
import { restoreCustomerSession } from './session.ts';

/** What the customer care pieces say in each language (the CMS content `support` of the demo brand). */
const CARE_TEXTS = {
  'pt-BR': {
    entry: 'Atendimento',
    orderHelp: 'Precisa de ajuda com este pedido?',
    title: 'Atendimento',
    close: 'Fechar',
    phone: '(11) 3105-0150',
  },
  'en-US': {
    entry: 'Customer care',
    orderHelp: 'Need help with this order?',
    title: 'Customer care',
    close: 'Close',
    phone: '+55 11 3105-0150',
  },
} as const;

const EMAIL = 'atendimento@brasagrill.com.br';

interface Received {
  name: string;
  properties: Record<string, string | number | boolean>;
}

const engagementEvents = async (request: APIRequestContext, name: string) => {
  const answer = await request.get('/api/dev/engagement/events');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { events: Received[] }).events.filter((event) => event.name === name);
};

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as Window & { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []);

for (const [locale, say] of Object.entries(CARE_TEXTS)) {
  test.describe(`customer care (${locale})`, () => {
    inLanguage(locale);

    /** The sheet shows the API's content with a working e-mail and phone link, then closes back to its entry. */
    async function expectCareSheet(page: Page, name: string, entry: string) {
      const sheet = page.getByRole('dialog', { name: say.title });
      await expect(sheet.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
      await expect(sheet.getByRole('link', { name: say.phone })).toHaveAttribute('href', 'tel:+551131050150');
      await expect(sheet.getByRole('button', { name: say.close })).toBeFocused();
      await expectNoAxeViolations(page);
      await shot(page, `customer-care-${locale}-${name}`);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('button', { name: entry })).toBeFocused();
    }

    test('customer care opens from the profile with the API’s contact, and SUPPORT_CLICKED says so', async ({
      page,
      request,
      isMobile,
    }) => {
      await restoreCustomerSession(page, request);
      // The phone's hub; on a desktop, the profile's menu.
      await page.goto(isMobile ? '/mobile/profile' : '/profile/default');
      await page.getByRole('button', { name: say.entry }).click();
      await expectCareSheet(page, 'profile', say.entry);

      await expect.poll(() => dataLayer(page)).toContainEqual({ event: 'support_click', source: 'profile' });
      await expect
        .poll(async () =>
          (await engagementEvents(request, 'SUPPORT_CLICKED')).map((event) => event.properties),
        )
        .toEqual([{ source: 'profile' }]);
    });

    test('customer care opens from an order’s page, naming the order in SUPPORT_CLICKED', async ({
      page,
      request,
      isMobile,
    }) => {
      const { orderId } = await withPaidOrder(page, request);
      await page.goto(orderPagePath(orderId, isMobile));
      await page.getByRole('button', { name: say.orderHelp }).click();
      await expectCareSheet(page, 'order', say.orderHelp);

      await expect
        .poll(() => dataLayer(page))
        .toContainEqual({ event: 'support_click', source: 'order', order_id: orderId });
      await expect
        .poll(async () =>
          (await engagementEvents(request, 'SUPPORT_CLICKED')).map((event) => event.properties),
        )
        .toEqual([{ source: 'order', order_id: orderId }]);
    });
  });
}
