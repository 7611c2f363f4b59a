import type { ApiErrorKey } from '../../contract/errors.ts';
import type { GeoPoint } from '../../contract/geo-point.ts';
import type { RouteTag } from '../../contract/routes.ts';
import type { TableCode } from '../../contract/table-link.ts';
import type { PaymentReceipt } from '../table-payment/table-payment.types.ts';
import type { AccountUser } from '../user/user.types.ts';
import type { Bill } from './bill.ts';

/**
 * Spec §3 "Table (persisted)": the slice written to storage on every change, so that a reload
 * returns the diner to the same table and session. Ids are the API's; names are ours.
 */
export interface PersistedTable {
  storeId: string | undefined;
  tableId: string | undefined;
  /** The table's key of its QR link: the API sits nobody down without it. */
  tableKey: string | undefined;
  sessionId: string | undefined;
  userSessionId: string | undefined;
  /** The seat as the other diners see it (the bill and lobby name diners by it). */
  dinerId: string | undefined;
  /** The seat's secret: every call of the seat carries it. */
  seatToken: string | undefined;
  /** The name a guest gave on the table form. */
  userName: string | undefined;
  /** The ids came from the QR link (/table-payment?store_id&table_id&key), not the in-app scanner. */
  externalScanning: boolean;
  /** A guest was sent to sign in and is expected back at the table (spec §4 "redirect-pending"). */
  isPnmRedirect: boolean;
  skipRegistrationUpdate: boolean;
  isInsideIndoorArea: boolean;
  geolocation: GeoPoint | undefined;
  /** What the QR code's table answered: after a reload the pages name the table and restaurant at once. */
  tableInfo: TableInfo | undefined;
}

/** What the table flow reads of the user store (spec §4 "all table info": name, e-mail and phone). */
export interface TableUser {
  isRegistered: boolean;
  hasAllTableInfo: boolean;
  name?: string;
  /** The cpf, for the invoice. */
  document?: string;
  /** The signed-in account as the user store has it: the registration update starts from it. */
  account?: AccountUser;
}

export interface TableInput {
  stored?: Partial<PersistedTable>;
  user: TableUser;
  termsAccepted: boolean;
  tutorialSeen: boolean;
  /** The `table_order` feature (spec §2: geolocation and menu require it). */
  tableOrderEnabled: boolean;
}

/** The table behind a QR code (the app maps the table-info answer to it). */
export interface TableInfo {
  /** The table's open session, when someone already sat down. */
  sessionId?: string;
  /** Present when the diner may open a new session. */
  keyCreation?: string;
  tableName: string;
  storeName: string;
  seats: number;
  indoor: boolean;
  status: string;
}

/**
 * Spec §6: "Table sessions have participants joined by user_session_id." The seat's token proves the
 * seat is the diner's; `dinerId` is how the other diners know it.
 */
export interface TableSession {
  sessionId: string;
  userSessionId: string;
  dinerId: string;
  seatToken: string;
}

/** What a call of the diner's seat needs. */
export type Seat = Pick<TableSession, 'sessionId' | 'userSessionId' | 'seatToken'>;

/** Who sits down: the guest's form, or the registered user's own name and cpf. */
export interface Diner {
  name: string;
  document?: string;
  includeDocumentInvoice: boolean;
}

export interface CreateSessionInput {
  storeId: string;
  tableId: string;
  tableKey: string;
  keyCreation: string;
  tableName: string;
  diner: Diner;
}

export interface JoinSessionInput {
  sessionId: string;
  tableKey: string;
  diner: Diner;
}

export interface ConnectInput {
  storeId: string;
  tableId: string;
  tableKey: string;
  tableInfo: TableInfo;
  diner: Diner;
}

/** The session the diner sat down in, or why they could not. */
export type ConnectOutput =
  | { session: TableSession; error?: undefined }
  | { session?: undefined; error: TableErrorKey };

export interface LoadTableInfoInput {
  storeId: string;
  tableId: string;
  tableKey: string;
}

export type TableErrorKey =
  | ApiErrorKey
  | 'nameRequired'
  | 'invalidCpf'
  /** The table has neither an open session nor a key to open one. */
  | 'tableUnavailable'
  /** No such restaurant code, table number or key (a mistyped code, a replaced QR code, another place's). */
  | 'tableNotFound';

export interface TableContext extends PersistedTable {
  user: TableUser;
  termsAccepted: boolean;
  tutorialSeen: boolean;
  tableOrderEnabled: boolean;
  /** The guest form's choices, sent when joining. */
  document: string | undefined;
  includeDocumentInvoice: boolean;
  bill: Bill | undefined;
  /** The diner's payment holds its share now (a PIX waiting, paid): the bill was asked for then. */
  paymentHoldsShare: boolean;
  /** The receipt on screen: the share just paid (with its receipt), or one opened from the bill. */
  receiptOf:
    | { paymentId: string; receipt: PaymentReceipt | undefined; email: string; emailed: boolean }
    | undefined;
  locationProblem: LocationProblem | undefined;
  error: TableErrorKey | undefined;
}

export type QrCode = TableCode;

export type TableEvent =
  /** The QR link (/table-payment?store_id&table_id&key) was opened. */
  | ({ type: 'qr.entered' } & QrCode)
  /** The in-app scanner read a table QR code. */
  | ({ type: 'qr.scanned' } & QrCode)
  | { type: 'terms.accept' }
  | { type: 'tutorial.finish' }
  | { type: 'tutorial.skip' }
  /** A guest at /auth chooses to go on without an account. */
  | { type: 'guest.continue' }
  | { type: 'guest.submit'; name: string; document?: string; includeDocumentInvoice: boolean }
  /** The user store changed (signed in at /auth, profile updated). */
  | { type: 'user.changed'; user: TableUser }
  /** The feature flags arrived (start-up loads them after the table actor starts). */
  | { type: 'features.loaded'; tableOrder: boolean }
  | { type: 'table.retry' }
  | { type: 'bill.refresh' }
  | { type: 'payment.start' }
  /** Back to the bill from a payment under way (it goes on: a PIX keeps waiting). */
  | { type: 'bill.show' }
  /** The payment is abandoned. */
  | { type: 'payment.close' }
  /** The diner opens the receipt of one of their paid shares, from the bill. */
  | { type: 'receipt.open'; paymentId: string }
  | { type: 'receipt.close' }
  | { type: 'menu.open' }
  | { type: 'menu.close' }
  /** A terms page needs the table-payment terms. */
  | { type: 'terms.load' }
  /** The browser's back button, on a page of the table flow. */
  | { type: 'step.back' }
  /** The table was restored from storage after a reload: what a timer was waiting for is asked now. */
  | { type: 'table.resumed' }
  /** The diner agrees to share where they are (the table's menu needs it). */
  | { type: 'location.check' }
  | { type: 'table.leave' }
  | { type: 'leave.cancel' }
  /** The diner left the table area (a non-table route). */
  | { type: 'table.exit' }
  /** From the bill poller child. */
  | { type: 'bill.loaded'; bill: Bill }
  | { type: 'bill.failed' };

/** Where the diner stands, and whether that is inside the restaurant (`checkLocation`). */
export interface LocationCheck extends GeoPoint {
  inside: boolean;
}

/** Why the browser gave no location. */
export type LocationProblem = 'denied' | 'unavailable';

/** Emitted for the app (a toast, analytics). */
export type TableEmitted = { type: 'bill.settled' };

/** The pages of the table flow a state shows (spec §2 "Table flow order"). */
export type TableStepTag = Extract<
  RouteTag,
  | 'route:/table'
  | 'route:/table/tutorial'
  | 'route:/table/qrcode'
  | 'route:/table/form'
  | 'route:/auth'
  | 'route:/table/registration-update'
  | 'route:/table/order'
  | 'route:/table/menu'
  | 'route:/table/geolocation'
  | 'route:/table/payment'
>;

export type TableTag =
  | TableStepTag
  | 'busy'
  | 'error'
  | 'expired'
  | 'settled'
  | 'ready'
  | 'stale'
  | 'outside';

export type BillPollerInput = Seat;
