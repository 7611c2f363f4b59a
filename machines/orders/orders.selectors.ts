import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { orderActionsMachine } from '../order-actions/order-actions.machine.ts';
import type { orderHistoryMachine } from '../order-history/order-history.machine.ts';
import type { orderTrackingMachine } from '../order-tracking/order-tracking.machine.ts';
import type { ordersMachine } from './orders.machine.ts';

export type OrdersSnapshot = SnapshotFrom<typeof ordersMachine>;
export type OrdersActor = ActorRefFrom<typeof ordersMachine>;

/** The history's chart while `/orders` is shown. */
export const selectHistory = (snapshot: OrdersSnapshot) =>
  snapshot.children.orderHistory as ActorRefFrom<typeof orderHistoryMachine> | undefined;
/** The tracking chart of the order shown. */
export const selectTracking = (snapshot: OrdersSnapshot) =>
  snapshot.children.orderTracking as ActorRefFrom<typeof orderTrackingMachine> | undefined;
/** Rebuy and invoice of the order shown. */
export const selectActions = (snapshot: OrdersSnapshot) =>
  snapshot.children.orderActions as ActorRefFrom<typeof orderActionsMachine> | undefined;
export const selectOrderId = (snapshot: OrdersSnapshot) => snapshot.context.orderId;
export const selectFailed = (snapshot: OrdersSnapshot) => snapshot.hasTag('error');
