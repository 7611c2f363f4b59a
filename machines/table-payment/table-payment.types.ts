import type { ApiErrorKey } from '../../contract/errors.ts';
import type { RouteTag } from '../../contract/routes.ts';
import type { Bill } from '../table/bill.ts';

export type PaymentMode = 'full' | 'items' | 'equal' | 'custom';
export type PaymentMethod = 'card' | 'pix';

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
}

/** One bill line the diner pays, split across `parts` diners (1: the whole remaining line). */
export interface ItemShare {
  billItemId: string;
  parts: number;
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

export interface PaymentReceipt {
  paymentId: string;
  total: number;
  method: PaymentMethod;
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

export type TablePaymentErrorKey = PaymentErrorKey | ApiErrorKey;

export type AmountProblem = 'amountTooHigh' | 'amountRequired' | 'seatsInvalid';

export interface TablePaymentInput {
  sessionId: string;
  userSessionId: string;
  seatToken: string;
  bill: Bill;
  isRegistered: boolean;
  /** The user's cpf, offered for the receipt. */
  document?: string;
}

export interface TablePaymentContext {
  sessionId: string;
  userSessionId: string;
  seatToken: string;
  bill: Bill;
  isRegistered: boolean;
  savedCards: SavedCard[];
  savedCardsLoaded: boolean;
  mode: PaymentMode;
  items: ItemShare[];
  seats: Seats;
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
  cardError: TablePaymentErrorKey | undefined;
  amountProblem: AmountProblem | undefined;
  documentProblem: 'invalidCpf' | undefined;
  emailProblem: 'invalidEmail' | undefined;
}

export type TablePaymentEvent =
  | { type: 'mode.select'; mode: PaymentMode }
  | { type: 'item.toggle'; billItemId: string }
  | { type: 'item.parts'; billItemId: string; parts: number }
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
  | { type: 'payment.resumed' };

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
}
