/** What a card does at the sandbox, as its number would at a real acquirer (server/README.md lists them). */
export type CardBehaviour = 'APPROVE' | 'DECLINE' | 'ERROR' | 'REFUND_ERROR';

const testCards: Record<string, CardBehaviour> = {
  '4111111111111111': 'APPROVE',
  '4000000000000002': 'DECLINE',
  '4000000000000119': 'ERROR',
  '4000000000000259': 'REFUND_ERROR',
};

/** Any other number that passes the Luhn check is approved. */
export const behaviourOf = (number: string): CardBehaviour => testCards[number] ?? 'APPROVE';

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(number))
    return 'elo';
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}
