// Waiting for a table PIX charge to be paid or to expire.
// Spec §1 PIX at the table; §7 PIX status.
import { assign, setup } from 'xstate';
import { provided } from '../shared/provided.ts';
import type { PaymentReceipt, PixPollAnswer } from './table-payment.types.ts';

export const PIX_POLL_MS = 3000;

export interface PixInput {
  paymentId: string;
  /** A table payment's: the payer's seat token (a seat at its table reads it). */
  seatToken?: string;
  /** Whole seconds left to pay, as the API counted them when the charge arrived (just now). */
  secondsLeft: number;
}

/** What polling a payment needs. */
export type PollPaymentInput = Pick<PixInput, 'paymentId' | 'seatToken'>;

interface PixContext {
  paymentId: string;
  seatToken: string | undefined;
  secondsLeft: number;
  receipt: PaymentReceipt | undefined;
}

export type PixOutput = { status: 'approved'; receipt: PaymentReceipt } | { status: 'expired' };

export type PixEvent = { type: 'pix.check' };

/**
 * A PIX charge waiting for the diner's bank: polled every 3 s until it is paid, or until it
 * expires (the server then releases the reserved share).
 */
export const pixMachine = setup({
  types: {} as { context: PixContext; events: PixEvent; input: PixInput; output: PixOutput },
  actors: {
    pollPayment: provided<PixPollAnswer, PollPaymentInput>('tablePayment', 'pollPayment'),
  },
  actions: {
    storeReceipt: assign((_, answer: PixPollAnswer) =>
      answer.status === 'approved' ? { receipt: answer.receipt } : {},
    ),
  },
  guards: {
    isApproved: (_, answer: PixPollAnswer) => answer.status === 'approved',
    hasExpired: (_, answer: PixPollAnswer) => answer.status === 'expired',
  },
  delays: {
    pixPoll: PIX_POLL_MS,
    /** The API's seconds left: the charge starts being waited for as its answer arrives. */
    pixExpiry: ({ context }) => context.secondsLeft * 1000,
  },
}).createMachine({
  id: 'pix',
  context: ({ input }) => ({
    paymentId: input.paymentId,
    seatToken: input.seatToken,
    secondsLeft: input.secondsLeft,
    receipt: undefined,
  }),
  initial: 'pending',
  output: ({ context }) =>
    context.receipt === undefined ? { status: 'expired' } : { status: 'approved', receipt: context.receipt },
  states: {
    // Its expiry counts from the charge's arrival: polling in and out of `checking` does not restart it.
    pending: {
      after: { pixExpiry: 'expired' },
      initial: 'waiting',
      states: {
        waiting: {
          after: { pixPoll: 'checking' },
          // The diner says they paid: ask now instead of at the next tick.
          on: { 'pix.check': 'checking' },
        },
        checking: {
          invoke: {
            id: 'pollPayment',
            src: 'pollPayment',
            input: ({ context }) => ({ paymentId: context.paymentId, seatToken: context.seatToken }),
            onDone: [
              {
                guard: { type: 'isApproved', params: ({ event }) => event.output },
                target: '#pix.approved',
                actions: { type: 'storeReceipt', params: ({ event }) => event.output },
              },
              { guard: { type: 'hasExpired', params: ({ event }) => event.output }, target: '#pix.expired' },
              { target: 'waiting' },
            ],
            // A failed poll is retried at the next tick; the expiry still stands.
            onError: 'waiting',
          },
        },
      },
    },
    approved: { type: 'final' },
    expired: { type: 'final' },
  },
});
