import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { restoreCustomerSession } from './session.ts';

// The other specs block the service worker; these are about it.
test.use({ serviceWorkers: 'allow' });

const home = { level: 1, name: 'O que vai ser hoje?' } as const;

test.describe('the installable app', () => {
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

  test('a page opened through the worker is asked for while the worker starts (navigation preload)', async ({
    page,
    request,
  }) => {
    await restoreCustomerSession(page, request);
    await page.goto('/');
    await expect(page.getByRole('heading', home)).toBeVisible();
    // The worker turns it on when it activates, which may come just after `ready`.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.navigationPreload.getState()).enabled;
        }),
      )
      .toBe(true);
    // The page opened again goes through the worker, which takes the preloaded answer.
    await page.reload();
    await expect(page.getByRole('heading', home)).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });
});
