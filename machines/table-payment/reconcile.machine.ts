// Finding out whether a table payment whose answer was lost went through.
// Spec §7 table payments; DESIGN §5.
import { assign, setup } from 'xstate';
import { provided } from '../shared/provided.ts';
import type { PaymentAnswer, ReconcileAnswer, ReconcileInput } from './table-payment.types.ts';

export const RECONCILE_RETRY_MS = 2000;
export const RECONCILE_ATTEMPTS = 3;

interface ReconcileContext extends ReconcileInput {
  attempts: number;
  answer: PaymentAnswer | undefined;
}

export type ReconcileEvent =
  | { type: 'reconcile.retry' }
  /** Restored after a reload: the timer of the next try is gone, so the diner is asked to try again. */
  | { type: 'payment.resumed' };

/**
 * The answer to add-payment was lost: the diner may or may not have paid. Asks again with the
 * same request and Idempotency-Key (the app GETs the payment or re-sends it; the server answers a
 * repeated key with the first outcome) until an outcome is known; after three tries it waits for
 * the diner to ask again. It never makes a new key: that could charge twice.
 */
export const reconcileMachine = setup({
  types: {} as {
    context: ReconcileContext;
    events: ReconcileEvent;
    input: ReconcileInput;
    output: PaymentAnswer;
  },
  actors: {
    reconcile: provided<ReconcileAnswer, ReconcileInput>('tablePayment', 'reconcile'),
  },
  actions: {
    storeAnswer: assign((_, answer: ReconcileAnswer) => (answer.status === 'unknown' ? {} : { answer })),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0 }),
  },
  guards: {
    isKnown: (_, answer: ReconcileAnswer) => answer.status !== 'unknown',
    hasGivenUp: ({ context }) => context.attempts >= RECONCILE_ATTEMPTS,
  },
  delays: {
    reconcileRetry: RECONCILE_RETRY_MS,
  },
}).createMachine({
  id: 'reconcile',
  context: ({ input }) => ({ request: input.request, attempts: 0, answer: undefined }),
  initial: 'asking',
  output: ({ context }) => context.answer ?? { status: 'error', code: 'UNKNOWN' },
  states: {
    asking: {
      tags: 'busy',
      invoke: {
        id: 'reconcile',
        src: 'reconcile',
        input: ({ context }) => ({ request: context.request }),
        onDone: [
          {
            guard: { type: 'isKnown', params: ({ event }) => event.output },
            target: 'known',
            actions: { type: 'storeAnswer', params: ({ event }) => event.output },
          },
          { target: 'waiting', actions: 'countAttempt' },
        ],
        onError: { target: 'waiting', actions: 'countAttempt' },
      },
    },
    waiting: {
      always: { guard: 'hasGivenUp', target: 'stuck' },
      after: { reconcileRetry: 'asking' },
      on: { 'payment.resumed': 'stuck' },
    },
    stuck: {
      tags: 'stuck',
      on: { 'reconcile.retry': { target: 'asking', actions: 'resetAttempts' } },
    },
    known: { type: 'final' },
  },
});
