import type { SnapshotFrom } from 'xstate';
import { type RoutePath, routeOfTags } from '../../contract/routes.ts';
import { hasSession, persistedOf } from './table.context.ts';
import type { tableMachine } from './table.machine.ts';

export type TableSnapshot = SnapshotFrom<typeof tableMachine>;

/** The route the diner belongs on; undefined while a call decides it (loading the table, joining). */
export const selectStep = (snapshot: TableSnapshot): RoutePath | undefined => routeOfTags(snapshot.tags);

export const selectBill = (snapshot: TableSnapshot) => snapshot.context.bill;
/** The bill is on screen but the last refresh failed. */
export const selectIsBillStale = (snapshot: TableSnapshot) => snapshot.hasTag('stale');
export const selectIsSettled = (snapshot: TableSnapshot) => snapshot.hasTag('settled');
export const selectIsExpired = (snapshot: TableSnapshot) => snapshot.hasTag('expired');
export const selectIsBusy = (snapshot: TableSnapshot) => snapshot.hasTag('busy');
export const selectIsOutsideIndoorArea = (snapshot: TableSnapshot) => snapshot.hasTag('outside');
export const selectError = (snapshot: TableSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : undefined;
/** Loading or joining the table failed in a way asking again may fix. */
export const selectCanRetryTable = (snapshot: TableSnapshot) => snapshot.can({ type: 'table.retry' });

/** "Mesa 12 · Brasa Paulista"; undefined before the table is known. */
export function selectTableLabel(snapshot: TableSnapshot): { table: string; store: string } | undefined {
  const info = snapshot.context.tableInfo;
  return info === undefined ? undefined : { table: info.tableName, store: info.storeName };
}

/** The ids the table-payment machine and the API need; undefined outside a session. */
export function selectSession(snapshot: TableSnapshot) {
  const { context } = snapshot;
  if (!hasSession(context) || snapshot.hasTag('expired')) return undefined;
  return { sessionId: context.sessionId as string, userSessionId: context.userSessionId as string };
}

/** Spec §2 "After login: If a table session is active, go to table-payment." */
export const selectHasActiveSession = (snapshot: TableSnapshot) => selectSession(snapshot) !== undefined;

/** A guest sent to sign in from the table comes back to it (spec §4). */
export const selectIsRedirectPending = (snapshot: TableSnapshot) => snapshot.context.isPnmRedirect;

/** Where the diner re-enters the table: the QR link with the stored ids, while a redirect is pending. */
export function selectReturnPath(snapshot: TableSnapshot): string | undefined {
  const { storeId, tableId, isPnmRedirect } = snapshot.context;
  if (!isPnmRedirect || storeId === undefined || tableId === undefined) return undefined;
  return `/table-payment?${new URLSearchParams({ store_id: storeId, table_id: tableId })}`;
}

export const selectIsInsideIndoorArea = (snapshot: TableSnapshot) => snapshot.context.isInsideIndoorArea;
export const selectCanOrderAtTable = (snapshot: TableSnapshot) => snapshot.context.tableOrderEnabled;
/** What the app writes to storage. */
export const selectPersisted = (snapshot: TableSnapshot) => persistedOf(snapshot.context);
