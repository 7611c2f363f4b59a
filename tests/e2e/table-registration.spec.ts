import type { APIRequestContext, Page } from '@playwright/test';
import { type SignedIn, seedStorageBeforeApp, signedInSlices } from '../../scripts/diner.ts';
import { customer, latestCode, newPerson } from './accounts-helpers.ts';
import { brandHeaders, expect, expectNoAxeViolations, test } from './fixtures.ts';
import { acceptTermsAndSkipTutorial, DEMO_LINK, dueOf } from './table-helpers.ts';

/**
 * An account with a name and, given one, an e-mail confirmed by its code, but no phone: the brand ID
 * login (b2c, with its dev approval page) is the one way the API makes an account without them.
 */
async function newAccount(request: APIRequestContext, email?: string): Promise<SignedIn> {
  const login = await request.get(`/api/crm/v1/b2c/login?unique-user-id=mesa-${Date.now()}`, {
    headers: brandHeaders,
  });
  const { session_id } = (await login.json()) as { session_id: string };
  expect((await request.post('/dev/b2c/approve', { form: { session: session_id } })).ok()).toBe(true);
  const polled = await request.get(`/api/crm/v1/b2c/polling?session-id=${session_id}`, {
    headers: brandHeaders,
  });
  const tokens = (await polled.json()) as SignedIn['tokens'];
  const auth = { ...brandHeaders, authorization: `Bearer ${tokens.access_token}` };
  let details: Record<string, string> = { name: 'Bia Costa' };
  if (email !== undefined) {
    await request.post('/api/crm/v1/users/check-email', { headers: brandHeaders, data: { email } });
    const email_code = await latestCode(request, email);
    await request.post('/api/crm/v1/users/check-email-code', {
      headers: brandHeaders,
      data: { email, code: email_code },
    });
    details = { ...details, email, email_code };
  }
  const me = await request.patch('/api/crm/v1/users/me', { headers: auth, data: details });
  expect(me.ok()).toBe(true);
  return { tokens, user: await me.json() };
}

/** Signed in as a registered diner (as a social sign-in leaves one without a phone), then at the table. */
async function openTheTable(page: Page, account: SignedIn) {
  await seedStorageBeforeApp(page, signedInSlices(account));
  await page.goto(DEMO_LINK);
  await acceptTermsAndSkipTutorial(page);
  await expect(page).toHaveURL(/\/table\/registration-update$/);
}

test.describe('registration update at the table', () => {
  test.skip(({ isMobile }) => !isMobile, 'table pages are for phones');

  test('a diner without a phone confirms one with the SMS code and sees the bill', async ({
    page,
    request,
  }) => {
    const person = newPerson();
    await openTheTable(page, await newAccount(request, person.email));
    await expect(page.getByRole('heading', { name: 'Qual é o seu celular?' })).toBeVisible();
    await expect(page.getByText('Sua conta ainda não tem celular.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Celular' }).fill(person.nationalPhone);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByRole('heading', { name: 'Digite o código' })).toBeVisible();
    await expect(page.getByText('+55 (11) 9')).toBeVisible();
    await expect(page.getByRole('button', { name: /Reenviar código em 0:[0-5]\d/ })).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByLabel('Código de verificação').fill(await latestCode(request, person.phone));

    await expect(page).toHaveURL(/\/table\/order$/);
    await expect(dueOf(page)).toBeVisible();
  });

  test('the e-mail comes first; a taken e-mail and a wrong code are said, and what was typed stays', async ({
    page,
    request,
  }) => {
    const person = newPerson();
    await openTheTable(page, await newAccount(request));

    await expect(page.getByText('Etapa 1 de 2')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Qual é o seu e-mail?' })).toBeVisible();
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await email.fill(customer.email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText('Este e-mail já está cadastrado.')).toBeVisible();
    await expect(email).toHaveValue(customer.email);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await email.fill(person.email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    const code = page.getByLabel('Código de verificação');
    await code.fill('000000');
    await expect(page.getByText('O código é inválido ou expirou.')).toBeVisible();
    await expect(code).toHaveValue('000000');
    await expectNoAxeViolations(page);
    await code.fill(await latestCode(request, person.email));

    await expect(page.getByText('Etapa 2 de 2')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Qual é o seu celular?' })).toBeVisible();
    await page.getByRole('button', { name: 'Pular por enquanto' }).click();
    await expect(page).toHaveURL(/\/table\/order$/);
  });
});
