import type { ApiErrorKey } from '../../contract/errors.ts';
import type { RouteTag } from '../../contract/routes.ts';

/**
 * Spec §3 "Table (persisted)": the slice written to storage on every change, so that a reload
 * returns the diner to the same table and session. Ids are the API's; names are ours.
 */
export interface PersistedTable {
  storeId: string | undefined;
  tableId: string | undefined;
  sessionId: string | undefined;
  userSessionId: string | undefined;
  /** The name a guest gave on the table form. */
  userName: string | undefined;
  /** The ids came from the QR link (/table-payment?store_id&table_id), not the in-app scanner. */
  externalScanning: boolean;
  /** A guest was sent to sign in and is expected back at the table (spec §4 "redirect-pending"). */
  isPnmRedirect: boolean;
  skipRegistrationUpdate: boolean;
  isInsideIndoorArea: boolean;
  geolocation: Coordinates | undefined;
  /** What the QR code's table answered: after a reload the pages name the table and restaurant at once. */
  tableInfo: TableInfo | undefined;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** What the table flow reads of the user store (spec §4 "all table info": name, e-mail and phone). */
export interface TableUser {
  isRegistered: boolean;
  hasAllTableInfo: boolean;
  name?: string;
  /** The cpf, for the invoice. */
  document?: string;
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

/** Spec §6: "Table sessions have participants joined by user_session_id." */
export interface TableSession {
  sessionId: string;
  userSessionId: string;
}

/** Who sits down: the guest's form, or the registered user's own name and cpf. */
export interface Diner {
  name: string;
  document?: string;
  includeDocumentInvoice: boolean;
}

export interface CreateSessionInput {
  storeId: string;
  tableId: string;
  keyCreation: string;
  tableName: string;
  diner: Diner;
}

export interface JoinSessionInput {
  sessionId: string;
  diner: Diner;
}

export interface ConnectInput {
  storeId: string;
  tableId: string;
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
}

/** One line of the live bill; amounts in cents. */
export interface BillItem {
  billItemId: string;
  name: string;
  quantity: number;
  totalCents: number;
  /** What is still unpaid of the line. */
  remainingCents: number;
  /** How many diners the line is currently split across (1: not split). */
  parts: number;
}

export interface BillParticipant {
  userSessionId: string;
  name: string;
}

export interface BillTotals {
  itemsTotal: number;
  paid: number;
  /** What is left to pay at the table; 0 when settled. */
  due: number;
  seats: number;
}

export interface Bill {
  items: BillItem[];
  totals: BillTotals;
  participants: BillParticipant[];
}

export type TableErrorKey =
  | ApiErrorKey
  | 'nameRequired'
  | 'invalidCpf'
  /** The table has neither an open session nor a key to open one. */
  | 'tableUnavailable'
  /** No such restaurant code or table number (a mistyped code, a QR code of another place). */
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
  error: TableErrorKey | undefined;
}

export interface QrCode {
  storeId: string;
  tableId: string;
}

export type TableEvent =
  /** The QR link (/table-payment?store_id&table_id) was opened. */
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
  | { type: 'registration.skip' }
  | { type: 'registration.updated' }
  | { type: 'table.retry' }
  | { type: 'bill.refresh' }
  | { type: 'payment.start' }
  | { type: 'payment.finished' }
  | { type: 'menu.open' }
  | { type: 'menu.close' }
  /** The diner's order from the table menu reached the bill. */
  | { type: 'order.placed' }
  | ({ type: 'location.checked'; inside: boolean } & Coordinates)
  | { type: 'table.leave' }
  | { type: 'leave.cancel' }
  /** The diner left the table area (a non-table route). */
  | { type: 'table.exit' }
  /** From the bill poller child. */
  | { type: 'bill.loaded'; bill: Bill }
  | { type: 'bill.failed' };

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

export interface BillPollerInput {
  sessionId: string;
  userSessionId: string;
}
