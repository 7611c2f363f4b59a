import type { APIRequestContext } from '@playwright/test';
import { BRAND_HEADERS, signInCustomer } from '../../scripts/diner.ts';
import { logInAsCustomer } from './accounts-helpers.ts';
import {
  AFTER_WORKER_INSTALL,
  expect,
  fullBrowser,
  SAME_ON_EVERY_SCREEN,
  test,
  WORKER_TEST_TIMEOUT,
} from './fixtures.ts';
import { restoreCustomerSession } from './session.ts';

// The other specs block the service worker; pushes arrive through it.
test.use({ serviceWorkers: 'allow', ...fullBrowser });

/** The API holds a subscription of an earlier visit for the signed-in customer; `pushToken` reads it back. */
async function withEarlierSubscription(request: APIRequestContext, accessToken: string) {
  const auth = { ...BRAND_HEADERS, authorization: `Bearer ${accessToken}` };
  const earlier = JSON.stringify({ endpoint: 'https://push.example/old', keys: { p256dh: 'p', auth: 'a' } });
  expect(
    (await request.put('/api/crm/v1/users/me', { headers: auth, multipart: { push_token: earlier } })).ok(),
  ).toBe(true);
  const pushToken = async () =>
    (
      (await (await request.get('/api/crm/v1/users/me', { headers: auth })).json()) as {
        push_token: string | null;
      }
    ).push_token;
  return { earlier, pushToken };
}

test.describe('web push (spec §9)', () => {
  test.describe.configure({ timeout: WORKER_TEST_TIMEOUT });
  test.skip(({ isMobile }) => !isMobile, SAME_ON_EVERY_SCREEN);

  test('a push arriving while the app is open shows the toast "title: body"', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications']);
    await restoreCustomerSession(page, request);
    const cdp = await context.newCDPSession(page);
    const scopes = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const registration of registrations)
        scopes.set(registration.scopeURL, registration.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await page.goto('/');
    // The worker registers after the first screen.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => scopes.get(`${baseURL}/`)).toBeDefined();

    // What the API's sweep sends for an order (server/push/push-sweep.ts), delivered as a push service would.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL as string,
      registrationId: scopes.get(`${baseURL}/`) as string,
      data: JSON.stringify({ title: 'Seu pedido', body: 'Pedido 1A2B3C4D em preparo.', url: '/orders' }),
    });
    await expect(page.getByText('Seu pedido: Pedido 1A2B3C4D em preparo.')).toBeVisible();
  });

  test('a signed-in customer who allows notifications has the subscription renewed at each start', async ({
    page,
    context,
    request,
  }) => {
    const tokens = await restoreCustomerSession(page, request);
    const { pushToken } = await withEarlierSubscription(request, tokens.access_token);
    await context.grantPermissions(['notifications']);
    await page.goto('/');
    // This headless browser reaches no push service: the renewal is refused, said, and the old token
    // cleared, once the worker it subscribes through is installed.
    await expect(
      page.getByText('Não foi possível ativar as notificações. Tente novamente mais tarde.'),
    ).toBeVisible(AFTER_WORKER_INSTALL);
    await expect.poll(pushToken).toBeNull();
  });

  test('a sign-in whose push registration fails says so and clears the push token (spec §8)', async ({
    page,
    context,
    request,
  }) => {
    const { tokens } = await signInCustomer(request);
    const { earlier, pushToken } = await withEarlierSubscription(request, tokens.access_token);
    expect(await pushToken()).toBe(earlier);

    await context.grantPermissions(['notifications']);
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') puts.push(r.url());
    });
    await page.goto('/auth/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await logInAsCustomer(page);
    // This headless browser reaches no push service: the subscription is refused.
    await expect(
      page.getByText('Não foi possível ativar as notificações. Tente novamente mais tarde.'),
    ).toBeVisible();
    await expect.poll(pushToken, { message: JSON.stringify(puts) }).toBeNull();
  });
});
