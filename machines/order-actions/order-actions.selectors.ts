import type { SnapshotFrom } from 'xstate';
import type { orderActionsMachine } from './order-actions.machine.ts';

export type OrderActionsSnapshot = SnapshotFrom<typeof orderActionsMachine>;

export const selectIsRebuying = (snapshot: OrderActionsSnapshot) => snapshot.matches({ rebuy: 'rebuying' });
/** The lines the refilled cart lacks, while the customer reads them. */
export const selectMissing = (snapshot: OrderActionsSnapshot) =>
  snapshot.hasTag('rebuy:incomplete') ? snapshot.context.missing : [];
export const selectRebuyError = (snapshot: OrderActionsSnapshot) =>
  snapshot.matches({ rebuy: 'failed' }) ? snapshot.context.rebuyError : undefined;

export const selectIsSendingInvoice = (snapshot: OrderActionsSnapshot) =>
  snapshot.matches({ invoice: 'sending' });
/** Where the invoice went, once it did. */
export const selectInvoiceSentTo = (snapshot: OrderActionsSnapshot) =>
  snapshot.hasTag('invoice:sent') ? snapshot.context.invoiceTo : undefined;
export const selectInvoiceError = (snapshot: OrderActionsSnapshot) => snapshot.context.invoiceError;
