import type { Locator, Page } from '@playwright/test';
import { customer, latestCode, newPerson, storedTokens } from './accounts-helpers.ts';
import { injectFault } from './api.ts';
import { brandHeaders, expect, expectNoAxeViolations, inLanguage, test } from './fixtures.ts';
import { shot } from './location-helpers.ts';
import { asUser, clockAt, MATES, placeOrder, serviceOf } from './orders-helpers.ts';
import { twoColourPng } from './png.ts';
import { PROFILE_TEXTS } from './profile-texts.ts';
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
  return (await answer.json()) as {
    name: string;
    phone_number: string | null;
    image: string | null;
    accepted_notifications: boolean;
  };
}

/** The seeded customer, signed in, on a page of the account. */
async function openAs(page: Page, path: string) {
  await restoreCustomerSession(page, page.request);
  await page.goto(path);
}

for (const [locale, say] of Object.entries(PROFILE_TEXTS)) {
  test.describe(`profile (${locale})`, () => {
    inLanguage(locale);

    test('the hub links to every page of the account; personal information saves, the CPF stays masked', async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, '/mobile/profile is a phone page: desktops send signed-in visitors home.');
      test.setTimeout(60_000);
      await openAs(page, '/mobile/profile');
      await expect(page.getByText(customer.name)).toBeVisible();
      for (const [name, href] of say.hubLinks) {
        await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      await expectNoAxeViolations(page);
      await shot(page, `profile-${locale}-hub`);

      await page.getByRole('link', { name: say.personal }).click();
      await expect(page).toHaveURL('/profile/personal');
      await expect(page.getByRole('heading', heading(say.personal))).toBeVisible();
      const cpf = page.getByLabel('CPF');
      await expect(cpf).toHaveValue('***.533.447-**');
      await expect(cpf).toHaveAttribute('readonly', '');
      await expectNoAxeViolations(page);
      await shot(page, `profile-${locale}-personal`);

      await page.getByLabel(say.fullName).fill('');
      await page.getByRole('button', { name: say.save }).click();
      await expect(page.getByText(say.nameMissing)).toBeVisible();
      await page.getByLabel(say.fullName).fill('Maria Oliveira Santos');
      await page.getByLabel(say.consent).check();
      await page.getByRole('button', { name: say.save }).click();
      await expect(page.getByText(say.updated)).toBeVisible();
      await expect(page).toHaveURL('/profile/default');
      await expect(page.getByRole('heading', heading(say.settings))).toBeVisible();
      await shot(page, `profile-${locale}-default`);
      expect(await me(page)).toMatchObject({ name: 'Maria Oliveira Santos', accepted_notifications: true });

      // The browser's back button goes back a step.
      await page.getByRole('link', { name: say.language }).click();
      await expect(page).toHaveURL('/profile/language');
      await page.goBack();
      await expect(page).toHaveURL('/profile/default');

      // The header's picture (initials while there is none) leads back to the hub.
      const header = page.locator('.site-header');
      await expect(header.getByRole('link', { name: say.yourProfile })).toContainText('MO');
      await header.getByRole('link', { name: say.yourProfile }).click();
      await expect(page).toHaveURL('/mobile/profile');
    });

    test('a photo is cropped square and made small before it is sent, kept when refused, then shown in the header at once and after a reload; the notification switch is kept', async ({
      page,
      isMobile,
    }) => {
      test.setTimeout(60_000);
      await openAs(page, '/profile/personal');
      await expect(page.getByRole('heading', heading(say.personal))).toBeVisible();
      const header = page.locator('.site-header');
      const headerLink = header.getByRole('link', { name: say.yourProfile });
      await expect(headerLink).toContainText('MO');
      await expect(headerLink).toHaveAttribute('href', isMobile ? '/mobile/profile' : '/profile/default');
      const consent = page.getByRole('switch', { name: say.consent });
      const wasOn = await consent.isChecked();

      await page.getByLabel(say.choosePhoto).setInputFiles(notAPhoto);
      await expect(page.getByText(say.notAPhoto)).toBeVisible();

      await page.getByLabel(say.choosePhoto).setInputFiles(photo);
      const chosen = page.getByRole('img', { name: say.newPhoto });
      await expect(chosen).toBeVisible();
      await expect.poll(() => naturalSize(chosen)).toEqual([512, 512]);
      await expect(page.getByText(say.saveToUse)).toBeVisible();
      await expect(page.getByText(say.notAPhoto)).toBeHidden();
      await expectNoAxeViolations(page);
      await shot(page, `profile-${locale}-photo-chosen`);

      // The upload fails: the message, and the photo still chosen; the header has no photo yet.
      await injectFault(page.request, { path: '/api/crm/v1/users/me', method: 'PUT', status: 500, count: 1 });
      await page.getByRole('button', { name: say.save }).click();
      await expect(page.getByText(say.photoRefused)).toBeVisible();
      await expect(chosen).toBeVisible();
      expect((await me(page)).image).toBeNull();
      await expect(header.locator('img')).toHaveCount(0);
      await shot(page, `profile-${locale}-photo-refused`);

      await consent.setChecked(!wasOn);
      await page.getByRole('button', { name: say.save }).click();
      await expect(page.getByText(say.updated)).toBeVisible();
      await expect(page).toHaveURL('/profile/default');

      // What the API got is the prepared square, a small JPEG, not the camera's file.
      const saved = await me(page);
      expect(saved.accepted_notifications).toBe(!wasOn);
      expect(saved.image).toMatch(PICTURE_URL);
      const file = await page.request.get(saved.image as string);
      expect(file.headers()['content-type']).toBe('image/jpeg');
      expect((await file.body()).length).toBeLessThan(60_000);

      // The header shows it at once, in this tab, at its reserved size.
      const inHeader = headerLink.locator('img');
      await expect(inHeader).toHaveAttribute('src', PICTURE_URL);
      await expect(inHeader).toHaveAttribute('width', '32');
      await expect.poll(() => naturalSize(inHeader)).toEqual([512, 512]);
      await expect(inHeader).toHaveJSProperty('offsetWidth', 32);
      await expectNoAxeViolations(page);

      // Still there after a reload; a phone sees it on its account hub, a desktop (no hub, spec §2) on the step.
      await page.reload();
      await expect(inHeader).toHaveAttribute('src', PICTURE_URL);
      await expect.poll(() => naturalSize(inHeader)).toEqual([512, 512]);
      await shot(page, `profile-${locale}-header-photo`);
      await page.goto(isMobile ? '/mobile/profile' : '/profile/personal');
      const picture = page.locator('#main-content').getByRole('img', { name: say.yourPhoto });
      await expect(picture).toHaveAttribute('src', PICTURE_URL);
      await expect.poll(() => naturalSize(picture)).toEqual([512, 512]);
      await expectNoAxeViolations(page);
      await shot(page, `profile-${locale}-${isMobile ? 'hub-photo' : 'personal-photo'}`);

      await page.goto('/profile/personal');
      await expect(page.getByRole('switch', { name: say.consent })).toBeChecked({ checked: !wasOn });
      await expect(page.locator('#main-content').getByRole('img', { name: say.yourPhoto })).toHaveAttribute(
        'src',
        PICTURE_URL,
      );
      await expect(page.getByLabel(say.chooseAnotherPhoto)).toBeAttached();
      await shot(page, `profile-${locale}-personal-saved-photo`);

      // A picture that no longer loads: the header falls back to the initials, still a link to the profile.
      await page.route(PICTURE_URL, (route) => route.fulfill({ status: 404 }));
      await page.goto('/profile/default');
      await expect(headerLink).toContainText('MO');
      await expect(header.locator('img')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot(page, `profile-${locale}-header-photo-broken`);
    });

    test('each step opens from the profile settings in its language', async ({ page }) => {
      test.setTimeout(90_000);
      await openAs(page, '/profile/default');
      await expect(page.getByRole('heading', heading(say.settings))).toBeVisible();
      await expectNoAxeViolations(page);
      for (const title of [say.personal, say.contact, say.password, say.language, say.privacy, say.terms]) {
        await page.goto('/profile/default');
        await page.getByRole('link', { name: title, exact: true }).click();
        await expect(page.getByRole('heading', heading(title))).toBeVisible();
        await expectNoAxeViolations(page);
        await shot(page, `profile-${locale}-step-${title.toLowerCase().replace(/\W+/g, '-')}`);
      }
      await expect(page.getByText(say.version)).toBeVisible();
    });

    test('the terms and the policy come from the API with their version and date, for visitors too', async ({
      page,
    }) => {
      await page.goto('/privacy/terms');
      await expect(page.getByRole('heading', heading(say.terms))).toBeVisible();
      await expect(page.getByText(say.version)).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `profile-${locale}-terms`);

      await openAs(page, '/profile/default');
      await page.getByRole('link', { name: say.policy }).click();
      await expect(page).toHaveURL('/privacy/policy');
      await expect(page.getByRole('heading', heading(say.policy))).toBeVisible();
      await expect(page.getByText(say.version)).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `profile-${locale}-policy`);
    });

    test('a guest is sent home from the hub and the profile', async ({ page }) => {
      for (const path of ['/mobile/profile', '/profile/personal', '/profile/privacy']) {
        await page.goto(path);
        await expect(page).not.toHaveURL(path);
      }
    });

    test('the language switches at once and is kept in a cookie for 365 days', async ({ page, context }) => {
      const other = say.otherLanguage;
      await openAs(page, '/profile/language');
      await expect(page.getByRole('heading', heading(say.language))).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectNoAxeViolations(page);
      await shot(page, `profile-${locale}-language`);
      await page.getByRole('radio', { name: other.radio }).check();
      await expect(page.getByRole('heading', heading(other.heading))).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', other.locale);
      const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale');
      expect(cookie?.value).toBe(other.locale);
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(364);
      await page.reload();
      await expect(page.getByRole('heading', heading(other.heading))).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', other.locale);
    });

    test('a new password: a wrong current one is refused; then a toast, the logout, and the new one signs in', async ({
      page,
    }) => {
      await openAs(page, '/profile/credentials');
      await expect(page.getByRole('heading', heading(say.password))).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `profile-${locale}-credentials`);
      await page.getByLabel(say.currentPassword).fill('Errada@123');
      await page.getByLabel(say.newPassword).fill('NovaSenha123');
      await page.getByLabel(say.confirmNewPassword).fill('NovaSenha123');
      await page.getByRole('button', { name: say.changePassword }).click();
      await expect(page.getByText(say.wrongPassword)).toBeVisible();
      await expect(page.getByLabel(say.newPassword)).toHaveValue('NovaSenha123');

      await page.getByLabel(say.currentPassword).fill(customer.password);
      await page.getByRole('button', { name: say.changePassword }).click();
      await expect(page.getByText(say.passwordChanged)).toBeVisible();
      await shot(page, `profile-${locale}-password-changed`);
      await expect(page).toHaveURL(/\/auth/, { timeout: 15_000 });

      await page.goto('/auth/login');
      await page.getByLabel(say.login.contact).fill(customer.email);
      await page.getByLabel(say.login.password).fill(customer.password);
      await page.getByRole('button', { name: say.login.submit }).click();
      await expect(page.locator('#main-content').getByText(say.badLogin)).toBeVisible();
      await page.getByLabel(say.login.password).fill('NovaSenha123');
      await page.getByRole('button', { name: say.login.submit }).click();
      await expect(page).toHaveURL('/');
    });

    test('a new e-mail is taken once the code sent to it is typed', async ({ page, request }) => {
      const { email } = newPerson();
      await openAs(page, '/profile/contact');
      await expect(page.getByRole('heading', heading(say.contact))).toBeVisible();
      await expect(page.getByText(customer.email)).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `profile-${locale}-contact`);
      await page.getByLabel(say.newEmail).fill(email);
      await page.getByRole('button', { name: say.sendEmailCode }).click();
      await expect(page.getByRole('heading', heading(say.enterCode))).toBeVisible();
      await expect(page.getByText(say.codeSentTo(email))).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `profile-${locale}-contact-code`);
      await page.getByLabel(say.code).fill('000000');
      await expect(page.getByText(say.badCode)).toBeVisible();
      await page.getByLabel(say.code).fill(await latestCode(request, email));
      await expect(page.getByText(say.updated)).toBeVisible();
      await expect(page).toHaveURL('/profile/default');

      await page.getByRole('link', { name: say.contact }).click();
      await expect(page.getByText(email)).toBeVisible();
    });

    test('a new phone number is taken once the code texted to it is typed', async ({ page, request }) => {
      const { nationalPhone, phone } = newPerson();
      const written = `+55 (${nationalPhone.slice(0, 2)}) ${nationalPhone.slice(2, 7)}-${nationalPhone.slice(7)}`;
      await openAs(page, '/profile/contact');
      await expect(page.getByRole('heading', heading(say.contact))).toBeVisible();
      await expect(page.getByText('+55 (11) 98765-4321')).toBeVisible();
      await page.getByRole('textbox', { name: say.newPhone }).fill(nationalPhone);
      await page.getByRole('button', { name: say.sendSmsCode }).click();
      await expect(page.getByRole('heading', heading(say.enterCode))).toBeVisible();
      await expect(page.getByText(say.codeTextedTo(written))).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `profile-${locale}-contact-sms-code`);
      await page.getByLabel(say.code).fill('000000');
      await expect(page.getByText(say.badCode)).toBeVisible();
      await page.getByLabel(say.code).fill(await latestCode(request, phone));
      await expect(page.getByText(say.updated)).toBeVisible();
      await expect(page).toHaveURL('/profile/default');
      expect(await me(page)).toMatchObject({ phone_number: phone });

      await page.getByRole('link', { name: say.contact }).click();
      await expect(page.getByText(written)).toBeVisible();
    });

    test('"see my data": a request with protocol and 15-day deadline, the export in the outbox', async ({
      page,
      isMobile,
    }) => {
      // A phone reaches it from its account hub; a desktop has no hub (spec §2) and opens it by its address.
      if (isMobile) {
        await openAs(page, '/mobile/profile');
        await page.getByRole('link', { name: say.privacy }).click();
      } else await openAs(page, '/profile/privacy');
      await expect(page).toHaveURL('/profile/privacy');
      await expect(page.getByRole('heading', heading(say.privacy))).toBeVisible();
      await expect(page.getByText(say.noRequests)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: say.seeMyData }).click();
      await expect(page.getByText(say.requestAnswered)).toBeVisible();
      await expect(page.getByText(/Respondemos em até 15 dias|We answer within 15 days/)).toHaveCount(0);
      const row = page.getByRole('listitem').filter({ hasText: /LGPD-\d{4}-\d+/ });
      await expect(row).toContainText(say.seeMyData);
      await expect(row).toContainText(say.deadline);
      await expectNoAxeViolations(page);
      await shot(page, `profile-${locale}-privacy-requests`);

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
      const orderId = await placeOrder(
        request,
        asUser(tokens.access_token),
        serviceOf('centro', 'delivery'),
        [MATES],
      );
      // Delivered (in 31 minutes) while the restaurant is open: nothing under way any more.
      await clockAt(request, 45);
      await page.goto('/profile/privacy');
      await expect(page.getByText(say.noRequests)).toBeVisible();
      await page.getByRole('button', { name: say.deleteAll }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(say.deleteQuestion);
      await expectNoAxeViolations(page);
      await shot(page, `profile-${locale}-delete-confirm`);
      await dialog.getByRole('button', { name: say.cancel }).click();
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: say.deleteAll }).click();
      await page.getByRole('dialog').getByRole('button', { name: say.deleteAccount }).click();
      await expect(page).toHaveURL(/\/auth/);

      await page.goto('/auth/login');
      await page.getByLabel(say.login.contact).fill(customer.email);
      await page.getByLabel(say.login.password).fill(customer.password);
      await page.getByRole('button', { name: say.login.submit }).click();
      await expect(page.locator('#main-content').getByText(say.badLogin)).toBeVisible();

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
}
