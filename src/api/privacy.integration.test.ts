import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigits } from '../../contract/cpf.ts';
import { demoBrand } from '../../server/test-support/test-app.ts';
import { startTestServer } from '../../server/test-support/test-server.ts';
import { login, refreshTokens } from './auth.ts';
import { api } from './client.ts';
import { isApiError } from './errors.ts';
import { createPrivacyRequest, fetchPrivacyRequest, fetchPrivacyRequests } from './privacy.ts';
import { newIdempotencyKey } from './retry.ts';
import { checkEmail, checkEmailCode, checkPhone, checkPhoneCode, registerUser } from './users.ts';

let server: { url: string; close(): Promise<void> };
const apiUrl = () => new URL('/api', server.url).href;
const maria = { username: 'cliente@exemplo.com.br', password: 'Cliente@123' };
const useToken = (token: string | undefined) => api.setAuthSource({ getAccessToken: () => token });

async function outbox(): Promise<Array<{ to: string; subject: string; body: string }>> {
  return (await fetch(`${apiUrl()}/dev/outbox`)).json();
}

async function lastCode(to: string): Promise<string> {
  const code = (await outbox()).find((message) => message.to === to)?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

async function newAccount(email: string, phoneNumber: string, document: string) {
  await checkEmail({ email });
  await checkEmailCode({ email, code: await lastCode(email) });
  await checkPhone({ phoneNumber });
  await checkPhoneCode({ phoneNumber, code: await lastCode(phoneNumber) });
  return registerUser({
    email,
    phone_number: phoneNumber,
    document,
    name: 'Clara Teste',
    birthday: '1992-03-04',
    password: 'Clara1234',
    accepted_terms: true,
    email_code: await lastCode(email),
    phone_code: await lastCode(phoneNumber),
  });
}

beforeAll(async () => {
  server = await startTestServer();
  api.configure({ baseURL: apiUrl(), ...demoBrand, retryDelay: 0 });
});
afterEach(() => api.setAuthSource(undefined));
afterAll(() => server?.close());

describe('privacy fetchers against the reference API', () => {
  it('an export is created once per key, listed, read, and its data lands in the outbox', async () => {
    useToken((await login(maria)).access_token);
    const idempotencyKey = newIdempotencyKey();
    const made = await createPrivacyRequest({ kind: 'EXPORT', idempotencyKey });
    expect(made).toMatchObject({ kind: 'EXPORT', status: 'COMPLETED' });
    expect(made.protocol).toMatch(/^LGPD-\d{4}-\d{6}$/);
    await expect(createPrivacyRequest({ kind: 'EXPORT', idempotencyKey })).resolves.toEqual(made);

    expect(await fetchPrivacyRequests()).toEqual([made]);
    await expect(fetchPrivacyRequest({ id: made.id })).resolves.toEqual(made);
    const mails = (await outbox()).filter((mail) => mail.subject.includes(made.protocol));
    expect(mails.map((mail) => mail.to)).toEqual([maria.username]);
  });

  it("another user's request is not found", async () => {
    useToken((await login(maria)).access_token);
    const [mine] = await fetchPrivacyRequests();
    if (!mine) throw new Error('no request of Maria');
    const other = await newAccount('clara@exemplo.com.br', '+5511955550101', withCheckDigits('123987456'));
    useToken(other.access_token);
    await expect(fetchPrivacyRequests()).resolves.toEqual([]);
    const failure = await fetchPrivacyRequest({ id: mine.id }).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(404);
  });

  it('a deletion ends the session: the next call and the refresh are refused', async () => {
    const tokens = await newAccount('apagar@exemplo.com.br', '+5511955550102', withCheckDigits('321654987'));
    useToken(tokens.access_token);
    const deleted = await createPrivacyRequest({ kind: 'DELETE', idempotencyKey: newIdempotencyKey() });
    expect(deleted).toMatchObject({ kind: 'DELETE', status: 'COMPLETED' });
    await expect(fetchPrivacyRequests()).rejects.toMatchObject({ key: 'unauthorized' });
    await expect(refreshTokens({ refreshToken: tokens.refresh_token })).rejects.toMatchObject({
      key: 'unauthorized',
    });
    await expect(login({ username: 'apagar@exemplo.com.br', password: 'Clara1234' })).rejects.toMatchObject({
      status: 401,
    });
  });
});
