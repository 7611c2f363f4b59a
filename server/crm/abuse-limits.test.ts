import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigits } from '../../contract/cpf.ts';
import { limits } from '../http/limits.ts';
import { bearer, customer, expectStatus, lastCode, login, send } from '../test-support/accounts.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';
import { loginDelayMs } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  // Clients told apart by X-Forwarded-For, as behind the deployment's proxy.
  t = await openTestApp({ trustProxy: true });
});
afterEach(() => t.db.exec('truncate rate_counters'));
afterAll(() => t.close());

const owner = { 'x-forwarded-for': '198.51.100.7' };
const stranger = { 'x-forwarded-for': '203.0.113.9' };
const tryLogin = (username: string, password: string, from: Record<string, string> = {}, code?: string) =>
  t.request('/api/crm/v1/login', {
    method: 'POST',
    headers: from,
    body: new URLSearchParams({ username, password, ...(code ? { code } : {}) }),
  });
const hitsOf = async (bucket: string) =>
  (await t.db.query<{ hits: number }>('select hits from rate_counters where bucket = $1', [bucket]))[0]?.hits;

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
    await t.db.query("update rate_counters set hits = $1 where bucket = 'login-account-client'", [
      limits.login.accountAndClient.blocked,
    ]);
    expect((await tryLogin('Ninguem@exemplo.com.br', 'x')).status).toBe(429);
    // Another account from the same client is still answered.
    expect((await tryLogin(customer.email, customer.password)).status).toBe(200);
  });

  it('a success starts this client over on the account and counts against nothing', async () => {
    for (let i = 0; i < limits.login.accountAndClient.free; i++) await tryLogin(customer.email, 'Errada123');
    expect((await tryLogin(customer.email, customer.password)).status).toBe(200);
    expect(await hitsOf('login-account-client')).toBeUndefined();
    expect(await hitsOf('login-client')).toBe(limits.login.accountAndClient.free);
    expect(await hitsOf('login-account')).toBe(limits.login.accountAndClient.free);
  });

  it('one client guessing many accounts is refused past its own mark', async () => {
    await t.db.query(
      `insert into rate_counters (bucket, key, window_started_at, hits) values ('login-client', 'in-process', now(), $1)`,
      [limits.login.client.blocked],
    );
    expect((await tryLogin('alguem@exemplo.com.br', 'x')).status).toBe(429);
  });

  it("a stranger's wrong passwords stop the stranger, not the owner on her own device", async () => {
    for (let i = 0; i < limits.login.accountAndClient.free; i++) {
      expect((await tryLogin(customer.email, 'Errada123', stranger)).status).toBe(401);
    }
    // The stranger's guesses up to the mark (each answered later and later) as if already made.
    await t.db.query("update rate_counters set hits = $1 where bucket = 'login-account-client'", [
      limits.login.accountAndClient.blocked,
    ]);
    const refused = await tryLogin(customer.email, customer.password, stranger);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const started = Date.now();
    expect((await tryLogin(customer.email, customer.password, owner)).status).toBe(200);
    expect(Date.now() - started, 'answered without a delay').toBeLessThan(loginDelayMs(1) + 500);
  });

  it('past the ceiling of failures from every client, her right password asks for a code sent to her', async () => {
    const ceiling = limits.login.accountCeiling;
    await t.db.query(
      `insert into rate_counters (bucket, key, window_started_at, hits)
       select 'login-account', b.id || ':' || $1, now(), $2 from brands b where b.slug = 'brasa-grill'`,
      [customer.email, ceiling],
    );
    // A stranger is told no more than before: the password is wrong, and nothing is sent.
    expect(await (await tryLogin(customer.email, 'Errada123', stranger)).json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect((await tryLogin('ninguem@exemplo.com.br', 'Errada123', stranger)).status).toBe(401);
    const asked = await tryLogin(customer.email, customer.password, owner);
    expect(asked.status).toBe(401);
    expect(await asked.json()).toMatchObject({ code: 'SIGN_IN_CODE_REQUIRED', channel: 'email' });
    const code = await lastCode(t, customer.email);
    const wrong = await tryLogin(
      customer.email,
      customer.password,
      owner,
      code === '000000' ? '111111' : '000000',
    );
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_SIGN_IN_CODE' });
    expect((await tryLogin(customer.email, 'Errada123', stranger, code)).status).toBe(401);
    expect((await tryLogin(customer.email, customer.password, owner, code)).status).toBe(200);
    // In, she starts over: her password alone opens the account again.
    expect((await tryLogin(customer.email, customer.password, owner)).status).toBe(200);
  });

  it('by phone, the code is texted', async () => {
    await t.db.query(
      `insert into rate_counters (bucket, key, window_started_at, hits)
       select 'login-account', b.id || ':' || $1, now(), $2 from brands b where b.slug = 'brasa-grill'`,
      [customer.phone_number, limits.login.accountCeiling],
    );
    const asked = await tryLogin(customer.phone_number, customer.password, owner);
    expect(await asked.json()).toMatchObject({ code: 'SIGN_IN_CODE_REQUIRED', channel: 'sms' });
    const code = await lastCode(t, customer.phone_number);
    expect((await tryLogin(customer.phone_number, customer.password, owner, code)).status).toBe(200);
  });
});

describe('existence checks', () => {
  const check = (what: 'email' | 'phone' | 'cpf', value: string, from = stranger) =>
    t.request(`/api/crm/v1/users/check-${what}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from },
      body: JSON.stringify(
        what === 'email' ? { email: value } : what === 'phone' ? { phone_number: value } : { cpf: value },
      ),
    });

  it.each([
    ['email', customer.email, (i: number) => `novo${i}@exemplo.com.br`],
    ['phone', customer.phone_number, (i: number) => `+55119555${String(i).padStart(5, '0')}`],
    ['cpf', customer.document, (i: number) => withCheckDigits(String(300_000_000 + i))],
  ] as const)(
    '%s: existing and unknown accounts are answered, then refused, alike',
    async (what, taken, free) => {
      const answers: Array<[kind: string, status: number, valid?: boolean]> = [];
      for (let i = 0; i < limits.existenceChecks.perClient + 4; i++) {
        const kind = i % 2 === 0 ? 'existing' : 'unknown';
        const response = await check(what, kind === 'existing' ? taken : free(i));
        const body = (await response.json()) as { is_valid?: boolean };
        answers.push([kind, response.status, body.is_valid]);
      }
      const allowed = answers.slice(0, limits.existenceChecks.perClient);
      expect(
        allowed.filter(([kind]) => kind === 'existing').every(([, s, v]) => s === 200 && v === false),
      ).toBe(true);
      expect(
        allowed.filter(([kind]) => kind === 'unknown').every(([, s, v]) => s === 200 && v === true),
      ).toBe(true);
      expect(answers.slice(limits.existenceChecks.perClient).map(([kind, status]) => [kind, status])).toEqual(
        [
          ['existing', 429],
          ['unknown', 429],
          ['existing', 429],
          ['unknown', 429],
        ],
      );
      // Another client is answered.
      expect((await check(what, taken, owner)).status).toBe(200);
    },
  );
});

describe('gift card codes', () => {
  const balance = (code: string, headers: Record<string, string>) =>
    t.request(`/api/order/v1/gift-cards/balance?code=${code}`, { headers });
  const sameWifi = { 'x-forwarded-for': '192.0.2.44' };

  it("a stranger's misses on a shared network stop the stranger, not the owner's own session", async () => {
    for (let i = 0; i < limits.giftCardMisses.perClient; i++)
      expect((await balance(`BRASA-GIFT-9${i}`, sameWifi)).status).toBe(404);
    expect((await balance('BRASA-GIFT-0050', sameWifi)).status).toBe(429);
    const maria = bearer((await login(t, customer.email, customer.password)).access_token);
    expect((await balance('BRASA-GIFT-0050', { ...sameWifi, ...maria })).status).toBe(200);
  });

  it(`past ${limits.giftCardMisses.perAddress} misses from one address, every caller there waits`, async () => {
    await t.db.query(
      `insert into rate_counters (bucket, key, window_started_at, hits) values ('gift-card-address', $1, now(), $2)`,
      [sameWifi['x-forwarded-for'], limits.giftCardMisses.perAddress],
    );
    const maria = bearer((await login(t, customer.email, customer.password)).access_token);
    const refused = await balance('BRASA-GIFT-0050', { ...sameWifi, ...maria });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
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
