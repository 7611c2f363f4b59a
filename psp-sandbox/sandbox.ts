import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { type ApiKeys, apiRoutes } from './api-routes.ts';
import { bankRoutes } from './bank-routes.ts';
import { chargeBook, type PixAccount, SandboxError } from './charges.ts';
import { SandboxState } from './sandbox-state.ts';
import { type DeliveryOptions, webhookDelivery } from './webhook-delivery.ts';

export interface SandboxOptions extends ApiKeys {
  /** 0 picks a free port. */
  port: number;
  /** Signs the webhooks. */
  webhookSecret: string;
  /** The merchant's webhook endpoint (the API's `/api/payments/v1/webhooks`). */
  webhookUrl: string | undefined;
  /** Origins whose pages may tokenize cards here (the shop's). */
  allowedOrigins: readonly string[];
  pix: PixAccount;
  /** A JSON file that keeps tokens, charges and undelivered events across restarts; none: memory only. */
  dataFile?: string;
  /** How long a card charge's answer takes once the charge is made (its webhook may arrive first). */
  answerDelayMs?: number;
  retry?: Partial<Pick<DeliveryOptions, 'firstDelayMs' | 'maxDelayMs' | 'giveUpAfterMs' | 'timeoutMs'>>;
}

/** The sandbox payment provider: its HTTP API, the bank page, webhook delivery with retries. */
export async function startSandbox(options: SandboxOptions) {
  const state = new SandboxState(options.dataFile);
  const webhooks = webhookDelivery(state, {
    url: options.webhookUrl,
    secret: options.webhookSecret,
    firstDelayMs: 1_000,
    maxDelayMs: 10 * 60_000,
    giveUpAfterMs: 3 * 86_400_000,
    timeoutMs: 10_000,
    ...options.retry,
  });
  const book = chargeBook(state, webhooks, options.pix);
  const app = new Hono();
  app.get('/health', (c) => c.json({ ok: true }));
  apiRoutes(app, {
    state,
    book,
    keys: options,
    allowedOrigins: options.allowedOrigins,
    answerDelayMs: options.answerDelayMs ?? 0,
  });
  bankRoutes(app, { state, book });
  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'no such endpoint' } }, 404));
  app.onError((error, c) => {
    if (error instanceof SandboxError) {
      return c.json({ error: { code: error.code, message: error.message } }, error.status);
    }
    console.error('[psp-sandbox]', error);
    return c.json({ error: { code: 'internal_error', message: 'the provider failed' } }, 500);
  });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: options.port }, () => resolve(started));
  });
  // A client reusing a connection the server has just closed as idle gets ECONNRESET: keep them longer.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    /** Resolves once no webhook is due any more (tests wait for it after a payment). */
    settled: webhooks.settled,
    /** Every charge made, with the card token it was made on (the provider's books, as tests read them). */
    ledger: () => [...state.charges.values()],
    async close() {
      book.stop();
      await webhooks.stop();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
    },
  };
}

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
