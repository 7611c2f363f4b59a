import * as z from 'zod/mini';
import { money } from './common.ts';
import { requestId, typedCode } from './order-fields.ts';

/** Coupons (spec §7 "Favorites, coupons, gift card"): a refusal's `detail` is a sentence to show. */

export const couponsQuery = z.lazy(() => z.object({ 'merchant-id': z.optional(requestId) }));

export const couponKind = z.enum(['PERCENT', 'FIXED']);

export const coupon = z.lazy(() =>
  z.object({
    code: z.string(),
    description: z.string(),
    kind: couponKind,
    /** PERCENT: the percentage; FIXED: cents off. */
    value: z.int(),
    min_order: money,
    first_order_only: z.boolean(),
    once_per_customer: z.boolean(),
    valid_until: z.nullable(z.string()),
    /** Whether this customer can use it now (the minimum order is checked against the cart). */
    usable: z.boolean(),
    /** Why not, when not: one of the COUPON_* codes. */
    reason: z.nullable(z.string()),
  }),
);
export type Coupon = z.infer<typeof coupon>;
export const coupons = z.lazy(() => z.array(coupon));

/** Puts the coupon on the cart `order_id` (one coupon per order; a new one replaces it). */
export const applyCouponBody = z.lazy(() => z.object({ code: typedCode, order_id: requestId }));
export type ApplyCouponBody = z.input<typeof applyCouponBody>;
