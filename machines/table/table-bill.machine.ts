// Polling the table's bill.
// Spec §2 `/table/order`; §7 table session order.
import { sendParent, setup } from 'xstate';
import { provided } from '../shared/provided.ts';
import type { Bill } from './bill.ts';
import { isSessionGone } from './table.context.ts';
import type { BillPollerInput } from './table.types.ts';

export const BILL_REFRESH_MS = 3000;

export type BillPollerEvent = { type: 'bill.refresh' };

export interface BillPollerOutput {
  /** The first or a later load said the session no longer exists (ended, or the diner was removed). */
  reason: 'sessionGone';
}

/**
 * The live bill: loads it, then reloads it every 3 s for as long as the diner sits at the table.
 * Each answer goes to the table (`bill.loaded`); a failed load keeps the last bill and tries
 * again on the next tick (`bill.failed`). Ends only when the session is gone server-side.
 */
export const billPollerMachine = setup({
  types: {} as {
    context: BillPollerInput;
    events: BillPollerEvent;
    input: BillPollerInput;
    output: BillPollerOutput;
  },
  actors: {
    loadBill: provided<Bill, BillPollerInput>('table', 'loadBill'),
  },
  actions: {
    reportBill: sendParent((_, bill: Bill) => ({ type: 'bill.loaded', bill })),
    reportFailure: sendParent({ type: 'bill.failed' }),
  },
  guards: {
    isSessionGone: ({ event }) => isSessionGone((event as { error?: unknown }).error),
  },
  delays: {
    billRefresh: BILL_REFRESH_MS,
  },
}).createMachine({
  id: 'billPoller',
  context: ({ input }) => input,
  initial: 'loading',
  output: () => ({ reason: 'sessionGone' }),
  states: {
    loading: {
      invoke: {
        id: 'loadBill',
        src: 'loadBill',
        input: ({ context }) => context,
        onDone: { target: 'waiting', actions: { type: 'reportBill', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isSessionGone', target: 'gone' },
          { target: 'waiting', actions: 'reportFailure' },
        ],
      },
    },
    waiting: {
      after: { billRefresh: 'loading' },
      on: { 'bill.refresh': 'loading' },
    },
    gone: { type: 'final' },
  },
});
