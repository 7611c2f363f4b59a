import { describe, expect, it } from 'vitest';
import { classifyPaymentError, failureKeyOf, isAnswerLost, raceOf } from './payment-error.ts';

describe('classifyPaymentError (spec §4 "classified by suffix")', () => {
  it.each([
    ['CARD_PAYMENT_ERROR', 'paymentError'],
    ['PIX_REFUND_SUCCESS', 'refundSuccess'],
    ['TABLE_REFUND_ERROR', 'refundError'],
    ['payment_error', 'paymentError'],
    ['INSUFFICIENT_FUNDS', 'default'],
    ['PAYMENT_ERROR_X', 'default'],
    [undefined, 'default'],
  ])('%s → %s', (code, key) => {
    expect(classifyPaymentError(code)).toBe(key);
  });
});

describe('isAnswerLost', () => {
  it.each([
    [{ key: 'network' }, true],
    [{ key: 'timeout', status: undefined }, true],
    [{ key: 'default', status: 408 }, true],
    [{ key: 'default', status: 502 }, true],
    [{ key: 'default', status: 500 }, true],
    [{ key: 'default', status: 503, code: 'SOMETHING_ELSE' }, true],
    [{ key: 'default', status: 502, code: 'PROCESSING_PAYMENT_ERROR' }, false],
    [{ key: 'default', status: 500, code: 'CARD_REFUND_ERROR' }, false],
    [{ key: 'default', status: 422, code: 'CARD_PAYMENT_ERROR' }, false],
    [{ key: 'default', status: 409 }, false],
  ])('%o → %s', (error, lost) => {
    expect(isAnswerLost(error)).toBe(lost);
  });
});

describe('failureKeyOf', () => {
  it('classifies a table-payment code, else keeps the API key', () => {
    expect(failureKeyOf({ key: 'default', status: 422, code: 'X_REFUND_ERROR' })).toBe('refundError');
    expect(failureKeyOf({ key: 'serviceUnavailable', status: 412 })).toBe('serviceUnavailable');
    expect(failureKeyOf('boom')).toBe('default');
  });
});

describe('raceOf', () => {
  it('reads who paid first and what is left from a refusal the app explained, and nothing else', () => {
    const race = { by: 'Ana', paying: false, item: undefined, dueCents: 0, billPaid: true };
    expect(raceOf({ key: 'default', status: 409, code: 'NOTHING_DUE', race })).toBe(race);
    expect(raceOf({ key: 'default', status: 409, code: 'NOTHING_DUE' })).toBeUndefined();
    expect(raceOf({ race: 'Ana' })).toBeUndefined();
    expect(raceOf(undefined)).toBeUndefined();
  });
});
