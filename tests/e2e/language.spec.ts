import { DEMO_TABLE_PATH } from '../../server/start.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { shot } from './location-helpers.ts';

/** Each language as the phone speaks it, and the other one the person may switch to. */
const languages = {
  'pt-BR': { table: 'Pague na mesa', control: 'Idioma', other: 'en-US', otherTable: 'Pay at the table' },
  'en-US': { table: 'Pay at the table', control: 'Language', other: 'pt-BR', otherTable: 'Pague na mesa' },
} as const;

/** Every layout: table, auth, register, recovery, 404 and privacy pages (spec §2). */
const pages = ['/table', '/auth', '/register', '/recovery', '/privacy/terms', '/no/such/page'];

for (const [locale, words] of Object.entries(languages)) {
  test.describe(`the diner's language, a browser in ${locale}`, () => {
    // The browser speaks the language (navigator.languages, Accept-Language); no cookie is kept yet.
    test.use({ locale });

    test('a first visit follows the phone: the QR link is in its language, and the choice is kept', async ({
      page,
      context,
      baseURL,
      isMobile,
    }) => {
      test.skip(!isMobile, 'the table is for phones: both languages on the phone');
      await page.goto(DEMO_TABLE_PATH);
      await expect(page.getByRole('heading', { name: words.table })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await shot(page, `${locale}-table-terms`);
      expect((await context.cookies()).find((cookie) => cookie.name === 'locale')).toBeUndefined();

      await page.getByRole('combobox', { name: words.control }).selectOption(words.other);
      await expect(page.getByRole('heading', { name: words.otherTable })).toBeVisible();
      const kept = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'locale');
      expect(kept?.value).toBe(words.other);
      // Spec §9: kept for 365 days.
      const days = ((kept?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365);
      await page.reload();
      await expect(page.getByRole('heading', { name: words.otherTable })).toBeVisible();
    });

    test('every layout has the language control', async ({ page, isMobile }) => {
      test.skip(isMobile !== (locale === 'pt-BR'), 'one viewport per language');
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('combobox', { name: words.control }), path).toHaveValue(locale);
      }
      await expectNoAxeViolations(page);
      await shot(page, `${locale}-not-found`);
    });
  });
}
