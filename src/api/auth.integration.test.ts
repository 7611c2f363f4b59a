import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoBrand } from '../../server/test-support/test-app.ts';
import { startTestServer } from '../../server/test-support/test-server.ts';
import {
  createAddress,
  deleteAddress,
  fetchAddresses,
  geocode,
  reverseGeocode,
  setMainAddress,
} from './addresses.ts';
import { b2cPoll, b2cReset, b2cStart, checkRecoveryEmail, login, logout, refreshTokens } from './auth.ts';
import { api } from './client.ts';
import {
  checkCpf,
  checkEmail,
  checkEmailCode,
  checkPhone,
  checkPhoneCode,
  fetchMe,
  registerUser,
  updateMe,
} from './users.ts';

const maria = { username: 'cliente@exemplo.com.br', password: 'Cliente@123' };

interface Server {
  url: string;
  close(): Promise<void>;
}
let server: Server;
let shortLived: Server;
const apiUrl = (s: Server) => new URL('/api', s.url).href;

const useToken = (token: string | undefined) => api.setAuthSource({ getAccessToken: () => token });

async function lastCode(to: string): Promise<string> {
  const messages = (await (await fetch(`${apiUrl(server)}/dev/outbox`)).json()) as Array<{
    to: string;
    body: string;
  }>;
  const code = messages.find((message) => message.to === to)?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

beforeAll(async () => {
  [server, shortLived] = await Promise.all([
    startTestServer(),
    startTestServer({ auth: { accessTokenTtl: 0 } }),
  ]);
  api.configure({ baseURL: apiUrl(server), ...demoBrand, retryDelay: 0 });
});

afterEach(() => {
  api.setAuthSource(undefined);
  api.configure({ baseURL: apiUrl(server) });
});

afterAll(async () => {
  await Promise.all([server?.close(), shortLived?.close()]);
});

describe('session fetchers against the reference API', () => {
  it('login, fetchMe with the token, refresh rotates', async () => {
    const tokens = await login(maria);
    expect(tokens.token_type).toBe('bearer');
    useToken(tokens.access_token);
    await expect(fetchMe()).resolves.toMatchObject({ email: maria.username, name: 'Maria Oliveira' });

    const next = await refreshTokens({ refreshToken: tokens.refresh_token });
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    // Another tab with the same token, moments later, gets the same new pair.
    await expect(refreshTokens({ refreshToken: tokens.refresh_token })).resolves.toEqual(next);
  });

  it('logout ends the session: its refresh token is refused, its access token too', async () => {
    const tokens = await login(maria);
    await logout({ refreshToken: tokens.refresh_token });
    await expect(refreshTokens({ refreshToken: tokens.refresh_token })).rejects.toMatchObject({
      key: 'unauthorized',
      status: 401,
    });
    useToken(tokens.access_token);
    await expect(fetchMe()).rejects.toMatchObject({ status: 401 });
  });

  it('a wrong password is unauthorized', async () => {
    await expect(login({ ...maria, password: 'errada123' })).rejects.toMatchObject({
      key: 'unauthorized',
      detail: 'invalid_credentials',
    });
  });

  it('an expired access token surfaces as unauthorized', async () => {
    api.configure({ baseURL: apiUrl(shortLived) });
    useToken((await login(maria)).access_token);
    await expect(fetchMe()).rejects.toMatchObject({ key: 'unauthorized', status: 401 });
  });

  it('a 401 refreshed through the auth source is replayed with the new token', async () => {
    const { refresh_token } = await login(maria);
    let token: string | undefined = 'stale';
    api.setAuthSource({
      getAccessToken: () => token,
      async onUnauthorized() {
        token = (await refreshTokens({ refreshToken: refresh_token })).access_token;
        return 'replay';
      },
    });
    await expect(fetchMe()).resolves.toMatchObject({ email: maria.username });
  });

  it('a wrong current password on update is invalidPassword', async () => {
    useToken((await login(maria)).access_token);
    await expect(updateMe({ current_password: 'Errada123', password: 'Outra1234' })).rejects.toMatchObject({
      key: 'invalidPassword',
      status: 403,
    });
  });
});

describe('registration fetchers', () => {
  it('check e-mail and phone, their codes, CPF, then register and use the session', async () => {
    const email = 'cadastro@exemplo.com.br';
    const phoneNumber = '+5511913572468';
    await expect(checkEmail({ email: maria.username })).resolves.toEqual({ is_valid: false });
    await expect(checkEmail({ email })).resolves.toEqual({ is_valid: true });
    await expect(checkEmail({ email })).rejects.toMatchObject({ status: 429, code: 'RESEND_TOO_SOON' });
    const emailCode = await lastCode(email);
    await expect(checkEmailCode({ email, code: emailCode })).resolves.toEqual({ is_valid: true });
    await expect(checkPhone({ phoneNumber })).resolves.toEqual({ is_valid: true });
    const phoneCode = await lastCode(phoneNumber);
    await expect(checkPhoneCode({ phoneNumber, code: phoneCode })).resolves.toEqual({ is_valid: true });
    await expect(checkCpf({ cpf: '529.982.247-25' })).resolves.toEqual({ is_valid: true });

    const tokens = await registerUser({
      email,
      phone_number: phoneNumber,
      name: 'Cadastro Novo',
      birthday: '1992-07-01',
      document: '52998224725',
      password: 'Senha1234',
      accepted_terms: true,
      accepted_notifications: true,
      email_code: emailCode,
      phone_code: phoneCode,
    });
    useToken(tokens.access_token);
    await expect(fetchMe()).resolves.toMatchObject({ email, document: '52998224725' });
    await expect(checkRecoveryEmail({ email })).resolves.toEqual({ is_valid: true });
  });
});

describe('address and b2c fetchers', () => {
  it('geocode a CEP, save it, a duplicate is registerAddressFailed, set main, delete', async () => {
    useToken((await login(maria)).access_token);
    const [place] = await geocode({ postalCode: '01011-000' });
    if (!place) throw new Error('CEP not found');
    // Both sides of the street (01010-000 even, 01011-000 odd) share the point: either names it.
    await expect(reverseGeocode(place)).resolves.toMatchObject({ street: place.street });
    const input = { ...place, number: '50', complement: null, reference_point: null };
    const created = await createAddress({ address: input });
    await expect(createAddress({ address: input })).rejects.toMatchObject({ key: 'registerAddressFailed' });
    expect((await setMainAddress({ id: created.id }))[0]?.id).toBe(created.id);
    await deleteAddress({ id: created.id });
    expect((await fetchAddresses()).map((a) => a.id)).not.toContain(created.id);
  });

  it('b2c: start, pending, reset', async () => {
    const { session_id: sessionId } = await b2cStart({ uniqueUserId: 'ext-1' });
    await expect(b2cPoll({ sessionId })).resolves.toEqual({ status: 'pending' });
    await b2cReset({ sessionId });
    await expect(b2cPoll({ sessionId })).rejects.toMatchObject({ status: 404 });
  });
});
