import { describe, expect, it } from 'vitest';
import { couponDiscount, orderTotals } from './order-totals.ts';

describe('orderTotals', () => {
  it('final price = order amount + delivery − gift card', () => {
    expect(
      orderTotals({
        itemsCents: 10_000,
        discountCents: 1_000,
        deliveryCents: 700,
        giftCardBalanceCents: 2_000,
      }),
    ).toEqual({
      items: 10_000,
      discount: 1_000,
      orderAmount: 9_000,
      delivery: 700,
      giftCard: 2_000,
      total: 7_700,
    });
  });

  it('a gift card pays at most what is due, never taking the total below zero', () => {
    const totals = orderTotals({
      itemsCents: 3_000,
      discountCents: 0,
      deliveryCents: 500,
      giftCardBalanceCents: 10_000,
    });
    expect(totals).toMatchObject({ giftCard: 3_500, total: 0 });
  });

  it('a gift card not in use pays nothing', () => {
    expect(
      orderTotals({ itemsCents: 3_000, discountCents: 0, deliveryCents: 0, giftCardBalanceCents: null }),
    ).toMatchObject({ giftCard: 0, total: 3_000 });
  });

  it('a discount never exceeds the items, and the delivery fee stays due', () => {
    expect(
      orderTotals({
        itemsCents: 1_000,
        discountCents: 1_500,
        deliveryCents: 600,
        giftCardBalanceCents: null,
      }),
    ).toMatchObject({ discount: 1_000, orderAmount: 0, total: 600 });
  });
});

describe('couponDiscount', () => {
  it('a percentage rounds to the nearest cent', () => {
    expect(couponDiscount({ kind: 'PERCENT', value: 10 }, 9_975)).toBe(998);
    expect(couponDiscount({ kind: 'PERCENT', value: 15 }, 1_001)).toBe(150);
  });

  it('a fixed amount is capped at the items', () => {
    expect(couponDiscount({ kind: 'FIXED', value: 1_500 }, 9_970)).toBe(1_500);
    expect(couponDiscount({ kind: 'FIXED', value: 1_500 }, 990)).toBe(990);
  });
});
