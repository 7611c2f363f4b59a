import type { ApiErrorKey } from '../../contract/errors.ts';
import { required } from '../shared/required.ts';
import type { TableOrderInput } from '../table-order/table-order.types.ts';
import type { TablePaymentInput, TablePaymentOutput } from '../table-payment/table-payment.types.ts';
import type { TableReceiptInput } from '../table-receipt/table-receipt.types.ts';
import type { TableRegistrationInput } from '../table-registration/table-registration.types.ts';
import { type Bill, payableBill } from './bill.ts';
import type {
  Diner,
  LocationCheck,
  LocationProblem,
  PersistedTable,
  Seat,
  TableContext,
  TableErrorKey,
  TableEvent,
  TableInput,
} from './table.types.ts';

export const emptyTable: PersistedTable = {
  storeId: undefined,
  tableId: undefined,
  tableKey: undefined,
  sessionId: undefined,
  userSessionId: undefined,
  dinerId: undefined,
  seatToken: undefined,
  userName: undefined,
  externalScanning: false,
  isPnmRedirect: false,
  skipRegistrationUpdate: false,
  isInsideIndoorArea: false,
  geolocation: undefined,
  tableInfo: undefined,
};

export const initialContext = (input: TableInput): TableContext => ({
  ...emptyTable,
  ...input.stored,
  user: input.user,
  // Spec §6: "Needs to be registered to skip the table terms page": a guest reads them every visit.
  termsAccepted: input.termsAccepted && input.user.isRegistered,
  tutorialSeen: input.tutorialSeen,
  tableOrderEnabled: input.tableOrderEnabled,
  document: undefined,
  includeDocumentInvoice: false,
  bill: undefined,
  paymentHoldsShare: false,
  receiptOf: undefined,
  locationProblem: undefined,
  error: undefined,
});

/**
 * Spec §3 "Table (persisted)": what a reload must find again even when the chart cannot be restored
 * as it was (a new version of the app): the table, the seat and the diner's choices.
 */
export const persistedOf = (context: TableContext): PersistedTable => ({
  storeId: context.storeId,
  tableId: context.tableId,
  tableKey: context.tableKey,
  sessionId: context.sessionId,
  userSessionId: context.userSessionId,
  dinerId: context.dinerId,
  seatToken: context.seatToken,
  userName: context.userName,
  externalScanning: context.externalScanning,
  isPnmRedirect: context.isPnmRedirect,
  skipRegistrationUpdate: context.skipRegistrationUpdate,
  isInsideIndoorArea: context.isInsideIndoorArea,
  geolocation: context.geolocation,
  tableInfo: context.tableInfo,
});

/** Spec §4 "Leaving table pages resets the table session and order state." */
export const withoutSession = {
  sessionId: undefined,
  userSessionId: undefined,
  dinerId: undefined,
  seatToken: undefined,
  tableInfo: undefined,
  bill: undefined,
} as const satisfies Partial<TableContext>;

/** Spec §4 "Leaving the table area resets table and session state." */
export const withoutTable = {
  ...emptyTable,
  bill: undefined,
  document: undefined,
  includeDocumentInvoice: false,
  error: undefined,
} as const satisfies Partial<TableContext>;

interface FailedCall {
  key?: unknown;
  status?: unknown;
  code?: unknown;
}

const asFailedCall = (error: unknown): FailedCall =>
  typeof error === 'object' && error !== null ? (error as FailedCall) : {};

/** The session no longer exists server-side: ended, expired, or this diner was removed from it. */
export function isSessionGone(error: unknown): boolean {
  const { status, code } = asFailedCall(error);
  return code === 'SESSION_EXPIRED' || status === 404 || status === 403;
}

export function tableErrorKeyOf(error: unknown): TableErrorKey {
  const { key } = asFailedCall(error);
  return typeof key === 'string' ? (key as ApiErrorKey) : 'default';
}

/** Loading a table by its code: a 404 is a code the restaurant does not have, not a failure to retry. */
export const tableInfoFailure = ({ event }: { event: { error: unknown } }): TableErrorKey =>
  asFailedCall(event.error).status === 404 ? 'tableNotFound' : tableErrorKeyOf(event.error);

export const failure = ({ event }: { event: { error: unknown } }) => tableErrorKeyOf(event.error);

/** Where the browser says the diner is. */
export const checkedLocation = ({ event }: { event: { output: LocationCheck } }) => event.output;

/** The browser refused the location, or had none. */
export const locationProblem = ({ event }: { event: { error: unknown } }): LocationProblem =>
  (asFailedCall(event.error) as { problem?: unknown }).problem === 'denied' ? 'denied' : 'unavailable';

/** Who joins: the guest form's answers, or the registered user's own name and cpf. */
export const dinerOf = (context: TableContext): Diner => ({
  name: context.userName ?? context.user.name ?? '',
  document: context.document ?? context.user.document,
  includeDocumentInvoice: context.includeDocumentInvoice,
});

export const hasTableIds = (context: TableContext) =>
  context.storeId !== undefined && context.tableId !== undefined && context.tableKey !== undefined;

/** The diner's bill is paid off: everything ordered is paid (nothing ordered is not settled). */
export const isSettled = (bill: Bill | undefined) =>
  bill !== undefined && bill.totals.itemsTotal > 0 && bill.totals.due <= 0;

export const isQrEvent = (
  event: TableEvent,
): event is Extract<TableEvent, { type: 'qr.entered' | 'qr.scanned' }> =>
  event.type === 'qr.entered' || event.type === 'qr.scanned';

export const sessionOf = ({ context }: { context: TableContext }): Seat => ({
  sessionId: required(context.sessionId, 'sessionId'),
  userSessionId: required(context.userSessionId, 'userSessionId'),
  seatToken: required(context.seatToken, 'seatToken'),
});

/** The table as its QR code names it. */
export const tableCodeOf = (context: TableContext) => ({
  storeId: required(context.storeId, 'storeId'),
  tableId: required(context.tableId, 'tableId'),
  tableKey: required(context.tableKey, 'tableKey'),
});

/** The diner's payment starts from the bill as it is now, less what others are paying right now. */
export const paymentInputOf = ({ context }: { context: TableContext }): TablePaymentInput => ({
  ...sessionOf({ context }),
  dinerId: context.dinerId,
  bill: payableBill(required(context.bill, 'bill')),
  isRegistered: context.user.isRegistered,
  document: context.user.document,
});

/** Completing the account starts from the account as the user store has it. */
export const registrationInputOf = ({ context }: { context: TableContext }): TableRegistrationInput => ({
  user: required(context.user.account, 'the signed-in diner'),
});

/** The table's restaurant and where the diner stands decide the menu. */
export const orderInputOf = ({ context }: { context: TableContext }): TableOrderInput => ({
  ...sessionOf({ context }),
  storeId: required(context.storeId, 'storeId'),
  position: context.geolocation,
});

/** Where a receipt goes unless the diner types another address: the account's. */
const accountEmail = (context: TableContext) => context.user.account?.email ?? '';

/** The share just paid: its receipt, e-mailed where the payment sent it. */
export const paidReceiptOf = ({
  context,
  event,
}: {
  context: TableContext;
  event: { output: TablePaymentOutput };
}): TableContext['receiptOf'] => {
  const email = event.output.email || accountEmail(context);
  return (
    event.output.receipt && {
      paymentId: event.output.receipt.paymentId,
      receipt: event.output.receipt,
      email,
      emailed: email !== '',
    }
  );
};

/** A receipt of the diner's, opened from the bill: read from the API. */
export const openedReceiptOf = ({
  context,
  event,
}: {
  context: TableContext;
  event: TableEvent;
}): TableContext['receiptOf'] =>
  event.type === 'receipt.open'
    ? { paymentId: event.paymentId, receipt: undefined, email: accountEmail(context), emailed: false }
    : undefined;

/** A paid share of this diner's on the bill. */
export const isOwnPaidPayment = (context: TableContext, paymentId: string) =>
  context.bill?.payments.some(
    (payment) =>
      payment.id === paymentId && payment.dinerId === context.dinerId && payment.status === 'APPROVED',
  ) === true;

export const receiptInputOf = ({ context }: { context: TableContext }): TableReceiptInput => {
  const shown = required(context.receiptOf, 'receipt');
  return { ...shown, seatToken: required(context.seatToken, 'seatToken') };
};
