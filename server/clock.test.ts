import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessNow } from './clock.ts';
import { expectStatus, send } from './test-support/accounts.ts';
import { openSecondApp, openTestApp, type TestApp } from './test-support/test-app.ts';

// Two API processes on one database (a PostgreSQL schema with TEST_DATABASE_URL, else PGlite).
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await openTestApp();
  second = await openSecondApp(first);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const near = (at: Date, expected: string) => Math.abs(at.getTime() - Date.parse(expected)) < 5_000;

async function setClock(node: TestApp, at: string | null) {
  return (await expectStatus(await send(node, '/api/dev/clock', { at }), 200)) as { now: string };
}

describe('the business clock', () => {
  it('set on one process, is the time of every process on the database, and runs on', async () => {
    const lunch = '2031-05-06T15:00:00.000Z';
    expect(near(new Date((await setClock(first, lunch)).now), lunch)).toBe(true);
    await expect.poll(() => near(second.clock.now(), lunch)).toBe(true);
    const [sql] = await second.db.query<{ now: Date }>(`select ${businessNow} as now`);
    expect(near(new Date(sql?.now ?? 0), lunch)).toBe(true);

    const before = second.clock.now().getTime();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.clock.now().getTime()).toBeGreaterThan(before);
  });

  it('goes back to the wall clock everywhere, and a reset on any process does too', async () => {
    await setClock(second, null);
    await expect.poll(() => near(first.clock.now(), new Date().toISOString())).toBe(true);

    await setClock(first, '2031-05-06T15:00:00.000Z');
    await expect.poll(() => near(second.clock.now(), '2031-05-06T15:00:00.000Z')).toBe(true);
    await expectStatus(await second.reset(), 200);
    await expect.poll(() => near(first.clock.now(), new Date().toISOString())).toBe(true);
  });

  it('a process started later reads the time already set', async () => {
    await setClock(first, '2032-01-01T12:00:00.000Z');
    const third = await openSecondApp(first);
    try {
      expect(near(third.clock.now(), '2032-01-01T12:00:00.000Z')).toBe(true);
    } finally {
      await third.close();
      await setClock(first, null);
    }
  });
});
