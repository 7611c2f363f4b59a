import type { ApiErrorKey } from '../../contract/errors.ts';
import type { Coupon } from '../../contract/schemas/coupons.ts';

/** A coupon as the list shows it: its rule, and whether this customer can use it now and why not. */
export type CouponOffer = Coupon;

export interface CouponsContext {
  coupons: CouponOffer[];
  error: ApiErrorKey | undefined;
}

export type CouponsEvent =
  /** Read the list again: after a failure, or when the cart it is measured against changed. */
  { type: 'coupons.reload' };

export type CouponsTag = 'busy' | 'ready' | 'error';
