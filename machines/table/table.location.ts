import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { type AppLocation, type RoutePath, routeOfTags } from '../../contract/routes.ts';
import type { tablePaymentMachine } from '../table-payment/table-payment.machine.ts';
import type { tableMachine } from './table.machine.ts';
import { hasSession } from './table-session-ids.ts';

/*
 * Where the diner is and whether they sit at a table: what the app's tree, its navigation binding and
 * the route guards read of the table before the table's own code (its chart) has downloaded.
 */

export type TableSnapshot = SnapshotFrom<typeof tableMachine>;

/** The route the diner belongs on; undefined while a call decides it (loading the table, joining). */
export const selectStep = (snapshot: TableSnapshot): RoutePath | undefined => routeOfTags(snapshot.tags);

/**
 * Where the diner is (DESIGN §3, the navigation binding): the page of the table's step; while paying,
 * the payment says which of its pages (the choice or the PIX code), or none while its outcome shows
 * on the page the diner is on (paid, being checked).
 */
export function selectLocation(snapshot: TableSnapshot): AppLocation | undefined {
  const payment = snapshot.children.tablePayment as ActorRefFrom<typeof tablePaymentMachine> | undefined;
  const path = snapshot.matches({ inSession: { view: { payment: 'paying' } } })
    ? routeOfTags(payment?.getSnapshot().tags ?? [])
    : selectStep(snapshot);
  return path && { path };
}

/** The diner's seat (the API's ids and the diner's public id); undefined outside a session. */
export function selectSession(snapshot: TableSnapshot) {
  const { context } = snapshot;
  if (!hasSession(context) || snapshot.hasTag('expired')) return undefined;
  return {
    sessionId: context.sessionId as string,
    userSessionId: context.userSessionId as string,
    dinerId: context.dinerId,
  };
}

/** Spec §2 "After login: If a table session is active, go to table-payment." */
export const selectHasActiveSession = (snapshot: TableSnapshot) => selectSession(snapshot) !== undefined;

/** A guest sent to sign in from the table comes back to it (spec §4). */
export const selectIsRedirectPending = (snapshot: TableSnapshot) => snapshot.context.isPnmRedirect;

export const selectIsInsideIndoorArea = (snapshot: TableSnapshot) => snapshot.context.isInsideIndoorArea;
