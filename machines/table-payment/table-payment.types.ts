import type { ApiErrorKey } from '../../contract/errors.ts';
import type { RouteTag } from '../../contract/routes.ts';
import type { CartAnalyticsItem } from '../cart/cart.types.ts';
import type { Bill } from '../table/bill.ts';

export type PaymentMode = 'full' | 'items' | 'equal' | 'custom';
export type PaymentMethod = 'card' | 'pix';

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
}

/**
 * One bill line the diner pays, split across `parts` diners (1: not split): `units` of it (a line of
 * several, "1 of 3"), or the line as a whole when undefined.
 */
export interface ItemShare {
  billItemId: string;
  parts: number;
  units?: number;
}

export interface Seats {
  paying: number;
  total: number;
}

/** What the diner chose to pay, as the calculate and totalize calls take it. */
export type PaymentSelection =
  | { mode: 'full' }
  | { mode: 'items'; items: ItemShare[] }
  | ({ mode: 'equal' } & Seats)
  | { mode: 'custom'; cents: number };

/** Amounts in cents. */
export interface Quote {
  itemsAmount: number;
  serviceFee: number;
  tip: number;
  total: number;
}

export interface PaymentRequest {
  sessionId: string;
  userSessionId: string;
  /** The seat's secret, sent with every call of the seat. */
  seatToken: string;
  selection: PaymentSelection;
  /** The 10 % service fee. */
  serviceFee: boolean;
  tipCents: number;
}

/** The share reserved for this payment (totalize). */
export interface Totalized {
  paymentId: string;
  total: number;
  /** Epoch ms. */
  expiresAt: number;
}

export interface CardDetails {
  number: string;
  holder: string;
  expMonth: string;
  expYear: string;
  cvv: string;
}

export interface TokenizedCard {
  token: string;
  brand: string;
  last4: string;
}

/** A saved card, or a new one the PSP tokenized: the card number never reaches the machine's context. */
export type ChosenCard = { kind: 'saved'; cardId: string } | ({ kind: 'new' } & TokenizedCard);

export interface AddPaymentRequest {
  sessionId: string;
  userSessionId: string;
  seatToken: string;
  paymentId: string;
  method: PaymentMethod;
  cardToken?: string;
  cardId?: string;
  /** Made before the first attempt and kept until the outcome is known (DESIGN §5). */
  idempotencyKey: string;
  document?: string;
  includeDocumentInvoice: boolean;
  /** Where the receipt goes, for a diner without an account (the account's e-mail otherwise). */
  email?: string;
}

export interface PixCharge {
  txid: string;
  /** The copy-and-paste code (EMV BR Code) the QR image encodes. */
  brCode: string;
  /** Whole seconds left to pay when the answer arrived, as the API counts them (never this device's clock). */
  secondsLeft: number;
  /** When the answer arrived, in this device's epoch ms: only the time elapsed since then is read. */
  receivedAt: number;
}

/** A line a payment paid: `units` of its `quantity` (undefined: the line as a whole), split `parts` ways. */
export interface ReceiptLine {
  billItemId: string;
  name: string;
  units: number | undefined;
  quantity: number;
  parts: number;
  amountCents: number;
}

/** What a table receipt shows of a paid share besides its total; cents. */
export interface ReceiptDetails {
  /** How the receipt and its e-mail name the payment. */
  reference: string;
  mode: PaymentMode;
  lines: ReceiptLine[];
  itemsAmount: number;
  serviceFee: number;
  tip: number;
  card: { brand: string; last4: string } | undefined;
  /** ISO 8601. */
  paidAt: string | undefined;
  place: { store: string; table: string };
  /** The CPF printed on it, when the payer asked. */
  document: string | undefined;
}

export interface PaymentReceipt {
  paymentId: string;
  total: number;
  method: PaymentMethod;
  /** A table payment's receipt (the checkout's orders have a page of their own). */
  details?: ReceiptDetails;
}

export type PaymentAnswer =
  | { status: 'approved'; receipt: PaymentReceipt }
  | { status: 'declined' | 'error'; code: string }
  | { status: 'pending'; pix: PixCharge };

export type PixPollAnswer =
  | { status: 'approved'; receipt: PaymentReceipt }
  | { status: 'pending' }
  | { status: 'expired' };

/** What a reconciliation learned: an outcome, or still nothing. */
export type ReconcileAnswer = PaymentAnswer | { status: 'unknown' };

export interface ReconcileInput {
  /** The request whose answer was lost, with its idempotency key: re-sending it is safe. */
  request: AddPaymentRequest;
}

/** Spec §4 "Table payment error codes are classified by suffix". */
export type PaymentErrorKey = 'paymentError' | 'refundSuccess' | 'refundError' | 'default';

/** Why a payment call failed: the provider's outcome by its code's suffix, or the API's key. */
export type PaymentFailureKey = PaymentErrorKey | ApiErrorKey;

/** `lostRace`: another diner paid, or is paying, what this share asked for (`race` says who, what is left). */
export type TablePaymentErrorKey = PaymentFailureKey | 'lostRace';

/** What the diner is told when someone else paid first: a share refused, or nothing left to pay. */
export interface PaymentRace {
  /** The diner whose payment took it; undefined when not known. */
  by: string | undefined;
  /** They are paying it right now, not yet paid. */
  paying: boolean;
  /** The line they took, when it was one. */
  item: string | undefined;
  /** What is left to pay now, free of the shares being paid. */
  dueCents: number;
  billPaid: boolean;
}

/** begin_checkout: what is left to pay as the diner opens the payment. */
export interface TableBeginCheckout {
  valueCents: number;
  items: CartAnalyticsItem[];
}

/** purchase: the paid share, with the lines it paid (a table has no delivery: no shipping). */
export interface TablePurchase {
  transactionId: string;
  valueCents: number;
  shippingCents: 0;
  items: CartAnalyticsItem[];
}

/** payment_error: how the diner paid and why it did not go through. */
export interface TablePaymentFailure {
  method: PaymentMethod;
  key: TablePaymentErrorKey;
}

export type AmountProblem = 'amountTooHigh' | 'amountRequired' | 'seatsInvalid';

export interface TablePaymentInput {
  sessionId: string;
  userSessionId: string;
  seatToken: string;
  /** The diner's public id, as the bill names them. */
  dinerId: string | undefined;
  bill: Bill;
  isRegistered: boolean;
  /** The user's cpf, offered for the receipt. */
  document?: string;
}

export interface TablePaymentContext {
  sessionId: string;
  userSessionId: string;
  seatToken: string;
  dinerId: string | undefined;
  /** The bill as it is now, less what others are paying right now (kept live while paying). */
  bill: Bill;
  isRegistered: boolean;
  savedCards: SavedCard[];
  savedCardsLoaded: boolean;
  mode: PaymentMode;
  items: ItemShare[];
  seats: Seats;
  /** The diner set the number of people: the bill's changes no longer set it. */
  seatsChosen: boolean;
  customCents: number | undefined;
  serviceFee: boolean;
  tipCents: number;
  document: { cpf: string; include: boolean };
  /** A guest's e-mail for the receipt; empty: none. */
  email: string;
  method: PaymentMethod | undefined;
  card: ChosenCard | undefined;
  quote: Quote | undefined;
  payment: Totalized | undefined;
  idempotencyKey: string | undefined;
  pix: PixCharge | undefined;
  receipt: PaymentReceipt | undefined;
  error: TablePaymentErrorKey | undefined;
  quoteError: TablePaymentErrorKey | undefined;
  /** Why a share was refused as `lostRace`: who paid first and what is left. */
  race: PaymentRace | undefined;
  cardError: TablePaymentErrorKey | undefined;
  amountProblem: AmountProblem | undefined;
  documentProblem: 'invalidCpf' | undefined;
  emailProblem: 'invalidEmail' | undefined;
}

export type TablePaymentEvent =
  | { type: 'mode.select'; mode: PaymentMode }
  | { type: 'item.toggle'; billItemId: string }
  | { type: 'item.parts'; billItemId: string; parts: number }
  | { type: 'item.units'; billItemId: string; units: number }
  | ({ type: 'seats.set' } & Seats)
  | { type: 'amount.set'; cents: number }
  | { type: 'fee.toggle' }
  | { type: 'tip.set'; cents: number }
  | { type: 'document.set'; cpf: string; include: boolean }
  | { type: 'email.set'; email: string }
  | { type: 'method.select'; method: PaymentMethod }
  | { type: 'card.use'; cardId: string }
  | ({ type: 'card.submit' } & CardDetails)
  | ({ type: 'card.tokenized' } & TokenizedCard)
  | { type: 'error.dismiss' }
  | { type: 'payment.submit' }
  | { type: 'payment.retry' }
  | { type: 'pix.check' }
  | { type: 'reconcile.retry' }
  /** Restored from storage after a reload: what a timer was waiting for is asked now. */
  | { type: 'payment.resumed' }
  /** The table's bill changed (another diner paid or ordered): what is left is what may be paid. */
  | { type: 'bill.changed'; bill: Bill };

export type TablePaymentTag =
  | RouteTag
  | 'choosing'
  | 'quoting'
  | 'quoted'
  | 'paying'
  | 'pix'
  | 'pixExpired'
  | 'unknown'
  | 'paid'
  | 'error'
  | 'busy';

export interface TablePaymentOutput {
  receipt: PaymentReceipt | undefined;
  /** The e-mail a guest gave for the receipt ('' when none). */
  email: string;
}
