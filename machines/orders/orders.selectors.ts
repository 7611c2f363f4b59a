import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { CustomerCareActor } from '../customer-care/customer-care.selectors.ts';
import type { orderActionsMachine } from '../order-actions/order-actions.machine.ts';
import type { orderHistoryMachine } from '../order-history/order-history.machine.ts';
import type { orderTrackingMachine } from '../order-tracking/order-tracking.machine.ts';
import type { ordersMachine } from './orders.machine.ts';

export type OrdersSnapshot = SnapshotFrom<typeof ordersMachine>;
export type OrdersActor = ActorRefFrom<typeof ordersMachine>;
export type HistoryActor = ActorRefFrom<typeof orderHistoryMachine>;
export type TrackingActor = ActorRefFrom<typeof orderTrackingMachine>;
export type OrderActionsActor = ActorRefFrom<typeof orderActionsMachine>;

/** The history's chart while `/orders` is shown. */
export const selectHistory = (snapshot: OrdersSnapshot) =>
  snapshot.children.orderHistory as HistoryActor | undefined;
/** The tracking chart of the order shown. */
export const selectTracking = (snapshot: OrdersSnapshot) =>
  snapshot.children.orderTracking as TrackingActor | undefined;
/** Rebuy and invoice of the order shown. */
export const selectActions = (snapshot: OrdersSnapshot) =>
  snapshot.children.orderActions as OrderActionsActor | undefined;
/** Customer care about the order shown. */
export const selectCustomerCare = (snapshot: OrdersSnapshot) =>
  snapshot.children.customerCare as CustomerCareActor | undefined;
export const selectOrderId = (snapshot: OrdersSnapshot) => snapshot.context.orderId;
export const selectFailed = (snapshot: OrdersSnapshot) => snapshot.hasTag('error');

/** The orders pages' chart in the app's tree; undefined off those pages and while its code downloads. */
export const selectOrdersOfApp = (app: { children: Record<string, unknown> }) =>
  app.children.orders as OrdersActor | undefined;
