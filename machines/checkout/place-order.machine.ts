// Placing one order once, under one Idempotency-Key.
// Spec §7 "Orders"; §8.
import { and, assign, forwardTo, not, setup } from 'xstate';
import { statusOf } from '../shared/failed-call.ts';
import { newIdempotencyKey } from '../shared/idempotency-key.ts';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import { isAnswerLost } from '../table-payment/payment-error.ts';
import { pixMachine } from '../table-payment/pix.machine.ts';
import type {
  Availability,
  AvailabilityInput,
  CreateOrderRequest,
  OrderAnswer,
  PlaceOrderContext,
  PlaceOrderEvent,
  PlaceOrderInput,
  PlaceOrderOutcome,
  RestaurantsReloaded,
} from './checkout.types.ts';
import { type OrderReconciled, orderReconcileMachine } from './order-reconcile.machine.ts';

type Answered = { event: { output: OrderReconciled } };
type Failed = { event: { error: unknown } };

const outcome = (value: PlaceOrderOutcome) => ({ type: 'storeOutcome', params: value }) as const;
const refused = {
  type: 'storeOutcome',
  params: ({ event }: Failed): PlaceOrderOutcome => ({ status: 'refused', error: event.error }),
} as const;

/** An order made: paid, or waiting for its PIX. */
const placedOrPix = [
  {
    guard: 'isApproved',
    target: '#placeOrder.placed',
    actions: { type: 'storePlaced', params: ({ event }: Answered) => event.output },
  },
  {
    guard: 'isPixPending',
    target: '#placeOrder.pix',
    actions: { type: 'storePlaced', params: ({ event }: Answered) => event.output },
  },
] as const;

const declined = {
  target: '#placeOrder.done',
  actions: {
    type: 'storeOutcome',
    params: ({ event }: Answered): PlaceOrderOutcome => ({
      status: 'declined',
      code: event.output.status === 'declined' ? event.output.code : '',
    }),
  },
} as const;

const isOutcome =
  (status: string) =>
  ({ event }: { event: unknown }) =>
    (event as { output?: { status?: unknown } }).output?.status === status;

const availabilityOf = ({ context }: { context: PlaceOrderContext }): AvailabilityInput => ({
  checkoutOption: context.request.checkoutOption,
  serviceId: context.request.serviceId,
  ...(context.location === undefined ? {} : { location: context.location }),
});

/**
 * One attempt to place the order, the part where money moves: the address or store is checked
 * again, then the order is created under one Idempotency-Key made before it is first sent. A PIX
 * order waits for the bank; an answer that was lost is reconciled under the same key, never sent
 * under a new one. A 410 (the restaurant changed) reloads the restaurants and tries once more: the
 * server refused the first request, so the second one has a key of its own.
 */
export const placeOrderMachine = setup({
  types: {} as {
    context: PlaceOrderContext;
    events: PlaceOrderEvent;
    input: PlaceOrderInput;
    output: PlaceOrderOutcome;
    tags: 'busy' | 'pix' | 'unknown' | 'stuck';
  },
  actors: {
    checkAvailability: provided<Availability, AvailabilityInput>('checkout', 'checkAvailability'),
    createOrder: provided<OrderAnswer, CreateOrderRequest>('checkout', 'createOrder'),
    reloadRestaurants: provided<RestaurantsReloaded, undefined>('checkout', 'reloadRestaurants'),
    pix: pixMachine,
    reconciliation: orderReconcileMachine,
  },
  actions: {
    storePlaced: assign((_, answer: OrderReconciled) => {
      if (answer.status === 'approved')
        return { placed: answer.order, outcome: { status: 'placed', order: answer.order } };
      return answer.status === 'pending' ? { placed: answer.order, pix: answer.pix } : {};
    }),
    markPaid: assign(({ context }) => ({
      outcome: { status: 'placed', order: required(context.placed, 'placed order') },
    })),
    storeOutcome: assign((_, value: PlaceOrderOutcome) => ({ outcome: value })),
    /** The retry after a 410: a new key, and the service the restaurants give now (if any). */
    retryAfterGone: assign(({ context }, { serviceId }: RestaurantsReloaded) => ({
      request: {
        ...context.request,
        idempotencyKey: newIdempotencyKey(),
        ...(serviceId === undefined ? {} : { serviceId }),
      },
    })),
    markGoneRetried: assign({ goneRetried: true }),
    forwardToPix: forwardTo('pix'),
    forwardToReconciliation: forwardTo('reconciliation'),
  },
  guards: {
    isAvailable: (_, availability: Availability) => availability.available,
    isApproved: isOutcome('approved'),
    isPixPending: isOutcome('pending'),
    isDeclined: isOutcome('declined'),
    isAnswerLost: ({ event }) => isAnswerLost((event as { error?: unknown }).error),
    isRestaurantChanged: ({ event }) => statusOf((event as { error?: unknown }).error) === 410,
    hasRetriedGone: ({ context }) => context.goneRetried,
  },
}).createMachine({
  id: 'placeOrder',
  context: ({ input }) => ({
    // Made before the first attempt, kept until its outcome is known (DESIGN §5).
    request: { ...input.order, idempotencyKey: newIdempotencyKey() },
    location: input.location,
    goneRetried: false,
    placed: undefined,
    pix: undefined,
    outcome: undefined,
  }),
  initial: 'rechecking',
  output: ({ context }) => required(context.outcome, 'outcome'),
  states: {
    // Spec: a store that closed or an address that left the area is said before money moves.
    rechecking: {
      tags: 'busy',
      invoke: {
        id: 'checkAvailability',
        src: 'checkAvailability',
        input: availabilityOf,
        onDone: [
          { guard: { type: 'isAvailable', params: ({ event }) => event.output }, target: 'creating' },
          {
            target: 'done',
            actions: {
              type: 'storeOutcome',
              params: ({ event }) =>
                event.output.available
                  ? { status: 'unchecked' }
                  : { status: 'unavailable', reason: event.output.reason },
            },
          },
        ],
        onError: { target: 'done', actions: outcome({ status: 'unchecked' }) },
      },
    },
    creating: {
      tags: 'busy',
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => context.request,
        onDone: [...placedOrPix, declined],
        onError: [
          // No answer: the order may exist and the money may have moved. Find out first.
          { guard: 'isAnswerLost', target: 'unknown' },
          {
            guard: and(['isRestaurantChanged', not('hasRetriedGone')]),
            target: 'refreshingRestaurants',
            actions: 'markGoneRetried',
          },
          { target: 'done', actions: refused },
        ],
      },
    },
    refreshingRestaurants: {
      tags: 'busy',
      invoke: {
        id: 'reloadRestaurants',
        src: 'reloadRestaurants',
        onDone: {
          target: 'creating',
          actions: { type: 'retryAfterGone', params: ({ event }) => event.output },
        },
        onError: { target: 'done', actions: refused },
      },
    },
    pix: {
      tags: 'pix',
      invoke: {
        id: 'pix',
        src: 'pix',
        input: ({ context }) => ({
          paymentId: required(context.placed, 'placed order').orderId,
          secondsLeft: required(context.pix, 'pix').secondsLeft,
        }),
        onDone: [
          { guard: 'isApproved', target: 'placed', actions: 'markPaid' },
          { target: 'done', actions: outcome({ status: 'pixExpired' }) },
        ],
        // Whether it was paid is not known any more: reconcile.
        onError: 'unknown',
      },
      on: { 'pix.check': { actions: 'forwardToPix' } },
    },
    unknown: {
      tags: 'unknown',
      initial: 'reconciling',
      states: {
        reconciling: {
          tags: 'busy',
          invoke: {
            id: 'reconciliation',
            src: 'reconciliation',
            input: ({ context }) => ({ request: context.request }),
            onDone: [
              ...placedOrPix,
              { guard: 'isDeclined', ...declined },
              // The request sent again was refused: nothing was made.
              {
                target: '#placeOrder.done',
                actions: {
                  type: 'storeOutcome',
                  params: ({ event }: Answered): PlaceOrderOutcome => ({
                    status: 'refused',
                    error: event.output.status === 'refused' ? event.output.error : undefined,
                  }),
                },
              },
            ],
            onError: 'stuck',
          },
          on: { 'reconcile.retry': { actions: 'forwardToReconciliation' } },
        },
        stuck: { tags: ['stuck'], on: { 'reconcile.retry': 'reconciling' } },
      },
    },
    placed: { type: 'final' },
    done: { type: 'final' },
  },
});
