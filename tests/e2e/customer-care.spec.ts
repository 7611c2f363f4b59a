import type { APIRequestContext, Page } from '@playwright/test';
import { readStorage } from './accounts-helpers.ts';
import { brandHeaders, expect, expectNoAxeViolations, oneViewportPerLanguage, test } from './fixtures.ts';
import { shot } from './location-helpers.ts';
import { asUser, placeOrder, serviceOf, withPaidOrder } from './orders-helpers.ts';
import { restoreCustomerSession } from './session.ts';

/** What the customer care pieces say in each language (the CMS content `support` of the demo brand). */
const CARE_TEXTS = {
  'pt-BR': {
    entry: 'Atendimento',
    orderHelp: 'Precisa de ajuda com este pedido?',
    title: 'Atendimento',
    close: 'Fechar',
    phone: '(11) 3105-0150',
    offer: 'Saiba quando seu pedido avançar',
    turnOn: 'Ativar notificações',
    noThanks: 'Não, obrigado',
  },
  'en-US': {
    entry: 'Customer care',
    orderHelp: 'Need help with this order?',
    title: 'Customer care',
    close: 'Close',
    phone: '+55 11 3105-0150',
    offer: 'Be told when your order moves',
    turnOn: 'Turn on notifications',
    noThanks: 'No, thanks',
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

/** The signed-in customer's push token as the API holds it. */
const pushTokenOf = (request: APIRequestContext, accessToken: string) => async () =>
  (
    (await (
      await request.get('/api/crm/v1/users/me', { headers: { ...brandHeaders, ...asUser(accessToken) } })
    ).json()) as { push_token: string | null }
  ).push_token;

/**
 * The page notes when the app has had the browser's answer on notifications: the offer is decided
 * from it, so an offer still absent a frame later stays absent.
 */
async function noteNotificationsAnswer(page: Page) {
  await page.addInitScript(() => {
    const query = navigator.permissions.query.bind(navigator.permissions);
    navigator.permissions.query = async (descriptor) => {
      const status = await query(descriptor);
      if (descriptor.name === 'notifications') {
        (window as Window & { notificationsAnswered?: boolean }).notificationsAnswered = true;
      }
      return status;
    };
  });
}

async function notificationsAnswered(page: Page) {
  await page.waitForFunction(
    () => (window as Window & { notificationsAnswered?: boolean }).notificationsAnswered === true,
  );
  await page.evaluate(
    () => new Promise((rendered) => requestAnimationFrame(() => requestAnimationFrame(rendered))),
  );
}

const orderPath = (orderId: string, isMobile: boolean) =>
  isMobile ? `/mobile/order/${orderId}` : `/orders/${orderId}`;

for (const [locale, say] of Object.entries(CARE_TEXTS)) {
  test.describe(`customer care and the notifications offer (${locale})`, () => {
    oneViewportPerLanguage(locale);
    test.use({ locale });
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL as string }]);
    });

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
      await page.goto(orderPath(orderId, isMobile));
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

    test.describe('the notifications offer', () => {
      // The push renewal subscribes through the app's service worker.
      test.use({ serviceWorkers: 'allow' });

      test('allowed from a paid order, the browser’s subscription is saved as the push token', async ({
        page,
        context,
        request,
        isMobile,
      }) => {
        const { orderId, accessToken } = await withPaidOrder(page, request);
        // This headless browser reaches no push service: its subscription is what one would answer.
        await page.addInitScript(() => {
          const subscription = {
            endpoint: 'https://push.example/brasa-e2e',
            toJSON: () => ({ endpoint: 'https://push.example/brasa-e2e', keys: { p256dh: 'p', auth: 'a' } }),
          };
          PushManager.prototype.subscribe = async () => subscription as unknown as PushSubscription;
        });
        const pushToken = pushTokenOf(request, accessToken);
        await page.goto(orderPath(orderId, isMobile));
        const offer = page.getByRole('region', { name: say.offer });
        await expect(offer).toBeVisible();
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await expectNoAxeViolations(page);
        await shot(page, `customer-care-${locale}-notifications-offer`);
        expect(await pushToken()).toBeNull();

        // The customer answers the browser's prompt "allow".
        await context.grantPermissions(['notifications']);
        await offer.getByRole('button', { name: say.turnOn }).click();
        await expect(offer).toBeHidden();
        await expect
          .poll(pushToken)
          .toBe(
            JSON.stringify({ endpoint: 'https://push.example/brasa-e2e', keys: { p256dh: 'p', auth: 'a' } }),
          );
      });

      test('turned down, it is not offered again on a later order', async ({ page, request, isMobile }) => {
        const { orderId, accessToken } = await withPaidOrder(page, request);
        // Both paid before the app starts: an order placed meanwhile would replace the app's cart under it.
        const later = await placeOrder(request, asUser(accessToken), serviceOf('centro', 'delivery'));
        await page.goto(orderPath(orderId, isMobile));
        const offer = page.getByRole('region', { name: say.offer });
        await offer.getByRole('button', { name: say.noThanks }).click();
        await expect(offer).toBeHidden();
        await expect
          .poll(
            async () => ((await readStorage(page)).user as { data: { pushOfferDeclined?: boolean } }).data,
          )
          .toMatchObject({ pushOfferDeclined: true });

        await noteNotificationsAnswer(page);
        await page.goto(orderPath(later, isMobile));
        await expect(page.getByRole('button', { name: say.orderHelp })).toBeVisible();
        await notificationsAnswered(page);
        await expect(page.getByRole('region', { name: say.offer })).toHaveCount(0);
      });
    });
  });
}
