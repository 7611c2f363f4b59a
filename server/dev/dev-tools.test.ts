import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../contract/schemas/dev.ts';
import { createApp } from '../app.ts';
import { devToolsFromEnv } from '../start.ts';
import { brandHeaders, openTestApp, type TestApp } from '../test-support/test-app.ts';
import { writeOutbox } from './outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterEach(() => t.reset());
afterAll(() => t.close());

const injectFault = (fault: Record<string, unknown>) =>
  t.app.request('/api/dev/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
const statusOf = async (path: string, method = 'GET') => (await t.request(path, { method })).status;

describe('faults', () => {
  it('answers the status `count` times, then normally', async () => {
    expect((await injectFault({ path: '/api/cms/v1/home', status: 503, count: 2 })).status).toBe(200);
    const faulted = await t.request('/api/cms/v1/home');
    expect(faulted.status).toBe(503);
    expect(await faulted.json()).toEqual({ detail: 'injected fault' });
    expect(await statusOf('/api/cms/v1/home')).toBe(503);
    expect(await statusOf('/api/cms/v1/home')).toBe(200);
  });

  it('matches a prefix ending in * and only the given method', async () => {
    await injectFault({ path: '/api/catalog/*', status: 500, count: 1, method: 'post' });
    expect(await statusOf('/api/catalog/v1/categories')).toBe(200);
    expect(await statusOf('/api/catalog/v1/categories', 'POST')).toBe(500);
  });

  it('hangs until the client aborts', async () => {
    await injectFault({ path: '/api/cms/v1/features', hang: true, count: 1 });
    const controller = new AbortController();
    let settled = false;
    const pending = Promise.resolve(t.request('/api/cms/v1/features', { signal: controller.signal })).finally(
      () => {
        settled = true;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    controller.abort();
    await pending.catch(() => undefined);
    expect(settled).toBe(true);
    expect(await statusOf('/api/cms/v1/features')).toBe(200);
  });

  it('with `after`, handles the request and then loses its answer', async () => {
    await injectFault({
      path: '/api/crm/v1/users/check-email',
      method: 'POST',
      status: 504,
      count: 1,
      after: true,
    });
    const lost = await t.request('/api/crm/v1/users/check-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nova@exemplo.com.br' }),
    });
    expect(lost.status).toBe(504);
    expect(await lost.json()).toEqual({ detail: 'injected fault after handling' });
    // Handled all the same: the code went out.
    const mail = outbox.parse(await (await t.app.request('/api/dev/outbox')).json());
    expect(mail.some((message) => message.to === 'nova@exemplo.com.br')).toBe(true);
  });

  it('DELETE clears every fault; the dev endpoints are never faulted', async () => {
    await injectFault({ path: '/api/*', status: 500, count: 5 });
    expect((await t.app.request('/api/dev/faults', { method: 'DELETE' })).status).toBe(200);
    expect(await statusOf('/api/health')).toBe(200);
  });

  it('rejects a malformed fault', async () => {
    expect((await injectFault({ path: '/x', count: 0 })).status).toBe(400);
    for (const bad of [
      { rate: 1.5 },
      { rate: -0.1 },
      { rate: 0.2, kinds: [] },
      { rate: 0.2, kinds: ['boom'] },
    ]) {
      expect((await injectFault({ path: '/api/*', count: 10, ...bad })).status).toBe(400);
    }
    expect((await injectFault({ path: '/api/*', count: 10, rate: 0.2, seed: 2 ** 31 })).status).toBe(400);
  });

  it('a rate fault replays the same faults for the same seed, and never touches the dev endpoints', async () => {
    const run = async (seed: number) => {
      await injectFault({ path: '/api/cms/*', count: 1000, rate: 0.5, kinds: ['5xx'], seed });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push(await statusOf('/api/cms/v1/features'));
      await t.app.request('/api/dev/faults', { method: 'DELETE' });
      return statuses;
    };
    const first = await run(7);
    expect(first.some((status) => status >= 500)).toBe(true);
    expect(first.some((status) => status === 200)).toBe(true);
    expect(await run(7)).toEqual(first);
    expect(await run(8)).not.toEqual(first);
    await injectFault({ path: '/api/*', count: 1000, rate: 1, seed: 1 });
    expect(await statusOf('/api/dev/faults')).toBe(200);
  });
});

describe('reset', () => {
  it('restores the demo data and clears faults and the outbox', async () => {
    await t.db.exec("update items set status = 'UNAVAILABLE'");
    await writeOutbox(t.db, { channel: 'sms', to: '+5511999990000', subject: 'Código', body: '123456' });
    await injectFault({ path: '/api/cms/v1/home', status: 500, count: 3 });
    expect((await t.reset()).status).toBe(200);
    expect(await statusOf('/api/cms/v1/home')).toBe(200);
    const [row] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from items where status = 'AVAILABLE'",
    );
    expect(row?.n).toBeGreaterThan(50);
    expect(await (await t.app.request('/api/dev/outbox')).json()).toEqual([]);
  });
});

describe('outbox', () => {
  it('lists written messages newest first, as JSON and as a page', async () => {
    await writeOutbox(t.db, {
      channel: 'email',
      to: 'ana@example.com',
      subject: 'Seu código',
      body: 'Código: 482913',
    });
    await writeOutbox(t.db, {
      channel: 'sms',
      to: '+5511988887777',
      subject: 'Brasa Grill',
      body: 'Código 771204',
    });
    const list = outbox.parse(await (await t.app.request('/api/dev/outbox')).json());
    expect(list.map((message) => message.channel)).toEqual(['sms', 'email']);
    expect(list[1]).toMatchObject({ to: 'ana@example.com', body: 'Código: 482913' });
    const page = await t.app.request('/dev/outbox');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<mark>482913</mark>');
    expect(html).toContain('ana@example.com');
  });

  it('escapes message text on the page', async () => {
    await writeOutbox(t.db, { channel: 'email', to: 'x@example.com', subject: '<script>', body: '<b>' });
    const html = await (await t.app.request('/dev/outbox')).text();
    expect(html).not.toContain('<script>');
  });
});

describe('clock', () => {
  const setClock = (at: string | null) =>
    t.app.request('/api/dev/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ at }),
    });

  it('moves the business clock to a time and back to the wall clock; a reset forgets it', async () => {
    const moved = await setClock('2030-01-06T23:30:00-03:00');
    expect(moved.status).toBe(200);
    expect(Date.parse((await moved.json()).now)).toBeGreaterThanOrEqual(Date.parse('2030-01-07T02:30:00Z'));
    const back = (await (await setClock(null)).json()).now;
    expect(Math.abs(Date.parse(back) - Date.now())).toBeLessThan(5_000);
    await setClock('2031-01-01T00:00:00Z');
    await t.reset();
    expect(Math.abs(t.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('refuses a time that is not ISO 8601', async () => {
    expect((await setClock('tomorrow')).status).toBe(400);
  });
});

describe('without dev tools', () => {
  it('are on only with DEV_TOOLS=1, and never in production', () => {
    expect(devToolsFromEnv({})).toBe(false);
    expect(devToolsFromEnv({ DEV_TOOLS: '0' })).toBe(false);
    expect(devToolsFromEnv({ NODE_ENV: 'development' })).toBe(false);
    expect(devToolsFromEnv({ DEV_TOOLS: '1' })).toBe(true);
    expect(devToolsFromEnv({ DEV_TOOLS: '1', NODE_ENV: 'production' })).toBe(false);
  });

  it('nobody reads codes, pays PIX, resets, injects faults, cancels orders or approves b2c logins', async () => {
    const { app, docs } = createApp({ db: t.db, clock: t.clock, catalog: t.catalog, devTools: false });
    const status = async (path: string, method = 'GET') =>
      (await app.request(path, { method, headers: brandHeaders })).status;
    // Every dev endpoint the demo lists (new ones included) is absent, and unlisted.
    const devPath = /^\/(api\/)?dev\//;
    expect(docs.filter((doc) => devPath.test(doc.path))).toEqual([]);
    const listed = t.docs.filter((doc) => devPath.test(doc.path));
    expect(listed.length).toBeGreaterThan(10);
    for (const doc of listed) {
      const path = doc.path.replace(/\{\w+\}/g, crypto.randomUUID());
      expect(await status(path, doc.method.toUpperCase()), `${doc.method} ${doc.path}`).toBe(404);
    }
    expect(await status('/dev/charts/charts.js')).toBe(404);
    expect(await status('/api/crm/v1/b2c/login?unique-user-id=someone')).toBe(404);
  });
});
