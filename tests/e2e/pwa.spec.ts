import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devices, type Page } from '@playwright/test';
import { startBuiltApp } from '../../scripts/app-server.ts';
import {
  AFTER_WORKER_INSTALL,
  expect,
  expectNoAxeViolations,
  SAME_ON_EVERY_SCREEN,
  test,
  WORKER_TEST_TIMEOUT,
} from './fixtures.ts';
import { shot } from './location-helpers.ts';
import { orderStatus, withPaidOrder } from './orders-helpers.ts';
import { restoreCustomerSession } from './session.ts';

// The other specs block the service worker; these are about it.
test.use({ serviceWorkers: 'allow' });

const home = { level: 1, name: 'O que vai ser hoje?' } as const;
const welcome = { level: 1, name: 'Boas-vindas ao Brasa Grill' } as const;

/**
 * The browser's install offer (`beforeinstallprompt`), which headless Chromium never makes, made as
 * Chromium makes it: the page counts the calls of its `prompt()`, and the person accepts. Offered
 * again until the app, bound to it after its first screen, takes it.
 */
async function offerInstall(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const offer = new Event('beforeinstallprompt', { cancelable: true });
        const counted = window as unknown as { installPrompts?: number };
        Object.assign(offer, {
          prompt: async () => {
            counted.installPrompts = (counted.installPrompts ?? 0) + 1;
          },
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        dispatchEvent(offer);
        return offer.defaultPrevented;
      }),
    )
    .toBe(true);
}

test.describe('the installable app', () => {
  test.describe.configure({ timeout: WORKER_TEST_TIMEOUT });
  test.skip(({ isMobile }) => !isMobile, SAME_ON_EVERY_SCREEN);

  test('the page links a manifest with the brand, its colours and a maskable icon', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await (await page.request.get(href as string)).json();
    expect(manifest).toMatchObject({
      name: 'Brasa Grill',
      display: 'standalone',
      start_url: '/',
      theme_color: '#1f1a17',
      background_color: '#fffbf5',
    });
    expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }));
  });

  test('once the worker holds the shell, the app opens offline and says what needs a connection', async ({
    page,
    context,
    request,
  }) => {
    await restoreCustomerSession(page, request);
    await page.goto('/');
    await expect(page.getByRole('heading', home)).toBeVisible();
    // The worker registers after the first screen and precaches the shell and the route chunks.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Você está sem internet' })).toBeVisible();
    await expect(page.getByText('nenhum pagamento é feito sem internet')).toBeVisible();
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', home)).toBeVisible();
  });

  test("a page opened through the worker is asked for while the worker starts (navigation preload), and takes the app's files from its cache and calls the API without running it", async ({
    page,
    request,
  }) => {
    await restoreCustomerSession(page, request);
    await page.goto('/');
    await expect(page.getByRole('heading', home)).toBeVisible();
    // The worker turns it on when it activates, which may come just after `ready`.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            return (await registration.navigationPreload.getState()).enabled;
          }),
        AFTER_WORKER_INSTALL,
      )
      .toBe(true);
    // The page opened again goes through the worker, which takes the preloaded answer.
    await page.reload();
    await expect(page.getByRole('heading', home)).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Its files and calls follow the worker's static routes (public/sw-routes.js): what the browser
    // matched, and where the answer came from.
    const routed = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const { name, workerMatchedSourceType, workerFinalSourceType } =
          entry as PerformanceResourceTiming & {
            workerMatchedSourceType?: string;
            workerFinalSourceType?: string;
          };
        return {
          path: new URL(name).pathname,
          route: `${workerMatchedSourceType} → ${workerFinalSourceType}`,
        };
      }),
    );
    const files = routed.filter(({ path }) => path.startsWith('/assets/'));
    const calls = routed.filter(({ path }) => path.startsWith('/api/') && !path.startsWith('/api/media/'));
    expect(files.length).toBeGreaterThan(0);
    expect(calls.length).toBeGreaterThan(0);
    for (const file of files) expect(file, 'from the precache').toMatchObject({ route: 'cache → cache' });
    for (const call of calls) expect(call, 'to the network').toMatchObject({ route: 'network → network' });
  });

  test('a new build waits for the customer, and updating reloads the page into it', async ({
    browser,
  }, testInfo) => {
    // A server of its own to start, and a worker to install twice.
    test.setTimeout(WORKER_TEST_TIMEOUT + 30_000);
    // A build of its own, served by a server of its own: the test makes the next build of it.
    const build = mkdtempSync(join(tmpdir(), 'brasa-build-'));
    cpSync('dist', build, { recursive: true });
    const server = await startBuiltApp(`pwa-update-${testInfo.parallelIndex}`, { distDir: build });
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      locale: 'pt-BR',
      baseURL: server.url,
      serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      await page.goto('/auth');
      await expect(page.getByRole('heading', welcome)).toBeVisible();
      await page.evaluate(() => navigator.serviceWorker.ready);
      // Opened again, the page is the worker's: a new worker now waits until the customer says so.
      await page.reload();
      await expect(page.getByRole('heading', welcome)).toBeVisible();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const prompt = page.getByRole('status').filter({ hasText: 'Uma nova versão do app está pronta.' });
      await expect(prompt).toHaveCount(0);

      // The next build's worker differs by its bytes; the browser looks for it when the page opens.
      appendFileSync(join(build, 'sw.js'), '\n// the next build\n');
      await page.reload();
      await expect(page.getByRole('heading', welcome)).toBeVisible();
      await expect(prompt).toBeVisible(AFTER_WORKER_INSTALL);
      await expect
        .poll(() =>
          page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null),
        )
        .toBe(true);
      await expectNoAxeViolations(page);
      await shot(page, 'pwa-update-prompt');

      // The new worker takes control, and the page reloads into it: nothing waits any more.
      await Promise.all([
        page.waitForEvent('load'),
        prompt.getByRole('button', { name: 'Atualizar' }).click(),
      ]);
      await expect(page.getByRole('heading', welcome)).toBeVisible();
      await expect(prompt).toHaveCount(0);
      const registration = await page.evaluate(async () => {
        const current = await navigator.serviceWorker.getRegistration();
        return { waiting: current?.waiting !== null, active: current?.active?.state };
      });
      expect(registration).toEqual({ waiting: false, active: 'activated' });
    } finally {
      await context.close();
      await server.close();
      rmSync(build, { recursive: true, force: true });
    }
  });

  test('the browser’s install offer is made on a paid order, and Instalar hands it back to the browser', async ({
    page,
    request,
  }) => {
    const { orderId } = await withPaidOrder(page, request);
    await page.goto(`/orders/${orderId}`);
    await expect(orderStatus(page)).toBeVisible();
    const offer = page.getByRole('region', { name: 'Tenha o Brasa Grill no seu celular' });
    await expect(offer).toHaveCount(0);

    await offerInstall(page);
    await expect(offer).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'pwa-install-offer');
    await offer.getByRole('button', { name: 'Instalar' }).click();
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { installPrompts?: number }).installPrompts)).toBe(
      1,
    );
  });
});
