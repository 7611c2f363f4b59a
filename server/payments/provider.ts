/**
 * The payment provider as the API sees it, whoever it is (docs/payments.md: how an adapter plugs in).
 * The browser tokenizes cards at the provider; the API charges and refunds with its secret key, each
 * call idempotent by the payment's reference; what happens later (a PIX paid or expired, a refund
 * done) comes as a signed webhook, read by `readWebhook`, and can be asked for again with `charges`.
 */

/** Names one of our payments at the provider: an order's or a table share's, by its id. */
export interface PaymentReference {
  kind: 'order' | 'table';
  paymentId: string;
}

/** What the provider says happened to the charge of a payment, whichever way it said it. */
export type PaymentOutcome =
  | { type: 'card.captured'; reference: string; chargeId: string }
  | { type: 'card.failed'; reference: string; chargeId: string | null; declined: boolean }
  | { type: 'pix.paid'; reference: string; chargeId: string }
  | { type: 'pix.expired'; reference: string; chargeId: string }
  | { type: 'refund.succeeded'; reference: string; chargeId: string }
  | { type: 'refund.failed'; reference: string; chargeId: string };

export interface CardTokenDetails {
  brand: string;
  last4: string;
  holder: string;
  expMonth: number;
  expYear: number;
}

export interface PixCharge {
  chargeId: string;
  txid: string;
  brCode: string;
}

/** A charge as the provider holds it (the reconciliation and the dev tools read them). */
export interface ProviderCharge {
  id: string;
  amountCents: number;
  status: 'CAPTURED' | 'DECLINED' | 'FAILED' | 'PENDING' | 'PAID' | 'EXPIRED' | 'REFUNDED';
  /** What the charge came to; `pending` while a PIX waits to be paid. */
  outcome: PaymentOutcome | 'pending';
  /** What its refund came to, when one was asked for. */
  refund: PaymentOutcome | undefined;
}

/** A webhook the API must not act on; `code` is the answer's (400). */
export class WebhookRefused extends Error {
  constructor(
    readonly code: 'WEBHOOK_SIGNATURE_INVALID' | 'WEBHOOK_TIMESTAMP_OUT_OF_RANGE' | 'WEBHOOK_EVENT_UNKNOWN',
    message: string,
  ) {
    super(message);
  }
}

/** The provider did not answer, or not understandably: the outcome is unknown (reconciliation asks later). */
export class ProviderUnavailable extends Error {}

export interface PaymentProvider {
  /**
   * Where the browser tokenizes cards, and the key it may do so with (public: it goes into the page);
   * undefined when no provider is configured.
   */
  readonly browser: { origin: string; publicKey: string } | undefined;
  /** What a card token stands for; undefined when the provider knows no such token. */
  cardToken(token: string, signal?: AbortSignal): Promise<CardTokenDetails | undefined>;
  /** Charges and captures a card; the same reference charges once however often it is asked. */
  chargeCard(
    charge: { token: string; amountCents: number; reference: string },
    signal?: AbortSignal,
  ): Promise<Extract<PaymentOutcome, { type: 'card.captured' | 'card.failed' }>>;
  /** A PIX charge to pay within `expiresInSeconds`, its BR Code naming `receiverName`. */
  chargePix(
    charge: { amountCents: number; reference: string; expiresInSeconds: number; receiverName: string },
    signal?: AbortSignal,
  ): Promise<PixCharge>;
  /** Gives the whole charge back; asked again, it answers the same refund. */
  refund(
    refund: { chargeId: string; reference: string },
    signal?: AbortSignal,
  ): Promise<Extract<PaymentOutcome, { type: 'refund.succeeded' | 'refund.failed' }>>;
  /** The charges made for `reference`, oldest first. */
  charges(reference: string, signal?: AbortSignal): Promise<ProviderCharge[]>;
  /**
   * A webhook as it arrived (the raw body, the signature header), checked and read: its event's id
   * (the same on every retry) and the outcome it reports. Throws `WebhookRefused`.
   */
  readWebhook(
    rawBody: string,
    signature: string | undefined,
    now: Date,
  ): { eventId: string; outcome: PaymentOutcome };
}
