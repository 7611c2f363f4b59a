// Finding out whether an order whose answer was lost was placed.
// Spec §7 orders; DESIGN §5 (Idempotency-Key, lost answers).
import { assign, setup } from 'xstate';
import { statusOf } from '../shared/failed-call.ts';
import { isLostAnswer } from '../shared/lost-answer.ts';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import type { CreateOrderRequest, FindOrderInput, FoundOrder, OrderAnswer } from './checkout.types.ts';

export const ORDER_RECONCILE_RETRY_MS = 2000;
export const ORDER_RECONCILE_ATTEMPTS = 3;

export interface OrderReconcileInput {
  /** The request whose answer was lost, with its Idempotency-Key: sending it again is safe. */
  request: CreateOrderRequest;
}

/** What the reconciliation learned: the order's outcome, or that the resent request was refused. */
export type OrderReconciled = OrderAnswer | { status: 'refused'; error: unknown };

interface OrderReconcileContext extends OrderReconcileInput {
  attempts: number;
  outcome: OrderReconciled | undefined;
}

export type OrderReconcileEvent = { type: 'reconcile.retry' };

/** No answer again, or the first request is still running (the server's 409 for a key in use). */
const isStillUnknown = (error: unknown) => isLostAnswer(error) || statusOf(error) === 409;

/**
 * The answer to "create the order" was lost: the customer may or may not have paid. Looks the
 * order up by its Idempotency-Key; when nothing was made, sends the same request with the same key
 * again (the server answers a repeated key with the first outcome). After three tries without an
 * answer it waits for the customer to ask again. It never makes a new key: that could charge twice.
 */
export const orderReconcileMachine = setup({
  types: {} as {
    context: OrderReconcileContext;
    events: OrderReconcileEvent;
    input: OrderReconcileInput;
    output: OrderReconciled;
  },
  actors: {
    findOrder: provided<FoundOrder, FindOrderInput>('checkout', 'findOrder'),
    createOrder: provided<OrderAnswer, CreateOrderRequest>('checkout', 'createOrder'),
  },
  actions: {
    storeOutcome: assign((_, outcome: OrderReconciled) => ({ outcome })),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0 }),
  },
  guards: {
    isNone: (_, found: FoundOrder) => found.status === 'none',
    isStillUnknown: ({ event }) => isStillUnknown((event as { error?: unknown }).error),
    hasGivenUp: ({ context }) => context.attempts >= ORDER_RECONCILE_ATTEMPTS,
  },
  delays: {
    reconcileRetry: ORDER_RECONCILE_RETRY_MS,
  },
}).createMachine({
  id: 'orderReconcile',
  context: ({ input }) => ({ request: input.request, attempts: 0, outcome: undefined }),
  initial: 'looking',
  output: ({ context }) => required(context.outcome, 'outcome'),
  states: {
    looking: {
      tags: 'busy',
      invoke: {
        id: 'findOrder',
        src: 'findOrder',
        input: ({ context }) => ({
          idempotencyKey: context.request.idempotencyKey,
          orderId: context.request.orderId,
        }),
        onDone: [
          { guard: { type: 'isNone', params: ({ event }) => event.output }, target: 'resending' },
          {
            target: 'known',
            actions: { type: 'storeOutcome', params: ({ event }) => event.output as OrderAnswer },
          },
        ],
        onError: { target: 'waiting', actions: 'countAttempt' },
      },
    },
    // Nothing was made under the key: the request never arrived. The same one goes again.
    resending: {
      tags: 'busy',
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => context.request,
        onDone: { target: 'known', actions: { type: 'storeOutcome', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isStillUnknown', target: 'waiting', actions: 'countAttempt' },
          {
            target: 'known',
            actions: {
              type: 'storeOutcome',
              params: ({ event }) => ({ status: 'refused', error: event.error }),
            },
          },
        ],
      },
    },
    waiting: {
      always: { guard: 'hasGivenUp', target: 'stuck' },
      after: { reconcileRetry: 'looking' },
    },
    stuck: {
      tags: 'stuck',
      on: { 'reconcile.retry': { target: 'looking', actions: 'resetAttempts' } },
    },
    known: { type: 'final' },
  },
});
