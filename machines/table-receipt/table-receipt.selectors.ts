import type { SnapshotFrom } from 'xstate';
import type { tableReceiptMachine } from './table-receipt.machine.ts';

export type TableReceiptSnapshot = SnapshotFrom<typeof tableReceiptMachine>;

/** The receipt with its details; undefined while it loads. */
export const selectReceipt = (snapshot: TableReceiptSnapshot) =>
  snapshot.hasTag('ready') ? snapshot.context.receipt : undefined;
export const selectIsLoading = (snapshot: TableReceiptSnapshot) => snapshot.hasTag('loading');
/** Loading it failed: offer `receipt.retry`. */
export const selectLoadFailed = (snapshot: TableReceiptSnapshot) => snapshot.matches('failed');
export const selectEmail = (snapshot: TableReceiptSnapshot) => snapshot.context.email;
export const selectEmailProblem = (snapshot: TableReceiptSnapshot) => snapshot.context.emailProblem;
export const selectIsSending = (snapshot: TableReceiptSnapshot) => snapshot.hasTag('sending');
/** Where the last e-mail went, once it did. */
export const selectSentTo = (snapshot: TableReceiptSnapshot) =>
  snapshot.hasTag('sent') ? snapshot.context.sentTo : undefined;
/** Why sending it failed (a message id of the error catalogue). */
export const selectSendError = (snapshot: TableReceiptSnapshot) =>
  snapshot.matches({ shown: 'unsent' }) ? snapshot.context.error : undefined;
export const selectLoadError = (snapshot: TableReceiptSnapshot) =>
  snapshot.matches('failed') ? snapshot.context.error : undefined;
