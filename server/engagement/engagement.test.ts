import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsConfig, receivedEngagementEvents } from '../../contract/schemas/engagement.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const post = (body: unknown) =>
  t.request('/api/engagement/v1/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const batch = (uniqueId: string, overrides: Record<string, unknown> = {}) => ({
  app_id: 'BRASA-GRILL-DEMO',
  data_center: 'DC_2',
  unique_id: uniqueId,
  events: [
    {
      name: 'PRODUCT_OPENED',
      properties: { item_id: 'x-1', item_name: 'Picanha' },
      occurred_at: new Date(1_764_000_000_000).toISOString(),
    },
    {
      name: 'SEARCH',
      properties: { query: 'picanha', results: 2 },
      occurred_at: new Date(1_764_000_001_000).toISOString(),
    },
  ],
  ...overrides,
});

const now = new Date().toISOString();

const received = (uniqueId: string) =>
  t.getParsed(receivedEngagementEvents, `/api/dev/engagement/events?unique-id=${uniqueId}`);

describe('analytics and engagement (spec §7, §9)', () => {
  it('the demo brand configures the data layer and the engagement SDK on data center DC_2', async () => {
    expect(await t.getParsed(analyticsConfig, '/api/cms/v1/analytics')).toEqual({
      data_layer: true,
      engagement: { app_id: 'BRASA-GRILL-DEMO', data_center: 'DC_2' },
    });
  });

  it('a brand without analytics configured has no adapter', async () => {
    await t.db.query('delete from brand_analytics');
    expect(await t.getParsed(analyticsConfig, '/api/cms/v1/analytics')).toEqual({
      data_layer: false,
      engagement: null,
    });
    expect((await post(batch('b-none'))).status).toBe(404);
    await t.reset();
  });

  it('stores a batch of events with the browser’s unique id, readable in order', async () => {
    const response = await post(batch('b-1', { user_id: 'u-1' }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 2 });
    const { events } = await received('b-1');
    expect(events).toEqual([
      {
        name: 'PRODUCT_OPENED',
        unique_id: 'b-1',
        user_id: 'u-1',
        data_center: 'DC_2',
        properties: { item_id: 'x-1', item_name: 'Picanha' },
        occurred_at: new Date(1_764_000_000_000).toISOString(),
      },
      expect.objectContaining({ name: 'SEARCH', properties: { query: 'picanha', results: 2 } }),
    ]);
  });

  it('refuses an unknown app, another data center, unknown event names and unbounded input', async () => {
    expect((await post(batch('b-2', { app_id: 'SOMEBODY-ELSE' }))).status).toBe(404);
    const elsewhere = await post(batch('b-2', { data_center: 'DC_1' }));
    expect(elsewhere.status).toBe(422);
    expect(await elsewhere.json()).toMatchObject({ code: 'WRONG_DATA_CENTER' });
    const unknownName = batch('b-2', { events: [{ name: 'HACKED', properties: {}, occurred_at: now }] });
    expect((await post(unknownName)).status).toBe(400);
    expect((await post(batch('b-2', { events: [] }))).status).toBe(400);
    const long = batch('b-2', {
      events: [{ name: 'SEARCH', properties: { query: 'x'.repeat(201) }, occurred_at: now }],
    });
    expect((await post(long)).status).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`p${i}`, i]));
    expect(
      (await post(batch('b-2', { events: [{ name: 'SEARCH', properties: many, occurred_at: now }] }))).status,
    ).toBe(400);
    expect((await received('b-2')).events).toEqual([]);
  });
});
