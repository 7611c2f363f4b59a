import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { features, home, legalText } from '../../contract/schemas/cms.ts';
import { demoBrand } from '../../server/test-support/test-app.ts';
import { startTestServer } from '../../server/test-support/test-server.ts';
import {
  fetchCategories,
  fetchCategory,
  fetchDefaultCategories,
  fetchItem,
  fetchItemsPage,
  fetchStoreGeolocation,
  fetchStores,
  searchItems,
} from './catalog.ts';
import { api, createApiClient } from './client.ts';
import {
  fetchCmsContents,
  fetchFeatures,
  fetchHome,
  fetchPolicy,
  fetchRedirects,
  fetchTableTerms,
  fetchTerms,
} from './cms.ts';
import { ApiError } from './errors.ts';
import { newIdempotencyKey } from './retry.ts';

/** Brasa Grill Centro, inside its delivery area. */
const centro = { latitude: -23.54771, longitude: -46.63431 };
const homePath = '/api/cms/v1/home';
const ordersPath = '/api/order/v1/orders';

let server: { url: string; close(): Promise<void> };
let baseURL: string;

async function dev(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${baseURL}/dev/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`dev ${method} ${path}: ${response.status}`);
}

interface Fault {
  path: string;
  status?: number;
  count: number;
  method?: string;
  hang?: boolean;
}
const fault = (spec: Fault) => dev('POST', 'faults', spec);

const client = (overrides: Partial<Parameters<typeof createApiClient>[0]> = {}) =>
  createApiClient({
    baseURL,
    company: 'brasa',
    brand: 'brasa-grill',
    timeout: 5000,
    retryDelay: 0,
    ...overrides,
  });

const createOrder = (idempotencyKey?: string) =>
  client().request(z.object({ id: z.string() }), '/order/v1/orders', {
    method: 'POST',
    body: { service_id: 'any' },
    idempotencyKey,
  });

async function deliveryServiceId(): Promise<string> {
  const { restaurants } = await fetchStores(centro);
  const service = restaurants[0]?.services.find((s) => s.serviceType === 'delivery');
  if (!service) throw new Error('the demo store has no delivery service');
  return service.id;
}

beforeAll(async () => {
  server = await startTestServer();
  baseURL = new URL('/api', server.url).href;
  api.configure({ baseURL, ...demoBrand, retryDelay: 0 });
});

afterAll(async () => {
  await server?.close();
});

afterEach(async () => {
  api.setHooks({});
  await dev('DELETE', 'faults');
});

describe('retry policy against the reference API', () => {
  it('retries a GET once after a 503 and succeeds', async () => {
    await fault({ path: homePath, status: 503, count: 1 });
    await expect(client().request(home, '/cms/v1/home')).resolves.toMatchObject({ data: expect.any(Array) });
  });

  it('does not retry a GET a second time', async () => {
    await fault({ path: homePath, status: 503, count: 2 });
    await expect(client().request(home, '/cms/v1/home')).rejects.toMatchObject({
      key: 'default',
      status: 503,
    });
  });

  // No POST route answers yet without a session, so faults script every attempt: the status that
  // comes back tells which attempt the client stopped at.
  it('does not retry a POST without an Idempotency-Key', async () => {
    await fault({ path: ordersPath, method: 'POST', status: 503, count: 1 });
    await fault({ path: ordersPath, method: 'POST', status: 422, count: 1 });
    await expect(createOrder()).rejects.toMatchObject({ status: 503 });
  });

  it('retries a POST carrying an Idempotency-Key once', async () => {
    await fault({ path: ordersPath, method: 'POST', status: 503, count: 1 });
    await fault({ path: ordersPath, method: 'POST', status: 422, count: 1 });
    await expect(createOrder(newIdempotencyKey())).rejects.toMatchObject({ status: 422 });
  });

  it('does not retry a POST carrying an Idempotency-Key a second time', async () => {
    await fault({ path: ordersPath, method: 'POST', status: 503, count: 2 });
    await fault({ path: ordersPath, method: 'POST', status: 422, count: 1 });
    await expect(createOrder(newIdempotencyKey())).rejects.toMatchObject({ status: 503 });
  });

  it('times out a hung request', async () => {
    await fault({ path: homePath, hang: true, count: 1 });
    await expect(client({ timeout: 300 }).request(home, '/cms/v1/home')).rejects.toMatchObject({
      key: 'timeout',
      status: undefined,
    });
  });
});

describe('typed errors against the reference API', () => {
  it('surfaces a 404 as default with the server detail', async () => {
    const serviceId = await deliveryServiceId();
    const error = await fetchItem({ itemId: 'no-such-item', serviceId }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, key: 'default', detail: expect.anything() });
  });

  it('412: calls the hook and fails as serviceUnavailable', async () => {
    const on412 = vi.fn();
    api.setHooks({ on412 });
    await fault({ path: homePath, status: 412, count: 1 });
    await expect(fetchHome()).rejects.toMatchObject({ key: 'serviceUnavailable', status: 412 });
    expect(on412).toHaveBeenCalledOnce();
  });

  it('406: calls the hook and fails marked handled', async () => {
    const on406 = vi.fn();
    api.setHooks({ on406 });
    await fault({ path: homePath, status: 406, count: 1 });
    await expect(fetchHome()).rejects.toMatchObject({ key: 'stateReset', status: 406, handled: true });
    expect(on406).toHaveBeenCalledOnce();
  });

  it('410: reloads through the hook and sends the call once more', async () => {
    const on410 = vi.fn(async () => {});
    api.setHooks({ on410 });
    await fault({ path: homePath, status: 410, count: 1 });
    await expect(fetchHome()).resolves.toMatchObject({ data: expect.any(Array) });
    expect(on410).toHaveBeenCalledOnce();
  });

  it('USER_OUT_OF_RANGE: menu items for a user far away fail as outOfRange', async () => {
    const serviceId = await deliveryServiceId();
    const far = { latitude: -22.9068, longitude: -43.1729 };
    await expect(
      fetchItemsPage({ serviceId, page: 0, serviceType: 'delivery', ...far }),
    ).rejects.toMatchObject({
      key: 'outOfRange',
      detail: 'USER_OUT_OF_RANGE',
    });
  });

  it('a response that does not match its schema is invalidResponse', async () => {
    await expect(client().request(features, '/cms/v1/home')).rejects.toMatchObject({
      key: 'invalidResponse',
      status: 200,
    });
  });
});

describe('headers', () => {
  it('sends the brand: an unknown brand is refused', async () => {
    await expect(
      client({ brand: 'no-such-brand' }).request(features, '/cms/v1/features'),
    ).rejects.toMatchObject({
      status: 400,
      key: 'default',
      code: 'UNKNOWN_BRAND',
    });
    await expect(client().request(features, '/cms/v1/features')).resolves.toBeDefined();
  });

  it('sends the company: a brand of another company is refused', async () => {
    await expect(
      client({ company: 'no-such-company' }).request(features, '/cms/v1/features'),
    ).rejects.toMatchObject({ status: 400, code: 'UNKNOWN_BRAND' });
  });

  it('sends Accept-Language: the server answers in the chosen language', async () => {
    const pt = client();
    pt.setAcceptLanguage('pt-BR');
    const en = client();
    en.setAcceptLanguage('en-US');
    const [ptTerms, enTerms] = await Promise.all([
      pt.request(legalText, '/cms/v1/terms'),
      en.request(legalText, '/cms/v1/terms'),
    ]);
    expect(ptTerms.title).not.toBe(enTerms.title);
  });
});

describe('endpoint fetchers parse the reference API', () => {
  it('cms', async () => {
    await expect(fetchFeatures()).resolves.toMatchObject({ delivery: expect.any(Boolean) });
    await expect(fetchHome()).resolves.toMatchObject({ data: expect.any(Array) });
    await expect(fetchRedirects()).resolves.toEqual(expect.any(Array));
    await expect(fetchTerms()).resolves.toMatchObject({ title: expect.any(String) });
    await expect(fetchPolicy()).resolves.toMatchObject({ title: expect.any(String) });
    await expect(fetchTableTerms()).resolves.toMatchObject({ title: expect.any(String) });
    await expect(fetchCmsContents({ codes: ['a', 'b'] })).resolves.toEqual(expect.any(Array));
  });

  it('catalog', async () => {
    const stores = await fetchStores(centro);
    expect(stores.insideServiceArea).toBe(true);
    const serviceId = await deliveryServiceId();

    await expect(fetchStoreGeolocation({ ...centro, serviceId })).resolves.toMatchObject({
      inside_service_area: true,
    });

    const defaults = await fetchDefaultCategories({ serviceId });
    expect(defaults.length).toBeLessThanOrEqual(2);
    expect(defaults.map((c) => c.index)).toEqual(defaults.map((c) => c.index).sort((a, b) => a - b));

    const all = await fetchCategories({ serviceId });
    const first = all[0];
    if (!first) throw new Error('the demo menu has no categories');
    await expect(fetchCategory({ categoryId: first.id, serviceId })).resolves.toMatchObject({ id: first.id });

    const page1 = await fetchItemsPage({ serviceId, page: 1, ...centro, serviceType: 'delivery' });
    expect(page1).toMatchObject({ limit: 10, offset: 10 });

    const item = page1.items[0];
    if (!item) throw new Error('the demo menu has fewer than 11 items');
    await expect(fetchItem({ itemId: item.id, serviceId })).resolves.toMatchObject({
      id: item.id,
      options: expect.any(Array),
    });
    const found = await searchItems({ serviceId, query: item.name.slice(0, 4) });
    expect(found.items.length).toBeGreaterThan(0);
  });
});
