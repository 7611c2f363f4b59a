import type { ApiErrorKey } from '../../contract/errors.ts';
import { isLostAnswer } from '../shared/lost-answer.ts';
import type { PaymentErrorKey, PaymentFailureKey, PaymentRace } from './table-payment.types.ts';

const BY_SUFFIX: [suffix: string, key: PaymentErrorKey][] = [
  ['PAYMENT_ERROR', 'paymentError'],
  ['REFUND_SUCCESS', 'refundSuccess'],
  ['REFUND_ERROR', 'refundError'],
];

/** Spec §4: "Table payment error codes are classified by suffix: PAYMENT_ERROR, REFUND_SUCCESS, REFUND_ERROR." */
export function classifyPaymentError(code: string | undefined): PaymentErrorKey {
  const upper = (code ?? '').toUpperCase();
  return BY_SUFFIX.find(([suffix]) => upper.endsWith(suffix))?.[1] ?? 'default';
}

interface FailedCall {
  key?: unknown;
  status?: unknown;
  code?: unknown;
  race?: unknown;
}

const asFailedCall = (error: unknown): FailedCall =>
  typeof error === 'object' && error !== null ? (error as FailedCall) : {};

/** The answer names a table-payment outcome (a code classified by its suffix). */
const hasPaymentErrorCode = ({ code }: FailedCall) =>
  typeof code === 'string' && classifyPaymentError(code) !== 'default';

/**
 * The request may have reached the payment provider but its answer did not reach us: no response
 * (network, timeout), a 408, or a 5xx without a payment error code. Only a reconciliation can tell
 * whether the diner paid. A 5xx carrying a payment error code (the provider's
 * PROCESSING_PAYMENT_ERROR answers 502) is a known outcome, not a lost one.
 */
export function isAnswerLost(error: unknown): boolean {
  return !hasPaymentErrorCode(asFailedCall(error)) && isLostAnswer(error);
}

/** A refused call: its table-payment code when it has one, else the API error's key. */
export function failureKeyOf(error: unknown): PaymentFailureKey {
  const { key, code } = asFailedCall(error);
  if (typeof code === 'string') return classifyPaymentError(code);
  return typeof key === 'string' ? (key as ApiErrorKey) : 'default';
}

/** A share refused because another diner paid, or is paying, it first: who, and what is left (the app attaches it). */
export function raceOf(error: unknown): PaymentRace | undefined {
  const { race } = asFailedCall(error);
  return typeof race === 'object' && race !== null && 'dueCents' in race ? (race as PaymentRace) : undefined;
}
