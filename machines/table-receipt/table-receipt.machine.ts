// A table payment's receipt: shown, and e-mailed whenever the diner asks.
// Spec §1 "pay the bill alone or split"; §7 table payments.
import { assign, setup } from 'xstate';
import type { ApiErrorKey } from '../../contract/errors.ts';
import { isEmail } from '../shared/contact.ts';
import { provided } from '../shared/provided.ts';
import type { PaymentReceipt } from '../table-payment/table-payment.types.ts';
import type {
  ReceiptMail,
  ReceiptRead,
  TableReceiptContext,
  TableReceiptEvent,
  TableReceiptInput,
  TableReceiptTag,
} from './table-receipt.types.ts';

const keyOf = ({ event }: { event: { error: unknown } }): ApiErrorKey => {
  const key = (event.error as { key?: unknown } | undefined)?.key;
  return typeof key === 'string' ? (key as ApiErrorKey) : 'default';
};

const emailProblemOf = (email: string) =>
  email === '' ? ('emailRequired' as const) : isEmail(email) ? undefined : ('invalidEmail' as const);

/**
 * The receipt of a paid share (lines, service, tip, method, time, table, reference, CPF when asked):
 * the one just paid, or one the diner opens again from the bill (read from the API). It is e-mailed
 * to the address the diner gives, as many times as they ask (the API limits how often).
 */
export const tableReceiptMachine = setup({
  types: {} as {
    context: TableReceiptContext;
    events: TableReceiptEvent;
    input: TableReceiptInput;
    tags: TableReceiptTag;
  },
  actors: {
    loadReceipt: provided<PaymentReceipt, ReceiptRead>('tableReceipt', 'loadReceipt'),
    sendReceipt: provided<void, ReceiptMail>('tableReceipt', 'sendReceipt'),
  },
  actions: {
    storeReceipt: assign((_, receipt: PaymentReceipt) => ({ receipt, error: undefined })),
    storeEmail: assign(({ event }) => {
      if (event.type !== 'email.set') return {};
      const email = event.email.trim();
      return { email, emailProblem: email === '' ? undefined : emailProblemOf(email) };
    }),
    checkEmail: assign(({ context }) => ({ emailProblem: emailProblemOf(context.email) })),
    storeSent: assign(({ context }) => ({ sentTo: context.email, error: undefined })),
    storeError: assign((_, error: ApiErrorKey) => ({ error })),
  },
  guards: {
    hasDetails: ({ context }) => context.receipt?.details !== undefined,
    canSend: ({ context }) => emailProblemOf(context.email) === undefined,
  },
}).createMachine({
  id: 'tableReceipt',
  context: ({ input }) => ({ ...input, emailProblem: undefined, sentTo: undefined, error: undefined }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasDetails', target: 'shown' }, { target: 'loading' }] },
    loading: {
      tags: ['loading', 'busy'],
      invoke: {
        id: 'loadReceipt',
        src: 'loadReceipt',
        input: ({ context }) => ({ paymentId: context.paymentId, seatToken: context.seatToken }),
        onDone: { target: 'shown', actions: { type: 'storeReceipt', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: keyOf } },
      },
    },
    failed: { tags: 'error', on: { 'receipt.retry': 'loading' } },
    shown: {
      tags: 'ready',
      initial: 'idle',
      on: {
        'email.set': { actions: 'storeEmail' },
        'receipt.send': [{ guard: 'canSend', target: '.sending' }, { actions: 'checkEmail' }],
      },
      states: {
        idle: {},
        sending: {
          tags: ['sending', 'busy'],
          // The address it goes to stays the one it was sent to.
          on: { 'receipt.send': {}, 'email.set': {} },
          invoke: {
            id: 'sendReceipt',
            src: 'sendReceipt',
            input: ({ context }) => ({
              paymentId: context.paymentId,
              seatToken: context.seatToken,
              email: context.email,
            }),
            onDone: { target: 'sent', actions: 'storeSent' },
            onError: { target: 'unsent', actions: { type: 'storeError', params: keyOf } },
          },
        },
        sent: { tags: 'sent' },
        unsent: { tags: 'error' },
      },
    },
  },
});
