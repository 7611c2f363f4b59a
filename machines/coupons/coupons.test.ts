import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { brasa10, expiredCoupon } from './coupons.fixtures.ts';
import { couponsMachine } from './coupons.machine.ts';
import { selectCouponOffers, selectCouponsError, selectIsLoadingCoupons } from './coupons.selectors.ts';
import type { CouponOffer } from './coupons.types.ts';

function startCoupons(answers: (() => Promise<CouponOffer[]>)[]) {
  let calls = 0;
  const machine = couponsMachine.provide({
    actors: {
      loadCoupons: fromPromise(() => {
        const answer = answers[Math.min(calls, answers.length - 1)];
        calls += 1;
        if (answer === undefined) throw new Error('no answer');
        return answer();
      }),
    },
  });
  const actor = createActor(machine).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { actor, settled, calls: () => calls };
}

describe('the coupons list', () => {
  it('reads the coupons, the unusable ones kept with their reason', async () => {
    const { actor, settled } = startCoupons([async () => [brasa10, expiredCoupon]]);
    expect(selectIsLoadingCoupons(actor.getSnapshot())).toBe(true);
    await settled();
    expect(selectCouponOffers(actor.getSnapshot())).toEqual([brasa10, expiredCoupon]);
    expect(selectCouponsError(actor.getSnapshot())).toBeUndefined();
  });

  it('says why the list could not be read, and reads it again when asked', async () => {
    const { actor, settled, calls } = startCoupons([
      () => Promise.reject({ key: 'network' }),
      async () => [brasa10],
    ]);
    await settled();
    expect(selectCouponsError(actor.getSnapshot())).toBe('network');
    actor.send({ type: 'coupons.reload' });
    expect(selectCouponsError(actor.getSnapshot())).toBeUndefined();
    await settled();
    expect(calls()).toBe(2);
    expect(selectCouponOffers(actor.getSnapshot())).toEqual([brasa10]);
  });

  it('keeps the list on the page while it is read again', async () => {
    let release: (coupons: CouponOffer[]) => void = () => {};
    const { actor, settled } = startCoupons([
      async () => [brasa10, expiredCoupon],
      () => new Promise((resolve) => (release = resolve)),
    ]);
    await settled();
    actor.send({ type: 'coupons.reload' });
    expect(selectIsLoadingCoupons(actor.getSnapshot())).toBe(true);
    expect(selectCouponOffers(actor.getSnapshot())).toEqual([brasa10, expiredCoupon]);
    release([brasa10]);
    await settled();
    expect(selectCouponOffers(actor.getSnapshot())).toEqual([brasa10]);
  });
});
