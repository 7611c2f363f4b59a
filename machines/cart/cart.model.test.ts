import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { address, cartOf, guaranaLine, guestSession, picanha, registeredCart } from './cart.fixtures.ts';
import { cartMachine } from './cart.machine.ts';
import { lineOf, shownCart } from './cart.rules.ts';
import { selectCart, selectIsBusy, selectIsLinePending, selectOrderId } from './cart.selectors.ts';

const failure = (status: number | undefined, detail?: unknown, code?: string) => ({
  error: { key: status === undefined ? 'network' : 'default', status, detail, code },
});

/** How every cart call can fail (spec §8). */
const failures = {
  'cart gone': failure(404, 'cart not found'),
  '412': failure(412, 'closed', 'STORE_CLOSED'),
  '406': failure(406, 'not accepted'),
  '410': failure(410, 'restaurant changed'),
  offline: failure(undefined),
  refused: failure(422, 'Cupom expirado'),
};

const cartAnswer = { cart: { output: registeredCart } };
const withoutPicanha = { 'without the picanha': { output: cartOf('order-1', [guaranaLine]) } };

const busy = (snapshot: Parameters<typeof selectIsBusy>[0]) => expect(selectIsBusy(snapshot)).toBe(true);

modelTest('cart machine', {
  machine: cartMachine,
  // What the guards read, besides the state value.
  stateKey: ({ context }) => ({
    registered: context.isRegistered,
    order: context.orderId !== undefined,
    address: context.address !== undefined,
    head: context.calls[0]?.kind,
    queued: context.calls.length > 1,
    goneRetried: context.goneRetried,
    line: lineOf(shownCart(context.serverCart, context.calls), 'line-1') !== undefined,
    giftCard: context.giftCard !== undefined,
  }),
  inputs: {
    'a registered customer with an order': { isRegistered: true, orderId: 'order-1', serviceId: 'service-1' },
  },
  limit: 60_000,
  events: {
    'cart.addItem': { picanha: { item: picanha }, 'none of it': { item: { ...picanha, quantity: 0 } } },
    'cart.updateItem': {
      'the picanha ×3': { cartOrder: 'line-1', quantity: 3 },
      'a line not in the cart': { cartOrder: 'line-9', quantity: 3 },
    },
    'cart.removeItem': { 'the picanha': { cartOrder: 'line-1' } },
    'coupon.apply': { BRASA10: { code: 'BRASA10' }, blank: { code: ' ' } },
    'coupon.remove': { BRASA10: { code: 'BRASA10' } },
    'giftCard.redeem': { 'a gift card': { fields: { code: 'GIFT-1' } } },
    'giftCard.use': { on: { use: true }, off: { use: false } },
    'user.changed': {
      'signs in': { isRegistered: true, keptOrderId: 'order-kept' },
      'signs out': { isRegistered: false },
    },
    'service.changed': { 'another service': { serviceId: 'service-2' } },
    'address.changed': { 'an address': { address } },
    'xstate.done.actor.createGuestSession': { created: { output: guestSession } },
    'xstate.error.actor.createGuestSession': failures,
    'xstate.done.actor.openCart': cartAnswer,
    'xstate.error.actor.openCart': failures,
    'xstate.done.actor.loadCart': cartAnswer,
    'xstate.error.actor.loadCart': failures,
    'xstate.done.actor.loadGuestCart': { cart: { output: cartOf('order-guest') } },
    'xstate.error.actor.loadGuestCart': failures,
    'xstate.done.actor.addItem': cartAnswer,
    'xstate.error.actor.addItem': failures,
    'xstate.done.actor.updateItem': cartAnswer,
    'xstate.error.actor.updateItem': failures,
    'xstate.done.actor.removeItem': withoutPicanha,
    'xstate.error.actor.removeItem': failures,
    'xstate.done.actor.deleteCart': { deleted: { output: undefined } },
    'xstate.error.actor.deleteCart': failures,
    'xstate.done.actor.applyCoupon': { applied: { output: { ...registeredCart, coupons: ['BRASA10'] } } },
    'xstate.error.actor.applyCoupon': failures,
    'xstate.done.actor.removeCoupon': cartAnswer,
    'xstate.error.actor.removeCoupon': failures,
    'xstate.done.actor.redeemGiftCard': { redeemed: { output: { balanceCents: 5000 } } },
    'xstate.error.actor.redeemGiftCard': failures,
    'xstate.done.actor.loadGiftCard': { balance: { output: { balanceCents: 4000 } } },
    'xstate.error.actor.loadGiftCard': failures,
    'xstate.done.actor.reloadRestaurants': { reloaded: { output: { serviceId: 'service-2' } } },
    'xstate.error.actor.reloadRestaurants': { offline: failure(undefined) },
  },
  assertions: {
    '#cart.sync.ready': (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(snapshot.context.calls).toEqual([]);
    },
    '#cart.sync.working.creatingGuestSession': (snapshot) => {
      busy(snapshot);
      expect(selectOrderId(snapshot)).toBeUndefined();
      expect(snapshot.context.address).toEqual(address);
    },
    '#cart.sync.working.openingCart': (snapshot) => {
      busy(snapshot);
      expect(snapshot.context.isRegistered).toBe(true);
    },
    '#cart.sync.working.reloading': busy,
    // A guest's reload; one who signs in meanwhile lets it finish, then reloads as registered.
    '#cart.sync.working.reloadingGuest': (snapshot) => expect(selectOrderId(snapshot)).toBeDefined(),
    '#cart.sync.working.adding': (snapshot) => expect(selectOrderId(snapshot)).toBeDefined(),
    '#cart.sync.working.updating': (snapshot) => {
      expect(snapshot.context.calls[0]).toMatchObject({ kind: 'update', cartOrder: 'line-1', quantity: 3 });
      expect(selectIsLinePending(snapshot, 'line-1')).toBe(true);
    },
    '#cart.sync.working.removing': (snapshot) =>
      expect(lineOf(selectCart(snapshot), 'line-1')).toBeUndefined(),
    '#cart.sync.working.deleting': busy,
    '#cart.sync.working.applyingCoupon': (snapshot) =>
      expect(snapshot.context.calls[0]).toEqual({ kind: 'applyCoupon', code: 'BRASA10' }),
    '#cart.sync.working.removingCoupon': busy,
    '#cart.sync.working.redeemingGiftCard': busy,
    '#cart.sync.working.loadingGiftCard': busy,
    '#cart.sync.working.refreshingRestaurants': (snapshot) => expect(snapshot.context.goneRetried).toBe(true),
    '#cart.reloadGuard.open': (snapshot) => expect(snapshot.hasTag('reloadGuarded')).toBe(false),
    '#cart.reloadGuard.closed': (snapshot) => expect(snapshot.hasTag('reloadGuarded')).toBe(true),
  },
});
