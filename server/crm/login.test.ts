import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../contract/schemas/user.ts';
import { bearer, customer, expectStatus, login, register, send } from '../test-support/accounts.ts';
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

type Pair = { access_token: string; refresh_token: string };
const refreshed = async (token: string) => (await expectStatus(await refresh(token), 200)) as Pair;
/** As if the last use of every spent refresh token was longer ago than the reuse grace. */
const pastGrace = () =>
  t.db.exec("update refresh_tokens set used_at = used_at - interval '1 minute' where used_at is not null");

describe('refresh', () => {
  it('rotates: the new pair works, the old refresh token is refused once the grace is over', async () => {
    const first = await login(t, customer.email, customer.password);
    const second = await refreshed(first.refresh_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(second.access_token)).status).toBe(200);
    await pastGrace();
    expect((await refresh(first.refresh_token)).status).toBe(401);
  });

  it('reuse of a spent token after the grace revokes the family: the rotated tokens die too', async () => {
    const first = await login(t, customer.email, customer.password);
    const second = await refreshed(first.refresh_token);
    await pastGrace();
    expect((await refresh(first.refresh_token)).status).toBe(401);
    expect((await refresh(second.refresh_token)).status).toBe(401);
    expect((await me(second.access_token)).status).toBe(401);
    expect((await me(first.access_token)).status).toBe(401);
  });

  it('other sessions of the user survive a reuse elsewhere', async () => {
    const mine = await login(t, customer.email, customer.password);
    const stolen = await login(t, customer.email, customer.password);
    await refresh(stolen.refresh_token);
    await pastGrace();
    await refresh(stolen.refresh_token);
    expect((await refresh(mine.refresh_token)).status).toBe(200);
    expect((await me(mine.access_token)).status).toBe(200);
  });

  it('a token unused for a week, or of a login older than 30 days, has expired', async () => {
    const idle = await login(t, customer.email, customer.password);
    await t.db.exec(
      "update refresh_tokens set expires_at = now() - interval '1 second' where used_at is null",
    );
    expect((await refresh(idle.refresh_token)).status).toBe(401);
    const old = await login(t, customer.email, customer.password);
    await t.db.exec("update refresh_families set expires_at = now() - interval '1 second'");
    expect((await refresh(old.refresh_token)).status).toBe(401);
    expect((await me(old.access_token)).status).toBe(401);
  });

  it('an unknown token is a 401', async () => {
    expect(await expectStatus(await refresh('made-up'), 401)).toEqual({ detail: 'unauthorized' });
  });
});

describe('logout', () => {
  const logout = (body: object, token?: string) => send(t, '/api/crm/v1/logout', body, { token });

  it('with the refresh token, ends the session: its refresh and access tokens stop working', async () => {
    const other = await login(t, customer.email, customer.password);
    const tokens = await login(t, customer.email, customer.password);
    expect(await expectStatus(await logout({ refresh_token: tokens.refresh_token }), 200)).toEqual({
      ok: true,
    });
    expect((await me(tokens.access_token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
    expect((await me(other.access_token)).status).toBe(200);
    // Every area that takes an account's token checks it the same way: favorites, carts, orders.
    for (const path of ['/api/crm/v1/favorites', '/api/order/v1/orders', '/api/order/v1/coupons']) {
      expect((await t.request(path, { headers: bearer(tokens.access_token) })).status, path).toBe(401);
      expect((await t.request(path, { headers: bearer(other.access_token) })).status, path).toBe(200);
    }
  });

  it('with only the access token, ends its session too', async () => {
    const tokens = await login(t, customer.email, customer.password);
    await expectStatus(await logout({}, tokens.access_token), 200);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
  });

  it('answers the same for a token it does not know, and twice for one it does', async () => {
    const tokens = await login(t, customer.email, customer.password);
    await expectStatus(await logout({ refresh_token: 'made-up' }), 200);
    await expectStatus(await logout({ refresh_token: tokens.refresh_token }), 200);
    await expectStatus(await logout({ refresh_token: tokens.refresh_token }, tokens.access_token), 200);
  });
});

describe('a password change', () => {
  it('ends every session of the account, access tokens included', async () => {
    const account = {
      email: 'troca@exemplo.com.br',
      phone_number: '+5511966665555',
      document: '52998224725',
    };
    const first = await register(t, account);
    const second = await login(t, account.email, 'Senha1234');
    const changed = await send(
      t,
      '/api/crm/v1/users/me',
      { current_password: 'Senha1234', password: 'Outra1234' },
      { method: 'PATCH', token: first.access_token },
    );
    await expectStatus(changed, 200);
    expect((await me(first.access_token)).status).toBe(401);
    expect((await me(second.access_token)).status).toBe(401);
    expect((await refresh(second.refresh_token)).status).toBe(401);
    expect((await me((await login(t, account.email, 'Outra1234')).access_token)).status).toBe(200);
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
