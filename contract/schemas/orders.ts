import * as z from 'zod/mini';
import { phoneNumber } from './auth.ts';
import { built } from './built.ts';
import {
  appliedCoupon,
  cart,
  checkoutOption,
  deliveryAddress,
  orderStore,
  orderTotal,
  unavailableLine,
} from './cart.ts';
import { money } from './common.ts';
import { maxLength, requiredLine } from './limits.ts';
import { pageParams, requestCents, requestId } from './order-fields.ts';
import { cardCharge, pixCharge } from './table.ts';

/** Placed orders (spec §7 "Cards, orders, payments"): creation, tracking, history, rebuy, invoice. */

/**
 * CARD: a PSP `card_token` (the number never reaches the API) or a saved `card_id` (signed in).
 * PIX: a BR Code to pay before it expires. Nothing is charged when a gift card covers the total.
 */
export const orderPaymentInput = z.lazy(() =>
  z.discriminatedUnion('method', [
    z.object({
      method: z.literal('CARD'),
      card_token: z.optional(requiredLine(200)),
      card_id: z.optional(requestId),
    }),
    z.object({ method: z.literal('PIX') }),
  ]),
);
export type OrderPaymentInput = z.input<typeof orderPaymentInput>;

/** Whom the restaurant and the courier call about the order. */
export const orderContact = z.lazy(() =>
  z.object({ name: requiredLine(maxLength.name), phone_number: phoneNumber }),
);
export type OrderContact = z.infer<typeof orderContact>;

/**
 * `POST /orders` (header `Idempotency-Key` required). `expected_total`: the cart's `total` the
 * customer saw, in cents; when the API's own total differs (a price, the delivery fee or a gift
 * card balance changed) nothing is charged and the answer is 409 TOTAL_CHANGED with the cart.
 * `contact`: a guest's name and phone (422 CONTACT_REQUIRED without); an account's are its own.
 */
export const placeOrderBody = z.lazy(() =>
  z.object({
    order_id: requestId,
    expected_total: requestCents,
    payment: orderPaymentInput,
    contact: z.optional(orderContact),
  }),
);
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

export const orderStatus = z.enum([
  'AWAITING_PAYMENT',
  'ACCEPTED',
  'PREPARING',
  'OUT_FOR_DELIVERY',
  'READY_FOR_PICKUP',
  'DELIVERED',
  'PICKED_UP',
  'CANCELLED',
  'PAYMENT_FAILED',
]);
export type OrderStatus = z.infer<typeof orderStatus>;

/** Statuses after which nothing changes: polling stops. */
export const finalOrderStatuses: readonly OrderStatus[] = [
  'DELIVERED',
  'PICKED_UP',
  'CANCELLED',
  'PAYMENT_FAILED',
];

export const timelineStep = z.lazy(() => z.object({ status: orderStatus, at: z.string() }));
export type TimelineStep = z.infer<typeof timelineStep>;

export const orderPaymentStatus = z.enum([
  'PENDING',
  'APPROVED',
  'DECLINED',
  'FAILED',
  'EXPIRED',
  'REFUNDED',
  'REFUND_FAILED',
]);

export const orderPayment = z.lazy(() =>
  z.object({
    method: z.enum(['CARD', 'PIX', 'GIFT_CARD']),
    status: orderPaymentStatus,
    amount: money,
    card: z.nullable(cardCharge),
    /** While a PIX charge waits to be paid. */
    pix: z.nullable(pixCharge),
    paid_at: z.nullable(z.string()),
    refunded_at: z.nullable(z.string()),
  }),
);
export type OrderPayment = z.infer<typeof orderPayment>;

export const orderLine = z.lazy(() =>
  z.object({
    item_id: z.string(),
    name: z.string(),
    image: z.string(),
    quantity: z.int(),
    unit_price: money,
    total_price: money,
    options: z.array(z.string()),
    note: z.nullable(z.string()),
  }),
);

/** What tracking polls: the status now, the steps reached with their times, and whether it is over. */
export const orderProgress = z.lazy(() =>
  z.object({
    order_id: z.string(),
    status: orderStatus,
    final: z.boolean(),
    timeline: z.array(timelineStep),
    /** When it should be delivered or ready, while that is ahead. */
    estimated_at: z.nullable(z.string()),
    /** The API's time of this answer ("last updated"). */
    checked_at: z.string(),
  }),
);
export type OrderProgress = z.infer<typeof orderProgress>;

export const order = z.lazy(() =>
  z.extend(built(orderProgress), {
    service_id: z.string(),
    checkout_option: checkoutOption,
    store: orderStore,
    address: z.nullable(deliveryAddress),
    items: z.array(orderLine),
    coupon: z.nullable(appliedCoupon),
    total: orderTotal,
    /** The latest attempt to pay. */
    payment: z.nullable(orderPayment),
    repurchase: z.boolean(),
    /** When the customer paid (the spec's checkoutTime). */
    submitted_at: z.string(),
  }),
);
export type Order = z.infer<typeof order>;

export const orderSummary = z.lazy(() =>
  z.object({
    order_id: z.string(),
    status: orderStatus,
    final: z.boolean(),
    checkout_option: checkoutOption,
    store_name: z.string(),
    items_count: z.int(),
    total: money,
    submitted_at: z.string(),
  }),
);
export type OrderSummary = z.infer<typeof orderSummary>;

export const ordersPage = z.lazy(() =>
  z.object({
    orders: z.array(orderSummary),
    total: z.int(),
    limit: z.int(),
    offset: z.int(),
  }),
);
export type OrdersPage = z.infer<typeof ordersPage>;

/** `offset` = page × `limit` (spec §9). */
export const ordersQuery = z.lazy(() => z.object(pageParams));

/** ACTIVE: not yet delivered or picked up; DELIVERED: delivered or picked up; CANCELLED: cancelled or unpaid. */
export const historyFilter = z.enum(['ALL', 'ACTIVE', 'DELIVERED', 'CANCELLED']);
export type HistoryFilter = z.infer<typeof historyFilter>;

/** Fills a new cart (replacing the open one) with a past order's lines, at today's prices. */
export const rebuyBody = z.lazy(() => z.object({ order_id: requestId, service_id: requestId }));
export type RebuyBody = z.input<typeof rebuyBody>;

export const rebuyResult = z.lazy(() => z.object({ cart, unavailable_items: z.array(unavailableLine) }));
export type RebuyResult = z.infer<typeof rebuyResult>;

export const invoiceBody = z.lazy(() =>
  z.object({
    order_id: requestId,
    email: z.string().check(z.trim(), z.maxLength(254), z.email()),
  }),
);
export type InvoiceBody = z.input<typeof invoiceBody>;

export const invoiceSent = z.lazy(() => z.object({ ok: z.literal(true), email: z.string() }));

/** Error `code`s of the cart and order endpoints, beside the 412's (the catalog's `unavailableReason`). */
export const orderErrorCodes = [
  /** 404 "cart not found": not this customer's open cart. */
  'CART_NOT_FOUND',
  /** 404 "transaction not found": the guest session or a payment reference is unknown. */
  'TRANSACTION_NOT_FOUND',
  'ORDER_NOT_FOUND',
  /** 406: the cart was already placed as an order. */
  'CART_ALREADY_PLACED',
  /** 410: the request's `service_id` is of another restaurant than the cart's. */
  'RESTAURANT_CHANGED',
  'ITEM_UNAVAILABLE',
  'INVALID_OPTIONS',
  'LINE_NOT_FOUND',
  /** 422: a cart holds at most 50 lines. */
  'CART_FULL',
  'EMPTY_CART',
  'ADDRESS_REQUIRED',
  'ADDRESS_NOT_FOUND',
  /** 422: a guest's order needs a name and a phone to call. */
  'CONTACT_REQUIRED',
  'ITEMS_UNAVAILABLE',
  'TOTAL_CHANGED',
  'COUPON_NOT_FOUND',
  /** `merchant-id` names no store of the brand. */
  'MERCHANT_NOT_FOUND',
  'COUPON_NOT_STARTED',
  'COUPON_EXPIRED',
  'COUPON_MINIMUM_NOT_MET',
  'COUPON_FIRST_ORDER_ONLY',
  'COUPON_ALREADY_USED',
  'COUPON_REQUIRES_ACCOUNT',
  'GIFT_CARD_NOT_FOUND',
  'GIFT_CARD_EMPTY',
  'CARD_REQUIRED',
  'CARD_NOT_FOUND',
  'CARD_DECLINED_PAYMENT_ERROR',
  'PROCESSING_PAYMENT_ERROR',
  'PAYMENT_EXPIRED',
  'ORDER_NOT_PAID',
  'ORDER_NOT_DISPATCHED',
  'ORDER_FINISHED',
  'INVALID_VERIFICATION_URL',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
] as const;
export type OrderErrorCode = (typeof orderErrorCodes)[number];
