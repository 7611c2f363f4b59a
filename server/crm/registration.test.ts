import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigits } from '../../contract/cpf.ts';
import { user } from '../../contract/schemas/user.ts';
import { bearer, customer, expectStatus, lastCode, login, register, send } from '../test-support/accounts.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const users = '/api/crm/v1/users';
const isValid = async (path: string, body: unknown) =>
  ((await expectStatus(await send(t, path, body), 200)) as { is_valid: boolean }).is_valid;

describe('registration', () => {
  it('codes from the outbox, then POST /users logs the new user in', async () => {
    const account = {
      email: 'nova@exemplo.com.br',
      phone_number: '+5511912345678',
      document: withCheckDigits('111444777'),
    };
    const tokens = await register(t, account);
    const me = await t.getParsed(user, `${users}/me`, bearer(tokens.access_token));
    expect(me).toMatchObject({ ...account, password_set: true, address: [] });
    expect(me.accepted_terms_at).not.toBeNull();
    await expect(login(t, account.phone_number, 'Senha1234')).resolves.toBeDefined();
  });

  it('a second code to the same target within 60 s is a 429 with retry_after', async () => {
    const email = 'pressa@exemplo.com.br';
    expect(await isValid(`${users}/check-email`, { email })).toBe(true);
    const again = await send(t, `${users}/check-email`, { email });
    expect(await expectStatus(again, 429)).toMatchObject({
      detail: 'resend_too_soon',
      code: 'RESEND_TOO_SOON',
      retry_after: expect.any(Number),
    });
  });

  it('61 s later by the business clock, a new code is sent and the first no longer checks', async () => {
    const email = 'depois@exemplo.com.br';
    expect(await isValid(`${users}/check-email`, { email })).toBe(true);
    const first = await lastCode(t, email);
    await t.clock.set(new Date(t.clock.now().getTime() + 61_000));
    try {
      expect(await isValid(`${users}/check-email`, { email })).toBe(true);
      const second = await lastCode(t, email);
      const secondSent = await send(t, `${users}/check-email-code`, { email, code: second });
      expect(await expectStatus(secondSent, 200)).toMatchObject({ is_valid: true });
      if (first !== second) {
        const stale = await send(t, `${users}/check-email-code`, { email, code: first });
        expect(await expectStatus(stale, 200)).toMatchObject({ is_valid: false });
      }
    } finally {
      await t.clock.set(undefined);
    }
  });

  it('a wrong code is not valid; five misses spend the code', async () => {
    const phone_number = '+5511955554444';
    await isValid(`${users}/check-phone`, { phone_number });
    const code = await lastCode(t, phone_number);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let miss = 0; miss < 5; miss++) {
      expect(await isValid(`${users}/check-phone-code`, { phone_number, code: wrong })).toBe(false);
    }
    expect(await isValid(`${users}/check-phone-code`, { phone_number, code })).toBe(false);
  });

  it('taken e-mail, phone and CPF are not valid, and nothing is sent', async () => {
    expect(await isValid(`${users}/check-email`, { email: customer.email })).toBe(false);
    expect(await isValid(`${users}/check-phone`, { phone_number: customer.phone_number })).toBe(false);
    expect(await isValid(`${users}/check-cpf`, { cpf: customer.document })).toBe(false);
    await expect(lastCode(t, customer.email)).rejects.toThrow();
  });

  it('CPF: check digits decide, punctuation is fine', async () => {
    const cpf = withCheckDigits('935411347');
    expect(await isValid(`${users}/check-cpf`, { cpf })).toBe(true);
    expect(
      await isValid(`${users}/check-cpf`, {
        cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      }),
    ).toBe(true);
    expect(
      await isValid(`${users}/check-cpf`, { cpf: `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}` }),
    ).toBe(false);
    expect(await isValid(`${users}/check-cpf`, { cpf: '11111111111' })).toBe(false);
    expect(await isValid(`${users}/check-cpf`, { cpf: '123' })).toBe(false);
  });

  it.each([
    ['EMAIL_CONFLICT', { email: customer.email }],
    ['PHONE_CONFLICT', { phone_number: customer.phone_number }],
    ['DOCUMENT_CONFLICT', { document: customer.document }],
  ])('409 %s when a field is taken', async (code, taken) => {
    const response = await send(t, users, {
      email: 'conflito@exemplo.com.br',
      phone_number: '+5511900001111',
      document: withCheckDigits('246813579'),
      password: 'Senha1234',
      name: 'Conflito',
      birthday: '1990-01-01',
      accepted_terms: true,
      email_code: '123456',
      phone_code: '123456',
      ...taken,
    });
    expect(await expectStatus(response, 409)).toMatchObject({ code });
  });

  it('refuses codes that were never checked, a weak password, an invalid CPF, unaccepted terms', async () => {
    const email = 'sem-codigo@exemplo.com.br';
    const phone_number = '+5511933332222';
    await isValid(`${users}/check-email`, { email });
    await isValid(`${users}/check-phone`, { phone_number });
    const body = {
      email,
      phone_number,
      document: withCheckDigits('864297531'),
      password: 'Senha1234',
      name: 'Sem Código',
      birthday: '1990-01-01',
      accepted_terms: true,
      email_code: await lastCode(t, email),
      phone_code: await lastCode(t, phone_number),
    };
    expect(await expectStatus(await send(t, users, body), 400)).toMatchObject({ code: 'INVALID_CODE' });
    expect(await expectStatus(await send(t, users, { ...body, password: 'abcdefgh' }), 422)).toMatchObject({
      code: 'WEAK_PASSWORD',
    });
    expect(await expectStatus(await send(t, users, { ...body, document: '12345678900' }), 422)).toMatchObject(
      {
        code: 'INVALID_DOCUMENT',
      },
    );
    expect(await expectStatus(await send(t, users, { ...body, accepted_terms: false }), 422)).toMatchObject({
      code: 'TERMS_NOT_ACCEPTED',
    });
  });
});

describe('password recovery', () => {
  const passwords = '/api/crm/v1/passwords';

  it('answers an unknown e-mail or phone as a known one, resend limit included, and sends nothing', async () => {
    const nobody = { email: 'ninguem@exemplo.com.br' };
    expect(await isValid(`${passwords}/check-email`, nobody)).toBe(true);
    expect(await isValid(`${passwords}/check-phone`, { phone_number: '+5511900000000' })).toBe(true);
    const again = await send(t, `${passwords}/check-email`, nobody);
    expect(await expectStatus(again, 429)).toMatchObject({ code: 'RESEND_TOO_SOON' });
    await expect(lastCode(t, nobody.email)).rejects.toThrow('no code sent');
    await expect(lastCode(t, '+5511900000000')).rejects.toThrow('no code sent');
  });

  it('code by SMS, new password, every old session ends', async () => {
    const account = {
      email: 'esqueci@exemplo.com.br',
      phone_number: '+5511977776666',
      document: withCheckDigits('135792468'),
    };
    const session = await register(t, account);
    expect(await isValid(`${passwords}/check-phone`, { phone_number: account.phone_number })).toBe(true);
    const code = await lastCode(t, account.phone_number);
    expect(
      await isValid(`${passwords}/check-code`, { phone_number: account.phone_number, code: '999999x' }),
    ).toBe(false);
    expect(await isValid(`${passwords}/check-code`, { phone_number: account.phone_number, code })).toBe(true);

    const reset = { phone_number: account.phone_number, code, password: 'NovaSenha99' };
    expect(
      await expectStatus(await send(t, `${passwords}/reset`, { ...reset, password: 'curta1' }), 422),
    ).toMatchObject({
      code: 'WEAK_PASSWORD',
    });
    expect(await expectStatus(await send(t, `${passwords}/reset`, reset), 200)).toEqual({ ok: true });
    expect(await expectStatus(await send(t, `${passwords}/reset`, reset), 400)).toMatchObject({
      code: 'INVALID_CODE',
    });

    await expect(login(t, account.email, 'Senha1234')).rejects.toThrow(/401/);
    await expect(login(t, account.email, 'NovaSenha99')).resolves.toBeDefined();
    const refreshed = await send(t, '/api/crm/v1/login/refresh', { refresh_token: session.refresh_token });
    expect(refreshed.status).toBe(401);
  });

  it('by e-mail: the code goes to the outbox', async () => {
    expect(await isValid(`${passwords}/check-email`, { email: customer.email })).toBe(true);
    const code = await lastCode(t, customer.email);
    expect(await isValid(`${passwords}/check-code`, { email: customer.email, code })).toBe(true);
  });
});
