import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

// Intl separates the symbol with a no-break space.
const normalise = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it.each`
    cents        | locale     | expected
    ${1990}      | ${'pt-BR'} | ${'R$ 19,90'}
    ${0}         | ${'pt-BR'} | ${'R$ 0,00'}
    ${5}         | ${'pt-BR'} | ${'R$ 0,05'}
    ${123456789} | ${'pt-BR'} | ${'R$ 1.234.567,89'}
    ${-1500}     | ${'pt-BR'} | ${'-R$ 15,00'}
    ${1990}      | ${'en-US'} | ${'R$19.90'}
    ${123456789} | ${'en-US'} | ${'R$1,234,567.89'}
  `('formats $cents cents in $locale as $expected', ({ cents, locale, expected }) => {
    expect(normalise(formatMoney(cents, locale))).toBe(expected);
  });
});

describe('formatMoney writes what Intl writes', () => {
  const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456, 1_000_000, 99_999_999];
  it.each(['pt-BR', 'en-US'])('in %s, for amounts of every length, either sign', (locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
    for (const cents of [...amounts, ...amounts.slice(1).map((amount) => -amount)]) {
      expect(formatMoney(cents, locale)).toBe(intl.format(cents / 100));
    }
  });
});
