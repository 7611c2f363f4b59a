import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { tableQueryOf } from '../../contract/table-link.ts';
import type { tableOrderMachine } from '../table-order/table-order.machine.ts';
import type { tablePaymentMachine } from '../table-payment/table-payment.machine.ts';
import type { tableReceiptMachine } from '../table-receipt/table-receipt.machine.ts';
import type { tableRegistrationMachine } from '../table-registration/table-registration.machine.ts';
import { persistedOf } from './table.context.ts';
import type { tableMachine } from './table.machine.ts';
import type { tableTermsMachine } from './table-terms.machine.ts';

export type TableSnapshot = SnapshotFrom<typeof tableMachine>;

export type TablePaymentActor = ActorRefFrom<typeof tablePaymentMachine>;
export type TableOrderActor = ActorRefFrom<typeof tableOrderMachine>;
export type TableRegistrationActor = ActorRefFrom<typeof tableRegistrationMachine>;
export type TableTermsActor = ActorRefFrom<typeof tableTermsMachine>;
export type TableReceiptActor = ActorRefFrom<typeof tableReceiptMachine>;

/** The diner's payment, while its pages (or the bill beside it) are open. */
export const selectTablePayment = (snapshot: TableSnapshot) =>
  snapshot.children.tablePayment as TablePaymentActor | undefined;
/** Ordering from the table menu, while the menu is open. */
export const selectTableOrder = (snapshot: TableSnapshot) =>
  snapshot.children.tableOrder as TableOrderActor | undefined;
/** Completing the account, on the registration-update page. */
export const selectTableRegistration = (snapshot: TableSnapshot) =>
  snapshot.children.tableRegistration as TableRegistrationActor | undefined;
/** The receipt on screen, on the payment's page. */
export const selectTableReceipt = (snapshot: TableSnapshot) =>
  snapshot.children.tableReceipt as TableReceiptActor | undefined;
/** The table-payment terms, for the terms pages. */
export const selectTableTerms = (snapshot: TableSnapshot) => snapshot.children.tableTerms as TableTermsActor;

export const selectBill = (snapshot: TableSnapshot) => snapshot.context.bill;
/** The diner's own paid shares on the bill, oldest first: each opens its receipt (`receipt.open`). */
export const selectPaidByMe = (snapshot: TableSnapshot) =>
  snapshot.context.bill?.payments.filter(
    (payment) => payment.dinerId === snapshot.context.dinerId && payment.status === 'APPROVED',
  ) ?? [];
/** The bill is on screen but the last refresh failed. */
export const selectIsBillStale = (snapshot: TableSnapshot) => snapshot.hasTag('stale');
export const selectIsSettled = (snapshot: TableSnapshot) => snapshot.hasTag('settled');
export const selectIsExpired = (snapshot: TableSnapshot) => snapshot.hasTag('expired');
export const selectIsBusy = (snapshot: TableSnapshot) => snapshot.hasTag('busy');
export const selectIsOutsideIndoorArea = (snapshot: TableSnapshot) => snapshot.hasTag('outside');
/** Why the browser gave no location (denied, none), while the table page asks again. */
export const selectLocationProblem = (snapshot: TableSnapshot) =>
  snapshot.matches({ inSession: { view: { geolocation: 'failed' } } })
    ? snapshot.context.locationProblem
    : undefined;
export const selectError = (snapshot: TableSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : undefined;
/** Loading or joining the table failed in a way asking again may fix. */
export const selectCanRetryTable = (snapshot: TableSnapshot) => snapshot.can({ type: 'table.retry' });

/** "Mesa 12 · Brasa Paulista"; undefined before the table is known. */
export function selectTableLabel(snapshot: TableSnapshot): { table: string; store: string } | undefined {
  const info = snapshot.context.tableInfo;
  return info === undefined ? undefined : { table: info.tableName, store: info.storeName };
}

/** Where the diner re-enters the table: the QR link with the stored ids, while a redirect is pending. */
export function selectReturnPath(snapshot: TableSnapshot): string | undefined {
  const { storeId, tableId, tableKey, isPnmRedirect } = snapshot.context;
  if (!isPnmRedirect || storeId === undefined || tableId === undefined || tableKey === undefined)
    return undefined;
  return `/table-payment?${tableQueryOf({ storeId, tableId, key: tableKey })}`;
}

export const selectCanOrderAtTable = (snapshot: TableSnapshot) => snapshot.context.tableOrderEnabled;
/** What the app writes to storage. */
export const selectPersisted = (snapshot: TableSnapshot) => persistedOf(snapshot.context);
