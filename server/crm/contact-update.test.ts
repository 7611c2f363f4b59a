import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b2cLogin, b2cPolling } from '../../contract/schemas/auth.ts';
import { user } from '../../contract/schemas/user.ts';
import { bearer, customer, expectStatus, lastCode, send } from '../test-support/accounts.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

/*
 * The table's registration update (spec §2 /table/registration-update): a signed-in account without
 * a name, e-mail or phone gets them, each contact with the code sent to it and checked, through the
 * profile's calls: PATCH /users/me (name, e-mail) and PATCH /users/complete-registration (phone).
 */

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const users = '/api/crm/v1/users';

/** A b2c account as the external identity creates it: no name, e-mail nor phone. */
async function bareAccount(uniqueUserId: string): Promise<string> {
  const start = b2cLogin.parse(
    await expectStatus(await t.request(`/api/crm/v1/b2c/login?unique-user-id=${uniqueUserId}`), 200),
  );
  await t.app.request('/dev/b2c/approve', {
    method: 'POST',
    body: new URLSearchParams({ session: start.session_id }),
  });
  const approved = b2cPolling.parse(
    await expectStatus(await t.request(`/api/crm/v1/b2c/polling?session-id=${start.session_id}`), 200),
  );
  if (approved.status !== 'approved') throw new Error('not approved');
  return approved.access_token;
}

const me = (token: string) => t.getParsed(user, `${users}/me`, bearer(token));
const saveEmail = (token: string, body: unknown) => send(t, `${users}/me`, body, { method: 'PATCH', token });
const savePhone = (token: string, body: unknown) =>
  send(t, `${users}/complete-registration`, body, { method: 'PATCH', token });

/** check-email / check-phone (the code goes to the outbox), then the code checked: answers it. */
async function checkedCode(to: { email: string } | { phone_number: string }): Promise<string> {
  const [check, codeCheck] =
    'email' in to ? ['check-email', 'check-email-code'] : ['check-phone', 'check-phone-code'];
  expect(await expectStatus(await send(t, `${users}/${check}`, to), 200)).toEqual({ is_valid: true });
  const code = await lastCode(t, 'email' in to ? to.email : to.phone_number);
  expect(await expectStatus(await send(t, `${users}/${codeCheck}`, { ...to, code }), 200)).toEqual({
    is_valid: true,
  });
  return code;
}

describe('a signed-in account completes its name, e-mail and phone', () => {
  it('each contact with its checked code; the account then has all table info', async () => {
    const token = await bareAccount('ext-table-1');
    expect(await me(token)).toMatchObject({ name: '', email: null, phone_number: null });
    await expectStatus(await saveEmail(token, { name: 'Bia Costa' }), 200);

    const email = 'bia.costa@exemplo.com.br';
    const email_code = await checkedCode({ email });
    expect(await expectStatus(await saveEmail(token, { email, email_code }), 200)).toMatchObject({ email });

    const phone_number = '+5511955550001';
    const phone_code = await checkedCode({ phone_number });
    const saved = user.parse(await expectStatus(await savePhone(token, { phone_number, phone_code }), 200));
    expect(saved).toMatchObject({ name: 'Bia Costa', email, phone_number });
  });

  it('a code that is wrong, or was never checked, is a 400 INVALID_CODE and changes nothing', async () => {
    const token = await bareAccount('ext-table-2');
    const email = 'sem.conferir@exemplo.com.br';
    await expectStatus(await send(t, `${users}/check-email`, { email }), 200);
    const unchecked = await lastCode(t, email);
    expect(await expectStatus(await saveEmail(token, { email, email_code: unchecked }), 400)).toMatchObject({
      code: 'INVALID_CODE',
    });
    const phone_number = '+5511955550002';
    await checkedCode({ phone_number });
    expect(
      await expectStatus(await savePhone(token, { phone_number, phone_code: '000000x' }), 400),
    ).toMatchObject({ code: 'INVALID_CODE' });
    expect(await me(token)).toMatchObject({ email: null, phone_number: null });
  });

  it('a contact of another account: its check answers false, and a save after a late taking is a 409', async () => {
    expect(await expectStatus(await send(t, `${users}/check-email`, { email: customer.email }), 200)).toEqual(
      {
        is_valid: false,
      },
    );
    expect(
      await expectStatus(await send(t, `${users}/check-phone`, { phone_number: customer.phone_number }), 200),
    ).toEqual({ is_valid: false });

    const token = await bareAccount('ext-table-3');
    const email = 'disputado@exemplo.com.br';
    const phone_number = '+5511955550003';
    const email_code = await checkedCode({ email });
    const phone_code = await checkedCode({ phone_number });
    // Another account takes both between the code and the save.
    await t.db.query('update users set email = $1, phone_number = $2 where email = $3', [
      email,
      phone_number,
      customer.email,
    ]);
    expect(await expectStatus(await saveEmail(token, { email, email_code }), 409)).toMatchObject({
      code: 'EMAIL_CONFLICT',
    });
    expect(await expectStatus(await savePhone(token, { phone_number, phone_code }), 409)).toMatchObject({
      code: 'PHONE_CONFLICT',
    });
  });

  it('a second code to the same phone within 60 s is a 429 RESEND_TOO_SOON', async () => {
    const phone_number = '+5511955550004';
    await expectStatus(await send(t, `${users}/check-phone`, { phone_number }), 200);
    expect(await expectStatus(await send(t, `${users}/check-phone`, { phone_number }), 429)).toMatchObject({
      code: 'RESEND_TOO_SOON',
    });
  });
});

describe('the profile changes its phone number (PATCH /users/me)', () => {
  it('with the code sent to the new number and checked; a wrong code is a 400 and changes nothing', async () => {
    const token = await bareAccount('ext-profile-1');
    const phone_number = '+5511955550005';
    const phone_code = await checkedCode({ phone_number });
    expect(
      await expectStatus(await saveEmail(token, { phone_number, phone_code: '000000x' }), 400),
    ).toMatchObject({ code: 'INVALID_CODE' });
    expect(await me(token)).toMatchObject({ phone_number: null });
    const saved = user.parse(await expectStatus(await saveEmail(token, { phone_number, phone_code }), 200));
    expect(saved).toMatchObject({ phone_number });
  });

  it("another account's number is a 409 PHONE_CONFLICT", async () => {
    const token = await bareAccount('ext-profile-2');
    const other = (await me(await bareAccount('ext-profile-3'))).id;
    const phone_number = '+5511955550006';
    const phone_code = await checkedCode({ phone_number });
    await t.db.query('update users set phone_number = $1 where id = $2', [phone_number, other]);
    expect(await expectStatus(await saveEmail(token, { phone_number, phone_code }), 409)).toMatchObject({
      code: 'PHONE_CONFLICT',
    });
  });
});
