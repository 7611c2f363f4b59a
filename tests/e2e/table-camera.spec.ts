import { devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../scripts/chromium.ts';
import { demoTableKey } from '../../server/seed/demo-table-keys.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { restoreCustomerSession } from './session.ts';
import { acceptTermsAndSkipTutorial, dueOf } from './table-helpers.ts';

/** The camera project: Chromium's fake camera plays the demo table's QR code (global setup makes it). */
test('the QR page reads the table code through the camera and seats the diner', async ({ page, request }) => {
  await restoreCustomerSession(page, request);
  await page.goto('/table');
  await acceptTermsAndSkipTutorial(page);
  await expect(page).toHaveURL(/\/table\/(qrcode|order)$/);
  await expect(page).toHaveURL(/\/table\/order$/, { timeout: 15_000 });
  await expect(dueOf(page)).toHaveText('R$ 210,10');
  await expect(page.getByText('Mesa 7')).toBeVisible();
});

test('a guest whose camera reads the table is asked to sign in or go on as a guest', async ({ page }) => {
  await page.goto('/table');
  await acceptTermsAndSkipTutorial(page);
  await expect(page).toHaveURL(/\/auth$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Entrar na mesa sem conta' })).toBeVisible();
});

test('a diner who blocks the camera is told so and types the table code', async ({ playwright, baseURL }) => {
  // A phone with a camera whose use the diner refused: no fake permission prompt answers yes here.
  const browser = await playwright.chromium.launch({
    executablePath: HEADLESS_SHELL_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'],
  });
  const page = await (
    await browser.newContext({ ...devices['Pixel 7'], locale: 'pt-BR', baseURL })
  ).newPage();
  await page.goto('/table');
  await acceptTermsAndSkipTutorial(page);
  await expect(page).toHaveURL(/\/table\/qrcode$/);
  await expect(page.getByText('Não podemos usar a câmera porque a permissão foi negada.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Código do restaurante').fill('centro');
  await page.getByLabel('Número da mesa').fill('7');
  await page.getByLabel('Chave da mesa').fill(demoTableKey('centro', '7'));
  await page.getByRole('button', { name: 'Entrar na mesa' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await browser.close();
});
