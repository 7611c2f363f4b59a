import type { Page } from '@playwright/test';
import { customer, latestCode, newPerson, readStorage } from './accounts-helpers.ts';
import { brandHeaders, expect, expectNoAxeViolations, inLanguage, OPEN_HOURS, test } from './fixtures.ts';
import { shot } from './location-helpers.ts';
import { restoreCustomerSession } from './session.ts';

const words = {
  'pt-BR': {
    brandId: 'Entrar com Brasa Grill ID',
    cep: 'CEP',
    findCep: 'Buscar CEP',
    number: 'Número',
    next: 'Continuar',
    confirmAddress: 'Confirmar endereço',
    phone: 'Celular',
    sendCode: 'Enviar código',
    code: 'Código de verificação',
    resend: 'Reenviar código',
    name: 'Nome completo',
    birthday: 'Data de nascimento',
    terms: /Aceito os termos de uso/,
    home: 'Seu restaurante',
    login: 'Entrar',
    username: 'E-mail ou celular',
    password: /^Senha/,
    wrong: 'E-mail, celular ou senha incorretos.',
    blocked:
      'Muitas tentativas de entrar: o acesso está bloqueado por 15 min. Tente mais tarde ou redefina sua senha.',
  },
  'en-US': {
    brandId: 'Continue with Brasa Grill ID',
    cep: 'CEP',
    findCep: 'Find my CEP',
    number: 'Number',
    next: 'Continue',
    confirmAddress: 'Confirm address',
    phone: 'Mobile number',
    sendCode: 'Send code',
    code: 'Verification code',
    resend: 'Resend code',
    name: 'Full name',
    birthday: 'Birth date',
    terms: /I accept the terms of use/,
    home: 'Your restaurant',
    login: 'Log in',
    username: 'E-mail or phone',
    password: /^Password/,
    wrong: 'E-mail, phone or password is incorrect.',
    blocked:
      'Too many sign-in attempts: signing in is blocked for 15 min. Try again later or reset your password.',
  },
} as const;

/** The brand ID login (b2c), approved at the provider's page in its own window. */
async function signInWithBrandId(page: Page, button: string) {
  await page.goto('/auth');
  const approvalWindow = page.context().waitForEvent('page');
  await page.getByRole('button', { name: button }).click();
  const approval = await approvalWindow;
  await approval.waitForURL(/\/dev\/b2c\/approve\?session=/);
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect
    .poll(async () => ((await readStorage(page)).user as { data?: { type: string } } | undefined)?.data?.type)
    .toBe('b2c');
  await approval.close();
}

for (const locale of ['pt-BR', 'en-US'] as const) {
  const text = words[locale];
  test.describe(`account journeys, ${locale}`, () => {
    inLanguage(locale);

    test('a new b2c customer: address, then phone, then personal data, then home (spec §2 "After login")', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const person = newPerson();
      await signInWithBrandId(page, text.brandId);
      await expect(page).toHaveURL('/geolocation');
      await page.getByLabel(text.cep).fill('01013-000');
      await page.getByRole('button', { name: text.findCep }).click();
      await expect(page).toHaveURL('/geolocation/address');
      await page.getByLabel(text.number).fill('100');
      await page.getByRole('button', { name: text.next }).click();
      await page.getByRole('button', { name: text.confirmAddress }).click();

      // No phone yet: not /auth, where every page went back before.
      await expect(page).toHaveURL('/register/phone');
      await shot(page, `${locale}-b2c-phone`);
      await page.getByRole('textbox', { name: text.phone }).fill(person.nationalPhone);
      await page.getByRole('button', { name: text.sendCode }).click();
      await page.getByLabel(text.code).fill(await latestCode(request, person.phone));

      await expect(page).toHaveURL('/register/data');
      await page.getByLabel(text.name).fill('Beatriz Lima');
      await page.getByLabel(text.birthday).fill('12/03/1990');
      await page.getByLabel('CPF').fill(person.cpf);
      await page.getByLabel(text.terms).check();
      await page.getByRole('button', { name: text.next }).click();
      await expect(page).toHaveURL('/register/confirm');
      await page.getByRole('button', { name: text.next }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('region', { name: text.home })).toBeVisible();

      // Spec §2 "B2c customers are navigated home after loading": the app opened elsewhere comes home.
      await page.goto('/favorites');
      await expect(page).toHaveURL('/');
    });

    test('a blocked sign-in says it is blocked and for how long, not that a code came too soon', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      // One client (the servers trust X-Forwarded-For, as behind a proxy): nine wrong passwords at once
      // (each answered later and later past the free ones), then the page's.
      const client = { 'x-forwarded-for': '203.0.113.111' };
      await Promise.all(
        Array.from({ length: 9 }, (_, attempt) =>
          request.post('/api/crm/v1/login', {
            headers: { ...brandHeaders, ...client },
            form: { username: customer.email, password: `errada-${attempt}` },
          }),
        ),
      );
      await page.setExtraHTTPHeaders(client);
      await page.goto('/auth/login');
      const form = async (password: string) => {
        await page.getByLabel(text.username).fill(customer.email);
        await page.getByLabel(text.password).fill(password);
        await page.getByRole('button', { name: text.login }).click();
      };
      // The tenth is still answered; the eleventh is refused, the right password too.
      await form('errada-10');
      await expect(page.getByText(text.wrong)).toBeVisible();
      await form(customer.password);
      await expect(page.getByText(text.blocked)).toBeVisible();
      // Shown once, where the person looks: not again in a toast.
      await expect(page.getByText(text.blocked)).toHaveCount(1);
      await expect(page.locator('.toast')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot(page, `${locale}-sign-in-blocked`);
    });

    test('a code asked for again after 60 s (the business clock and the page clock moved) is a new one', async ({
      page,
      request,
    }) => {
      const person = newPerson();
      await page.clock.install();
      await page.goto('/register');
      await page.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
      await page.getByRole('button', { name: text.next }).click();
      const first = await latestCode(request, person.email);
      const resend = page.getByRole('button', { name: new RegExp(`^${text.resend}`) });
      await expect(resend).toBeDisabled();

      // The fixtures set the business clock to OPEN_HOURS a few seconds ago: 90 s on is past 60 s since.
      const later = await request.post('/api/dev/clock', {
        data: { at: new Date(Date.parse(OPEN_HOURS) + 90_000).toISOString() },
      });
      expect(later.ok()).toBe(true);
      await page.clock.fastForward(61_000);
      await expect(page.getByRole('button', { name: text.resend, exact: true })).toBeEnabled();
      await page.getByRole('button', { name: text.resend, exact: true }).click();
      await expect.poll(() => latestCode(request, person.email)).not.toBe(first);
      await page.getByLabel(text.code).fill(await latestCode(request, person.email));
      await expect(page).toHaveURL('/register/phone');
    });
  });
}

test.describe('the brand without delivery, and server redirects', () => {
  inLanguage('pt-BR');

  test("spec §2's fallbacks follow the brand's flags; home without delivery goes to the QR page", async ({
    page,
    request,
  }) => {
    const flags = (features: Record<string, boolean>) =>
      request.post('/api/dev/features', { data: features }).then((answer) => expect(answer.ok()).toBe(true));
    // Neither option, nor external login: a visitor's delivery route goes to auth.
    await flags({ delivery: false, table_payment: false, external_login: false });
    await page.goto('/menu');
    await expect(page).toHaveURL(/\/auth$/);
    await flags({ external_login: true });
    await restoreCustomerSession(page, request);

    // Table payment only: home goes to the QR page (its first step for a new diner, the terms);
    // a delivery route to /table.
    await flags({ delivery: false, table_payment: true });
    await page.goto('/');
    await expect(page).toHaveURL(/\/table(\/qrcode)?$/);
    await page.goto('/menu');
    await expect(page).toHaveURL(/\/table(\/qrcode)?$/);
    // Both: /welcome is open.
    await flags({ delivery: true, table_payment: true });
    await page.goto('/welcome');
    await expect(page).toHaveURL('/welcome');
    // Delivery only: /welcome and the table go to auth's rule (a signed-in customer is sent home).
    await flags({ delivery: true, table_payment: false });
    await page.goto('/table');
    await expect(page).toHaveURL(/\/(auth)?$/);
  });

  test('a server redirect to an absolute URL loads that page; a relative one stays in the app', async ({
    page,
  }) => {
    await page.route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Carreiras</h1>' }),
    );
    await page.goto('/auth');
    await page.evaluate(() => {
      (window as unknown as { kept: boolean }).kept = true;
      history.pushState(null, '', '/cardapio');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).not.toHaveURL(/\/cardapio$/);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

    await page.evaluate(() => {
      history.pushState(null, '', '/trabalhe-conosco');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('https://example.com/brasa-grill/carreiras');
    await expect(page.getByRole('heading', { name: 'Carreiras' })).toBeVisible();
  });
});

for (const [locale, seeMyData] of [
  ['pt-BR', 'Ver meus dados'],
  ['en-US', 'See my data'],
] as const) {
  test.describe(`toasts, ${locale}`, () => {
    inLanguage(locale);

    test('a toast sits top-right and lasts 5 s (spec §2)', async ({ page, request }) => {
      await restoreCustomerSession(page, request);
      await page.clock.install();
      await page.goto('/profile/privacy');
      const seeData = page.getByRole('button', { name: seeMyData });
      await expect(seeData).toBeVisible();
      // The page's clock stops: the toast's 5 s are counted by the test, not by a busy machine.
      await page.clock.pauseAt(new Date(Date.now() + 1_000));
      // An LGPD request is announced in a toast.
      await seeData.click();
      const toast = page.locator('.toast').first();
      await expect(toast).toBeVisible();
      await page.mouse.move(1, 1);
      const box = await toast.boundingBox();
      const viewport = page.viewportSize();
      expect(box !== null && viewport !== null).toBe(true);
      if (box !== null && viewport !== null) {
        expect(box.y).toBeLessThan(viewport.height / 4);
        expect(viewport.width - (box.x + box.width)).toBeLessThan(24);
        expect(box.x).toBeGreaterThan(viewport.width - box.width - 24);
      }
      await shot(page, `${locale}-toast`);
      await page.clock.runFor(4_900);
      await expect(toast).toBeVisible();
      await page.clock.runFor(200);
      await expect(toast).toBeHidden();
    });
  });
}
