import type { CheckoutOption } from '../../contract/schemas/cart.ts';
import { finalOrderStatuses, type OrderStatus, type TimelineStep } from '../../contract/schemas/orders.ts';
import type { StoredStatus } from './order-row.ts';

const minute = 60_000;
/** How long a takeout order waits at the counter before it counts as picked up. */
const pickupWindowMinutes = 30;

export interface Milestones {
  accepted_at: Date;
  preparing_at: Date;
  /** Out for delivery, or ready for pickup. */
  dispatched_at: Date;
  /** Delivered, or picked up. */
  completed_at: Date;
}

/**
 * The plan of a paid order, from the business clock: accepted now, the kitchen starts within two
 * minutes, it leaves (or is ready) after the store's preparation time and arrives by the delivery
 * estimate (which includes it); a takeout is taken after the pickup window.
 */
export function planMilestones(
  paidAt: Date,
  option: CheckoutOption,
  prepMinutes: number,
  deliveryMinutes: number,
): Milestones {
  const at = (minutes: number) => new Date(paidAt.getTime() + minutes * minute);
  const completedAfter =
    option === 'DELIVERY' ? Math.max(deliveryMinutes, prepMinutes + 1) : prepMinutes + pickupWindowMinutes;
  return {
    accepted_at: paidAt,
    preparing_at: at(Math.min(2, prepMinutes / 2)),
    dispatched_at: at(prepMinutes),
    completed_at: at(completedAfter),
  };
}

export interface ProgressInput {
  status: StoredStatus;
  checkout_option: CheckoutOption | null;
  submitted_at: Date | null;
  accepted_at: Date | null;
  preparing_at: Date | null;
  dispatched_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
  failed_at: Date | null;
}

export interface Progress {
  status: OrderStatus;
  final: boolean;
  timeline: TimelineStep[];
  /** Delivery or pickup, while ahead. */
  estimatedAt: Date | null;
}

const step = (status: OrderStatus, at: Date | string): TimelineStep => ({
  status,
  at: new Date(at).toISOString(),
});

/** Where an order stands at `now`: the latest milestone reached (spec: statuses advance over time). */
export function progressAt(order: ProgressInput, now: Date): Progress {
  const submitted = order.submitted_at ? [step('AWAITING_PAYMENT', order.submitted_at)] : [];
  if (order.status === 'PAYING' || order.status === 'AWAITING_PAYMENT' || order.status === 'CART') {
    return { status: 'AWAITING_PAYMENT', final: false, timeline: submitted, estimatedAt: null };
  }
  if (order.status === 'PAYMENT_FAILED') {
    const failed = step('PAYMENT_FAILED', order.failed_at ?? order.submitted_at ?? now);
    return { status: 'PAYMENT_FAILED', final: true, timeline: [...submitted, failed], estimatedAt: null };
  }
  const delivery = order.checkout_option !== 'TAKEOUT';
  const until = order.status === 'CANCELLED' && order.cancelled_at ? new Date(order.cancelled_at) : now;
  const milestones: Array<[OrderStatus, Date | null]> = [
    ['ACCEPTED', order.accepted_at],
    ['PREPARING', order.preparing_at],
    [delivery ? 'OUT_FOR_DELIVERY' : 'READY_FOR_PICKUP', order.dispatched_at],
    [delivery ? 'DELIVERED' : 'PICKED_UP', order.completed_at],
  ];
  const timeline = milestones
    .filter((entry): entry is [OrderStatus, Date] => entry[1] !== null && new Date(entry[1]) <= until)
    .map(([status, at]) => step(status, at));
  if (order.status === 'CANCELLED') {
    const cancelled = step('CANCELLED', order.cancelled_at ?? now);
    return { status: 'CANCELLED', final: true, timeline: [...timeline, cancelled], estimatedAt: null };
  }
  const status = timeline.at(-1)?.status ?? 'ACCEPTED';
  const final = finalOrderStatuses.includes(status);
  return {
    status,
    final,
    timeline,
    estimatedAt: final || !order.completed_at ? null : new Date(order.completed_at),
  };
}
