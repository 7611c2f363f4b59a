import { isValidCpf } from '../../contract/cpf.ts';
import { hasTableIds, isOwnPaidPayment, isQrEvent, isSettled, withoutSession } from './table.context.ts';
import type { LocationCheck, TableContext, TableEvent } from './table.types.ts';
import { hasSession } from './table-session-ids.ts';

interface Args {
  context: TableContext;
  event: TableEvent;
}

/** The payment child's snapshot (`onSnapshot`) says a PIX charge waits or it was paid. */
const holdsShare = (event: unknown) => {
  const snapshot = (event as { snapshot?: { hasTag?(tag: string): boolean } }).snapshot;
  return snapshot?.hasTag?.('pix') === true || snapshot?.hasTag?.('paid') === true;
};

/** A QR code naming the table of the context. */
const isSameTable = (context: TableContext, event: TableEvent) =>
  isQrEvent(event) &&
  event.storeId === context.storeId &&
  event.tableId === context.tableId &&
  event.key === context.tableKey;

/** The table's guards, as questions about the context and the event (spec §2 "Table flow order"). */
export const tableGuards = {
  hasStoredSession: ({ context }: Args) => hasSession(context),
  hasTableIds: ({ context }: Args) => hasTableIds(context),
  // A guest's earlier acceptance does not count (initialContext): spec §6 "Needs to be registered to
  // skip the table terms page."
  needsTerms: ({ context }: Args) => !context.termsAccepted,
  needsTutorial: ({ context }: Args) => !context.tutorialSeen,
  isRegistered: ({ context }: Args) => context.user.isRegistered,
  hasSignedIn: ({ event }: Args) => event.type === 'user.changed' && event.user.isRegistered,
  /** The table shows each diner's name: an account without one is asked for it on the table form. */
  hasUserName: ({ context }: Args) => Boolean(context.user.name?.trim()),
  isSignedInWithName: ({ event }: Args) => event.type === 'user.changed' && Boolean(event.user.name?.trim()),
  hasGuestName: ({ event }: Args) => event.type === 'guest.submit' && event.name.trim() !== '',
  hasValidDocument: ({ event }: Args) =>
    event.type === 'guest.submit' && (!event.document?.trim() || isValidCpf(event.document)),
  /** Asking again cannot find a table the restaurant does not have: the diner corrects the code instead. */
  canRetryTable: ({ context }: Args) => context.error !== 'tableNotFound',
  hasConnected: ({ event }: Args) =>
    (event as { output?: { session?: unknown } }).output?.session !== undefined,
  /** Spec §2: "Registered users missing required table info go to registration update unless it is skipped." */
  needsRegistrationUpdate: ({ context }: Args) =>
    context.user.isRegistered && !context.user.hasAllTableInfo && !context.skipRegistrationUpdate,
  canOrderAtTable: ({ context }: Args) => context.tableOrderEnabled,
  isInsideIndoorArea: ({ context }: Args) => context.isInsideIndoorArea,
  isInside: ({ event }: Args) => (event as { output?: LocationCheck }).output?.inside === true,
  isRedirectPending: ({ context }: Args) => context.isPnmRedirect,
  /** Scanning the table one already sits at changes nothing. */
  isCurrentTable: ({ context, event }: Args) => hasSession(context) && isSameTable(context, event),
  /** The code of the table being entered, entered again. */
  isTableBeingEntered: ({ context, event }: Args) => isSameTable(context, event),
  isBillSettled: ({ event }: Args) => event.type === 'bill.loaded' && isSettled(event.bill),
  hasBill: ({ context }: Args) => context.bill !== undefined,
  isRegistrationSkipped: ({ event }: Args) =>
    (event as { output?: { outcome?: string } }).output?.outcome === 'skipped',
  /** A poll's bill other than the one kept (an unchanged bill is the same object). */
  isNewBill: ({ context, event }: Args) => event.type === 'bill.loaded' && event.bill !== context.bill,
  isOwnPaidPayment: ({ context, event }: Args) =>
    event.type === 'receipt.open' && isOwnPaidPayment(context, event.paymentId),
  hasPaidReceipt: ({ event }: Args) =>
    (event as { output?: { receipt?: unknown } }).output?.receipt !== undefined,
  paymentNowHoldsShare: ({ context, event }: Args) => holdsShare(event) && !context.paymentHoldsShare,
  paymentNoLongerHoldsShare: ({ context, event }: Args) => !holdsShare(event) && context.paymentHoldsShare,
};

/** Spec §4 "Table QR entry: external scanning is set, store and table ids saved." */
export function qrCodeOf({ context, event }: Args): Partial<TableContext> {
  if (!isQrEvent(event)) return {};
  const sameTable = event.storeId === context.storeId && event.tableId === context.tableId;
  return {
    ...(sameTable ? {} : withoutSession),
    storeId: event.storeId,
    tableId: event.tableId,
    tableKey: event.key,
    externalScanning: event.type === 'qr.entered',
    error: undefined,
  };
}

export function guestOf({ event }: Args): Partial<TableContext> {
  if (event.type !== 'guest.submit') return {};
  return {
    userName: event.name.trim(),
    document: event.document?.trim() || undefined,
    includeDocumentInvoice: event.includeDocumentInvoice,
  };
}

export function locationOf(check: LocationCheck): Partial<TableContext> {
  return {
    isInsideIndoorArea: check.inside,
    geolocation: { latitude: check.latitude, longitude: check.longitude },
    locationProblem: undefined,
  };
}
