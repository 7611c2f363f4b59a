import { isValidCpf } from '../../contract/cpf.ts';
import { isEmail } from '../shared/contact.ts';
import { required } from '../shared/required.ts';
import type {
  AddPaymentRequest,
  AmountProblem,
  ItemShare,
  PaymentRequest,
  PaymentSelection,
  TablePaymentContext,
  TablePaymentEvent,
  TablePaymentInput,
} from './table-payment.types.ts';

export const initialContext = (input: TablePaymentInput): TablePaymentContext => ({
  sessionId: input.sessionId,
  userSessionId: input.userSessionId,
  seatToken: input.seatToken,
  bill: input.bill,
  isRegistered: input.isRegistered,
  savedCards: [],
  savedCardsLoaded: false,
  mode: 'full',
  items: [],
  seats: { paying: 1, total: Math.max(1, input.bill.totals.seats) },
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

const toggled = (items: ItemShare[], billItemId: string, parts: number) =>
  items.some((item) => item.billItemId === billItemId)
    ? items.filter((item) => item.billItemId !== billItemId)
    : [...items, { billItemId, parts }];

/** The changes to what is paid; each asks for a new quote. */
export function selectionChange({ context, event }: Args): Partial<TablePaymentContext> {
  switch (event.type) {
    case 'mode.select':
      return { mode: event.mode, quote: undefined };
    case 'item.toggle': {
      const line = context.bill.items.find((item) => item.billItemId === event.billItemId);
      return {
        items: toggled(context.items, event.billItemId, Math.max(1, line?.parts ?? 1)),
        quote: undefined,
      };
    }
    case 'item.parts': {
      const parts = Math.max(1, Math.floor(event.parts));
      const others = context.items.filter((item) => item.billItemId !== event.billItemId);
      return { items: [...others, { billItemId: event.billItemId, parts }], quote: undefined };
    }
    case 'seats.set':
      return {
        seats: { paying: event.paying, total: event.total },
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
  (event.type === 'item.toggle' || event.type === 'item.parts') &&
  context.bill.items.some((item) => item.billItemId === event.billItemId && item.remainingCents > 0);

export const isSavedCard = ({ context, event }: Args) =>
  event.type === 'card.use' && context.savedCards.some((card) => card.id === event.cardId);

/** A new attempt: a new share to totalize and, with it, a new Idempotency-Key. */
export const withoutPayment = {
  payment: undefined,
  idempotencyKey: undefined,
  pix: undefined,
} as const satisfies Partial<TablePaymentContext>;
