import type { Page } from '@playwright/test';
import { customer, newPerson, storedTokens } from './accounts-helpers.ts';
import { expect, expectNoAxeViolations, inLanguage, test } from './fixtures.ts';
import { shot } from './location-helpers.ts';

/**
 * Social sign-in through a real OpenID provider (server/test-support/oidc-issuer.ts, the issuer of
 * every configured provider): the button opens the provider's window, the person signs in and
 * consents there, and the API checks the token it is handed against the issuer.
 */
async function signInAtProvider(page: Page, button: string, login: string) {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const provider = await opened;
  await provider.locator('input[name="login"]').fill(login);
  await provider.locator('input[name="password"]').fill('whatever');
  await provider.getByRole('button', { name: 'Sign-in' }).click();
  return provider;
}

const texts = {
  'pt-BR': {
    google: 'Continuar com o Google',
    apple: 'Continuar com a Apple',
    facebook: 'Continuar com o Facebook',
    refused: 'A entrada com Google não foi permitida. Tente de novo, ou entre com seu e-mail ou celular.',
    closed:
      'A janela de entrada com Facebook foi fechada antes de terminar. Nada mudou: tente de novo quando quiser.',
    home: 'Seu restaurante',
  },
  'en-US': {
    google: 'Continue with Google',
    apple: 'Continue with Apple',
    facebook: 'Continue with Facebook',
    refused: 'Google did not allow the sign-in. Try again, or log in with your e-mail or phone.',
    closed: 'The Facebook sign-in was closed before it finished. Nothing changed: try again when you like.',
    home: 'Your restaurant',
  },
} as const;

for (const locale of ['pt-BR', 'en-US'] as const) {
  const text = texts[locale];
  test.describe(`social sign-in, ${locale}`, () => {
    inLanguage(locale);

    test('Google (an access token): a new person signs in and goes on to give an address', async ({
      page,
    }) => {
      await page.goto('/auth');
      await expectNoAxeViolations(page);
      await shot(page, `${locale}-social-auth`);
      const provider = await signInAtProvider(page, text.google, newPerson().email);
      await provider.getByRole('button', { name: 'Continue' }).click();
      // Spec §2 "After login": no address yet.
      await expect(page).toHaveURL('/geolocation');
      expect((await storedTokens(page))?.accessToken).toBeTruthy();
    });

    test('Apple (an ID token) signs the seeded customer in, whose account is complete: home', async ({
      page,
    }) => {
      await page.goto('/auth');
      const provider = await signInAtProvider(page, text.apple, customer.email);
      await provider.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('region', { name: text.home })).toBeVisible();
    });

    test('a sign-in refused at the provider says so, and one whose window is closed changes nothing', async ({
      page,
    }) => {
      await page.goto('/auth');
      const provider = await signInAtProvider(page, text.google, newPerson().email);
      await provider.getByRole('link', { name: '[ Cancel ]' }).click();
      await expect(page.getByText(text.refused)).toBeVisible();
      await expect(page).toHaveURL('/auth');
      await shot(page, `${locale}-social-refused`);

      const opened = page.waitForEvent('popup');
      await page.getByRole('button', { name: text.facebook }).click();
      await (await opened).close();
      await expect(page.getByText(text.closed)).toBeVisible();
      await expect(page.getByRole('button', { name: text.facebook })).toBeEnabled();
      expect(await storedTokens(page)).toBeUndefined();
    });
  });
}
