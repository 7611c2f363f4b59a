import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../http/limits.ts';
import { bearer, customer, expectStatus, login, send } from '../test-support/accounts.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

/*
 * Requests racing for one account's tokens and counters. Run them on PostgreSQL
 * (`npm run test:concurrency:pg`): PGlite runs one query at a time.
 */
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const tryLogin = (username: string, password: string) =>
  t.request('/api/crm/v1/login', { method: 'POST', body: new URLSearchParams({ username, password }) });

describe('one refresh token used by many tabs at once', () => {
  it('every tab gets the same new pair and the session lives on', async () => {
    const first = await login(t, customer.email, customer.password);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(t, '/api/crm/v1/login/refresh', { refresh_token: first.refresh_token }),
      ),
    );
    const pairs = await Promise.all(answers.map((answer) => expectStatus(answer, 200)));
    expect(new Set(pairs.map((pair) => JSON.stringify(pair))).size).toBe(1);
    const [pair] = pairs as Array<{ access_token: string; refresh_token: string }>;
    const me = await t.request('/api/crm/v1/users/me', { headers: bearer(pair?.access_token ?? '') });
    expect(me.status).toBe(200);
    const next = send(t, '/api/crm/v1/login/refresh', { refresh_token: pair?.refresh_token });
    expect((await next).status).toBe(200);
  });
});

describe('guessing a password in parallel', () => {
  it('50 wrong passwords at once: only the allowed ones are tried, the right one is then refused too', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => tryLogin(customer.email, 'Errada123')),
    );
    const statuses = answers.map((answer) => answer.status);
    console.info(
      `login throttling: 50 parallel guesses → ${statuses.filter((s) => s === 401).length}× 401, ` +
        `${statuses.filter((s) => s === 429).length}× 429 in ${Date.now() - started} ms`,
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(limits.login.accountAndClient.blocked);
    const refused = answers.find((answer) => answer.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(await refused?.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      retry_after: expect.any(Number),
    });
    expect((await tryLogin(customer.email, customer.password)).status).toBe(429);
    // Once the window has passed (as if 15 minutes had), the right password opens the account.
    await t.db.exec("update rate_counters set window_started_at = now() - interval '1 hour'");
    expect((await tryLogin(customer.email, customer.password)).status).toBe(200);
  });
});
