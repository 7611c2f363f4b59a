import { describe, expect, it } from 'vitest';
import { finalPriceCents } from './final-price.ts';

const parts = {
  orderAmountCents: 8990,
  deliveryPriceCents: 790,
  giftCardBalanceCents: 5000,
  useGiftCard: false,
};

describe('final cart price', () => {
  it('is the order amount plus the delivery price when no gift card is used', () => {
    expect(finalPriceCents(parts)).toBe(9780);
  });

  it('takes the gift card balance off when the gift card is in use', () => {
    expect(finalPriceCents({ ...parts, useGiftCard: true })).toBe(4780);
  });

  it('never goes below zero when the balance covers more than the order', () => {
    expect(finalPriceCents({ ...parts, giftCardBalanceCents: 20_000, useGiftCard: true })).toBe(0);
  });

  it('is the order amount alone for takeout (no delivery price)', () => {
    expect(finalPriceCents({ ...parts, deliveryPriceCents: 0 })).toBe(8990);
  });

  it('ignores a negative balance instead of adding it to the price', () => {
    expect(finalPriceCents({ ...parts, giftCardBalanceCents: -100, useGiftCard: true })).toBe(9780);
  });

  it('is exactly zero when the balance equals the total', () => {
    expect(finalPriceCents({ ...parts, giftCardBalanceCents: 9780, useGiftCard: true })).toBe(0);
  });
});
