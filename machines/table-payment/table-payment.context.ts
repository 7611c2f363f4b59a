import { isValidCpf } from '../../contract/cpf.ts';
import type { CartAnalyticsItem } from '../cart/cart.types.ts';
import { isEmail } from '../shared/contact.ts';
import { required } from '../shared/required.ts';
import { type Bill, type BillItem, peopleStillToPay, unitsLeft } from '../table/bill.ts';
import type {
  AddPaymentRequest,
  AmountProblem,
  ItemShare,
  PaymentRequest,
  PaymentSelection,
  TableBeginCheckout,
  TablePaymentContext,
  TablePaymentEvent,
  TablePaymentInput,
  TablePurchase,
} from './table-payment.types.ts';

export const initialContext = (input: TablePaymentInput): TablePaymentContext => ({
  sessionId: input.sessionId,
  userSessionId: input.userSessionId,
  seatToken: input.seatToken,
  dinerId: input.dinerId,
  bill: input.bill,
  isRegistered: input.isRegistered,
  savedCards: [],
  savedCardsLoaded: false,
  mode: 'full',
  items: [],
  seats: { paying: 1, total: peopleStillToPay(input.bill, input.dinerId) },
  seatsChosen: false,
  customCents: undefined,
  serviceFee: true,
  tipCents: 0,
  document: { cpf: input.document ?? '', include: false },
  email: '',
  method: undefined,
  card: undefined,
  quote: undefined,
  payment: undefined,
  idempotencyKey: undefined,
  pix: undefined,
  receipt: undefined,
  error: undefined,
  quoteError: undefined,
  race: undefined,
  cardError: undefined,
  amountProblem: undefined,
  documentProblem: undefined,
  emailProblem: undefined,
});

interface Args {
  context: TablePaymentContext;
  event: TablePaymentEvent;
}

export function selectionOf(context: TablePaymentContext): PaymentSelection {
  switch (context.mode) {
    case 'items':
      return { mode: 'items', items: context.items };
    case 'equal':
      return { mode: 'equal', ...context.seats };
    case 'custom':
      return { mode: 'custom', cents: context.customCents ?? 0 };
    default:
      return { mode: 'full' };
  }
}

export const paymentRequestOf = ({ context }: { context: TablePaymentContext }): PaymentRequest => ({
  sessionId: context.sessionId,
  userSessionId: context.userSessionId,
  seatToken: context.seatToken,
  selection: selectionOf(context),
  serviceFee: context.serviceFee,
  tipCents: context.tipCents,
});

export function addPaymentRequestOf({ context }: { context: TablePaymentContext }): AddPaymentRequest {
  const { card, document, email } = context;
  const method = required(context.method, 'method');
  return {
    sessionId: context.sessionId,
    userSessionId: context.userSessionId,
    seatToken: context.seatToken,
    paymentId: required(context.payment?.paymentId, 'paymentId'),
    method,
    ...(method === 'card' && card?.kind === 'saved' ? { cardId: card.cardId } : {}),
    ...(method === 'card' && card?.kind === 'new' ? { cardToken: card.token } : {}),
    idempotencyKey: required(context.idempotencyKey, 'idempotencyKey'),
    ...(document.cpf.trim() === '' ? {} : { document: document.cpf.trim() }),
    includeDocumentInvoice: document.include,
    // A snapshot stored before e-mails were asked has none.
    ...(email ? { email } : {}),
  };
}

function amountProblemOf(cents: number, due: number): AmountProblem | undefined {
  if (!Number.isInteger(cents) || cents <= 0) return 'amountRequired';
  return cents > due ? 'amountTooHigh' : undefined;
}

const seatsAreValid = ({ paying, total }: { paying: number; total: number }) =>
  Number.isInteger(paying) && Number.isInteger(total) && paying >= 1 && total >= 1 && paying <= total;

/** Whether the selection names something to pay (the quote is asked for only then). */
export function hasPayableSelection(context: TablePaymentContext): boolean {
  if (context.bill.totals.due <= 0) return false;
  switch (context.mode) {
    case 'items':
      return context.items.length > 0;
    case 'equal':
      return seatsAreValid(context.seats);
    case 'custom':
      return context.amountProblem === undefined && context.customCents !== undefined;
    default:
      return true;
  }
}

/** Everything but the quote: a method, a card for card payments, and a valid cpf and e-mail when given. */
export function hasPaymentDetails(context: TablePaymentContext): boolean {
  if (context.method === undefined || context.documentProblem !== undefined) return false;
  if (context.emailProblem !== undefined) return false;
  return context.method === 'pix' || context.card !== undefined;
}

/** A line as the diner first claims it: all of what is left of it, by its units when it has several. */
function claimOf(line: BillItem): ItemShare {
  const units = unitsLeft(line);
  return { billItemId: line.billItemId, parts: Math.max(1, line.parts), ...(units > 0 ? { units } : {}) };
}

const toggled = (items: ItemShare[], line: BillItem) =>
  items.some((item) => item.billItemId === line.billItemId)
    ? items.filter((item) => item.billItemId !== line.billItemId)
    : [...items, claimOf(line)];

/** `change` applied to the diner's claim of `billItemId`, in place. */
const changedItem = (items: ItemShare[], billItemId: string, change: Partial<ItemShare>) =>
  items.map((item) => (item.billItemId === billItemId ? { ...item, ...change } : item));

/** The changes to what is paid; each asks for a new quote. */
export function selectionChange({ context, event }: Args): Partial<TablePaymentContext> {
  switch (event.type) {
    case 'mode.select':
      return { mode: event.mode, quote: undefined };
    case 'item.toggle': {
      const line = context.bill.items.find((item) => item.billItemId === event.billItemId);
      return line ? { items: toggled(context.items, line), quote: undefined } : {};
    }
    case 'item.parts': {
      const parts = Math.max(1, Math.floor(event.parts));
      const others = context.items.filter((item) => item.billItemId !== event.billItemId);
      const line = context.bill.items.find((item) => item.billItemId === event.billItemId);
      const current = context.items.find((item) => item.billItemId === event.billItemId);
      const claim = current ?? (line ? claimOf(line) : { billItemId: event.billItemId, parts });
      return { items: [...others, { ...claim, parts }], quote: undefined };
    }
    case 'item.units': {
      const line = context.bill.items.find((item) => item.billItemId === event.billItemId);
      const units = Math.min(Math.max(1, Math.floor(event.units)), line ? Math.max(1, unitsLeft(line)) : 1);
      return { items: changedItem(context.items, event.billItemId, { units }), quote: undefined };
    }
    case 'seats.set':
      return {
        seats: { paying: event.paying, total: event.total },
        seatsChosen: true,
        amountProblem: seatsAreValid(event) ? undefined : 'seatsInvalid',
        quote: undefined,
      };
    case 'amount.set':
      return {
        customCents: event.cents,
        amountProblem: amountProblemOf(event.cents, context.bill.totals.due),
        quote: undefined,
      };
    case 'fee.toggle':
      return { serviceFee: !context.serviceFee, quote: undefined };
    case 'tip.set':
      return { tipCents: Math.max(0, Math.round(event.cents)), quote: undefined };
    default:
      return {};
  }
}

/** A claim still possible on `bill`: dropped when nothing of its line is left, its units within what is. */
function stillClaimable(claim: ItemShare, bill: Bill): ItemShare[] {
  const line = bill.items.find((item) => item.billItemId === claim.billItemId);
  if (!line || line.remainingCents <= 0) return [];
  if (claim.units === undefined) return [claim];
  const left = unitsLeft(line);
  return [
    left > 0
      ? { ...claim, units: Math.min(claim.units, left) }
      : { billItemId: claim.billItemId, parts: claim.parts },
  ];
}

/**
 * The table's bill changed while the diner chooses: the choice follows what is left. The people an
 * equal split is among are counted again unless the diner set them; claims of lines others took go.
 */
export function billChange({ context, event }: Args): Partial<TablePaymentContext> {
  if (event.type !== 'bill.changed') return {};
  const { bill } = event;
  const total = context.seatsChosen ? context.seats.total : peopleStillToPay(bill, context.dinerId);
  const seats = { total, paying: Math.min(context.seats.paying, total) };
  return {
    bill,
    seats,
    items: context.items.flatMap((claim) => stillClaimable(claim, bill)),
    amountProblem:
      context.mode === 'custom' && context.customCents !== undefined
        ? amountProblemOf(context.customCents, bill.totals.due)
        : seatsAreValid(seats)
          ? undefined
          : 'seatsInvalid',
    quote: undefined,
  };
}

export function documentChange({ event }: Args): Partial<TablePaymentContext> {
  if (event.type !== 'document.set') return {};
  const cpf = event.cpf.trim();
  const invalid = (cpf !== '' || event.include) && !isValidCpf(cpf);
  return { document: { cpf, include: event.include }, documentProblem: invalid ? 'invalidCpf' : undefined };
}

/** A guest's e-mail for the receipt: optional, but an e-mail when given. */
export function emailChange({ event }: Args): Partial<TablePaymentContext> {
  if (event.type !== 'email.set') return {};
  const email = event.email.trim();
  return { email, emailProblem: email === '' || isEmail(email) ? undefined : 'invalidEmail' };
}

export const isPayableItem = ({ context, event }: Args) =>
  (event.type === 'item.toggle' || event.type === 'item.parts' || event.type === 'item.units') &&
  context.bill.items.some((item) => item.billItemId === event.billItemId && item.remainingCents > 0);

export const isSavedCard = ({ context, event }: Args) =>
  event.type === 'card.use' && context.savedCards.some((card) => card.id === event.cardId);

/** A new attempt: a new share to totalize and, with it, a new Idempotency-Key. */
export const withoutPayment = {
  payment: undefined,
  idempotencyKey: undefined,
  pix: undefined,
} as const satisfies Partial<TablePaymentContext>;

/** begin_checkout (spec §7): what is left to pay and the lines it is on, as the diner opens the payment. */
export const beginCheckoutOf = ({ context }: { context: TablePaymentContext }): TableBeginCheckout => ({
  valueCents: context.bill.totals.due,
  items: context.bill.items
    .filter((line) => line.remainingCents > 0)
    .map((line) => ({
      itemId: line.itemId,
      name: line.name,
      priceCents: line.unitCents,
      quantity: line.quantity,
    })),
});

/** purchase (spec §7): the paid share, with what it paid of each line. */
export function purchaseOf({ context }: { context: TablePaymentContext }): TablePurchase {
  const receipt = required(context.receipt, 'receipt');
  const items = (receipt.details?.lines ?? []).map(
    (line): CartAnalyticsItem => ({
      itemId:
        context.bill.items.find((item) => item.billItemId === line.billItemId)?.itemId ?? line.billItemId,
      name: line.name,
      priceCents: line.amountCents,
      quantity: 1,
    }),
  );
  return { transactionId: receipt.paymentId, valueCents: receipt.total, shippingCents: 0, items };
}
