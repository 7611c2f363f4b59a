import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp, testMetricsToken } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const scrape = async (token = testMetricsToken) => {
  const response = await t.request('/metrics', { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, text: await response.text() };
};

/** The value of one series in a scrape (0 when absent). */
const seriesValue = (text: string, series: string) => {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('/metrics', () => {
  it('counts a request by its route pattern and status, and times it', async () => {
    const order = 'http_requests_total{method="GET",route="/api/order/v1/orders/:id",status="401"}';
    const latency = 'http_request_duration_seconds_count{method="GET",route="/api/order/v1/orders/:id"}';
    const before = (await scrape()).text;
    const id = crypto.randomUUID();
    expect((await t.request(`/api/order/v1/orders/${id}`)).status).toBe(401);
    const after = (await scrape()).text;
    expect(seriesValue(after, order) - seriesValue(before, order)).toBe(1);
    expect(seriesValue(after, latency) - seriesValue(before, latency)).toBe(1);
    expect(after).not.toContain(id);
  });

  it('says how many requests failed and what the sweeps did', async () => {
    await t.sweep();
    const { text } = await scrape();
    expect(seriesValue(text, 'sweeps_total{outcome="ok"}')).toBeGreaterThan(0);
    expect(text).toContain('# TYPE payments_total counter');
    expect(text).toContain('# TYPE webhooks_total counter');
    expect(text).toContain('# TYPE db_reachable gauge');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('is for the operators: without their token 401, without a token configured not there', async () => {
    expect((await t.request('/metrics')).status).toBe(401);
    expect((await scrape('not-the-token')).status).toBe(401);
    const closed = await openTestApp({ metricsToken: '' });
    try {
      expect((await closed.request('/metrics', { headers: { authorization: 'Bearer ' } })).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
