import { homeContent, injectFault } from './api.ts';
import { expect, expectNoAxeViolations, SAME_ON_EVERY_SCREEN, test } from './fixtures.ts';
import { restoreCustomerSession } from './session.ts';

test.describe('app shell', () => {
  test('the home in Portuguese shows the API’s banners and categories', async ({ page, request }) => {
    await restoreCustomerSession(page, request);
    const { banners, categories } = await homeContent(request, 'pt-BR');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'O que vai ser hoje?' })).toBeVisible();
    await expect(page).toHaveTitle('Brasa Grill');
    const offers = page.getByRole('region', { name: 'Ofertas' });
    await expect(offers.getByText(banners[0] as string)).toBeVisible();
    for (const title of banners) await expect(offers.getByText(title)).toBeAttached();
    for (const name of categories) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Início' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a returning customer’s page reads the storage as it begins, under its own policy, and the app takes it', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(!isMobile, SAME_ON_EVERY_SCREEN);
    await restoreCustomerSession(page, request);
    // Watches the name the page's inline script writes (src/app/early-store-read.ts) before it runs.
    await page.addInitScript(() => {
      const seen = window as unknown as { earlyKeys?: string[]; refused?: string[] };
      seen.refused = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.refused?.push(event.violatedDirective),
      );
      Object.defineProperty(window, '__earlyStoreRead', {
        configurable: true,
        set(read: Promise<{ found: boolean; values?: Record<string, unknown> }>) {
          Object.defineProperty(window, '__earlyStoreRead', { configurable: true, value: read });
          void read.then((store) => {
            seen.earlyKeys = Object.keys(store.values ?? {});
          });
        },
      });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'O que vai ser hoje?' })).toBeVisible();
    const seen = await page.evaluate(() => ({
      ...(window as unknown as { earlyKeys?: string[]; refused: string[] }),
      left: '__earlyStoreRead' in window,
    }));
    expect(seen.refused).toEqual([]);
    expect(seen.earlyKeys).toEqual(expect.arrayContaining(['auth', 'user']));
    expect(seen.left).toBe(false);
  });

  test('the carousel moves to the slide a dot asks for', async ({ page, request }) => {
    await restoreCustomerSession(page, request);
    const { banners } = await homeContent(request, 'pt-BR');
    await page.goto('/');
    const offers = page.getByRole('region', { name: 'Ofertas' });
    await offers.getByRole('button', { name: 'Ir para o slide 3' }).click();
    await expect(offers.getByText(banners[2] as string)).toBeInViewport();
  });

  test('switching to English survives a reload', async ({ page, request, context }) => {
    await restoreCustomerSession(page, request);
    const { categories } = await homeContent(request, 'en-US');
    await page.goto('/');
    await page.getByLabel('Idioma').selectOption('en-US');
    await expect(page.getByRole('heading', { level: 1, name: 'What are we having today?' })).toBeVisible();
    await expect(page.getByRole('link', { name: categories[0] as string, exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'What are we having today?' })).toBeVisible();
    await expect(page.getByRole('link', { name: categories[0] as string, exact: true })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en-US');
    // Kept for a year (spec §9: locale cookie 365 days).
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  });

  test('switching the checkout option reloads the start-up data for takeout', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(!isMobile, SAME_ON_EVERY_SCREEN);
    await restoreCustomerSession(page, request);
    await page.goto('/');
    const takeout = page.getByRole('radio', { name: 'Retirada' });
    const storesCall = page.waitForRequest((r) => r.url().includes('/api/catalog/v1/stores'));
    await takeout.check();
    await storesCall;
    await expect(takeout).toBeChecked();
    await expect(page.getByRole('heading', { level: 1, name: 'O que vai ser hoje?' })).toBeVisible();
  });

  test('an unknown path answers 404 with “Page Not Found” and the path', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await restoreCustomerSession(page, request);
    await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL as string }]);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the API failing at start-up shows the fatal page, and trying again recovers', async ({
    page,
    request,
  }) => {
    await restoreCustomerSession(page, request);
    // Two failures: the first answer and the client's one retry of a safe method.
    await injectFault(request, { path: '/api/cms/v1/home', status: 500, count: 2 });
    await page.goto('/');
    await expect(
      page.getByRole('heading', {
        name: 'Ops... houve uma falha ao carregar a página, tente novamente em instantes',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'O que vai ser hoje?' })).toBeVisible();
  });

  test('the reload query reloads the start-up data and leaves the URL', async ({
    page,
    request,
    isMobile,
  }) => {
    test.skip(!isMobile, SAME_ON_EVERY_SCREEN);
    await restoreCustomerSession(page, request);
    let homeCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/cms/v1/home')) homeCalls += 1;
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Ofertas' })).toBeVisible();
    const before = homeCalls;
    // An in-app navigation to a URL carrying the query (as a link or a push notification would).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/menu?reload');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/menu');
    await expect.poll(() => homeCalls).toBe(before + 1);
  });

  test('a server-provided redirect applies in the app', async ({ page, request, isMobile }) => {
    test.skip(!isMobile, SAME_ON_EVERY_SCREEN);
    await restoreCustomerSession(page, request);
    await page.goto('/cardapio');
    await expect(page).toHaveURL('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Cardápio' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('visitors not signed in', () => {
  test.skip(({ isMobile }) => !isMobile, SAME_ON_EVERY_SCREEN);

  test('are sent from the home to /auth while external login is on', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('heading', { level: 1, name: /Boas-vindas ao Brasa Grill/ })).toBeVisible();
  });
});

test.describe('mobile-only table routes', () => {
  test('a desktop browser opening /table is sent away', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'desktop only');
    await page.goto('/table');
    await expect(page).toHaveURL('/welcome');
    await expectNoAxeViolations(page);
  });

  test('a phone opening /table stays on it', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'desktop', 'phones only');
    await page.goto('/table');
    await expect(page).toHaveURL('/table');
    await expect(page.getByRole('heading', { level: 1, name: 'Pague na mesa' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
