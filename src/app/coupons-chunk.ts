import { fromPromise } from 'xstate';
import { type CartSnapshot, selectSessionId } from '../../machines/cart/cart.selectors.ts';
import { couponsMachine } from '../../machines/coupons/coupons.machine.ts';
import type { CouponOffer } from '../../machines/coupons/coupons.types.ts';
import { fetchCoupons } from '../api/coupons.ts';

interface System {
  system: { get(systemId: string): { getSnapshot(): unknown } | undefined };
}

/**
 * The coupons of /cupons with their real effect: the list from the API, as it stands for this
 * customer (a guest's, through the cart's guest session). A chunk of its own, loaded with its page.
 */
export const couponsLogic = couponsMachine.provide({
  actors: {
    loadCoupons: fromPromise<CouponOffer[], undefined>(({ system, signal }) => {
      const cart = (system as System['system']).get('cart')?.getSnapshot() as CartSnapshot | undefined;
      return fetchCoupons({ session: cart && selectSessionId(cart), signal });
    }),
  },
});
