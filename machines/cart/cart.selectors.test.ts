import { describe, expect, it } from 'vitest';
import { initialContext } from './cart.context.ts';
import { cartOf, guaranaLine, picanhaLine, registeredCart } from './cart.fixtures.ts';
import { cartMachine } from './cart.machine.ts';
import {
  selectCart,
  selectCouponError,
  selectCoupons,
  selectFinalPrice,
  selectGiftCard,
  selectGiftCardError,
  selectIsBusy,
  selectIsEmpty,
  selectIsLinePending,
  selectIsRepricing,
  selectItemCount,
  selectLines,
  selectOrderId,
  selectSessionId,
  selectUsesGiftCard,
} from './cart.selectors.ts';
import type { CartContext } from './cart.types.ts';

const snapshotOf = (context: Partial<CartContext>, sync: 'ready' | 'working' = 'ready') =>
  cartMachine.resolveState({
    value: { sync, reloadGuard: 'open' },
    context: { ...initialContext({ isRegistered: true, orderId: 'order-1' }), ...context },
  });

describe('cart selectors', () => {
  it('show the cart with the changes still on their way', () => {
    const snapshot = snapshotOf(
      {
        serverCart: registeredCart,
        calls: [
          { kind: 'update', cartOrder: 'line-1', itemId: 'picanha', quantity: 5 },
          { kind: 'remove', cartOrder: 'line-2' },
        ],
      },
      'working',
    );
    expect(selectLines(snapshot)).toEqual([{ ...picanhaLine, quantity: 5, totalPriceCents: 44_950 }]);
    expect(selectItemCount(snapshot)).toBe(5);
    expect(selectIsLinePending(snapshot, 'line-1')).toBe(true);
    expect(selectIsLinePending(snapshot, 'line-2')).toBe(true);
    expect(selectIsBusy(snapshot)).toBe(true);
    // The totals stay the server's until it answers.
    expect(selectCart(snapshot)?.totals).toEqual(registeredCart.totals);
  });

  it('show an empty cart when there is none', () => {
    const snapshot = snapshotOf({});
    expect(selectCart(snapshot)).toBeUndefined();
    expect(selectLines(snapshot)).toEqual([]);
    expect(selectIsEmpty(snapshot)).toBe(true);
    expect(selectCoupons(snapshot)).toEqual([]);
    expect(selectIsBusy(snapshot)).toBe(false);
    expect(selectFinalPrice(snapshot, 790)).toBe(790);
  });

  it("name the order and a guest's session", () => {
    const guest = cartMachine.resolveState({
      value: { sync: 'ready', reloadGuard: 'open' },
      context: initialContext({ isRegistered: false, orderId: 'order-guest', sessionId: 'guest-session-1' }),
    });
    expect(selectOrderId(guest)).toBe('order-guest');
    expect(selectSessionId(guest)).toBe('guest-session-1');
  });

  it('list the coupons applied', () => {
    const snapshot = snapshotOf({
      serverCart: { ...cartOf('order-1', [guaranaLine]), coupons: ['BRASA10'] },
    });
    expect(selectCoupons(snapshot)).toEqual(['BRASA10']);
    expect(selectIsEmpty(snapshot)).toBe(false);
  });

  it('show a failure as a coupon failure only when a coupon call failed', () => {
    const coupon = { key: 'default', during: 'applyCoupon', detail: 'Cupom expirado' } as const;
    expect(selectCouponError(snapshotOf({ error: coupon }))).toEqual(coupon);
    expect(selectCouponError(snapshotOf({ error: { key: 'network', during: 'add' } }))).toBeUndefined();
    const giftCard = { key: 'network', during: 'redeemGiftCard' } as const;
    expect(selectGiftCardError(snapshotOf({ error: giftCard }))).toEqual(giftCard);
    expect(selectGiftCardError(snapshotOf({ error: coupon }))).toBeUndefined();
  });

  it('use the gift card only when the server holds one and uses it', () => {
    const chosenWithout = snapshotOf({ serverCart: { ...registeredCart, useGiftCard: true } });
    expect(selectUsesGiftCard(chosenWithout)).toBe(false);
    expect(selectGiftCard(chosenWithout)).toBeUndefined();
    const giftCard = { code: '****0020', balanceCents: 3000 };
    const chosen = snapshotOf({ serverCart: { ...registeredCart, giftCard, useGiftCard: true } });
    expect(selectUsesGiftCard(chosen)).toBe(true);
    expect(selectGiftCard(chosen)).toEqual(giftCard);
    expect(selectFinalPrice(chosen, 790)).toBe(18_770 + 790 - 3000);
  });

  it('show the use asked for at once, and the totals as not yet priced until the server answers', () => {
    const giftCard = { code: '****0020', balanceCents: 3000 };
    const asking = snapshotOf({
      serverCart: { ...registeredCart, giftCard, useGiftCard: false },
      calls: [{ kind: 'useGiftCard', use: true }],
    });
    expect(selectUsesGiftCard(asking)).toBe(true);
    expect(selectIsRepricing(asking)).toBe(true);
    expect(selectIsRepricing(snapshotOf({ serverCart: registeredCart, calls: [{ kind: 'reload' }] }))).toBe(
      false,
    );
  });
});
