// The customer's coupons at /cupons: read from the API, each with whether it can be used now.
// Spec §2 "/cupons", §3 Coupon, §7 "GET coupons with merchant-id".
import { assign, setup } from 'xstate';
import { apiErrorKeyOf } from '../shared/api-error-key.ts';
import { provided } from '../shared/provided.ts';
import type { CouponOffer, CouponsContext, CouponsEvent, CouponsTag } from './coupons.types.ts';

/**
 * The coupons list (spec §7 "GET coupons"): the brand's coupons as the server sees them for this
 * customer — usable or not, with the reason (expired, minimum not met, first order only, an account
 * needed). Applying one is the cart's (`coupon.apply`): this chart only reads the list, again when
 * asked (a failure retried, the cart changed).
 */
export const couponsMachine = setup({
  types: {} as { context: CouponsContext; events: CouponsEvent; tags: CouponsTag },
  actors: {
    loadCoupons: provided<CouponOffer[]>('coupons', 'loadCoupons'),
  },
  actions: {
    storeCoupons: assign((_, coupons: CouponOffer[]) => ({ coupons, error: undefined })),
    storeError: assign((_, error: unknown) => ({ error: apiErrorKeyOf(error) })),
  },
}).createMachine({
  id: 'coupons',
  context: { coupons: [], error: undefined },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadCoupons',
        src: 'loadCoupons',
        onDone: { target: 'ready', actions: { type: 'storeCoupons', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error },
        },
      },
    },
    ready: { tags: 'ready', on: { 'coupons.reload': 'loading' } },
    failed: { tags: 'error', on: { 'coupons.reload': 'loading' } },
  },
});
