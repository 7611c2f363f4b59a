import { expect, test } from './fixtures.ts';
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
