import type { SnapshotFrom } from 'xstate';
import type { AppLocation } from '../../contract/routes.ts';
import type { orderTrackingMachine } from './order-tracking.machine.ts';
import type { OrderStatus } from './order-tracking.types.ts';

export type OrderTrackingSnapshot = SnapshotFrom<typeof orderTrackingMachine>;

/** The order's tracking page. */
export const selectLocation = (snapshot: OrderTrackingSnapshot): AppLocation => ({
  path: '/orders/$id',
  params: { id: snapshot.context.orderId },
});

/** The status the order is in, from the state that shows it (undefined before the first read). */
export function selectStatus(snapshot: OrderTrackingSnapshot): OrderStatus | undefined {
  for (const tag of snapshot.tags) {
    if (tag.startsWith('status:')) return tag.slice('status:'.length) as OrderStatus;
  }
  return undefined;
}

/** Delivered, picked up, cancelled or payment failed: nothing will change any more. */
export const selectIsFinal = (snapshot: OrderTrackingSnapshot) => snapshot.hasTag('final');
export const selectOrder = (snapshot: OrderTrackingSnapshot) => snapshot.context.order;
/** The statuses reached so far, oldest first, with when. */
export const selectTimeline = (snapshot: OrderTrackingSnapshot) =>
  [...(snapshot.context.order?.timeline ?? [])].sort((a, b) => a.at - b.at);

/** When the order was last read (epoch ms), to show as "last updated". */
export const selectLastUpdated = (snapshot: OrderTrackingSnapshot) => snapshot.context.updatedAt;
/** Reads are failing: what is shown may be out of date. */
export const selectIsStale = (snapshot: OrderTrackingSnapshot) => snapshot.hasTag('stale');
export const selectIsLoading = (snapshot: OrderTrackingSnapshot) => snapshot.matches('loading');
export const selectIsNotFound = (snapshot: OrderTrackingSnapshot) => snapshot.hasTag('notFound');
export const selectError = (snapshot: OrderTrackingSnapshot) => snapshot.context.error;

/** Out for delivery or ready for pickup, and no confirmation under way. */
export const selectCanConfirmDelivery = (snapshot: OrderTrackingSnapshot) =>
  (snapshot.hasTag('status:outForDelivery') || snapshot.hasTag('status:readyForPickup')) &&
  !snapshot.matches({ following: { confirmation: 'confirming' } });
export const selectIsConfirming = (snapshot: OrderTrackingSnapshot) =>
  snapshot.matches({ following: { confirmation: 'confirming' } });
