import { createActor, fromPromise } from 'xstate';
import type { PaymentReceipt } from '../table-payment/table-payment.types.ts';
import { tableReceiptMachine } from './table-receipt.machine.ts';
import type { ReceiptMail, TableReceiptInput } from './table-receipt.types.ts';

/** A receipt opened again from the bill: nothing known of it yet, no address to send it to. */
export const reopened: TableReceiptInput = {
  paymentId: 'payment-1',
  seatToken: 'seat-token-1',
  receipt: undefined,
  email: '',
  emailed: false,
};

/** The receipt chart with its calls answered: `loaded` is what reading it answers; what it sends is kept. */
export function startReceipt(input: TableReceiptInput, loaded: PaymentReceipt) {
  const sent: ReceiptMail[] = [];
  const actor = createActor(
    tableReceiptMachine.provide({
      actors: {
        loadReceipt: fromPromise(async () => loaded),
        sendReceipt: fromPromise<void, ReceiptMail>(async ({ input: mail }) => {
          sent.push(mail);
        }),
      },
    }),
    { input },
  ).start();
  return { actor, sent };
}
