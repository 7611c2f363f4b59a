import { fromPromise } from 'xstate';
import type { ShareRequest, TablePayment } from '../../../contract/schemas/table.ts';
import { required } from '../../../machines/shared/required.ts';
import { type PollPaymentInput, pixMachine } from '../../../machines/table-payment/pix.machine.ts';
import { reconcileMachine } from '../../../machines/table-payment/reconcile.machine.ts';
import { tablePaymentMachine } from '../../../machines/table-payment/table-payment.machine.ts';
import type {
  AddPaymentRequest,
  CardDetails,
  PaymentAnswer,
  PaymentRequest,
  PixPollAnswer,
  Quote,
  ReconcileAnswer,
  ReconcileInput,
  SavedCard,
  TokenizedCard,
  Totalized,
} from '../../../machines/table-payment/table-payment.types.ts';
import { fetchCards } from '../../api/cards.ts';
import { lastAnswer } from '../../api/last-answer.ts';
import {
  addTablePayment,
  calculateShare,
  fetchTableDevice,
  fetchTablePayment,
  revalidateTablePayment,
  totalizeShare,
} from '../../api/table.ts';
import { tokenizeCard } from './card-tokenization.ts';
import { pixChargeOf } from './pix-wire.ts';

/** The PIX poller's last read of the payment and its ETag. */
const pixReads = lastAnswer((payment: TablePayment) => payment);

const seatOf = ({ sessionId, seatToken }: PaymentRequest) => ({ sessionId, seatToken });

function shareOf({ userSessionId, selection, serviceFee, tipCents }: PaymentRequest): ShareRequest {
  const common = { user_session_id: userSessionId, include_service_fee: serviceFee, tip: tipCents };
  switch (selection.mode) {
    case 'items':
      return {
        mode: 'ITEMS',
        ...common,
        items: selection.items.map((item) => ({ bill_item_id: item.billItemId, parts: item.parts })),
      };
    case 'equal':
      return { mode: 'EQUAL', ...common, seats_paying: selection.paying, seats_total: selection.total };
    case 'custom':
      return { mode: 'CUSTOM', ...common, amount: selection.cents };
    default:
      return { mode: 'FULL', ...common };
  }
}

/** A payment as the machines read it: paid, a PIX to pay, or why it did not go through. */
function answerOf(payment: TablePayment): PaymentAnswer | { status: 'unknown' } {
  const method = payment.method === 'PIX' ? 'pix' : 'card';
  switch (payment.status) {
    case 'APPROVED':
      return { status: 'approved', receipt: { paymentId: payment.id, total: payment.total.value, method } };
    case 'PENDING':
      if (payment.pix === null) return { status: 'unknown' };
      return {
        status: 'pending',
        pix: pixChargeOf(payment.pix),
      };
    case 'DECLINED':
      return { status: 'declined', code: payment.error_code ?? 'CARD_DECLINED_PAYMENT_ERROR' };
    default:
      return { status: 'error', code: payment.error_code ?? payment.status };
  }
}

/** The table's device session goes with the card to the provider (its fraud check). */
async function tokenize(card: CardDetails, signal: AbortSignal): Promise<TokenizedCard> {
  const device = await fetchTableDevice({ signal }).catch(() => undefined);
  return tokenizeCard(card, signal, device?.device_session_id);
}

function addPayment(request: AddPaymentRequest, signal: AbortSignal) {
  return addTablePayment({
    sessionId: request.sessionId,
    seatToken: request.seatToken,
    idempotencyKey: request.idempotencyKey,
    payment_id: request.paymentId,
    user_session_id: request.userSessionId,
    method: request.method === 'pix' ? 'PIX' : 'CARD',
    card_token: request.cardToken,
    card_id: request.cardId,
    document: request.document?.replace(/\D/g, ''),
    include_document_invoice: request.includeDocumentInvoice,
    email: request.email,
    signal,
  });
}

/** A signed-in diner's saved cards; without them the diner pays with a new card or PIX. */
async function savedCards(signal: AbortSignal): Promise<SavedCard[]> {
  const cards = await fetchCards({ signal });
  return cards.map(({ id, brand, last4 }) => ({ id, brand, last4 }));
}

/** The table-payment machine (and its PIX and reconciliation children) with the API. */
export const providedTablePaymentMachine = tablePaymentMachine.provide({
  actors: {
    loadSavedCards: fromPromise<SavedCard[], undefined>(({ signal }) => savedCards(signal)),
    calculate: fromPromise<Quote, PaymentRequest>(async ({ input, signal }) => {
      const quote = await calculateShare({ ...seatOf(input), share: shareOf(input), signal });
      return {
        itemsAmount: quote.items_amount.value,
        serviceFee: quote.service_fee.value,
        tip: quote.tip.value,
        total: quote.total.value,
      };
    }),
    tokenizeCard: fromPromise<TokenizedCard, CardDetails>(({ input, signal }) => tokenize(input, signal)),
    totalize: fromPromise<Totalized, PaymentRequest>(async ({ input, signal }) => {
      const intent = await totalizeShare({ ...seatOf(input), share: shareOf(input), signal });
      return {
        paymentId: intent.payment_id,
        total: intent.total.value,
        expiresAt: Date.parse(intent.expires_at),
      };
    }),
    addPayment: fromPromise<PaymentAnswer, AddPaymentRequest>(async ({ input, signal }) => {
      const answer = answerOf(await addPayment(input, signal));
      // A card charge still under way reads as a lost answer: reconcile it.
      if (answer.status === 'unknown')
        throw Object.assign(new Error('payment pending'), { status: undefined });
      return answer;
    }),
    pix: pixMachine.provide({
      actors: {
        pollPayment: fromPromise<PixPollAnswer, PollPaymentInput>(async ({ input, signal }) => {
          const seatToken = required(input.seatToken, 'seatToken');
          const payment = await pixReads(input.paymentId, (etag) =>
            revalidateTablePayment({ paymentId: input.paymentId, seatToken, etag, signal }),
          );
          if (payment.status === 'APPROVED') return answerOf(payment) as PixPollAnswer;
          return payment.status === 'PENDING' ? { status: 'pending' } : { status: 'expired' };
        }),
      },
    }),
    reconciliation: reconcileMachine.provide({
      actors: {
        // Reads the payment; when the charge never started, sends the same request again (same key).
        reconcile: fromPromise<ReconcileAnswer, ReconcileInput>(async ({ input, signal }) => {
          const { paymentId, seatToken } = input.request;
          const payment = await fetchTablePayment({ paymentId, seatToken, signal });
          if (payment.status === 'PENDING' && payment.method === null) {
            return answerOf(await addPayment(input.request, signal));
          }
          return answerOf(payment);
        }),
      },
    }),
  },
});
