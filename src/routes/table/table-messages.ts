import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TableErrorKey } from '../../../machines/table/table.types.ts';
import type { TableOrderErrorKey } from '../../../machines/table-order/table-order.types.ts';
import type {
  AmountProblem,
  TablePaymentErrorKey,
} from '../../../machines/table-payment/table-payment.types.ts';
import { errorMessages } from '../../api/error-messages.ts';

/** The table flow's own message ids; the rest come from the error catalogue (spec §8). */
const tableMessages = {
  nameRequired: msg`Tell us your name so the table knows who is paying.`,
  invalidCpf: msg`This CPF is not valid. Check the numbers.`,
  tableUnavailable: msg`This table is not taking diners right now. Please ask the waiter.`,
  tableNotFound: msg`We couldn't find this table. Check the restaurant code, the table number and the table key printed on it.`,
} satisfies Partial<Record<TableErrorKey, MessageDescriptor>>;

/** Spec §4: payment errors are classified by the suffix of their code. */
const paymentMessages = {
  paymentError: msg`Your payment was not approved. Check the card or choose another way to pay.`,
  refundSuccess: msg`The bill changed while you were paying, so we refunded the charge. Please try again.`,
  refundError: msg`The bill changed while you were paying and the refund did not go through. Please call the waiter.`,
  default: msg`We couldn't complete the payment. Please try again.`,
} satisfies Partial<Record<TablePaymentErrorKey, MessageDescriptor>>;

const orderMessages = {
  itemUnavailable: msg`Something in your order has just sold out. Remove it and send the order again.`,
  invalidOptions: msg`The options of a dish have changed. Remove it and add it again.`,
  orderingDisabled: msg`Ordering from the table is closed right now. Please call the waiter.`,
  default: msg`We couldn't send your order. Please try again.`,
} satisfies Partial<Record<TableOrderErrorKey, MessageDescriptor>>;

const amountMessages = {
  amountTooHigh: msg`That is more than what is left to pay.`,
  amountRequired: msg`Enter the amount you want to pay.`,
  seatsInvalid: msg`Choose how many shares you pay, up to the number of people.`,
} satisfies Record<AmountProblem, MessageDescriptor>;

const catalogue = (key: string): MessageDescriptor =>
  key in errorMessages ? errorMessages[key as keyof typeof errorMessages] : errorMessages.default;

export function tableMessage(key: TableErrorKey): MessageDescriptor {
  return key in tableMessages ? tableMessages[key as keyof typeof tableMessages] : catalogue(key);
}

export function paymentMessage(key: TablePaymentErrorKey): MessageDescriptor {
  return key in paymentMessages ? paymentMessages[key as keyof typeof paymentMessages] : catalogue(key);
}

export function orderMessage(key: TableOrderErrorKey): MessageDescriptor {
  return key in orderMessages ? orderMessages[key as keyof typeof orderMessages] : catalogue(key);
}

export const amountMessage = (problem: AmountProblem): MessageDescriptor => amountMessages[problem];

/** A card the payment provider refused to tokenize. */
export const cardMessage = (key: TablePaymentErrorKey): MessageDescriptor =>
  key === 'network' || key === 'timeout'
    ? catalogue(key)
    : msg`We couldn't verify this card. Check the number, the expiry date and the security code.`;
