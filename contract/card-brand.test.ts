import { describe, expect, it } from 'vitest';
import { brandName } from './card-brand.ts';

describe('a card brand as people read it', () => {
  it('writes the brands the payment provider names as their owners do', () => {
    expect(['visa', 'mastercard', 'amex', 'elo'].map(brandName)).toEqual([
      'Visa',
      'Mastercard',
      'American Express',
      'Elo',
    ]);
  });

  it('capitalises another brand, and says nothing of one the provider did not recognise', () => {
    expect(brandName('hipercard')).toBe('Hipercard');
    expect(brandName('unknown')).toBe('');
  });
});
