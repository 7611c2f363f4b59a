import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../http/limits.ts';
import { customer, expectStatus, send } from '../test-support/accounts.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';
import { loginDelayMs } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterEach(() => t.db.exec('truncate rate_counters'));
afterAll(() => t.close());

const tryLogin = (username: string, password: string) =>
  t.request('/api/crm/v1/login', { method: 'POST', body: new URLSearchParams({ username, password }) });

describe('login throttling', () => {
  it('delays answers past the free attempts, doubling up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(loginDelayMs)).toEqual([0, 250, 500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('counts an account by its login name in any spelling, whether it exists or not', async () => {
    await tryLogin('ninguem@exemplo.com.br', 'x');
    await tryLogin('NINGUEM@Exemplo.com.br', 'x');
    const counted = await t.db.query<{ key: string; hits: number }>(
      "select key, hits from rate_counters where bucket = 'login-account'",
    );
    expect(counted).toEqual([{ key: expect.stringMatching(/:ninguem@exemplo\.com\.br$/), hits: 2 }]);
    await t.db.query("update rate_counters set hits = $1 where bucket = 'login-account'", [
      limits.login.account.blocked,
    ]);
    expect((await tryLogin('Ninguem@exemplo.com.br', 'x')).status).toBe(429);
    // Another account from the same client is still answered.
    expect((await tryLogin(customer.email, customer.password)).status).toBe(200);
  });

  it('a success starts the account over and does not count against the client', async () => {
    for (let i = 0; i < limits.login.account.free; i++) await tryLogin(customer.email, 'Errada123');
    expect((await tryLogin(customer.email, customer.password)).status).toBe(200);
    const [account] = await t.db.query('select 1 from rate_counters where bucket = $1', ['login-account']);
    expect(account).toBeUndefined();
    const [client] = await t.db.query<{ hits: number }>(
      "select hits from rate_counters where bucket = 'login-client'",
    );
    expect(client?.hits).toBe(limits.login.account.free);
  });

  it('one client guessing many accounts is refused past its own mark', async () => {
    await t.db.query(
      `insert into rate_counters (bucket, key, window_started_at, hits) values ('login-client', 'in-process', now(), $1)`,
      [limits.login.client.blocked],
    );
    expect((await tryLogin('alguem@exemplo.com.br', 'x')).status).toBe(429);
  });
});

describe('code sends', () => {
  const checkPhone = (phone_number: string) => send(t, '/api/crm/v1/users/check-phone', { phone_number });

  it(`at most ${limits.codes.perTarget} codes an hour to one phone, a minute apart`, async () => {
    const phone = '+5511955550000';
    for (let sent = 0; sent < limits.codes.perTarget; sent++) {
      await expectStatus(await checkPhone(phone), 200);
      // A minute later.
      await t.db.exec("update verification_codes set last_sent_at = now() - interval '61 seconds'");
    }
    const refused = await checkPhone(phone);
    expect(await expectStatus(refused, 429)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(refused.headers.get('retry-after')).not.toBeNull();
  });

  it(`at most ${limits.codes.perClient} codes an hour from one client, to any number of phones`, async () => {
    const phones = Array.from(
      { length: limits.codes.perClient + 1 },
      (_, i) => `+55119444${String(i).padStart(5, '0')}`,
    );
    const statuses = [];
    for (const phone of phones) statuses.push((await checkPhone(phone)).status);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const [outbox] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from outbox where channel = 'sms' and recipient like '+55119444%'",
    );
    expect(outbox?.n).toBe(limits.codes.perClient);
  });

  it('a resend refused as too soon does not count towards the hourly limit', async () => {
    const phone = '+5511933330000';
    await expectStatus(await checkPhone(phone), 200);
    for (let i = 0; i < 10; i++) await expectStatus(await checkPhone(phone), 429);
    const [row] = await t.db.query<{ hits: number }>(
      "select hits from rate_counters where bucket = 'code-target' and key like '%' || $1",
      [phone],
    );
    expect(row?.hits).toBe(1);
  });
});
