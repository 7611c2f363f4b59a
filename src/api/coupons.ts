import { type Coupon, coupons } from '../../contract/schemas/coupons.ts';
import { ownerHeaders } from './cart.ts';
import type { Call } from './client.ts';
import { api } from './client.ts';

/**
 * The brand's coupons as the API sees them for this customer (spec §7 "GET coupons"): a guest's
 * call carries its session's secret, so the minimum is measured against the guest's cart.
 */
export function fetchCoupons({ session, signal }: Call & { session?: string }): Promise<Coupon[]> {
  return api.request(coupons, '/order/v1/coupons', { ...ownerHeaders(session), signal });
}
