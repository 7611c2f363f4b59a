import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readSignatureHeader, signedPayload } from '../contract/psp-signature.ts';
import { type Sandbox, type SandboxOptions, startSandbox } from './sandbox.ts';

const shop = 'http://shop.test';

/** The merchant's webhook endpoint: answers `statuses` in turn (then 200), and keeps what came. */
async function endpoint(statuses: number[] = []) {
  const received: { body: string; signature: string | undefined; at: number }[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ body, signature: request.headers['psp-signature'] as string, at: Date.now() });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const keys = { publicKey: 'pk_test_unit', secretKey: 'sk_test_unit', webhookSecret: 'whsec_unit' };
const open = (options: Partial<SandboxOptions> = {}) =>
  startSandbox({
    ...keys,
    port: 0,
    webhookUrl: undefined,
    allowedOrigins: [shop],
    pix: { key: 'pix@brasagrill.com.br', merchantName: 'Brasa Grill', merchantCity: 'SAO PAULO' },
    retry: { firstDelayMs: 50, maxDelayMs: 400 },
    ...options,
  });

const card = (number = '4111111111111111') => ({
  card: { number, holder_name: 'FULANO', exp_month: 12, exp_year: 2035, cvv: '123' },
});

async function json(
  sandbox: Sandbox,
  path: string,
  init: { key?: string; body?: unknown; idempotency?: string } = {},
) {
  const answer = await fetch(`${sandbox.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${init.key ?? keys.secretKey}`,
      'content-type': 'application/json',
      ...(init.idempotency ? { 'idempotency-key': init.idempotency } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

const tokenize = async (sandbox: Sandbox, number?: string) =>
  (await json(sandbox, '/v1/tokens', { key: keys.publicKey, body: card(number) })).body.id as string;
const cardCharge = (token: string, reference: string) => ({
  amount: 4_990,
  currency: 'BRL',
  reference,
  payment_method: { type: 'card', token },
});

describe('the sandbox provider’s API', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await open();
  });
  afterAll(() => sandbox.close());

  it('tokenizes with the public key only, for the shop’s origin only (CORS)', async () => {
    const preflight = (origin: string) =>
      fetch(`${sandbox.url}/v1/tokens`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight(shop)).headers.get('access-control-allow-origin')).toBe(shop);
    expect((await preflight('http://evil.test')).headers.get('access-control-allow-origin')).toBeNull();
    const made = await json(sandbox, '/v1/tokens', { key: keys.publicKey, body: card() });
    expect(made).toMatchObject({
      status: 201,
      body: { type: 'card', card: { brand: 'visa', last_four_digits: '1111' } },
    });
    expect((await json(sandbox, '/v1/tokens', { key: keys.secretKey, body: card() })).status).toBe(401);
    expect(
      (await json(sandbox, '/v1/tokens', { key: keys.publicKey, body: card('4111111111111112') })).body,
    ).toEqual({
      error: { code: 'invalid_number', message: 'the card number is not valid' },
    });
    // The public key reads nothing.
    expect((await json(sandbox, `/v1/tokens/${made.body.id}`, { key: keys.publicKey })).status).toBe(401);
  });

  it('charges a token once per Idempotency-Key; another body under it is 422', async () => {
    const token = await tokenize(sandbox);
    const request = cardCharge(token, 'order-payment:a');
    const first = await json(sandbox, '/v1/charges', { body: request, idempotency: 'k-1' });
    expect(first).toMatchObject({ status: 201, body: { status: 'captured', amount: 4_990 } });
    expect(await json(sandbox, '/v1/charges', { body: request, idempotency: 'k-1' })).toEqual(first);
    const other = await json(sandbox, '/v1/charges', { body: { ...request, amount: 1 }, idempotency: 'k-1' });
    expect(other.status).toBe(422);
    expect((await json(sandbox, '/v1/charges', { body: request })).status).toBe(400);
    expect((await json(sandbox, `/v1/charges?reference=order-payment:a`)).body.data).toHaveLength(1);
  });

  it('keeps the test cards’ behaviours: declined, processing error, refund fails', async () => {
    const charge = async (number: string, reference: string) =>
      (
        await json(sandbox, '/v1/charges', {
          body: cardCharge(await tokenize(sandbox, number), reference),
          idempotency: reference,
        })
      ).body;
    expect(await charge('4000000000000002', 'r-declined')).toMatchObject({
      status: 'declined',
      failure_code: 'card_declined',
    });
    expect(await charge('4000000000000119', 'r-error')).toMatchObject({
      status: 'failed',
      failure_code: 'processing_error',
    });
    const captured = await charge('4000000000000259', 'r-refund');
    const refund = await json(sandbox, `/v1/charges/${captured.id}/refunds`, {
      body: {},
      idempotency: 'rf-1',
    });
    expect(refund.body).toMatchObject({ status: 'failed', failure_code: 'refund_declined' });
    const good = await charge('4111111111111111', 'r-good');
    const refunded = await json(sandbox, `/v1/charges/${good.id}/refunds`, { body: {}, idempotency: 'rf-2' });
    expect(refunded.body).toMatchObject({ status: 'succeeded', amount: 4_990 });
    const again = await json(sandbox, `/v1/charges/${good.id}/refunds`, { body: {}, idempotency: 'rf-3' });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'charge_not_refundable' } } });
  });

  it('makes a PIX charge with a valid BR Code, paid once at the bank', async () => {
    const pix = await json(sandbox, '/v1/charges', {
      body: {
        amount: 2_350,
        currency: 'BRL',
        reference: 'table-payment:p',
        payment_method: { type: 'pix', expires_in: 600, statement_descriptor: 'Brasa Grill Centro' },
      },
      idempotency: 'pix-1',
    });
    const code = (pix.body.pix as { br_code: string }).br_code;
    expect(code).toMatch(/^000201010212.*540523\.50.*5918Brasa Grill Centro/);
    const pay = (brCode: string, accept = 'application/json') =>
      fetch(`${sandbox.url}/bank/pix`, {
        method: 'POST',
        headers: { accept },
        body: new URLSearchParams({ br_code: brCode }),
      });
    expect((await pay(`${code.slice(0, -1)}0`)).status).toBe(400);
    const page = await pay(code, 'text/html');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pagamento realizado');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await (await pay(code)).json()).toEqual({
      error: { code: 'charge_paid', message: 'this PIX charge was already paid' },
    });
    expect((await json(sandbox, `/v1/charges/${pix.body.id}`)).body).toMatchObject({ status: 'paid' });
  });
});

describe('the sandbox’s webhooks', () => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  it('are signed over the timestamp and the raw body, and retried with a growing wait until a 2xx', async () => {
    const hooks = await endpoint([500, 503, 404]);
    const sandbox = await open({ webhookUrl: hooks.url });
    closing.push(hooks.close, sandbox.close);
    await json(sandbox, '/v1/charges', {
      body: cardCharge(await tokenize(sandbox), 'r-hook'),
      idempotency: 'h-1',
    });
    await sandbox.settled();
    expect(hooks.received).toHaveLength(4);
    const [first, , third, last] = hooks.received;
    if (!first || !third || !last) throw new Error('four attempts');
    expect(JSON.parse(last.body)).toMatchObject({ type: 'charge.captured', data: { reference: 'r-hook' } });
    expect(new Set(hooks.received.map((attempt) => JSON.parse(attempt.body).id)).size).toBe(1);
    const signature = readSignatureHeader(last.signature);
    if (!signature) throw new Error('no signature');
    const hex = createHmac('sha256', keys.webhookSecret)
      .update(signedPayload(signature.timestamp, last.body))
      .digest('hex');
    expect(signature.signatures).toEqual([hex]);
    // 50, 100, then 200 ms between attempts.
    expect(last.at - third.at).toBeGreaterThanOrEqual(190);
    expect(third.at - first.at).toBeGreaterThanOrEqual(140);
  });

  it('outlive a restart: what was not delivered is sent by the next run, from its data file', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'psp-sandbox-')), 'sandbox.json');
    const hooks = await endpoint(Array.from({ length: 50 }, () => 503));
    const first = await open({ webhookUrl: hooks.url, dataFile, retry: { firstDelayMs: 10_000 } });
    const token = await tokenize(first);
    await json(first, '/v1/charges', { body: cardCharge(token, 'r-restart'), idempotency: 'rs-1' });
    await first.close();
    hooks.received.length = 0;
    const okay = await endpoint();
    const second = await open({ webhookUrl: okay.url, dataFile });
    closing.push(hooks.close, okay.close, second.close);
    await second.settled();
    expect(okay.received.map((attempt) => JSON.parse(attempt.body).data.reference)).toEqual(['r-restart']);
    // Its tokens and charges are there too.
    expect((await json(second, `/v1/tokens/${token}`)).status).toBe(200);
    expect((await json(second, '/v1/charges?reference=r-restart')).body.data).toHaveLength(1);
  });
});
