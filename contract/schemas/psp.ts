import * as z from 'zod/mini';
import { count, maxCents, maxLength, opaqueId, requiredLine } from './limits.ts';

/**
 * The payment provider's HTTP API as the sandbox (psp-sandbox/) speaks it, shaped like Brazil's card
 * and PIX providers: the browser tokenizes a card with the public key; the API charges, refunds and
 * reads charges with the secret key; outcomes come back as signed webhooks (contract/psp-signature.ts).
 */

/** A card as the customer types it: it goes from the browser to the provider, never to our API. */
const cardInput = z.lazy(() =>
  z.object({
    number: z.string().check(z.regex(/^\d{12,19}$/)),
    holder_name: requiredLine(maxLength.name),
    exp_month: count(12),
    exp_year: count(2100, 2000),
    cvv: z.string().check(z.regex(/^\d{3,4}$/)),
  }),
);

/** `POST /v1/tokens` (public key): the card, and the device's anti-fraud session when there is one. */
export const pspTokenRequest = z.lazy(() =>
  z.object({ card: cardInput, device_session_id: z.optional(opaqueId) }),
);
export type PspTokenRequest = z.input<typeof pspTokenRequest>;

const tokenCard = z.lazy(() =>
  z.object({
    brand: z.string(),
    last_four_digits: z.string(),
    holder_name: z.string(),
    exp_month: z.int(),
    exp_year: z.int(),
  }),
);

/** A card token: reusable by the merchant that holds it (saved cards charge it again). */
export const pspToken = z.lazy(() =>
  z.object({ id: z.string(), type: z.literal('card'), created_at: z.string(), card: tokenCard }),
);
export type PspToken = z.infer<typeof pspToken>;

/** What the merchant names a charge by (its payment's id): charges are looked up by it. */
const reference = z.lazy(() => requiredLine(maxLength.short));

/** `POST /v1/charges` (secret key, `Idempotency-Key` required): a card charged and captured, or a PIX charge. */
export const pspChargeRequest = z.lazy(() =>
  z.object({
    amount: count(maxCents),
    currency: z.literal('BRL'),
    reference,
    payment_method: z.union([
      z.object({ type: z.literal('card'), token: opaqueId }),
      z.object({
        type: z.literal('pix'),
        /** Seconds the BR Code can be paid. */
        expires_in: count(86_400),
        /** The receiver's name on the customer's bank app (at most 25 characters on a BR Code). */
        statement_descriptor: z.optional(requiredLine(25)),
      }),
    ]),
  }),
);
export type PspChargeRequest = z.input<typeof pspChargeRequest>;

export const pspRefundStatus = z.enum(['succeeded', 'failed']);

export const pspRefund = z.lazy(() =>
  z.object({
    id: z.string(),
    charge: z.string(),
    /** The refunded charge's reference. */
    reference: z.string(),
    amount: z.int(),
    status: pspRefundStatus,
    failure_code: z.nullable(z.string()),
    created_at: z.string(),
  }),
);
export type PspRefund = z.infer<typeof pspRefund>;

/** A card charge is `captured`, `declined` or `failed` at once; a PIX charge `pending`, then `paid` or `expired`. */
export const pspChargeStatus = z.enum(['captured', 'declined', 'failed', 'pending', 'paid', 'expired']);
export type PspChargeStatus = z.infer<typeof pspChargeStatus>;

export const pspCharge = z.lazy(() =>
  z.object({
    id: z.string(),
    reference: z.string(),
    amount: z.int(),
    currency: z.literal('BRL'),
    payment_method: z.enum(['card', 'pix']),
    status: pspChargeStatus,
    /** Why a card charge did not go through: `card_declined`, `processing_error`. */
    failure_code: z.nullable(z.string()),
    card: z.nullable(z.object({ brand: z.string(), last_four_digits: z.string() })),
    pix: z.nullable(z.object({ txid: z.string(), br_code: z.string(), expires_at: z.string() })),
    amount_refunded: z.int(),
    refunds: z.array(pspRefund),
    created_at: z.string(),
    paid_at: z.nullable(z.string()),
  }),
);
export type PspCharge = z.infer<typeof pspCharge>;

/** `GET /v1/charges?reference=…`: the charges made for one reference, oldest first. */
export const pspChargeList = z.lazy(() => z.object({ data: z.array(pspCharge) }));

/** `POST /v1/charges/{id}/refunds` (secret key, `Idempotency-Key` required): the whole amount unless `amount`. */
export const pspRefundRequest = z.lazy(() => z.object({ amount: z.optional(count(maxCents)) }));

export const pspChargeEventTypes = ['charge.captured', 'charge.failed', 'pix.paid', 'pix.expired'] as const;
export const pspRefundEventTypes = ['refund.succeeded', 'refund.failed'] as const;

/** A webhook's body: which event (its id is unique: a retry sends the same), and the object it is about. */
export const pspEvent = z.lazy(() =>
  z.union([
    z.object({
      id: z.string(),
      type: z.enum(pspChargeEventTypes),
      created_at: z.string(),
      data: pspCharge,
    }),
    z.object({
      id: z.string(),
      type: z.enum(pspRefundEventTypes),
      created_at: z.string(),
      data: pspRefund,
    }),
  ]),
);
export type PspEvent = z.infer<typeof pspEvent>;

/** Every error answer: a machine-readable code and a sentence. */
export const pspError = z.lazy(() =>
  z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
);
export type PspError = z.infer<typeof pspError>;

/** `POST /bank/pix` (the customer's bank): the "PIX copia e cola" to pay. */
export const pspBankPayment = z.lazy(() => z.object({ br_code: requiredLine(512) }));
