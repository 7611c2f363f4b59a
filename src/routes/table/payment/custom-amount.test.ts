import { describe, expect, it } from 'vitest';
import { centsOf } from './custom-amount.tsx';

describe('a typed amount in cents', () => {
  it.each([
    ['45', 4500],
    ['45,5', 4550],
    ['45,50', 4550],
    ['R$ 1.045,50', 104550],
    ['0,99', 99],
    ['', 0],
    ['abc', 0],
  ])('"%s" is %i cents', (text, cents) => {
    expect(centsOf(text)).toBe(cents);
  });
});
