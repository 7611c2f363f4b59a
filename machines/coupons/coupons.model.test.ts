import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { brasa10, expiredCoupon } from './coupons.fixtures.ts';
import { couponsMachine } from './coupons.machine.ts';
import { selectCouponOffers, selectCouponsError, selectIsLoadingCoupons } from './coupons.selectors.ts';

modelTest('coupons machine', {
  machine: couponsMachine,
  stateKey: ({ context }) => ({ count: context.coupons.length, error: context.error }),
  events: {
    'xstate.done.actor.loadCoupons': {
      'two coupons': { output: [brasa10, expiredCoupon] },
      none: { output: [] },
    },
    'xstate.error.actor.loadCoupons': { offline: { error: { key: 'network' } } },
    'coupons.reload': { again: {} },
  },
  assertions: {
    loading: (snapshot) => expect(selectIsLoadingCoupons(snapshot)).toBe(true),
    ready: (snapshot) => {
      expect(selectCouponsError(snapshot)).toBeUndefined();
      expect([0, 2]).toContain(selectCouponOffers(snapshot).length);
    },
    failed: (snapshot) => expect(selectCouponsError(snapshot)).toBe('network'),
  },
});
