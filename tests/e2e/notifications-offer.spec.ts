import type { APIRequestContext, Page } from '@playwright/test';
import { readStorage } from './accounts-helpers.ts';
import {
  brandHeaders,
  expect,
  expectNoAxeViolations,
  fullBrowser,
  inLanguage,
  test,
  WORKER_TEST_TIMEOUT,
} from './fixtures.ts';
import { shot } from './location-helpers.ts';
import { asUser, orderPagePath, placeOrder, serviceOf, withPaidOrder } from './orders-helpers.ts';

// The push renewal subscribes through the app's service worker.
test.use({ serviceWorkers: 'allow', ...fullBrowser });

/** What an order's page says about notifications in each language. */
const OFFER_TEXTS = {
  'pt-BR': {
    orderHelp: 'Precisa de ajuda com este pedido?',
    offer: 'Saiba quando seu pedido avançar',
    turnOn: 'Ativar notificações',
    noThanks: 'Não, obrigado',
  },
  'en-US': {
    orderHelp: 'Need help with this order?',
    offer: 'Be told when your order moves',
    turnOn: 'Turn on notifications',
    noThanks: 'No, thanks',
  },
} as const;

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

for (const [locale, say] of Object.entries(OFFER_TEXTS)) {
  test.describe(`the notifications offer (${locale})`, () => {
    test.describe.configure({ timeout: WORKER_TEST_TIMEOUT });
    inLanguage(locale);

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
      await page.goto(orderPagePath(orderId, isMobile));
      const offer = page.getByRole('region', { name: say.offer });
      await expect(offer).toBeVisible();
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await expectNoAxeViolations(page);
      await shot(page, `notifications-offer-${locale}`);
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
      await page.goto(orderPagePath(orderId, isMobile));
      const offer = page.getByRole('region', { name: say.offer });
      await offer.getByRole('button', { name: say.noThanks }).click();
      await expect(offer).toBeHidden();
      await expect
        .poll(async () => ((await readStorage(page)).user as { data: { pushOfferDeclined?: boolean } }).data)
        .toMatchObject({ pushOfferDeclined: true });

      await noteNotificationsAnswer(page);
      await page.goto(orderPagePath(later, isMobile));
      await expect(page.getByRole('button', { name: say.orderHelp })).toBeVisible();
      await notificationsAnswered(page);
      await expect(page.getByRole('region', { name: say.offer })).toHaveCount(0);
    });
  });
}
