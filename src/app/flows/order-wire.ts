import type {
  Order,
  OrderPayment,
  OrderProgress as WireProgress,
  OrderStatus as WireStatus,
  OrderSummary as WireSummary,
} from '../../../contract/schemas/orders.ts';
import { formatLocation } from '../../../machines/geolocation/formatted-location.ts';
import type { OrderSummary } from '../../../machines/order-history/order-history.types.ts';
import type {
  OrderProgress,
  OrderStatus,
  TrackedOrder,
  TrackedPayment,
} from '../../../machines/order-tracking/order-tracking.types.ts';
import { pixChargeOf } from './pix-wire.ts';

/** The API's order statuses as the charts name them. */
const STATUSES: Record<WireStatus, OrderStatus> = {
  AWAITING_PAYMENT: 'awaitingPayment',
  ACCEPTED: 'accepted',
  PREPARING: 'preparing',
  OUT_FOR_DELIVERY: 'outForDelivery',
  READY_FOR_PICKUP: 'readyForPickup',
  DELIVERED: 'delivered',
  PICKED_UP: 'pickedUp',
  CANCELLED: 'cancelled',
  PAYMENT_FAILED: 'paymentFailed',
};

const msOf = (iso: string) => Date.parse(iso);

export const progressOf = (progress: WireProgress): OrderProgress => ({
  status: STATUSES[progress.status],
  timeline: progress.timeline.map((step) => ({ status: STATUSES[step.status], at: msOf(step.at) })),
  ...(progress.estimated_at === null ? {} : { estimatedAt: msOf(progress.estimated_at) }),
  checkedAt: msOf(progress.checked_at),
});

function paymentOf(payment: OrderPayment): TrackedPayment {
  return {
    method: payment.method === 'CARD' ? 'card' : payment.method === 'PIX' ? 'pix' : 'giftCard',
    ...(payment.card === null ? {} : { brand: payment.card.brand, last4: payment.card.last4 }),
    amountCents: payment.amount.value,
    ...(payment.refunded_at === null ? {} : { refundedAt: msOf(payment.refunded_at) }),
    ...(payment.status === 'REFUND_FAILED' ? { refundFailed: true } : {}),
    ...(payment.status === 'PENDING' && payment.pix !== null ? { pix: pixChargeOf(payment.pix) } : {}),
  };
}

/** `GET orders/{id}` as the tracking chart keeps it. */
export function trackedOrderOf(order: Order): TrackedOrder {
  const { total } = order;
  return {
    ...progressOf(order),
    id: order.order_id,
    serviceId: order.service_id,
    checkoutOption: order.checkout_option === 'TAKEOUT' ? 'takeout' : 'delivery',
    submittedAt: msOf(order.submitted_at),
    lines: order.items.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      totalCents: line.total_price.value,
      options: line.options,
      ...(line.note ? { note: line.note } : {}),
    })),
    totals: {
      itemsCents: total.items_price.value,
      discountCents: total.discount.value,
      deliveryCents: total.delivery_price.value,
      giftCardCents: total.gift_card.value,
      totalCents: total.total.value,
    },
    ...(order.coupon === null || order.coupon.discount.value === 0 ? {} : { coupon: order.coupon.code }),
    ...(order.address === null ? {} : { address: formatLocation(order.address) }),
    store: { name: order.store.name, address: order.store.address },
    ...(order.payment === null ? {} : { payment: paymentOf(order.payment) }),
  };
}

/** A row of `orders/history/{filter}`. */
export const orderSummaryOf = (summary: WireSummary): OrderSummary => ({
  id: summary.order_id,
  status: STATUSES[summary.status],
  checkoutOption: summary.checkout_option === 'TAKEOUT' ? 'takeout' : 'delivery',
  storeName: summary.store_name,
  itemsCount: summary.items_count,
  totalCents: summary.total.value,
  submittedAt: msOf(summary.submitted_at),
});
