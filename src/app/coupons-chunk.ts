import { fromPromise } from 'xstate';
import { type CartSnapshot, selectSessionId } from '../../machines/cart/cart.selectors.ts';
import { couponsMachine } from '../../machines/coupons/coupons.machine.ts';
import type { CouponOffer } from '../../machines/coupons/coupons.types.ts';
import { fetchCoupons } from '../api/coupons.ts';
import { isSignedIn } from './signed-in.ts';
import type { Slices } from './stored-state.ts';

interface System {
  get(systemId: string): { getSnapshot(): unknown } | undefined;
}

/**
 * A guest's session, so the API measures the minimum against the guest's cart: the cart's, or the
 * stored one while the cart's code is still coming. A signed-in customer's calls carry their token.
 */
async function guestSessionOf(system: System, slices: Slices): Promise<string | undefined> {
  if (isSignedIn(system)) return undefined;
  const cart = system.get('cart')?.getSnapshot() as CartSnapshot | undefined;
  return (cart && selectSessionId(cart)) ?? (await slices.guestSession.read())?.session;
}

/**
 * The coupons of /cupons with their real effect: the list from the API, as it stands for this
 * customer (a guest's, through the guest session). A chunk of its own, loaded with its page.
 */
export const couponsLogic = (slices: Slices) =>
  couponsMachine.provide({
    actors: {
      loadCoupons: fromPromise<CouponOffer[], undefined>(async ({ system, signal }) =>
        fetchCoupons({ session: await guestSessionOf(system as System, slices), signal }),
      ),
    },
  });
