/** The money of an order, in cents (spec §4 "final cart price"); every figure a client shows comes from here. */
export interface TotalsInput {
  /** Σ quantity × (item + chosen options). */
  itemsCents: number;
  /** The coupon's discount on the items (0 when none applies). */
  discountCents: number;
  deliveryCents: number;
  /** The gift card's balance when the customer uses it, else null. */
  giftCardBalanceCents: number | null;
}

export interface Totals {
  items: number;
  discount: number;
  /** Items − discount. */
  orderAmount: number;
  delivery: number;
  /** What the gift card pays. */
  giftCard: number;
  /** Order amount + delivery − gift card: never below zero. */
  total: number;
}

export function orderTotals(input: TotalsInput): Totals {
  const discount = Math.min(input.discountCents, input.itemsCents);
  const orderAmount = input.itemsCents - discount;
  const due = orderAmount + input.deliveryCents;
  const giftCard = Math.min(Math.max(input.giftCardBalanceCents ?? 0, 0), due);
  return {
    items: input.itemsCents,
    discount,
    orderAmount,
    delivery: input.deliveryCents,
    giftCard,
    total: due - giftCard,
  };
}

export interface CouponTerms {
  kind: 'PERCENT' | 'FIXED';
  /** Percent, or cents. */
  value: number;
}

/** A percentage rounds to the nearest cent; neither kind takes more than the items. */
export function couponDiscount(coupon: CouponTerms, itemsCents: number): number {
  const off = coupon.kind === 'PERCENT' ? Math.round((itemsCents * coupon.value) / 100) : coupon.value;
  return Math.min(off, itemsCents);
}
