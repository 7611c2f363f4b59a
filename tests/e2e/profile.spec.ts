import type { Locator, Page } from '@playwright/test';
import { customer, latestCode, newPerson, storedTokens } from './accounts-helpers.ts';
import { injectFault } from './api.ts';
import { brandHeaders, expect, expectNoAxeViolations, test } from './fixtures.ts';
import { shot } from './location-helpers.ts';
import { asUser, clockAt, MATES, placeOrder, serviceOf } from './orders-helpers.ts';
import { twoColourPng } from './png.ts';
import { restoreCustomerSession } from './session.ts';

const heading = (name: string | RegExp) => ({ level: 1, name });

interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
}

async function outboxTo(page: Page, to: string): Promise<OutboxMessage[]> {
  const answer = await page.request.get('/api/dev/outbox');
  return ((await answer.json()) as OutboxMessage[]).filter((message) => message.to === to);
}

/** A wide photo (red left, blue right), as a phone's gallery would give it. */
const photo = {
  name: 'foto.png',
  mimeType: 'image/png',
  buffer: twoColourPng(1200, 800, [200, 40, 40], [40, 70, 200]),
};
const notAPhoto = { name: 'nota.png', mimeType: 'image/png', buffer: Buffer.from('isto não é uma foto') };
const PICTURE_URL = /\/api\/media\/profile-images\/[0-9a-f-]{36}$/;

/** The picture's pixel size as the browser decoded it. */
const naturalSize = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight]);

async function me(page: Page) {
  const answer = await page.request.get('/api/crm/v1/users/me', {
    headers: { ...brandHeaders, authorization: `Bearer ${(await storedTokens(page))?.accessToken}` },
  });
  return (await answer.json()) as { image: string | null; accepted_notifications: boolean };
}

/** The seeded customer, signed in, on a page of the account. */
async function openAs(page: Page, path: string) {
  await restoreCustomerSession(page, page.request);
  await page.goto(path);
}

test.describe('profile (pt-BR)', () => {
  test('the hub links to every page of the account; personal information saves, the CPF stays masked', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, '/mobile/profile is a phone page: desktops send signed-in visitors home.');
    test.setTimeout(60_000);
    await openAs(page, '/mobile/profile');
    await expect(page.getByText(customer.name)).toBeVisible();
    const links: [string, string][] = [
      ['Meus endereços', '/profile/addresses'],
      ['Formas de pagamento', '/profile/payments'],
      ['Cupons', '/cupons'],
      ['Favoritos', '/favorites'],
      ['Meus pedidos', '/orders'],
      ['Dados pessoais', '/profile/personal'],
      ['E-mail e telefone', '/profile/contact'],
      ['Senha', '/profile/credentials'],
      ['Idioma', '/profile/language'],
      ['Meus dados (LGPD)', '/profile/privacy'],
      ['Termos de uso', '/privacy/terms'],
      ['Política de privacidade', '/privacy/policy'],
    ];
    for (const [name, href] of links) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expectNoAxeViolations(page);
    await shot(page, 'profile-hub');

    await page.getByRole('link', { name: 'Dados pessoais' }).click();
    await expect(page).toHaveURL('/profile/personal');
    await expect(page.getByRole('heading', heading('Dados pessoais'))).toBeVisible();
    const cpf = page.getByLabel('CPF');
    await expect(cpf).toHaveValue('***.533.447-**');
    await expect(cpf).toHaveAttribute('readonly', '');
    await expectNoAxeViolations(page);
    await shot(page, 'profile-personal');

    await page.getByLabel('Nome completo').fill('');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Informe seu nome completo.')).toBeVisible();
    await page.getByLabel('Nome completo').fill('Maria Oliveira Santos');
    await page.getByLabel(/Quero receber ofertas/).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Seu perfil foi atualizado.')).toBeVisible();
    await expect(page).toHaveURL('/profile/default');
    await expect(page.getByRole('heading', heading('Configurações do perfil'))).toBeVisible();
    await shot(page, 'profile-default');
    const me = await page.request.get('/api/crm/v1/users/me', {
      headers: { ...brandHeaders, authorization: `Bearer ${(await storedTokens(page))?.accessToken}` },
    });
    expect(await me.json()).toMatchObject({ name: 'Maria Oliveira Santos', accepted_notifications: true });

    // The browser's back button goes back a step.
    await page.getByRole('link', { name: 'Idioma' }).click();
    await expect(page).toHaveURL('/profile/language');
    await page.goBack();
    await expect(page).toHaveURL('/profile/default');
  });

  test('a photo is cropped square and made small before it is sent, kept when refused, then shown after a reload; the notification switch is kept', async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(60_000);
    await openAs(page, '/profile/personal');
    await expect(page.getByRole('heading', heading('Dados pessoais'))).toBeVisible();
    const consent = page.getByRole('switch', { name: /Quero receber ofertas/ });
    const wasOn = await consent.isChecked();

    await page.getByLabel('Escolher foto').setInputFiles(notAPhoto);
    await expect(page.getByText(/Não foi possível abrir este arquivo como foto/)).toBeVisible();

    await page.getByLabel('Escolher foto').setInputFiles(photo);
    const chosen = page.getByRole('img', { name: 'Sua nova foto, ainda não salva' });
    await expect(chosen).toBeVisible();
    await expect.poll(() => naturalSize(chosen)).toEqual([512, 512]);
    await expect(page.getByText('Salve para usar esta foto.')).toBeVisible();
    await expect(page.getByText(/Não foi possível abrir/)).toBeHidden();
    await expectNoAxeViolations(page);
    await shot(page, 'profile-photo-chosen');

    // The upload fails: the message, and the photo still chosen.
    await injectFault(page.request, { path: '/api/crm/v1/users/me', method: 'PUT', status: 500, count: 1 });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(
      page.getByText('Não foi possível salvar sua foto. Tente de novo ou escolha outra.'),
    ).toBeVisible();
    await expect(chosen).toBeVisible();
    expect((await me(page)).image).toBeNull();
    await shot(page, 'profile-photo-refused');

    await consent.setChecked(!wasOn);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Seu perfil foi atualizado.')).toBeVisible();
    await expect(page).toHaveURL('/profile/default');

    // What the API got is the prepared square, a small JPEG, not the camera's file.
    const saved = await me(page);
    expect(saved.accepted_notifications).toBe(!wasOn);
    expect(saved.image).toMatch(PICTURE_URL);
    const file = await page.request.get(saved.image as string);
    expect(file.headers()['content-type']).toBe('image/jpeg');
    expect((await file.body()).length).toBeLessThan(60_000);

    // A phone sees it on its account hub; a desktop (no hub, spec §2) on the step.
    await page.reload();
    await page.goto(isMobile ? '/mobile/profile' : '/profile/personal');
    const picture = page.getByRole('img', { name: 'Sua foto' });
    await expect(picture).toHaveAttribute('src', PICTURE_URL);
    await expect.poll(() => naturalSize(picture)).toEqual([512, 512]);
    await expectNoAxeViolations(page);
    await shot(page, isMobile ? 'profile-hub-photo' : 'profile-personal-photo');

    await page.goto('/profile/personal');
    await expect(page.getByRole('switch', { name: /Quero receber ofertas/ })).toBeChecked({
      checked: !wasOn,
    });
    await expect(page.getByRole('img', { name: 'Sua foto' })).toHaveAttribute('src', PICTURE_URL);
    await shot(page, 'profile-personal-saved-photo');
  });

  test('the terms and the policy come from the API with their version and date, for visitors too', async ({
    page,
  }) => {
    await page.goto('/privacy/terms');
    await expect(page.getByRole('heading', heading('Termos de uso'))).toBeVisible();
    await expect(page.getByText('Versão 2026-01-15 · em vigor desde 15 de janeiro de 2026')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'profile-terms');

    await openAs(page, '/profile/default');
    await page.getByRole('link', { name: 'Política de privacidade' }).click();
    await expect(page).toHaveURL('/privacy/policy');
    await expect(page.getByRole('heading', heading('Política de privacidade'))).toBeVisible();
    await expect(page.getByText(/^Versão 2026-01-15/)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'profile-policy');
  });

  test('a guest is sent home from the hub and the profile', async ({ page }) => {
    for (const path of ['/mobile/profile', '/profile/personal', '/profile/privacy']) {
      await page.goto(path);
      await expect(page).not.toHaveURL(path);
    }
  });

  test('the language switches at once and is kept in a cookie for 365 days', async ({ page, context }) => {
    await openAs(page, '/profile/language');
    await expect(page.getByRole('heading', heading('Idioma'))).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'profile-language');
    await page.getByRole('radio', { name: 'English (US)' }).check();
    await expect(page.getByRole('heading', heading('Language'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale');
    expect(cookie?.value).toBe('en-US');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    await page.reload();
    await expect(page.getByRole('heading', heading('Language'))).toBeVisible();
  });

  test('a new password: a wrong current one is refused; then a toast, the logout, and the new one signs in', async ({
    page,
  }) => {
    await openAs(page, '/profile/credentials');
    await expect(page.getByRole('heading', heading('Senha'))).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'profile-credentials');
    await page.getByLabel('Senha atual').fill('Errada@123');
    await page.getByLabel(/^Nova senha/).fill('NovaSenha123');
    await page.getByLabel('Confirme a nova senha').fill('NovaSenha123');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('A senha está incorreta.')).toBeVisible();

    await page.getByLabel('Senha atual').fill(customer.password);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Sua senha foi alterada. Entre de novo com a nova senha.')).toBeVisible();
    await shot(page, 'profile-password-changed');
    await expect(page).toHaveURL(/\/auth/, { timeout: 15_000 });

    await page.goto('/auth/login');
    await page.getByLabel('E-mail ou celular').fill(customer.email);
    await page.getByLabel(/^Senha/).fill(customer.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(
      page.locator('#main-content').getByText('E-mail, celular ou senha incorretos.'),
    ).toBeVisible();
    await page.getByLabel(/^Senha/).fill('NovaSenha123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a new e-mail is taken once the code sent to it is typed', async ({ page, request }) => {
    const { email } = newPerson();
    await openAs(page, '/profile/contact');
    await expect(page.getByRole('heading', heading('E-mail e telefone'))).toBeVisible();
    await expect(page.getByText(customer.email)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'profile-contact');
    await page.getByLabel('Novo e-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar código para este e-mail' }).click();
    await expect(page.getByRole('heading', heading('Digite o código'))).toBeVisible();
    await expect(page.getByText(`Enviamos um código de 6 dígitos para ${email}.`)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'profile-contact-code');
    await page.getByLabel('Código de verificação').fill('000000');
    await expect(page.getByText('O código é inválido ou expirou.')).toBeVisible();
    await page.getByLabel('Código de verificação').fill(await latestCode(request, email));
    await expect(page.getByText('Seu perfil foi atualizado.')).toBeVisible();
    await expect(page).toHaveURL('/profile/default');

    await page.getByRole('link', { name: 'E-mail e telefone' }).click();
    await expect(page.getByText(email)).toBeVisible();
  });

  test('"see my data": a request with protocol and 15-day deadline, the export in the outbox', async ({
    page,
    isMobile,
  }) => {
    // A phone reaches it from its account hub; a desktop has no hub (spec §2) and opens it by its address.
    if (isMobile) {
      await openAs(page, '/mobile/profile');
      await page.getByRole('link', { name: 'Meus dados (LGPD)' }).click();
    } else await openAs(page, '/profile/privacy');
    await expect(page).toHaveURL('/profile/privacy');
    await expect(page.getByRole('heading', heading('Meus dados (LGPD)'))).toBeVisible();
    await expect(page.getByText('Nenhuma solicitação ainda.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ver meus dados' }).click();
    await expect(page.getByText(/Solicitação LGPD-\d{4}-\d+ recebida/)).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: /LGPD-\d{4}-\d+/ });
    await expect(row).toContainText('Ver meus dados');
    await expect(row).toContainText(/resposta até|respondida em/);
    await expectNoAxeViolations(page);
    await shot(page, 'profile-privacy-requests');

    await expect.poll(async () => (await outboxTo(page, customer.email)).length).toBeGreaterThan(0);
    const [exported] = await outboxTo(page, customer.email);
    expect(exported?.body).toContain('"name": "Maria Oliveira"');
  });

  test('"delete my data and account": confirmed, signed out, the account can no longer sign in, its orders kept without who placed them', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const tokens = await restoreCustomerSession(page, request);
    const orderId = await placeOrder(request, asUser(tokens.access_token), serviceOf('centro', 'delivery'), [
      MATES,
    ]);
    // Delivered (in 31 minutes) while the restaurant is open: nothing under way any more.
    await clockAt(request, 45);
    await page.goto('/profile/privacy');
    await expect(page.getByText('Nenhuma solicitação ainda.')).toBeVisible();
    await page.getByRole('button', { name: 'Excluir meus dados e minha conta' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Excluir sua conta?');
    await expectNoAxeViolations(page);
    await shot(page, 'profile-delete-confirm');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Excluir meus dados e minha conta' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir minha conta' }).click();
    await expect(page).toHaveURL(/\/auth/);

    await page.goto('/auth/login');
    await page.getByLabel('E-mail ou celular').fill(customer.email);
    await page.getByLabel(/^Senha/).fill(customer.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(
      page.locator('#main-content').getByText('E-mail, celular ou senha incorretos.'),
    ).toBeVisible();

    // The restaurant still has the order, its lines and total, and nothing of who placed it.
    const seen = await request.get(`/api/dev/orders/${orderId}`, { headers: brandHeaders });
    expect(seen.status()).toBe(200);
    const order = (await seen.json()) as Record<string, unknown>;
    expect(order).toMatchObject({
      order_id: orderId,
      customer: { name: '', email: null, phone_number: null, document: null },
      address: null,
      items: [expect.objectContaining({ quantity: MATES.quantity })],
      total: { total: { value: expect.any(Number) } },
    });
    const text = JSON.stringify(order);
    for (const personal of [customer.name, customer.email, 'Maria']) expect(text).not.toContain(personal);
  });
});

test.describe('profile (en-US)', () => {
  test.use({ locale: 'en-US' });

  test('a photo is saved and shown after a reload', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL as string }]);
    await openAs(page, '/profile/personal');
    await expect(page.getByRole('heading', heading('Personal information'))).toBeVisible();
    await page.getByLabel('Choose a photo').setInputFiles(photo);
    await expect(page.getByRole('img', { name: 'Your new photo, not saved yet' })).toBeVisible();
    await expect(page.getByText('Save to use this photo.')).toBeVisible();
    await expect(page.getByRole('switch', { name: /Send me offers/ })).toBeVisible();
    await shot(page, 'profile-en-photo-chosen');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile was updated.')).toBeVisible();
    await page.reload();
    await page.goto('/profile/personal');
    await expect(page.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', PICTURE_URL);
    await expect(page.getByLabel('Choose another photo')).toBeAttached();
    await expectNoAxeViolations(page);
    await shot(page, 'profile-en-photo-saved');
  });

  test('each step speaks English', async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: 'locale', value: 'en-US', url: baseURL as string }]);
    await openAs(page, '/profile/default');
    const steps: [string, string][] = [
      ['Personal information', 'Personal information'],
      ['E-mail and phone', 'E-mail and phone'],
      ['Password', 'Password'],
      ['Language', 'Language'],
      ['My data (LGPD)', 'My data (LGPD)'],
      ['Terms of use', 'Terms of use'],
    ];
    for (const [link, title] of steps) {
      await page.goto('/profile/default');
      await page.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', heading(title))).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `profile-en-${link.toLowerCase().replace(/\W+/g, '-')}`);
    }
    await expect(page.getByText(/^Version 2026-01-15 · in effect since January 15, 2026/)).toBeVisible();
  });
});
