import type { ApiErrorKey } from '../../contract/errors.ts';
import type { ServiceType } from '../../contract/schemas/catalog.ts';
import type { CheckoutMethod } from '../checkout/checkout.types.ts';

/**
 * The statuses an order goes through (the reference API's order statuses): accepted, preparing,
 * then out for delivery or ready for pickup, then delivered or picked up; or cancelled (by the
 * restaurant, refunded), or its payment failed.
 */
export type OrderStatus =
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
}

export interface TrackedOrderLine {
  name: string;
  quantity: number;
  totalCents: number;
}

/** `orders/{id}`: the order as the tracking page shows it. */
export interface TrackedOrder extends OrderProgress {
  id: string;
  checkoutOption: ServiceType;
  lines: TrackedOrderLine[];
  totalCents: number;
  deliveryCents: number;
  /** Delivery: where it goes (formatted). */
  address?: string;
  /** Takeout: where to pick it up; delivery: where it comes from. */
  store: { name: string; address: string };
  payment: { method: CheckoutMethod; brand?: string; last4?: string };
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
