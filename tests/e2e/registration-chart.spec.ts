import type { Page } from '@playwright/test';
import { registrationMachine } from '../../machines/registration/registration.machine.ts';
import { newUser } from '../../machines/user/user.fixtures.ts';
import { latestCode, newPerson, readStorage } from './accounts-helpers.ts';
import { injectFault } from './api.ts';
import { type ChartPage, chartSuite } from './chart-suite.ts';
import { expect } from './fixtures.ts';

/*
 * The registration chart (spec §4) driven through the /register pages: one test per shortest path
 * to each of its states, generated from the chart.
 */

interface Registering extends ChartPage {
  person: ReturnType<typeof newPerson>;
}

const PASSWORD = 'Brasa2024';
const personalData = {
  name: 'Ana Beatriz Souza',
  birthday: '31/05/1992',
  cpf: '529.982.247-25',
  acceptedTerms: true,
  acceptedNotifications: false,
};

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const submit = (page: Page) => page.locator('form button[type="submit"]');
const isBusy = async ({ page }: ChartPage) => expect(submit(page)).toHaveAttribute('aria-busy', 'true');
const isIdle = async ({ page }: ChartPage) => {
  await expect(submit(page)).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('alert')).toHaveText('');
};
const showsError =
  (message: string) =>
  async ({ page }: ChartPage) => {
    await expect(page.getByText(message)).toBeVisible();
    await expect(submit(page)).not.toHaveAttribute('aria-busy');
  };

async function fillPersonalData(page: Page, cpf: string) {
  await page.getByLabel('Nome completo').fill(personalData.name);
  await page.getByLabel('Data de nascimento').fill(personalData.birthday);
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel(/Aceito os termos de uso/).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

async function fillPassword(page: Page, confirmation: string) {
  await page.getByLabel(/^Senha/).fill(PASSWORD);
  await page.getByLabel(/^Confirme a senha/).fill(confirmation);
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

/** The brand ID login of a new b2c customer, who lacks a phone and a CPF: the app asks for them. */
async function signInWithBrandId({ page }: ChartPage) {
  await page.goto('/auth');
  const approvalWindow = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Entrar com Brasa Grill ID' }).click();
  const approval = await approvalWindow;
  await approval.waitForURL(/\/dev\/b2c\/approve\?session=/);
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect
    .poll(async () => ((await readStorage(page)).user as { data?: { type: string } } | undefined)?.data?.type)
    .toBe('b2c');
  await approval.close();
  // Spec §2 "After login": no address yet comes first; the phone and CPF are asked for next.
  await expect(page).toHaveURL('/geolocation');
  // The phone step, reached inside the running app as a link would.
  await page.evaluate(() => {
    history.pushState(null, '', '/register/phone');
    dispatchEvent(new PopStateEvent('popstate'));
  });
}

chartSuite<Registering>('registration chart', {
  machine: registrationMachine,
  world: async (chartPage) => ({ ...chartPage, person: newPerson() }),
  starts: {
    'a new visitor': { input: {}, open: ({ page }) => page.goto('/register').then(() => undefined) },
    'a b2c customer without a phone': {
      input: { isToCompleteRegister: true, draft: { email: '', name: '', phone_number: '', document: '' } },
      open: signInWithBrandId,
    },
  },
  actions: {
    'email.submit': {
      'a new e-mail': {
        payload: { email: 'ana@example.com' },
        act: async ({ page, person }) => {
          await page.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
          await page.getByRole('button', { name: 'Continuar' }).click();
        },
      },
      malformed: {
        payload: { email: 'ana@' },
        act: async ({ page }) => {
          await page.getByRole('textbox', { name: 'E-mail' }).fill('ana@');
          await page.getByRole('button', { name: 'Continuar' }).click();
        },
      },
    },
    // The code step's own chart is done when the right code is typed: the one in the outbox.
    'xstate.done.actor.verification': {
      'the code sent': {
        payload: { output: { code: '123456' } },
        act: async ({ page, request, person }, from) => {
          const to = from.hasTag('verify:email') ? person.email : person.phone;
          await page.getByLabel('Código de verificação').fill(await latestCode(request, to));
        },
      },
    },
    'phone.submit': {
      'a mobile': {
        payload: { iso: 'BR', dialCode: '+55', number: '(11) 91234-5678' },
        act: async ({ page, person }) => {
          await page.getByRole('textbox', { name: 'Celular' }).fill(person.nationalPhone);
          await page.getByRole('button', { name: 'Enviar código' }).click();
        },
      },
      malformed: {
        payload: { iso: 'BR', dialCode: '+55', number: '12' },
        act: async ({ page }) => {
          await page.getByRole('textbox', { name: 'Celular' }).fill('12');
          await page.getByRole('button', { name: 'Enviar código' }).click();
        },
      },
    },
    'data.submit': {
      'valid data': { payload: personalData, act: ({ page, person }) => fillPersonalData(page, person.cpf) },
      'a wrong cpf': {
        payload: { ...personalData, cpf: '111.444.777-36' },
        act: ({ page }) => fillPersonalData(page, '11144477736'),
      },
    },
    'password.submit': {
      strong: {
        payload: { password: PASSWORD, confirmation: PASSWORD },
        act: ({ page }) => fillPassword(page, PASSWORD),
      },
      mismatched: {
        payload: { password: PASSWORD, confirmation: 'Brasa2025' },
        act: ({ page }) => fillPassword(page, 'Brasa2025'),
      },
    },
    'confirm.continue': {
      continue: { act: ({ page }) => page.getByRole('button', { name: 'Continuar' }).click() },
    },
  },
  calls: {
    // A new person's e-mail, phone and CPF are free.
    checkEmail: {
      url: '**/api/crm/v1/users/check-email',
      done: () => ({ free: { payload: { output: true } } }),
    },
    checkPhone: {
      url: '**/api/crm/v1/users/check-phone',
      done: () => ({ free: { payload: { output: true } } }),
    },
    checkCpf: { url: '**/api/crm/v1/users/check-cpf', done: () => ({ free: { payload: { output: true } } }) },
    register: {
      url: '**/api/crm/v1/users',
      done: () => ({ 'the new account': { payload: { output: { accessToken: 'a', refreshToken: 'r' } } } }),
    },
    completeRegistration: {
      url: '**/api/crm/v1/users/complete-registration',
      done: () => ({ completed: { payload: { output: undefined } } }),
    },
    loadUser: {
      url: '**/api/crm/v1/users/me',
      done: () => ({ 'the new user': { payload: { output: newUser } } }),
      error: () => ({
        unavailable: {
          payload: { error: { key: 'default', status: 503 } },
          // The client tries a failed read twice.
          cause: ({ request }) =>
            injectFault(request, { path: '/api/crm/v1/users/me', method: 'GET', status: 503, count: 2 }),
        },
      }),
    },
  },
  pages: {
    '#registration.email': async ({ page }) => {
      await expect(page).toHaveURL('/register');
      await expect(heading(page, 'Crie sua conta')).toBeVisible();
      await expect(page.getByText('Etapa 1 de 6')).toBeVisible();
    },
    '#registration.email.idle': isIdle,
    '#registration.email.invalid': showsError('Informe um e-mail válido.'),
    '#registration.email.checking': isBusy,
    '#registration.verifyEmail': async ({ page, person }) => {
      await expect(page).toHaveURL('/register/verify?type=email');
      await expect(page.getByText(`Enviamos um código de 6 dígitos para ${person.email}.`)).toBeVisible();
    },
    '#registration.phone': async ({ page }) => {
      await expect(page).toHaveURL('/register/phone');
      await expect(heading(page, 'Qual é o seu celular?')).toBeVisible();
      await expect(page.getByText('Etapa 3 de 6')).toBeVisible();
    },
    '#registration.phone.idle': isIdle,
    '#registration.phone.invalid': showsError('Informe um celular válido, com DDD.'),
    '#registration.phone.checking': isBusy,
    '#registration.verifyPhone': async ({ page }) => {
      await expect(page).toHaveURL('/register/verify?type=phone');
      await expect(page.getByText('+55 (11) 9')).toBeVisible();
    },
    '#registration.data': async ({ page }) => {
      await expect(page).toHaveURL('/register/data');
      await expect(heading(page, 'Conte um pouco sobre você')).toBeVisible();
      await expect(page.getByText('Etapa 4 de 6')).toBeVisible();
    },
    '#registration.data.idle': isIdle,
    '#registration.data.invalid': showsError('Este CPF não é válido. Confira os números.'),
    '#registration.data.checking': isBusy,
    '#registration.data.completing': isBusy,
    '#registration.password': async ({ page }) => {
      await expect(page).toHaveURL('/register/password');
      await expect(heading(page, 'Crie uma senha')).toBeVisible();
      await expect(page.getByText('Etapa 5 de 6')).toBeVisible();
    },
    '#registration.password.idle': isIdle,
    '#registration.password.invalid': showsError('As senhas não são iguais.'),
    '#registration.password.registering': isBusy,
    '#registration.confirm': async ({ page }) => {
      await expect(page).toHaveURL('/register/confirm');
      await expect(heading(page, 'Sua conta está pronta')).toBeVisible();
    },
    '#registration.confirm.loadingUser': isBusy,
    '#registration.confirm.ready': async ({ page }) => {
      await expect(page.getByText('Boas-vindas, Ana!', { exact: false })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continuar' })).not.toHaveAttribute('aria-busy');
    },
    '#registration.confirm.failed': async ({ page }) => {
      await expect(page.getByRole('alert')).not.toHaveText('');
      await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    },
    // Spec §2 "After login": a new customer has no address yet.
    '#registration.done': async ({ page }) => {
      await expect(page).toHaveURL('/geolocation');
    },
  },
  unreachable: {},
});
