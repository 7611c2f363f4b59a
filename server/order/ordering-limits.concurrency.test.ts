import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../http/limits.ts';
import { expectStatus } from '../test-support/accounts.ts';
import { call, centroAddress } from '../test-support/ordering.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

/*
 * The ordering area's public doors meet per-client limits kept in the database, asked in parallel:
 * exactly the allowed number get through (on PostgreSQL too, where the counts race for real).
 */

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterEach(() => t.db.exec('truncate rate_counters'));
afterAll(() => t.close());

const startGuest = () => call(t, '/guest-session', { body: { address: centroAddress } });
const balance = (code: string) => call(t, `/gift-cards/balance?code=${encodeURIComponent(code)}`);

describe('guest sessions', () => {
  it(`one client starts at most ${limits.guestSessions.perClient} an hour, then 429 with Retry-After`, async () => {
    const { perClient } = limits.guestSessions;
    const started = await Promise.all(Array.from({ length: perClient + 10 }, startGuest));
    const statuses = started.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(perClient);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const refused = await startGuest();
    expect(await expectStatus(refused, 429)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(
      limits.guestSessions.windowSeconds - 60,
    );
    const [sessions] = await t.db.query<{ count: number }>(
      'select count(*)::int as count from guest_sessions',
    );
    expect(sessions?.count).toBe(perClient);
  });
});

describe('gift card codes', () => {
  it(`a client finding no card ${limits.giftCardMisses.perClient} times is refused, even a real code`, async () => {
    // Codes that exist do not count.
    for (let i = 0; i < limits.giftCardMisses.perClient + 2; i++) {
      await expectStatus(await balance('BRASA-GIFT-0050'), 200);
    }
    const guesses = Array.from({ length: limits.giftCardMisses.perClient + 5 }, (_, i) => `BRASA-GIFT-9${i}`);
    const answers = await Promise.all(guesses.map(balance));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...guesses.map(() => 404).slice(5), 429, 429, 429, 429, 429]);
    const refused = await balance('BRASA-GIFT-0050');
    expect(await expectStatus(refused, 429)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
