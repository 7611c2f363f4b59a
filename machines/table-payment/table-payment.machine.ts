// Paying one's part of the table bill, by card or PIX.
// Spec §1 "pay the bill alone or split"; §2 `/table/payment`; §7 table payments.
import { and, assign, forwardTo, not, sendTo, setup, stateIn } from 'xstate';
import { newIdempotencyKey } from '../shared/idempotency-key.ts';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import { classifyPaymentError, failureKeyOf, isAnswerLost, raceOf } from './payment-error.ts';
import { pixMachine } from './pix.machine.ts';
import { reconcileMachine } from './reconcile.machine.ts';
import {
  addPaymentRequestOf,
  beginCheckoutOf,
  billChange,
  documentChange,
  emailChange,
  hasPayableSelection,
  hasPaymentDetails,
  initialContext,
  isPayableItem,
  isSavedCard,
  paymentRequestOf,
  purchaseOf,
  selectionChange,
  withoutPayment,
} from './table-payment.context.ts';
import type {
  AddPaymentRequest,
  CardDetails,
  PaymentAnswer,
  PaymentRace,
  PaymentRequest,
  Quote,
  SavedCard,
  TableBeginCheckout,
  TablePaymentContext,
  TablePaymentErrorKey,
  TablePaymentEvent,
  TablePaymentFailure,
  TablePaymentInput,
  TablePaymentOutput,
  TablePaymentTag,
  TablePurchase,
  TokenizedCard,
  Totalized,
} from './table-payment.types.ts';

type Answered = { context: TablePaymentContext; event: { output: PaymentAnswer } };
type Failed = { context: TablePaymentContext; event: { error: unknown } };
/** Another diner paying first is a reason of its own; the rest are the API's and the provider's. */
const failure = ({ event }: Failed): TablePaymentErrorKey =>
  raceOf(event.error) ? 'lostRace' : failureKeyOf(event.error);
const changed = { target: '.waiting', actions: 'changeSelection' } as const;

/** A payment that did not go through: the reason is shown and logged as payment_error (spec §8). */
const refused = <TArgs extends { context: TablePaymentContext }>(
  key: (args: TArgs) => TablePaymentErrorKey,
) =>
  [
    { type: 'storeError', params: key },
    {
      type: 'trackPaymentError',
      params: (args: TArgs): TablePaymentFailure => ({
        method: required(args.context.method, 'method'),
        key: key(args),
      }),
    },
  ] as const;

/** A refused share: why, who paid first (when someone did), logged as payment_error. */
const refusedShare = [
  ...refused(failure),
  { type: 'storeRace', params: ({ event }: Failed) => raceOf(event.error) },
] as const;

/** Where an add-payment (or reconciled) answer leads: paid, the PIX code, or back with the reason. */
const outcome = [
  {
    guard: 'isApproved',
    target: '#tablePayment.paid',
    actions: { type: 'storeReceipt', params: ({ event }: Answered) => event.output },
  },
  {
    guard: 'isPixPending',
    target: '#tablePayment.pix',
    actions: { type: 'storePix', params: ({ event }: Answered) => event.output },
  },
  {
    target: '#tablePayment.choosing',
    actions: refused(({ event }: Answered) =>
      classifyPaymentError('code' in event.output ? event.output.code : undefined),
    ),
  },
] as const;

/**
 * Paying one's part of the table bill (spec §1 "pay the bill alone or split"): choose what to pay,
 * quote it with the service fee and tip, then pay by card or PIX. A lost answer is reconciled with
 * the same Idempotency-Key, never paid again under a new one.
 */
export const tablePaymentMachine = setup({
  types: {} as {
    context: TablePaymentContext;
    events: TablePaymentEvent;
    input: TablePaymentInput;
    output: TablePaymentOutput;
    tags: TablePaymentTag;
  },
  actors: {
    calculate: provided<Quote, PaymentRequest>('tablePayment', 'calculate'),
    tokenizeCard: provided<TokenizedCard, CardDetails>('tablePayment', 'tokenizeCard'),
    totalize: provided<Totalized, PaymentRequest>('tablePayment', 'totalize'),
    addPayment: provided<PaymentAnswer, AddPaymentRequest>('tablePayment', 'addPayment'),
    loadSavedCards: provided<SavedCard[]>('tablePayment', 'loadSavedCards'),
    pix: pixMachine,
    reconciliation: reconcileMachine,
  },
  actions: {
    changeSelection: assign(selectionChange),
    changeDocument: assign(documentChange),
    changeEmail: assign(emailChange),
    selectMethod: assign(({ event }) => (event.type === 'method.select' ? { method: event.method } : {})),
    useSavedCard: assign(({ event }) =>
      event.type === 'card.use' ? { card: { kind: 'saved', cardId: event.cardId } as const } : {},
    ),
    useNewCard: assign((_, card: TokenizedCard) => ({
      card: { kind: 'new', token: card.token, brand: card.brand, last4: card.last4 } as const,
      cardError: undefined,
    })),
    storeQuote: assign((_, quote: Quote) => ({ quote, quoteError: undefined })),
    storeQuoteError: assign((_, quoteError: TablePaymentErrorKey) => ({ quote: undefined, quoteError })),
    storeCardError: assign((_, cardError: TablePaymentErrorKey) => ({ cardError })),
    storePayment: assign((_, payment: Totalized) => ({ payment })),
    /** One key per totalized payment, made before its first add-payment attempt (DESIGN §5). */
    newIdempotencyKey: assign({ idempotencyKey: newIdempotencyKey }),
    storePix: assign((_, answer: PaymentAnswer) => (answer.status === 'pending' ? { pix: answer.pix } : {})),
    storeReceipt: assign((_, answer: PaymentAnswer) =>
      answer.status === 'approved' ? { receipt: answer.receipt } : {},
    ),
    storeError: assign((_, error: TablePaymentErrorKey) => ({ error, ...withoutPayment })),
    storeRace: assign((_, race: PaymentRace | undefined) => ({ race })),
    clearError: assign({ error: undefined, race: undefined }),
    storeBill: assign(billChange),
    clearPayment: assign(withoutPayment),
    storeSavedCards: assign((_, savedCards: SavedCard[]) => ({ savedCards, savedCardsLoaded: true })),
    forwardToReconciliation: forwardTo('reconciliation'),
    forwardToPix: forwardTo('pix'),
    checkPixNow: sendTo('pix', { type: 'pix.check' }),
    // Provided by the app: analytics (spec §7), as the delivery checkout sends them.
    trackBeginCheckout: (_, _event: TableBeginCheckout) => {},
    trackPurchase: (_, _event: TablePurchase) => {},
    trackPaymentError: (_, _event: TablePaymentFailure) => {},
  },
  guards: {
    hasPayableSelection: ({ context }) => hasPayableSelection(context),
    needsSavedCards: ({ context }) => context.isRegistered && !context.savedCardsLoaded,
    canPay: and([
      stateIn({ choosing: { quote: 'ready' } }),
      not(stateIn({ choosing: { card: 'tokenizing' } })),
      ({ context }) => hasPaymentDetails(context),
    ]),
    isPayableItem,
    isSavedCard,
    hasError: ({ context }) => context.error !== undefined,
    isAnswerLost: ({ event }) => isAnswerLost((event as { error?: unknown }).error),
    isApproved: ({ event }) => (event as { output?: { status?: string } }).output?.status === 'approved',
    isPixPending: ({ event }) => (event as { output?: { status?: string } }).output?.status === 'pending',
  },
  delays: {
    quoteDebounce: 300,
  },
}).createMachine({
  id: 'tablePayment',
  context: ({ input }) => initialContext(input),
  entry: { type: 'trackBeginCheckout', params: beginCheckoutOf },
  initial: 'choosing',
  output: ({ context }) => ({ receipt: context.receipt, email: context.email ?? '' }),
  // Another diner paid or ordered: what this diner may pay follows.
  on: { 'bill.changed': { actions: 'storeBill' } },
  states: {
    choosing: {
      type: 'parallel',
      tags: ['choosing', 'route:/table/payment'],
      on: {
        'document.set': { actions: 'changeDocument' },
        'email.set': { actions: 'changeEmail' },
        'method.select': { actions: 'selectMethod' },
        'card.use': { guard: 'isSavedCard', actions: 'useSavedCard' },
        'card.tokenized': { actions: { type: 'useNewCard', params: ({ event }) => event } },
        'payment.submit': { guard: 'canPay', target: 'paying', actions: 'clearError' },
      },
      states: {
        // A signed-in diner's saved cards, loaded once.
        savedCards: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'needsSavedCards', target: 'loading' }, { target: 'done' }] },
            loading: {
              invoke: {
                id: 'loadSavedCards',
                src: 'loadSavedCards',
                onDone: {
                  target: 'done',
                  actions: { type: 'storeSavedCards', params: ({ event }) => event.output },
                },
                // Without them the diner pays with a new card or PIX.
                onError: { target: 'done', actions: { type: 'storeSavedCards', params: [] } },
              },
            },
            done: {},
          },
        },
        // Every change asks for a new quote once the diner stops changing things for 300 ms.
        quote: {
          initial: 'waiting',
          on: {
            // The debounce timer does not survive a reload: ask again.
            'payment.resumed': { target: '.waiting', reenter: true },
            'mode.select': changed,
            'item.toggle': { guard: 'isPayableItem', ...changed },
            'item.parts': { guard: 'isPayableItem', ...changed },
            'item.units': { guard: 'isPayableItem', ...changed },
            'seats.set': changed,
            'amount.set': changed,
            'fee.toggle': changed,
            'tip.set': changed,
            'bill.changed': { target: '.waiting', actions: 'storeBill' },
          },
          states: {
            waiting: {
              tags: 'quoting',
              after: {
                quoteDebounce: [{ guard: 'hasPayableSelection', target: 'calculating' }, { target: 'idle' }],
              },
            },
            // Nothing to pay is chosen yet (or the amount is refused).
            idle: {},
            calculating: {
              tags: ['quoting', 'busy'],
              invoke: {
                id: 'calculate',
                src: 'calculate',
                input: paymentRequestOf,
                onDone: {
                  target: 'ready',
                  actions: { type: 'storeQuote', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'failed',
                  actions: [
                    { type: 'storeQuoteError', params: failure },
                    { type: 'storeRace', params: ({ event }) => raceOf(event.error) },
                  ],
                },
              },
            },
            ready: { tags: 'quoted' },
            failed: { tags: 'error' },
          },
        },
        // A new card is tokenized by the payment provider: its number goes there, never into the context.
        card: {
          initial: 'idle',
          on: {
            'card.submit': '.tokenizing',
            // A card's number is never stored: after a reload the diner types it again.
            'payment.resumed': '.idle',
          },
          states: {
            idle: {},
            tokenizing: {
              tags: 'busy',
              invoke: {
                id: 'tokenizeCard',
                src: 'tokenizeCard',
                input: ({ event }) => {
                  const { type: _, ...details } = event as Extract<
                    TablePaymentEvent,
                    { type: 'card.submit' }
                  >;
                  return details;
                },
                onDone: {
                  target: 'idle',
                  actions: { type: 'useNewCard', params: ({ event }) => event.output },
                },
                onError: { target: 'failed', actions: { type: 'storeCardError', params: failure } },
              },
            },
            failed: { tags: 'error' },
          },
        },
        // The reason the last attempt failed, until dismissed or a new attempt.
        notice: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'hasError', target: 'shown' }, { target: 'none' }] },
            none: {},
            shown: { tags: 'error', on: { 'error.dismiss': { target: 'none', actions: 'clearError' } } },
          },
        },
      },
    },
    paying: {
      tags: ['paying', 'busy', 'route:/table/payment'],
      initial: 'totalizing',
      states: {
        totalizing: {
          invoke: {
            id: 'totalize',
            src: 'totalize',
            input: paymentRequestOf,
            onDone: {
              target: 'adding',
              actions: [{ type: 'storePayment', params: ({ event }) => event.output }, 'newIdempotencyKey'],
            },
            onError: { target: '#tablePayment.choosing', actions: refusedShare },
          },
        },
        adding: {
          invoke: {
            id: 'addPayment',
            src: 'addPayment',
            input: addPaymentRequestOf,
            onDone: outcome,
            onError: [
              // No answer: the charge may have gone through. Find out before anything else.
              { guard: 'isAnswerLost', target: '#tablePayment.unknown' },
              { target: '#tablePayment.choosing', actions: refusedShare },
            ],
          },
        },
      },
    },
    pix: {
      tags: ['pix', 'route:/table/pix'],
      invoke: {
        id: 'pix',
        src: 'pix',
        input: ({ context }) => ({
          paymentId: required(context.payment?.paymentId, 'paymentId'),
          seatToken: context.seatToken,
          secondsLeft: required(context.pix, 'pix').secondsLeft,
        }),
        onDone: [
          {
            guard: 'isApproved',
            target: 'paid',
            actions: { type: 'storeReceipt', params: ({ event }) => event.output as PaymentAnswer },
          },
          { target: 'pixExpired' },
        ],
        // Whether it was paid is not known any more: reconcile.
        onError: 'unknown',
      },
      on: {
        'pix.check': { actions: 'forwardToPix' },
        // The polling timer does not survive a reload: ask the bank now.
        'payment.resumed': { actions: 'checkPixNow' },
      },
    },
    // The server released the reserved share.
    pixExpired: {
      tags: ['pixExpired', 'route:/table/pix'],
      on: { 'payment.retry': { target: 'choosing', actions: 'clearPayment' } },
    },
    unknown: {
      tags: 'unknown',
      initial: 'reconciling',
      states: {
        reconciling: {
          invoke: {
            id: 'reconciliation',
            src: 'reconciliation',
            input: ({ context }) => ({ request: addPaymentRequestOf({ context }) }),
            onDone: outcome,
            onError: 'stuck',
          },
          on: {
            'reconcile.retry': { actions: 'forwardToReconciliation' },
            'payment.resumed': { actions: 'forwardToReconciliation' },
          },
        },
        stuck: { tags: 'error', on: { 'reconcile.retry': 'reconciling' } },
      },
    },
    paid: { type: 'final', tags: 'paid', entry: { type: 'trackPurchase', params: purchaseOf } },
  },
});
