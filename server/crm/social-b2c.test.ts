import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigits } from '../../contract/cpf.ts';
import { b2cLogin, b2cPolling, b2cProfile, socialTokens } from '../../contract/schemas/auth.ts';
import { user } from '../../contract/schemas/user.ts';
import { bearer, customer, expectStatus, lastCode, login, send } from '../test-support/accounts.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

const audience = 'brasa-web.apps.googleusercontent.com';
const issuer = 'https://accounts.google.com';
type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

let t: TestApp;
let google: KeyPair;
let stranger: KeyPair;

beforeAll(async () => {
  [google, stranger] = await Promise.all([generateKeyPair('RS256'), generateKeyPair('RS256')]);
  const jwk: JWK = { ...(await exportJWK(google.publicKey)), kid: 'test', alg: 'RS256' };
  t = await openTestApp({
    auth: { social: { google: { keys: createLocalJWKSet({ keys: [jwk] }), audience, issuer } } },
  });
});
afterAll(() => t.close());

function idToken(claims: Record<string, unknown>, options: { key?: KeyPair; audience?: string } = {}) {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test' })
    .setIssuer(issuer)
    .setAudience(options.audience ?? audience)
    .setSubject(String(claims.sub ?? 'google-sub-1'))
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign((options.key ?? google).privateKey);
}

const socialLogin = async (token: string, provider = 'google') =>
  send(t, `/api/crm/v1/login/${provider}`, { token });

describe('social login', () => {
  it('a new Google account: tokens, to complete; the next login finds the same user', async () => {
    const token = await idToken({ sub: 'g-100', email: 'Ana@Gmail.com', name: 'Ana Souza' });
    const first = socialTokens.parse(await expectStatus(await socialLogin(token), 200));
    expect(first.is_to_complete_register).toBe(true);
    const me = await t.getParsed(user, '/api/crm/v1/users/me', bearer(first.access_token));
    expect(me).toMatchObject({
      email: 'ana@gmail.com',
      name: 'Ana Souza',
      password_set: false,
      can_update_email: false,
    });

    const again = socialTokens.parse(await expectStatus(await socialLogin(token), 200));
    const meAgain = await t.getParsed(user, '/api/crm/v1/users/me', bearer(again.access_token));
    expect(meAgain.id).toBe(me.id);
  });

  it('a verified e-mail of an existing account logs into that account', async () => {
    const token = await idToken({ sub: 'g-200', email: customer.email });
    const tokens = socialTokens.parse(await expectStatus(await socialLogin(token), 200));
    expect(tokens.is_to_complete_register).toBe(false);
    const me = await t.getParsed(user, '/api/crm/v1/users/me', bearer(tokens.access_token));
    expect(me.email).toBe(customer.email);
  });

  it('an unverified e-mail is not used to find or claim an account', async () => {
    const token = await idToken({ sub: 'g-300', email: customer.email, email_verified: false });
    const tokens = socialTokens.parse(await expectStatus(await socialLogin(token), 200));
    const me = await t.getParsed(user, '/api/crm/v1/users/me', bearer(tokens.access_token));
    expect(me.email).toBeNull();
  });

  it('refuses a token signed by another key with 401', async () => {
    const token = await idToken({ sub: 'g-400' }, { key: stranger });
    expect(await expectStatus(await socialLogin(token), 401)).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('refuses a token issued to another app with 401', async () => {
    const token = await idToken({ sub: 'g-400' }, { audience: 'someone-else' });
    expect(await expectStatus(await socialLogin(token), 401)).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('a provider without configuration is a 404 PROVIDER_NOT_CONFIGURED, an unknown one a 404', async () => {
    const token = await idToken({ sub: 'g-500' });
    expect(await expectStatus(await socialLogin(token, 'apple'), 404)).toMatchObject({
      code: 'PROVIDER_NOT_CONFIGURED',
    });
    expect((await socialLogin(token, 'myspace')).status).toBe(404);
  });

  it('complete-registration: phone (with its code), CPF, terms', async () => {
    const token = await idToken({ sub: 'g-600', email: 'bia@gmail.com' });
    const { access_token } = socialTokens.parse(await expectStatus(await socialLogin(token), 200));
    const phone_number = '+5511944443333';
    const complete = (body: unknown) =>
      send(t, '/api/crm/v1/users/complete-registration', body, { method: 'PATCH', token: access_token });
    const details = { phone_number, document: withCheckDigits('753159852'), accepted_terms: true };

    expect(await expectStatus(await complete(details), 400)).toMatchObject({ code: 'INVALID_CODE' });
    await send(t, '/api/crm/v1/users/check-phone', { phone_number });
    const phone_code = await lastCode(t, phone_number);
    await send(t, '/api/crm/v1/users/check-phone-code', { phone_number, code: phone_code });
    expect(
      await expectStatus(await complete({ ...details, document: customer.document, phone_code }), 409),
    ).toMatchObject({
      code: 'DOCUMENT_CONFLICT',
    });
    const me = user.parse(await expectStatus(await complete({ ...details, phone_code }), 200));
    expect(me).toMatchObject({ phone_number, document: details.document });
    expect(me.accepted_terms_at).not.toBeNull();
  });
});

describe('b2c', () => {
  it('start → approve on the provider page → polling answers tokens once', async () => {
    const start = b2cLogin.parse(
      await expectStatus(await t.request('/api/crm/v1/b2c/login?unique-user-id=ext-42'), 200),
    );
    const poll = () => t.request(`/api/crm/v1/b2c/polling?session-id=${start.session_id}`);
    expect(await expectStatus(await poll(), 200)).toEqual({ status: 'pending' });

    const page = await t.app.request(start.approval_url);
    expect(await page.text()).toContain('ext-42');
    const approve = await t.app.request('/dev/b2c/approve', {
      method: 'POST',
      body: new URLSearchParams({ session: start.session_id }),
    });
    expect(approve.status).toBe(200);

    const approved = b2cPolling.parse(await expectStatus(await poll(), 200));
    if (approved.status !== 'approved') throw new Error('not approved');
    expect(approved).toMatchObject({ postal_code: null, address: null, user_id: expect.any(String) });
    const profile = b2cProfile.parse(
      await expectStatus(
        await t.request('/api/crm/v1/b2c/profile', { headers: bearer(approved.access_token) }),
        200,
      ),
    );
    expect(profile).toMatchObject({
      unique_user_id: 'ext-42',
      user_id: approved.user_id,
      is_to_complete_register: true,
    });
    expect((await poll()).status).toBe(404);
  });

  it('reset drops a pending session; approving it then finds nothing', async () => {
    const start = b2cLogin.parse(
      await expectStatus(await t.request('/api/crm/v1/b2c/login?unique-user-id=ext-43'), 200),
    );
    await expectStatus(await t.request(`/api/crm/v1/b2c/reset?session-id=${start.session_id}`), 200);
    expect((await t.request(`/api/crm/v1/b2c/polling?session-id=${start.session_id}`)).status).toBe(404);
    expect((await t.app.request(start.approval_url)).status).toBe(404);
  });

  it('the b2c profile of a password account is a 404', async () => {
    const { access_token } = await login(t, customer.email, customer.password);
    expect((await t.request('/api/crm/v1/b2c/profile', { headers: bearer(access_token) })).status).toBe(404);
  });
});
