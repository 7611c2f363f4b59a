import * as z from 'zod/mini';
import { built } from './built.ts';
import { banner } from './cms.ts';
import { money } from './common.ts';
import { cents, count, line, maxCents, maxLength, multiline, opaqueId, requiredLine } from './limits.ts';

/** Dine-in table flow (`/api/order/v1/table…`): sessions, the live bill, split payments. */

/** CPF digits (punctuation allowed); only printed on the receipt when `include_document_invoice`. */
const document = z.lazy(() => z.optional(z.nullable(line(maxLength.document))));
const name = z.lazy(() => requiredLine(maxLength.name));
/** A store or table code as printed on the QR link. */
const code = z.lazy(() => requiredLine(maxLength.id));
/** The table's key as printed on its QR link and under it (`key=…`): without it nobody sits down. */
const tableKey = z.lazy(() => requiredLine(maxLength.tableKey));

/**
 * Header of every seat-scoped call: the secret `seat_token` that joining answered. Without it 401;
 * with the token of another seat (or of a seat at another table) 403 NOT_A_PARTICIPANT.
 */
export const seatTokenHeader = 'x-seat-token';

export const tableInfoQuery = z.lazy(() => z.object({ 'store-code': code, 'table-id': code, key: tableKey }));

export const tableStore = z.lazy(() =>
  z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    address: z.string(),
  }),
);
export type TableStore = z.infer<typeof tableStore>;

export const diningTable = z.lazy(() =>
  z.object({
    id: z.string(),
    code: z.string(),
    seats: z.int(),
    indoor: z.boolean(),
  }),
);
export type DiningTable = z.infer<typeof diningTable>;

export const tableStatus = z.enum(['FREE', 'OCCUPIED']);
export type TableStatus = z.infer<typeof tableStatus>;

/** Exactly one of `session_id` (join it) or `key_creation` (a short-lived token to create one). */
export const tableInfo = z.lazy(() =>
  z.object({
    store: tableStore,
    table: diningTable,
    session_id: z.optional(z.string()),
    key_creation: z.optional(z.string()),
    banners: z.array(banner),
    status: tableStatus,
    indoor: z.boolean(),
  }),
);
export type TableInfo = z.infer<typeof tableInfo>;

/**
 * A QR link's page carries its table's info (server/spa), for the app's first table info load to
 * take instead of asking: what table it answers, and when (the server's epoch milliseconds).
 */
export const pageTableInfo = z.lazy(() =>
  z.object({ query: tableInfoQuery, at: z.number(), info: tableInfo }),
);
export type PageTableInfo = z.infer<typeof pageTableInfo>;

/** The spec's "table session payload", with the table's key of its QR link. */
export const createSessionBody = z.lazy(() =>
  z.object({
    key_creation: requiredLine(maxLength.signedKey),
    table_key: tableKey,
    table_name: line(maxLength.name),
    name,
    document,
    include_document_invoice: z._default(z.boolean(), false),
  }),
);
export type CreateSessionBody = z.input<typeof createSessionBody>;

/**
 * Joins with the table's key of its QR link. A diner who sends its seat token (header) gets that
 * seat back; a signed-in user gets its account's seat. A guest's seat never goes to an account.
 */
export const joinSessionBody = z.lazy(() =>
  z.object({
    name,
    document,
    include_document_invoice: z._default(z.boolean(), false),
    table_key: tableKey,
  }),
);
export type JoinSessionBody = z.input<typeof joinSessionBody>;

/**
 * The diner's seat. `user_session_id` names it in the diner's own calls; `seat_token` is its secret,
 * sent as the `x-seat-token` header of every seat-scoped call (keep both). Other diners know the
 * seat only by `diner_id`.
 */
export const tableSession = z.lazy(() =>
  z.object({
    session_id: z.string(),
    user_session_id: z.string(),
    diner_id: z.string(),
    seat_token: z.string(),
    /**
     * A join's: the bill the seat reads as of now, and its entity tag as GET order sends it (`ETag`),
     * so that the bill's first read needs no call of its own.
     */
    bill: z.optional(tableBill),
    bill_etag: z.optional(z.string()),
  }),
);
export type TableSession = z.infer<typeof tableSession>;

export const participantBody = z.lazy(() => z.object({ user_session_id: opaqueId }));
export type ParticipantBody = z.input<typeof participantBody>;
export const participantQuery = z.lazy(() => z.object({ 'user-session-id': opaqueId }));

export const sessionStatus = z.enum(['OPEN', 'CLOSED']);
export type SessionStatus = z.infer<typeof sessionStatus>;

/** Another diner as the bill shows them: a public id (`diner_id` of their seat) and a name. */
export const holder = z.lazy(() => z.object({ diner_id: z.string(), name: z.string() }));
export type Holder = z.infer<typeof holder>;

/** How much of one bill line is paid, held by a payment in progress, and still free. */
export const itemClaims = z.lazy(() =>
  z.object({
    paid_cents: z.int().check(z.minimum(0)),
    held_cents: z.int().check(z.minimum(0)),
    remaining_cents: z.int().check(z.minimum(0)),
    holders: z.array(holder),
  }),
);
export type ItemClaims = z.infer<typeof itemClaims>;

export const billItem = z.lazy(() =>
  z.object({
    /** The bill line (`bill_item_id` in payment requests). */
    id: z.string(),
    /** The menu item. */
    item_id: z.string(),
    name: z.string(),
    image: z.string(),
    quantity: z.int(),
    /** Per unit, chosen options included. */
    unit_price: money,
    total: money,
    /** Names of the chosen options, in the menu's order. */
    options: z.array(z.string()),
    /** The diner's note to the kitchen ("no onion"). */
    note: z.nullable(z.string()),
    /** The diner who ordered it from the table menu; null when the waiter's system added it. */
    ordered_by: z.nullable(holder),
    claims: itemClaims,
  }),
);
export type BillItem = z.infer<typeof billItem>;

/** One line of a diner's order from the table menu. */
export const tableOrderLine = z.lazy(() =>
  z.object({
    item_id: opaqueId,
    quantity: count(20),
    /** Chosen option choices; each group's minPermitted/maxPermitted is checked. */
    choice_ids: z._default(z.array(opaqueId).check(z.maxLength(30)), []),
    note: z.optional(z.nullable(multiline(maxLength.note))),
  }),
);
export type TableOrderLine = z.input<typeof tableOrderLine>;

/** `POST …/sessions/{id}/orders` (Idempotency-Key required): lines go straight onto the bill. */
export const tableOrderBody = z.lazy(() =>
  z.object({
    user_session_id: opaqueId,
    lines: z.array(tableOrderLine).check(z.minLength(1), z.maxLength(30)),
  }),
);
export type TableOrderBody = z.input<typeof tableOrderBody>;

export const tableOrder = z.lazy(() =>
  z.object({
    session_id: z.string(),
    bill_item_ids: z.array(z.string()),
    /** What the order added to the bill. */
    total: money,
  }),
);
export type TableOrder = z.infer<typeof tableOrder>;

export const participant = z.lazy(() =>
  z.object({
    diner_id: z.string(),
    name: z.string(),
    /** Items portion plus fee and tip of this diner's approved payments. */
    paid: money,
    /** Confirmed the bill is right (`/approve`). */
    approved: z.boolean(),
    /** Linked to a signed-in account. */
    registered: z.boolean(),
    /** Not heard from for two minutes (the phone closed or asleep): not counted at the table. */
    away: z.boolean(),
  }),
);
export type Participant = z.infer<typeof participant>;

export const paymentMethod = z.enum(['CARD', 'PIX']);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/**
 * PENDING: totalized (holding its share) or a PIX charge waiting; APPROVED: paid; DECLINED, FAILED:
 * the charge did not go through; EXPIRED: released after its time ran out; REFUNDED: charged, then
 * given back because the share could no longer be applied.
 */
export const paymentStatus = z.enum(['PENDING', 'APPROVED', 'DECLINED', 'FAILED', 'EXPIRED', 'REFUNDED']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

export const paymentSummary = z.lazy(() =>
  z.object({
    id: z.string(),
    /** The payer's public id. */
    diner_id: z.string(),
    name: z.string(),
    method: z.nullable(paymentMethod),
    status: paymentStatus,
    items_amount: money,
    service_fee: money,
    tip: money,
    total: money,
    created_at: z.string(),
  }),
);
export type PaymentSummary = z.infer<typeof paymentSummary>;

/** `due` = items_total − paid − held (items portions only; fee and tip come on top). */
export const billTotals = z.lazy(() =>
  z.object({
    items_total: money,
    paid: money,
    held: money,
    due: money,
    service_fee_percent: z.int(),
  }),
);
export type BillTotals = z.infer<typeof billTotals>;

export const tableBill = z.lazy(() =>
  z.object({
    session_id: z.string(),
    status: sessionStatus,
    bill_status: z.enum(['OPEN', 'PAID']),
    table: diningTable,
    items: z.array(billItem),
    participants: z.array(participant),
    payments: z.array(paymentSummary),
    totals: billTotals,
    updated_at: z.string(),
  }),
);
export type TableBill = z.infer<typeof tableBill>;

export const lobby = z.lazy(() =>
  z.object({
    session_id: z.string(),
    status: sessionStatus,
    participants: z.array(participant),
  }),
);
export type Lobby = z.infer<typeof lobby>;

/**
 * Claims 1/`parts` of a bill line (`parts: 1` = the whole line), or of `units` of its quantity ("1 of
 * 3× Chopp"); never more than what is left of the line.
 */
export const itemClaim = z.lazy(() =>
  z.object({
    bill_item_id: opaqueId,
    parts: z._default(count(50), 1),
    units: z.optional(count(100)),
  }),
);
export type ItemClaim = z.input<typeof itemClaim>;

const shareCommon = {
  user_session_id: opaqueId,
  /** The customary 10 % on this payer's items portion; a diner may remove it. */
  include_service_fee: z._default(z.boolean(), true),
  tip: z._default(cents, 0),
};

/**
 * FULL: the whole remaining due. ITEMS: chosen lines (or units or parts of them). EQUAL: `seats_paying`
 * of `seats_total` equal shares of the remaining due, `seats_total` being the people still to pay (the
 * last share takes the cents left). CUSTOM: `amount` cents.
 */
export const shareRequest = z.lazy(() =>
  z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('FULL'), ...shareCommon }),
    z.object({
      mode: z.literal('ITEMS'),
      ...shareCommon,
      items: z.array(itemClaim).check(z.minLength(1), z.maxLength(100)),
    }),
    z.object({
      mode: z.literal('EQUAL'),
      ...shareCommon,
      seats_paying: count(50),
      seats_total: count(50),
    }),
    z.object({
      mode: z.literal('CUSTOM'),
      ...shareCommon,
      amount: z.int().check(z.minimum(1), z.maximum(maxCents)),
    }),
  ]),
);
export type ShareRequest = z.input<typeof shareRequest>;
export type PaymentMode = ShareRequest['mode'];

export const quoteLine = z.lazy(() =>
  z.object({
    bill_item_id: z.string(),
    name: z.string(),
    /** Units of the line claimed ("1 of 3"); null: the line as a whole. */
    units: z.nullable(z.int()),
    /** Of the line's quantity. */
    quantity: z.int(),
    parts: z.int(),
    amount: money,
  }),
);
export type QuoteLine = z.infer<typeof quoteLine>;

/** What the payer would pay: `total` = items_amount + service_fee + tip. */
export const paymentQuote = z.lazy(() =>
  z.object({
    mode: z.enum(['FULL', 'ITEMS', 'EQUAL', 'CUSTOM']),
    items: z.array(quoteLine),
    items_amount: money,
    service_fee: money,
    tip: money,
    total: money,
    /** Items due before this payment. */
    due: money,
  }),
);
export type PaymentQuote = z.infer<typeof paymentQuote>;

/**
 * The `conflict` of a 409 NOTHING_DUE, AMOUNT_EXCEEDS_DUE or ITEM_ALREADY_PAID from calculate or
 * totalize: another diner paid, or is paying right now, what the share asked for. Who took it and what
 * is left, for the app to tell the diner.
 */
export const shareConflict = z.lazy(() =>
  z.object({
    /** What is left to pay now, free of the shares being paid (items portion). */
    due: money,
    bill_paid: z.boolean(),
    /** The diner whose payment took it most recently (paid, or `paying` right now); null when unknown. */
    by: z.nullable(z.object({ diner_id: z.string(), name: z.string(), paying: z.boolean() })),
    /** ITEM_ALREADY_PAID: the line. */
    item: z.nullable(z.object({ bill_item_id: z.string(), name: z.string() })),
  }),
);
export type ShareConflict = z.infer<typeof shareConflict>;

/** A PENDING payment holding its share until `expires_at`; pay it with add-payment. */
export const paymentIntent = z.lazy(() =>
  z.extend(built(paymentQuote), {
    payment_id: z.string(),
    status: paymentStatus,
    expires_at: z.string(),
  }),
);
export type PaymentIntent = z.infer<typeof paymentIntent>;

/** Header `Idempotency-Key` required. A card is a PSP `card_token` or a saved `card_id` (signed in). */
export const addPaymentBody = z.lazy(() =>
  z.object({
    payment_id: opaqueId,
    user_session_id: opaqueId,
    method: paymentMethod,
    card_token: z.optional(opaqueId),
    card_id: z.optional(opaqueId),
    document,
    include_document_invoice: z._default(z.boolean(), false),
    email: z.optional(z.string().check(z.trim(), z.maxLength(maxLength.email), z.email())),
    device_session_id: z.optional(opaqueId),
  }),
);
export type AddPaymentBody = z.input<typeof addPaymentBody>;

export const pixCharge = z.lazy(() =>
  z.object({
    /** 26–35 alphanumerics. */
    txid: z.string(),
    /** The BR Code "copia e cola" (EMV QRCPS-MPM with CRC-16). */
    br_code: z.string(),
    /** The BR Code as an SVG QR picture. */
    qr_svg: z.string(),
    /** When the API stops taking it, on the API's clock (a device's clock may be set otherwise). */
    expires_at: z.string(),
    /**
     * Seconds left to pay when this answer was made: a device counts down from the moment it received
     * the answer, never from `expires_at` against its own clock.
     */
    expires_in: z.int().check(z.minimum(0)),
  }),
);
export type PixCharge = z.infer<typeof pixCharge>;

export const cardCharge = z.lazy(() => z.object({ brand: z.string(), last4: z.string() }));

/** `GET /table/orders/{id}` and the add-payment answer: poll it for PIX; the receipt. */
export const tablePayment = z.lazy(() =>
  z.extend(built(paymentSummary), {
    /** How the receipt and the e-mail name the payment. */
    reference: z.string(),
    /** Where it was paid: the restaurant's name and the table's code. */
    place: z.object({ store: z.string(), table: z.string() }),
    /** The CPF printed on the receipt, when the payer asked for it; null to anyone else. */
    document: z.nullable(z.string()),
    session_id: z.string(),
    mode: z.enum(['FULL', 'ITEMS', 'EQUAL', 'CUSTOM']),
    items: z.array(quoteLine),
    expires_at: z.string(),
    paid_at: z.nullable(z.string()),
    card: z.nullable(cardCharge),
    pix: z.nullable(pixCharge),
    /** Why it failed: one of `tablePaymentErrorCodes`. */
    error_code: z.nullable(z.string()),
    /** The whole bill is paid (session closed). */
    bill_paid: z.boolean(),
  }),
);
export type TablePayment = z.infer<typeof tablePayment>;

/**
 * `POST /table/orders/{id}/receipt`: the payer (their seat's x-seat-token or their account) has the
 * receipt of an approved payment e-mailed, in the request's language, to `email`.
 */
export const receiptEmailBody = z.lazy(() =>
  z.object({ email: z.string().check(z.trim(), z.maxLength(maxLength.email), z.email()) }),
);
export type ReceiptEmailBody = z.input<typeof receiptEmailBody>;

/** `approve`: the participant confirms the bill (its items) is right; shown in the lobby. */
export const approval = z.lazy(() => z.object({ user_session_id: z.string(), approved: z.literal(true) }));

export const device = z.lazy(() => z.object({ device_session_id: z.string() }));
export type Device = z.infer<typeof device>;

export const tableAck = z.lazy(() => z.object({ ok: z.literal(true) }));

/**
 * Error `code`s of this area. Payment ones end in PAYMENT_ERROR, REFUND_SUCCESS or REFUND_ERROR
 * (the spec classifies them by suffix).
 */
export const tableErrorCodes = [
  'SESSION_NOT_FOUND',
  'SESSION_EXPIRED',
  'SESSION_CLOSED',
  'TABLE_OCCUPIED',
  'INVALID_KEY_CREATION',
  /** A table, or its key, not found: a wrong code, or a key the restaurant replaced. */
  'TABLE_NOT_FOUND',
  /** A seat-scoped call without the `x-seat-token` header. */
  'SEAT_TOKEN_REQUIRED',
  'NOT_A_PARTICIPANT',
  /** The brand's `table_order` feature is off. */
  'TABLE_ORDER_DISABLED',
  /** An ordered item or option is sold out or not on the menu. */
  'ITEM_UNAVAILABLE',
  /** The chosen options break a group's minimum or maximum. */
  'INVALID_OPTIONS',
  /** The bill reached the most a bill may add up to. */
  'BILL_LIMIT_REACHED',
  'AMOUNT_EXCEEDS_DUE',
  'ITEM_ALREADY_PAID',
  'NOTHING_DUE',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_NOT_PENDING',
  /** A receipt asked for a payment that is not paid. */
  'PAYMENT_NOT_APPROVED',
  'PAYMENT_EXPIRED',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  'PAYMENT_IN_PROGRESS',
  'INVALID_ITEMS',
  'INVALID_SHARE',
  'INVALID_CARD',
  'CARD_REQUIRED',
  'CARD_NOT_FOUND',
  'CARD_DECLINED_PAYMENT_ERROR',
  'PROCESSING_PAYMENT_ERROR',
  'CARD_REFUND_SUCCESS',
  'CARD_REFUND_ERROR',
] as const;
export type TableErrorCode = (typeof tableErrorCodes)[number];

/** Dev only: the waiter's system adds `quantity` of a menu item to the table's open bill. */
export const devBillItemBody = z.lazy(() => z.object({ item_id: opaqueId, quantity: count(100) }));
export const devBillItem = z.lazy(() => z.object({ session_id: z.string(), bill_item_id: z.string() }));

/** Dev only: the restaurant gives a table a new key (its old QR code stops working). Print this one. */
export const devTableKey = z.lazy(() => z.object({ key: z.string() }));
