import * as z from 'zod/mini';
import {
  type PspCharge,
  pspCharge,
  pspChargeList,
  pspError,
  pspEvent,
  pspRefund,
  pspToken,
} from '../../contract/schemas/psp.ts';
import {
  type PaymentOutcome,
  type PaymentProvider,
  type ProviderCharge,
  ProviderUnavailable,
  WebhookRefused,
} from './provider.ts';
import { verifyWebhookSignature } from './webhook-signature.ts';

export interface ProviderSettings {
  /** Where the API reaches the provider. */
  url: string;
  /** Where the browser reaches it (its public origin); default `url`. */
  publicUrl?: string | undefined;
  publicKey: string;
  secretKey: string;
  webhookSecret: string;
  /** How long one call may take before its outcome counts as unknown. */
  timeoutMs?: number;
}

/** What a sandbox charge came to, as an outcome (a PIX still waiting: `pending`). */
function outcomeOf(charge: PspCharge): PaymentOutcome | 'pending' {
  const { id: chargeId, reference } = charge;
  switch (charge.status) {
    case 'captured':
      return { type: 'card.captured', reference, chargeId };
    case 'declined':
    case 'failed':
      return { type: 'card.failed', reference, chargeId, declined: charge.status === 'declined' };
    case 'paid':
      return { type: 'pix.paid', reference, chargeId };
    case 'expired':
      return { type: 'pix.expired', reference, chargeId };
    default:
      return 'pending';
  }
}

function refundOf(charge: PspCharge): PaymentOutcome | undefined {
  const refund = charge.refunds.at(-1);
  if (!refund) return undefined;
  const type = refund.status === 'succeeded' ? 'refund.succeeded' : 'refund.failed';
  return { type, reference: charge.reference, chargeId: charge.id };
}

function statusOf(charge: PspCharge): ProviderCharge['status'] {
  if (charge.amount_refunded > 0) return 'REFUNDED';
  return charge.status === 'declined'
    ? 'DECLINED'
    : (charge.status.toUpperCase() as ProviderCharge['status']);
}

/** The adapter of the sandbox provider (psp-sandbox/): its HTTP API and its webhooks. */
export function sandboxProvider(settings: ProviderSettings): PaymentProvider {
  const timeoutMs = settings.timeoutMs ?? 10_000;

  /** One call with the secret key: its JSON answer and status; no answer at all is `ProviderUnavailable`. */
  async function call(
    path: string,
    init: { method?: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string; signal?: AbortSignal } = {},
  ): Promise<{ status: number; data: unknown }> {
    const signals = [AbortSignal.timeout(timeoutMs), ...(init.signal ? [init.signal] : [])];
    try {
      const answer = await fetch(new URL(path, settings.url), {
        method: init.method ?? 'GET',
        headers: {
          authorization: `Bearer ${settings.secretKey}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.any(signals),
      });
      const data: unknown = await answer.json().catch(() => undefined);
      if (answer.status >= 500) throw new ProviderUnavailable(`the provider answered ${answer.status}`);
      return { status: answer.status, data };
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw error;
      throw new ProviderUnavailable('the provider could not be reached', { cause: error });
    }
  }

  function parsed<S extends z.ZodMiniType>(schema: S, data: unknown): z.output<S> {
    const result = z.safeParse(schema, data);
    if (!result.success) throw new ProviderUnavailable('the provider answered what it should not');
    return result.data;
  }

  const errorCode = (data: unknown) => z.safeParse(pspError, data).data?.error.code;

  return {
    browser: { origin: new URL(settings.publicUrl ?? settings.url).origin, publicKey: settings.publicKey },

    async cardToken(token, signal) {
      const { status, data } = await call(`/v1/tokens/${encodeURIComponent(token)}`, { signal });
      if (status === 404) return undefined;
      const { card } = parsed(pspToken, data);
      return {
        brand: card.brand,
        last4: card.last_four_digits,
        holder: card.holder_name,
        expMonth: card.exp_month,
        expYear: card.exp_year,
      };
    },

    async chargeCard({ token, amountCents, reference }, signal) {
      const { status, data } = await call('/v1/charges', {
        method: 'POST',
        body: { amount: amountCents, currency: 'BRL', reference, payment_method: { type: 'card', token } },
        idempotencyKey: `charge:${reference}`,
        signal,
      });
      // Refused as asked (an unknown token): nothing was charged.
      if (status >= 400) return { type: 'card.failed', reference, chargeId: null, declined: false };
      const outcome = outcomeOf(parsed(pspCharge, data));
      if (outcome === 'pending' || (outcome.type !== 'card.captured' && outcome.type !== 'card.failed')) {
        throw new ProviderUnavailable('a card charge came back neither captured nor failed');
      }
      return outcome;
    },

    async chargePix({ amountCents, reference, expiresInSeconds, receiverName }, signal) {
      const { status, data } = await call('/v1/charges', {
        method: 'POST',
        body: {
          amount: amountCents,
          currency: 'BRL',
          reference,
          payment_method: {
            type: 'pix',
            expires_in: Math.max(1, Math.ceil(expiresInSeconds)),
            statement_descriptor: receiverName.slice(0, 25),
          },
        },
        idempotencyKey: `charge:${reference}`,
        signal,
      });
      if (status >= 400) throw new ProviderUnavailable(`the PIX charge was refused: ${errorCode(data)}`);
      const charge = parsed(pspCharge, data);
      if (!charge.pix) throw new ProviderUnavailable('a PIX charge came back without its code');
      return { chargeId: charge.id, txid: charge.pix.txid, brCode: charge.pix.br_code };
    },

    async refund({ chargeId, reference }, signal) {
      const { status, data } = await call(`/v1/charges/${encodeURIComponent(chargeId)}/refunds`, {
        method: 'POST',
        body: {},
        idempotencyKey: `refund:${chargeId}`,
        signal,
      });
      if (status >= 400) return { type: 'refund.failed', reference, chargeId };
      const refund = parsed(pspRefund, data);
      return {
        type: refund.status === 'succeeded' ? 'refund.succeeded' : 'refund.failed',
        reference,
        chargeId,
      };
    },

    async charges(reference, signal) {
      const { data } = await call(`/v1/charges?${new URLSearchParams({ reference })}`, { signal });
      return parsed(pspChargeList, data).data.map((charge) => ({
        id: charge.id,
        amountCents: charge.amount,
        status: statusOf(charge),
        outcome: outcomeOf(charge),
        refund: refundOf(charge),
      }));
    },

    readWebhook(rawBody, signature, now) {
      const verdict = verifyWebhookSignature({
        secret: settings.webhookSecret,
        header: signature,
        body: rawBody,
        now,
      });
      if (verdict === 'invalid')
        throw new WebhookRefused('WEBHOOK_SIGNATURE_INVALID', 'the signature does not match');
      if (verdict === 'stale') {
        throw new WebhookRefused('WEBHOOK_TIMESTAMP_OUT_OF_RANGE', 'the signature is too old or too new');
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new WebhookRefused('WEBHOOK_EVENT_UNKNOWN', 'the body is not JSON');
      }
      const event = z.safeParse(pspEvent, json);
      if (!event.success) throw new WebhookRefused('WEBHOOK_EVENT_UNKNOWN', 'not an event this API knows');
      const { id: eventId, type, data } = event.data;
      const chargeId = 'charge' in data ? data.charge : data.id;
      const outcome: PaymentOutcome =
        type === 'charge.captured'
          ? { type: 'card.captured', reference: data.reference, chargeId }
          : type === 'charge.failed'
            ? {
                type: 'card.failed',
                reference: data.reference,
                chargeId,
                declined: 'status' in data && data.status === 'declined',
              }
            : { type, reference: data.reference, chargeId };
      return { eventId, outcome };
    },
  };
}
