import type { SnapshotFrom } from 'xstate';
import { lastPaymentByOthers } from '../table/bill.ts';
import { pixSecondsLeft } from './pix-seconds-left.ts';
import { hasPaymentDetails, selectionOf } from './table-payment.context.ts';
import type { tablePaymentMachine } from './table-payment.machine.ts';

export type TablePaymentSnapshot = SnapshotFrom<typeof tablePaymentMachine>;

export const selectMode = (snapshot: TablePaymentSnapshot) => snapshot.context.mode;
export const selectSelection = (snapshot: TablePaymentSnapshot) => selectionOf(snapshot.context);
export const selectIsItemSelected = (snapshot: TablePaymentSnapshot, billItemId: string) =>
  snapshot.context.items.some((item) => item.billItemId === billItemId);
export const selectBill = (snapshot: TablePaymentSnapshot) => snapshot.context.bill;
export const selectServiceFee = (snapshot: TablePaymentSnapshot) => snapshot.context.serviceFee;
export const selectTip = (snapshot: TablePaymentSnapshot) => snapshot.context.tipCents;
export const selectDocument = (snapshot: TablePaymentSnapshot) => snapshot.context.document;
/** A guest's e-mail for the receipt ('' when none is given). */
export const selectEmail = (snapshot: TablePaymentSnapshot) => snapshot.context.email ?? '';
/** A diner without an account: their receipt goes to the e-mail they give, if any. */
export const selectIsGuest = (snapshot: TablePaymentSnapshot) => !snapshot.context.isRegistered;
export const selectMethod = (snapshot: TablePaymentSnapshot) => snapshot.context.method;
export const selectCard = (snapshot: TablePaymentSnapshot) => snapshot.context.card;
export const selectSavedCards = (snapshot: TablePaymentSnapshot) => snapshot.context.savedCards;

/** The latest quote; undefined while a change waits for its new one. */
export const selectQuote = (snapshot: TablePaymentSnapshot) =>
  snapshot.hasTag('quoted') ? snapshot.context.quote : undefined;
export const selectIsQuoting = (snapshot: TablePaymentSnapshot) => snapshot.hasTag('quoting');

/** Field problems, shown beside the fields (message ids). */
export const selectValidation = (snapshot: TablePaymentSnapshot) => ({
  amount: snapshot.context.amountProblem,
  document: snapshot.context.documentProblem,
  email: snapshot.context.emailProblem,
});

/** The pay button: a fresh quote, a method (and a card for card payments), a valid cpf and e-mail, nothing running. */
export const selectCanPay = (snapshot: TablePaymentSnapshot) =>
  snapshot.hasTag('choosing') &&
  snapshot.hasTag('quoted') &&
  !snapshot.hasTag('busy') &&
  hasPaymentDetails(snapshot.context);

export const selectIsBusy = (snapshot: TablePaymentSnapshot) => snapshot.hasTag('busy');
export const selectIsPaying = (snapshot: TablePaymentSnapshot) => snapshot.hasTag('paying');
/** The provider is tokenizing a new card (also while a quote is under way). */
export const selectIsTokenizing = (snapshot: TablePaymentSnapshot) =>
  snapshot.matches({ choosing: { card: 'tokenizing' } });

/** Why the last attempt failed ('paymentError', 'refundSuccess', 'refundError', 'default' or an API key). */
export const selectError = (snapshot: TablePaymentSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : undefined;
export const selectQuoteError = (snapshot: TablePaymentSnapshot) =>
  snapshot.matches({ choosing: { quote: 'failed' } }) ? snapshot.context.quoteError : undefined;
export const selectCardError = (snapshot: TablePaymentSnapshot) =>
  snapshot.matches({ choosing: { card: 'failed' } }) ? snapshot.context.cardError : undefined;

/** The PIX code to show (QR image and copy-and-paste), while it waits for payment. */
export const selectPix = (snapshot: TablePaymentSnapshot) =>
  snapshot.hasTag('pix') ? snapshot.context.pix : undefined;
export const selectIsPixExpired = (snapshot: TablePaymentSnapshot) => snapshot.hasTag('pixExpired');

/** Whole seconds until the PIX code expires at `now` (the view ticks), counted from its receipt. */
export function selectSecondsLeft(snapshot: TablePaymentSnapshot, now: number): number | undefined {
  const pix = selectPix(snapshot);
  return pix === undefined ? undefined : pixSecondsLeft(pix, now);
}

/** The answer was lost and is being looked up. */
export const selectIsUnknown = (snapshot: TablePaymentSnapshot) => snapshot.hasTag('unknown');
/** Still unknown after the automatic tries: offer `reconcile.retry`. */
export function selectCanRetryReconcile(snapshot: TablePaymentSnapshot): boolean {
  if (!snapshot.hasTag('unknown')) return false;
  const child = snapshot.children.reconciliation?.getSnapshot() as
    | { hasTag?: (tag: string) => boolean }
    | undefined;
  return snapshot.hasTag('error') || child?.hasTag?.('stuck') === true;
}

export const selectIsPaid = (snapshot: TablePaymentSnapshot) => snapshot.hasTag('paid');
export const selectReceipt = (snapshot: TablePaymentSnapshot) => snapshot.context.receipt;

/** Who paid first and what is left, when a share was refused for it (in the notice, or in place of the quote). */
export function selectRace(snapshot: TablePaymentSnapshot) {
  const { race, error, quoteError } = snapshot.context;
  const inNotice = snapshot.matches({ choosing: { notice: 'shown' } }) && error === 'lostRace';
  const inQuote = snapshot.matches({ choosing: { quote: 'failed' } }) && quoteError === 'lostRace';
  return inNotice || inQuote ? race : undefined;
}

/**
 * Nothing is left for this diner to pay — the bill is paid, or others are paying the rest right now —
 * and who did it last, when known; undefined while something is left.
 */
export function selectNothingLeft(
  snapshot: TablePaymentSnapshot,
): { by: string | undefined; paying: boolean } | undefined {
  if (!snapshot.hasTag('choosing')) return undefined;
  const { bill, dinerId } = snapshot.context;
  const race = selectRace(snapshot);
  const billSaysSo = bill.totals.due <= 0;
  if (!billSaysSo && race?.dueCents !== 0) return undefined;
  const by = billSaysSo ? (lastPaymentByOthers(bill, dinerId)?.name ?? race?.by) : race?.by;
  return { by, paying: !(bill.isPaid || race?.billPaid === true) };
}
