import type { ApiErrorKey } from '../../contract/errors.ts';
import type { PaymentReceipt } from '../table-payment/table-payment.types.ts';

export interface TableReceiptInput {
  paymentId: string;
  /** The payer's seat: only it (or the payer's account) reads the receipt's CPF and has it sent again. */
  seatToken: string;
  /** Known when the diner has just paid; loaded otherwise (a receipt opened from the bill). */
  receipt: PaymentReceipt | undefined;
  /** Where the receipt goes unless the diner types another address (the account's, or the one given). */
  email: string;
  /** The payment itself e-mailed it there (a share just paid with an address to send it to). */
  emailed: boolean;
}

export interface ReceiptRead {
  paymentId: string;
  seatToken: string;
}

export interface ReceiptMail extends ReceiptRead {
  email: string;
}

export interface TableReceiptContext extends TableReceiptInput {
  emailProblem: 'invalidEmail' | 'emailRequired' | undefined;
  /** The address the last e-mail went to. */
  sentTo: string | undefined;
  error: ApiErrorKey | undefined;
}

export type TableReceiptEvent =
  | { type: 'email.set'; email: string }
  | { type: 'receipt.send' }
  | { type: 'receipt.retry' };

export type TableReceiptTag = 'loading' | 'ready' | 'sending' | 'sent' | 'error' | 'busy';
