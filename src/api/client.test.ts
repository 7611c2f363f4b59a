import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient } from './client.ts';
import type { ClientSettings } from './client-config.ts';
import { ApiError } from './errors.ts';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fetch that answers from a script of responses and records what it was sent. */
function fakeFetch(...answers: ((init: RequestInit) => Response | Promise<Response>)[]) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
    const answer = answers[Math.min(sent.length, answers.length) - 1];
    if (!answer) throw new Error('no answer scripted');
    return answer(init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const hang = (init: RequestInit) =>
  new Promise<Response>((_, reject) =>
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
  );

const settings: ClientSettings = {
  baseURL: 'https://api.test/api',
  company: 'brasa',
  brand: 'brasa-grill',
  timeout: 1000,
  retryDelay: 0,
};
const ok = z.object({ ok: z.boolean() });

describe('request', () => {
  it('sends the brand headers, locale, service id and token, and parses the answer', async () => {
    const { fetch, sent } = fakeFetch(json(200, { ok: true }));
    const client = createApiClient(settings, fetch);
    client.setAcceptLanguage('pt-BR');
    client.setServiceId('svc-1');
    client.setAuthSource({ getAccessToken: () => 'token-1' });

    await expect(
      client.request(ok, '/cms/v1/features', { query: { 'codes[]': ['a', 'b'] } }),
    ).resolves.toEqual({
      ok: true,
    });
    const [call] = sent;
    expect(call?.url).toBe('https://api.test/api/cms/v1/features?codes%5B%5D=a&codes%5B%5D=b');
    expect(Object.fromEntries(call?.headers ?? [])).toMatchObject({
      'x-api-company': 'brasa',
      'x-api-brand': 'brasa-grill',
      'accept-language': 'pt-BR',
      service_id: 'svc-1',
      authorization: 'Bearer token-1',
    });
  });

  it('sends no token and no service id when there is none', async () => {
    const { fetch, sent } = fakeFetch(json(200, { ok: true }));
    const client = createApiClient(settings, fetch);
    client.setAuthSource({ getAccessToken: () => 'token-1' });
    await client.request(ok, '/crm/v1/login', { method: 'POST', auth: false });
    expect(sent[0]?.headers.has('authorization')).toBe(false);
    expect(sent[0]?.headers.has('service_id')).toBe(false);
  });

  it('sends the idempotency key with the same value on the retry', async () => {
    const { fetch, sent } = fakeFetch(json(503, { detail: 'busy' }), json(200, { ok: true }));
    const client = createApiClient(settings, fetch);
    await client.request(ok, '/order/v1/orders', { method: 'POST', body: { a: 1 }, idempotencyKey: 'k-1' });
    expect(sent.map((call) => call.headers.get('idempotency-key'))).toEqual(['k-1', 'k-1']);
    expect(sent[1]?.body).toBe('{"a":1}');
  });

  it('retries a network failure of a GET once', async () => {
    const down = () => Promise.reject(new TypeError('fetch failed'));
    const { fetch, sent } = fakeFetch(down, down, json(200, { ok: true }));
    const client = createApiClient(settings, fetch);
    await expect(client.request(ok, '/x')).rejects.toMatchObject({ key: 'network', status: undefined });
    expect(sent).toHaveLength(2);
  });

  it('does not retry a network failure of a POST', async () => {
    const { fetch, sent } = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    const client = createApiClient(settings, fetch);
    await expect(client.request(ok, '/x', { method: 'POST' })).rejects.toMatchObject({ key: 'network' });
    expect(sent).toHaveLength(1);
  });

  it('answers a response that does not match the schema with invalidResponse', async () => {
    const { fetch } = fakeFetch(
      () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
    );
    const client = createApiClient(settings, fetch);
    const error = await client.request(ok, '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ key: 'invalidResponse', status: 200 });
  });

  it('times out a hung request without retrying it', async () => {
    const { fetch, sent } = fakeFetch(hang);
    const client = createApiClient(settings, fetch);
    await expect(client.request(ok, '/x', { timeout: 20 })).rejects.toMatchObject({
      key: 'timeout',
      status: undefined,
    });
    expect(sent).toHaveLength(1);
  });

  it("rejects with the caller's abort reason and does not retry", async () => {
    const controller = new AbortController();
    const { fetch, sent } = fakeFetch(hang);
    const client = createApiClient(settings, fetch);
    const pending = client.request(ok, '/x', { signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent).toHaveLength(1);
  });
});

describe('401 seam', () => {
  it('replays once with the new token when the auth source says so', async () => {
    const { fetch, sent } = fakeFetch(json(401, { detail: 'expired' }), json(200, { ok: true }));
    const client = createApiClient(settings, fetch);
    let token = 'old';
    const onUnauthorized = vi.fn(async () => {
      token = 'new';
      return 'replay' as const;
    });
    client.setAuthSource({ getAccessToken: () => token, onUnauthorized });
    await expect(client.request(ok, '/crm/v1/users/me')).resolves.toEqual({ ok: true });
    expect(onUnauthorized).toHaveBeenCalledWith({
      error: expect.objectContaining({ key: 'unauthorized' }),
      token: 'old',
      replayed: false,
    });
    expect(sent.map((call) => call.headers.get('authorization'))).toEqual(['Bearer old', 'Bearer new']);
  });

  it('fails with unauthorized, and tells the auth source, when the replay is refused again', async () => {
    const { fetch, sent } = fakeFetch(json(401, { detail: 'expired' }));
    const client = createApiClient(settings, fetch);
    const onUnauthorized = vi.fn(async (_: { replayed: boolean }) => 'replay' as const);
    client.setAuthSource({ getAccessToken: () => 't', onUnauthorized });
    await expect(client.request(ok, '/x')).rejects.toMatchObject({ key: 'unauthorized', status: 401 });
    expect(onUnauthorized.mock.calls.map(([failure]) => failure.replayed)).toEqual([false, true]);
    expect(sent).toHaveLength(2);
  });

  it('fails with unauthorized when the refresh fails', async () => {
    const { fetch, sent } = fakeFetch(json(401, { detail: 'expired' }));
    const client = createApiClient(settings, fetch);
    client.setAuthSource({
      getAccessToken: () => 't',
      onUnauthorized: () => Promise.reject(new Error('refresh')),
    });
    await expect(client.request(ok, '/x')).rejects.toMatchObject({ key: 'unauthorized' });
    expect(sent).toHaveLength(1);
  });

  it('does not ask for a refresh on calls made without auth', async () => {
    const { fetch } = fakeFetch(json(401, { detail: 'bad credentials' }));
    const client = createApiClient(settings, fetch);
    const onUnauthorized = vi.fn(async () => 'replay' as const);
    client.setAuthSource({ getAccessToken: () => 't', onUnauthorized });
    await expect(client.request(ok, '/crm/v1/login', { method: 'POST', auth: false })).rejects.toMatchObject({
      key: 'unauthorized',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('status hooks', () => {
  it('410: waits for the hook, then sends the call once more', async () => {
    const { fetch, sent } = fakeFetch(json(410, { detail: 'service changed' }), json(200, { ok: true }));
    const client = createApiClient(settings, fetch);
    const on410 = vi.fn(async () => client.setServiceId('svc-2'));
    client.setHooks({ on410 });
    await expect(client.request(ok, '/x')).resolves.toEqual({ ok: true });
    expect(on410).toHaveBeenCalledOnce();
    expect(sent[1]?.headers.get('service_id')).toBe('svc-2');
  });

  it('410: fails with gone when the hook fails', async () => {
    const { fetch, sent } = fakeFetch(json(410, { detail: 'service changed' }));
    const client = createApiClient(settings, fetch);
    client.setHooks({ on410: () => Promise.reject(new Error('reload failed')) });
    await expect(client.request(ok, '/x')).rejects.toMatchObject({ key: 'gone', status: 410 });
    expect(sent).toHaveLength(1);
  });

  it('412: opens the modal through the hook and rejects with serviceUnavailable', async () => {
    const { fetch } = fakeFetch(json(412, { detail: 'store closed' }));
    const client = createApiClient(settings, fetch);
    const on412 = vi.fn();
    client.setHooks({ on412 });
    await expect(client.request(ok, '/order/v1/cart/session', { method: 'POST' })).rejects.toMatchObject({
      key: 'serviceUnavailable',
      status: 412,
      detail: 'store closed',
    });
    expect(on412).toHaveBeenCalledWith(expect.objectContaining({ key: 'serviceUnavailable' }));
  });

  it('406: resets through the hook and rejects marked handled', async () => {
    const { fetch } = fakeFetch(json(406, { detail: 'state reset' }));
    const client = createApiClient(settings, fetch);
    const on406 = vi.fn();
    client.setHooks({ on406 });
    await expect(client.request(ok, '/x')).rejects.toMatchObject({ key: 'stateReset', handled: true });
    expect(on406).toHaveBeenCalledOnce();
  });

  it("406 on a cart call: the cart's to handle, the app is not reset", async () => {
    const { fetch } = fakeFetch(json(406, { detail: 'this cart was already placed as an order' }));
    const client = createApiClient(settings, fetch);
    const on406 = vi.fn();
    client.setHooks({ on406 });
    await expect(client.request(ok, '/order/v1/cart/c-1', { errorContext: 'cart' })).rejects.toMatchObject({
      key: 'cartPlaced',
      status: 406,
      handled: false,
    });
    expect(on406).not.toHaveBeenCalled();
  });
});

describe('revalidate', () => {
  const withEtag = (etag: string) => () =>
    new Response(JSON.stringify({ ok: true }), {
      status: 200,
      headers: { 'content-type': 'application/json', etag },
    });

  it('sends If-None-Match with the ETag it is given, and answers unchanged on 304', async () => {
    const { fetch, sent } = fakeFetch(withEtag('W/"7"'), () => new Response(null, { status: 304 }));
    const client = createApiClient(settings, fetch);
    expect(await client.revalidate(ok, '/bill', undefined)).toEqual({
      unchanged: false,
      value: { ok: true },
      etag: 'W/"7"',
    });
    expect(sent[0]?.headers.has('if-none-match')).toBe(false);
    expect(await client.revalidate(ok, '/bill', 'W/"7"')).toEqual({ unchanged: true });
    expect(sent[1]?.headers.get('if-none-match')).toBe('W/"7"');
  });

  it('a 304 to a plain request is an invalid answer, never an empty value', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 304 }));
    const client = createApiClient(settings, fetch);
    const error = await client.request(ok, '/bill').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ key: 'invalidResponse', status: 304 });
  });
});
