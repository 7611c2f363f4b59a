import type { ApiErrorKey } from '../../contract/errors.ts';
import type { ServiceType } from '../../contract/schemas/catalog.ts';
import type { PixCharge } from '../table-payment/table-payment.types.ts';

/**
 * The statuses an order goes through (the reference API's order statuses): awaiting its payment
 * (a PIX not paid yet), accepted, preparing, then out for delivery or ready for pickup, then
 * delivered or picked up; or cancelled (by the restaurant, refunded), or its payment failed.
 */
export type OrderStatus =
  | 'awaitingPayment'
  | 'accepted'
  | 'preparing'
  | 'outForDelivery'
  | 'readyForPickup'
  | 'delivered'
  | 'pickedUp'
  | 'cancelled'
  | 'paymentFailed';

/** When the order reached a status (epoch ms), for the timeline. */
export interface StatusChange {
  status: OrderStatus;
  at: number;
}

/** What `orders/{id}/polling` answers. */
export interface OrderProgress {
  status: OrderStatus;
  timeline: StatusChange[];
  /** When it should arrive or be ready (epoch ms), while that is ahead. */
  estimatedAt?: number;
  /** The API's time of the answer (epoch ms): "last updated". */
  checkedAt?: number;
}

export interface TrackedOrderLine {
  name: string;
  quantity: number;
  totalCents: number;
  /** The chosen options' names ("Ao ponto", "Arroz branco"). */
  options: string[];
  note?: string;
}

/** How it was paid: a card (brand, last four), PIX, or a gift card alone; refunded when cancelled. */
export interface TrackedPayment {
  method: 'card' | 'pix' | 'giftCard';
  brand?: string;
  last4?: string;
  amountCents: number;
  /** When the restaurant's cancellation refunded it (epoch ms). */
  refundedAt?: number;
  refundFailed?: boolean;
  /** A PIX charge still waiting to be paid: its code, shown again whenever the order's page opens. */
  pix?: PixCharge;
}

/** The order's figures as the API computed them (cents). */
export interface TrackedTotals {
  itemsCents: number;
  discountCents: number;
  deliveryCents: number;
  giftCardCents: number;
  totalCents: number;
}

/** `orders/{id}`: the order as the tracking page shows it. */
export interface TrackedOrder extends OrderProgress {
  id: string;
  /** The service it was ordered from (a rebuy fills a cart of the customer's service, this one failing that). */
  serviceId: string;
  checkoutOption: ServiceType;
  /** When it was paid for (epoch ms). */
  submittedAt: number;
  lines: TrackedOrderLine[];
  totals: TrackedTotals;
  coupon?: string;
  /** Delivery: where it goes (formatted). */
  address?: string;
  /** Takeout: where to pick it up; delivery: where it comes from. */
  store: { name: string; address: string };
  /** The latest attempt to pay; none while nothing was charged yet. */
  payment?: TrackedPayment;
}

export interface OrderIdInput {
  orderId: string;
}

export type OrderTrackingErrorKey = ApiErrorKey;

export interface OrderTrackingInput {
  orderId: string;
}

export interface OrderTrackingContext {
  orderId: string;
  order: TrackedOrder | undefined;
  /** When the order was last read (epoch ms). */
  updatedAt: number | undefined;
  /** Failed reads in a row: the wait before the next one grows with them. */
  failures: number;
  error: OrderTrackingErrorKey | undefined;
}

export type OrderTrackingEvent =
  /** Read the order now instead of at the next tick. */
  | { type: 'order.refresh' }
  /** The customer says they received the order. */
  | { type: 'delivery.confirm' }
  | { type: 'error.dismiss' }
  /** A newer progress of the order (from a poll, a confirmation, or pushed by the app). */
  | { type: 'order.updated'; progress: OrderProgress };

export type OrderStatusTag = `status:${OrderStatus}`;

export type OrderTrackingTag =
  | 'route:/orders/$id'
  | OrderStatusTag
  | 'final'
  | 'busy'
  | 'stale'
  | 'error'
  | 'notFound';
