import * as z from 'zod/mini';
import { address } from './address.ts';
import { deliveryAddress } from './cart.ts';
import { money } from './common.ts';

/**
 * The LGPD request centre (spec §1 "Privacy data requests"): a signed-in customer asks to see their
 * data (EXPORT, e-mailed as a JSON) or to delete their data and account (DELETE).
 */
export const privacyRequestKind = z.enum(['EXPORT', 'DELETE']);
export type PrivacyRequestKind = z.infer<typeof privacyRequestKind>;

export const privacyRequestStatus = z.enum(['RECEIVED', 'COMPLETED']);
export type PrivacyRequestStatus = z.infer<typeof privacyRequestStatus>;

/** The law's deadline: a request is answered within 15 days of its receipt. */
export const privacyDeadlineDays = 15;

export const privacyRequest = z.lazy(() =>
  z.object({
    id: z.string(),
    /** What a person quotes: `LGPD-2026-000123`. */
    protocol: z.string(),
    kind: privacyRequestKind,
    status: privacyRequestStatus,
    /** ISO 8601. */
    created_at: z.string(),
    /** `created_at` + 15 days. */
    deadline_at: z.string(),
    completed_at: z.nullable(z.string()),
  }),
);
export type PrivacyRequest = z.infer<typeof privacyRequest>;

/** Newest first. */
export const privacyRequests = z.lazy(() => z.array(privacyRequest));

/** `POST /crm/v1/privacy/requests` (header `Idempotency-Key` required). */
export const createPrivacyRequestBody = z.lazy(() => z.object({ kind: privacyRequestKind }));
export type CreatePrivacyRequestBody = z.input<typeof createPrivacyRequestBody>;

const exportedOrder = z.lazy(() =>
  z.object({
    id: z.string(),
    /** As stored: CART, PAYING, AWAITING_PAYMENT, PLACED, CANCELLED, PAYMENT_FAILED. */
    status: z.string(),
    checkout_option: z.nullable(z.string()),
    store: z.string(),
    address: z.nullable(deliveryAddress),
    items: z.array(z.object({ name: z.string(), quantity: z.int(), note: z.nullable(z.string()) })),
    total: z.nullable(money),
    payments: z.array(
      z.object({
        method: z.string(),
        status: z.string(),
        amount: money,
        card: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
      }),
    ),
    submitted_at: z.nullable(z.string()),
  }),
);

const exportedTablePayment = z.lazy(() =>
  z.object({
    id: z.string(),
    store: z.string(),
    table: z.string(),
    name: z.string(),
    document: z.nullable(z.string()),
    email: z.nullable(z.string()),
    status: z.string(),
    method: z.nullable(z.string()),
    amount: money,
    card: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
    created_at: z.string(),
  }),
);

/** The JSON an EXPORT e-mails: everything the API stores about the customer, and nobody else. */
export const privacyExport = z.lazy(() =>
  z.object({
    protocol: z.string(),
    generated_at: z.string(),
    profile: z.object({
      id: z.string(),
      name: z.string(),
      email: z.nullable(z.string()),
      phone_number: z.nullable(z.string()),
      document: z.nullable(z.string()),
      birthday: z.nullable(z.string()),
      image: z.nullable(z.string()),
      push_token: z.nullable(z.string()),
      auth_provider: z.string(),
      created_at: z.string(),
      last_access_at: z.nullable(z.string()),
    }),
    consents: z.object({
      accepted_terms_at: z.nullable(z.string()),
      accepted_pg_terms_at: z.nullable(z.string()),
      accepted_notifications: z.boolean(),
    }),
    addresses: z.array(address),
    /** A saved card is kept as a PSP token: the customer sees its brand and last digits. */
    cards: z.array(z.object({ brand: z.string(), last4: z.string() })),
    favorites: z.array(z.object({ item_id: z.string(), name: z.string() })),
    orders: z.array(exportedOrder),
    table_payments: z.array(exportedTablePayment),
    privacy_requests: z.array(privacyRequest),
  }),
);
export type PrivacyExport = z.infer<typeof privacyExport>;
