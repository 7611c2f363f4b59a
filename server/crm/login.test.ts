import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../contract/schemas/user.ts';
import { bearer, customer, expectStatus, login, send } from '../test-support/accounts.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const refresh = (refresh_token: string) => send(t, '/api/crm/v1/login/refresh', { refresh_token });
const me = (token: string) => t.request('/api/crm/v1/users/me', { headers: bearer(token) });

describe('login', () => {
  it('by e-mail (any case) answers bearer tokens that open /users/me', async () => {
    const tokens = await login(t, customer.email.toUpperCase(), customer.password);
    expect(tokens.token_type).toBe('bearer');
    const body = await t.getParsed(user, '/api/crm/v1/users/me', bearer(tokens.access_token));
    expect(body).toMatchObject({ email: customer.email, name: customer.name, password_set: true });
    expect(body.last_access_at).not.toBeNull();
    expect(body.address[0]).toMatchObject({ is_main: true, postal_code: '01014-000' });
  });

  it('by full phone number', async () => {
    const tokens = await login(t, customer.phone_number, customer.password);
    expect((await me(tokens.access_token)).status).toBe(200);
  });

  it.each([
    ['a wrong password', customer.email, 'Cliente@124'],
    ['an unknown account', 'ninguem@exemplo.com.br', customer.password],
  ])('refuses %s with 401 invalid_credentials', async (_, username, password) => {
    const response = await t.request('/api/crm/v1/login', {
      method: 'POST',
      body: new URLSearchParams({ username, password }),
    });
    expect(await expectStatus(response, 401)).toMatchObject({ detail: 'invalid_credentials' });
  });

  it('without a form body is a 400', async () => {
    expect((await t.request('/api/crm/v1/login', { method: 'POST' })).status).toBe(400);
  });
});

describe('access token', () => {
  it.each([
    ['missing', {}],
    ['not a JWT', bearer('nope')],
    ['tampered', { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' }],
  ])('%s: 401 unauthorized', async (_, headers) => {
    const response = await t.request('/api/crm/v1/users/me', { headers });
    expect(await expectStatus(response, 401)).toEqual({ detail: 'unauthorized' });
  });
});

describe('refresh', () => {
  it('rotates: the new pair works, the old refresh token is refused', async () => {
    const first = await login(t, customer.email, customer.password);
    const second = (await expectStatus(await refresh(first.refresh_token), 200)) as typeof first;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(second.access_token)).status).toBe(200);
    expect((await refresh(first.refresh_token)).status).toBe(401);
  });

  it('reuse of a spent token revokes the family: the rotated token dies too', async () => {
    const first = await login(t, customer.email, customer.password);
    const second = (await expectStatus(await refresh(first.refresh_token), 200)) as typeof first;
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await refresh(second.refresh_token)).status).toBe(401);
  });

  it('other sessions of the user survive a reuse elsewhere', async () => {
    const mine = await login(t, customer.email, customer.password);
    const stolen = await login(t, customer.email, customer.password);
    await refresh(stolen.refresh_token);
    await refresh(stolen.refresh_token);
    expect((await refresh(mine.refresh_token)).status).toBe(200);
  });

  it('an unknown token is a 401', async () => {
    expect(await expectStatus(await refresh('made-up'), 401)).toEqual({ detail: 'unauthorized' });
  });
});

describe('expired access token', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await openTestApp({ auth: { accessTokenTtl: 0 } });
  });
  afterAll(() => short.close());

  it('is a 401; the refresh token still gets a new pair', async () => {
    const tokens = await login(short, customer.email, customer.password);
    const response = await short.request('/api/crm/v1/users/me', { headers: bearer(tokens.access_token) });
    expect(response.status).toBe(401);
    expect(
      (await send(short, '/api/crm/v1/login/refresh', { refresh_token: tokens.refresh_token })).status,
    ).toBe(200);
  });
});
