import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';
import {
  type PspCharge,
  type PspToken,
  pspChargeRequest,
  pspRefundRequest,
  pspTokenRequest,
} from '../contract/schemas/psp.ts';
import { type ChargeBook, newId, SandboxError } from './charges.ts';
import type { SandboxState, StoredToken } from './sandbox-state.ts';
import { behaviourOf, brandOf, luhnValid } from './test-cards.ts';

export interface ApiKeys {
  /** Given to the browser: it can only tokenize cards. */
  publicKey: string;
  /** The merchant's server: charges, refunds, reads. */
  secretKey: string;
}

const sameKey = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

function requireKey(c: Context, key: string): void {
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!sameKey(given, key)) throw new SandboxError(401, 'invalid_api_key', 'a valid API key is required');
}

async function bodyOf<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  const parsed = z.safeParse(schema, await c.req.json().catch(() => undefined));
  if (!parsed.success) throw new SandboxError(400, 'invalid_request', z.prettifyError(parsed.error));
  return parsed.data;
}

function tokenView(token: StoredToken): PspToken {
  return {
    id: token.id,
    type: 'card',
    created_at: token.createdAt,
    card: {
      brand: token.brand,
      last_four_digits: token.last4,
      holder_name: token.holder,
      exp_month: token.expMonth,
      exp_year: token.expYear,
    },
  };
}

/**
 * Runs a creating call once per `Idempotency-Key`: the same key with the same body answers what the
 * first call answered (an error too), with another body 422.
 */
async function once(
  c: Context,
  state: SandboxState,
  body: unknown,
  create: () => { status: ContentfulStatusCode; body: unknown },
) {
  const key = c.req.header('idempotency-key')?.trim();
  if (!key || key.length > 255)
    throw new SandboxError(400, 'idempotency_key_required', 'send an Idempotency-Key');
  const scoped = `${c.req.path} ${key}`;
  const requestHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
  const kept = state.answers.get(scoped);
  if (kept && kept.requestHash !== requestHash) {
    throw new SandboxError(
      422,
      'idempotency_key_reused',
      'this Idempotency-Key was used with another request',
    );
  }
  if (kept) return c.json(kept.body, kept.status as ContentfulStatusCode);
  let answer: { status: ContentfulStatusCode; body: unknown };
  try {
    answer = create();
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    answer = { status: error.status, body: { error: { code: error.code, message: error.message } } };
  }
  state.answers.set(scoped, { requestHash, ...answer });
  state.save();
  return c.json(answer.body, answer.status);
}

/** The provider's API: tokens (public key, CORS for the shop's origins), charges and refunds (secret key). */
export function apiRoutes(
  app: Hono,
  {
    state,
    book,
    keys,
    allowedOrigins,
    answerDelayMs,
  }: {
    state: SandboxState;
    book: ChargeBook;
    keys: ApiKeys;
    allowedOrigins: readonly string[];
    answerDelayMs: number;
  },
): void {
  app.use(
    '/v1/tokens',
    cors({
      origin: (origin) => (allowedOrigins.includes(origin) ? origin : null),
      allowMethods: ['POST'],
      allowHeaders: ['authorization', 'content-type'],
      maxAge: 600,
    }),
  );

  app.post('/v1/tokens', async (c) => {
    requireKey(c, keys.publicKey);
    const { card } = await bodyOf(c, pspTokenRequest);
    if (!luhnValid(card.number))
      throw new SandboxError(400, 'invalid_number', 'the card number is not valid');
    const now = new Date();
    if (card.exp_year * 12 + card.exp_month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
      throw new SandboxError(400, 'expired_card', 'the card has expired');
    }
    const token: StoredToken = {
      id: newId('tok'),
      brand: brandOf(card.number),
      last4: card.number.slice(-4),
      holder: card.holder_name,
      expMonth: card.exp_month,
      expYear: card.exp_year,
      behaviour: behaviourOf(card.number),
      createdAt: now.toISOString(),
    };
    state.tokens.set(token.id, token);
    state.save();
    return c.json(tokenView(token), 201);
  });

  app.use('/v1/*', async (c, next) => {
    if (c.req.path !== '/v1/tokens') requireKey(c, keys.secretKey);
    await next();
  });

  app.get('/v1/tokens/:id', (c) => {
    const token = state.tokens.get(c.req.param('id'));
    if (!token) throw new SandboxError(404, 'token_not_found', 'no such card token');
    return c.json(tokenView(token));
  });

  app.post('/v1/charges', async (c) => {
    const request = await bodyOf(c, pspChargeRequest);
    const answer = await once(c, state, request, () => ({ status: 201, body: book.create(request) }));
    // An acquirer's answer may be slow to come back: the webhook can reach the merchant first.
    if (answerDelayMs > 0 && request.payment_method.type === 'card') {
      await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
    }
    return answer;
  });

  app.get('/v1/charges', (c) => {
    const reference = c.req.query('reference');
    if (!reference) throw new SandboxError(400, 'invalid_request', 'reference is required');
    return c.json({ data: state.chargesOf(reference) } satisfies { data: PspCharge[] });
  });

  app.get('/v1/charges/:id', (c) => {
    const stored = state.charges.get(c.req.param('id'));
    if (!stored) throw new SandboxError(404, 'charge_not_found', 'no such charge');
    return c.json(stored.charge);
  });

  app.post('/v1/charges/:id/refunds', async (c) => {
    const request = await bodyOf(c, pspRefundRequest);
    return once(c, state, request, () => ({
      status: 201,
      body: book.refund(c.req.param('id'), request.amount),
    }));
  });
}
