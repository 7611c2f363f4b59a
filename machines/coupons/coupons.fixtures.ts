import type { CouponOffer } from './coupons.types.ts';

/** A coupon anyone can use now, and one this customer cannot (its reason said). */
export const brasa10: CouponOffer = {
  code: 'BRASA10',
  description: '10% de desconto no pedido',
  kind: 'PERCENT',
  value: 10,
  min_order: { value: 0, currency: 'BRL' },
  first_order_only: false,
  once_per_customer: false,
  valid_until: null,
  usable: true,
  reason: null,
};

export const expiredCoupon: CouponOffer = {
  ...brasa10,
  code: 'ONTEM',
  valid_until: '2026-11-24T15:00:00.000Z',
  usable: false,
  reason: 'COUPON_EXPIRED',
};
