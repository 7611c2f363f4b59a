import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { address, guestCart, guestSession, picanha, registeredCart } from './cart.fixtures.ts';
import type { CartCall, CartCallInput } from './cart.types.ts';
import { cartCallMachine } from './cart-call.machine.ts';

const failure = (status: number | undefined, detail?: string) => ({
  error: { key: status === undefined ? 'network' : 'default', status, detail },
});
const failures = { refused: failure(422, 'no'), offline: failure(undefined) };
const withGiftCard = {
  ...registeredCart,
  giftCard: { code: '****0020', balanceCents: 5000 },
  useGiftCard: true,
};

const registered = (call: CartCall): CartCallInput => ({
  call,
  isRegistered: true,
  orderId: 'order-1',
  sessionId: undefined,
  address: undefined,
  serviceId: 'service-1',
});
const guest = (call: CartCall): CartCallInput => ({
  ...registered(call),
  isRegistered: false,
  orderId: 'order-guest',
  sessionId: 'guest-session-1',
  address,
});

modelTest('cart call machine', {
  machine: cartCallMachine,
  stateKey: ({ context }) => ({ order: context.orderId !== undefined }),
  inputs: {
    "a guest's first add": {
      ...guest({ kind: 'add', item: picanha }),
      orderId: undefined,
      sessionId: undefined,
    },
    "a registered customer's first add": {
      ...registered({ kind: 'add', item: picanha }),
      orderId: undefined,
    },
    'a reload on a new device': { ...registered({ kind: 'reload' }), orderId: undefined },
    "a guest's reload": guest({ kind: 'reload' }),
    'a reload': registered({ kind: 'reload' }),
    'an update': registered({ kind: 'update', cartOrder: 'line-1', itemId: 'picanha', quantity: 3 }),
    'a removal': registered({ kind: 'remove', cartOrder: 'line-1' }),
    'a delete': registered({ kind: 'delete' }),
    'a coupon': registered({ kind: 'applyCoupon', code: 'BRASA10' }),
    'a coupon removed': registered({ kind: 'removeCoupon', code: 'BRASA10' }),
    'a gift card redeemed': registered({ kind: 'redeemGiftCard', fields: { code: 'GIFT-1' } }),
    'a gift card used': registered({ kind: 'useGiftCard', use: true }),
    "a guest's cart moved to another service": guest({ kind: 'changeService' }),
  },
  events: {
    'xstate.done.actor.createGuestSession': { created: { output: guestSession } },
    'xstate.error.actor.createGuestSession': failures,
    'xstate.done.actor.openCart': { opened: { output: registeredCart } },
    'xstate.error.actor.openCart': failures,
    'xstate.done.actor.loadCart': { loaded: { output: registeredCart } },
    'xstate.error.actor.loadCart': failures,
    'xstate.done.actor.loadGuestCart': { loaded: { output: guestCart } },
    'xstate.error.actor.loadGuestCart': failures,
    'xstate.done.actor.addItem': { added: { output: registeredCart } },
    'xstate.error.actor.addItem': failures,
    'xstate.done.actor.updateItem': { updated: { output: registeredCart } },
    'xstate.error.actor.updateItem': failures,
    'xstate.done.actor.removeItem': { removed: { output: registeredCart } },
    'xstate.error.actor.removeItem': failures,
    'xstate.done.actor.deleteCart': { deleted: { output: undefined } },
    'xstate.error.actor.deleteCart': failures,
    'xstate.done.actor.applyCoupon': { applied: { output: registeredCart } },
    'xstate.error.actor.applyCoupon': failures,
    'xstate.done.actor.removeCoupon': { removed: { output: registeredCart } },
    'xstate.error.actor.removeCoupon': failures,
    'xstate.done.actor.redeemGiftCard': { redeemed: { output: withGiftCard } },
    'xstate.error.actor.redeemGiftCard': failures,
    'xstate.done.actor.useGiftCard': { used: { output: withGiftCard } },
    'xstate.error.actor.useGiftCard': failures,
  },
  assertions: {
    creatingGuestSession: (snapshot) => expect(snapshot.context.address).toEqual(address),
    // A guest's cart is opened only to move it to another service, through the guest's session.
    openingCart: (snapshot) =>
      expect(snapshot.context.isRegistered || snapshot.context.call.kind === 'changeService').toBe(true),
    reloadingGuest: (snapshot) => expect(snapshot.context.sessionId).toBe('guest-session-1'),
    reloading: (snapshot) => expect(snapshot.context.orderId).toBeDefined(),
    adding: (snapshot) => expect(snapshot.context.orderId).toBeDefined(),
    updating: (snapshot) => expect(snapshot.children.updateItem).toBeDefined(),
    removing: (snapshot) => expect(snapshot.children.removeItem).toBeDefined(),
    deleting: (snapshot) => expect(snapshot.children.deleteCart).toBeDefined(),
    applyingCoupon: (snapshot) => expect(snapshot.children.applyCoupon).toBeDefined(),
    removingCoupon: (snapshot) => expect(snapshot.children.removeCoupon).toBeDefined(),
    redeemingGiftCard: (snapshot) => expect(snapshot.children.redeemGiftCard).toBeDefined(),
    usingGiftCard: (snapshot) => expect(snapshot.children.useGiftCard).toBeDefined(),
    done: (snapshot) => {
      expect(snapshot.output?.failed).toBe(false);
      if (snapshot.context.call.kind !== 'delete') expect(snapshot.output?.cart).toBeDefined();
    },
    failed: (snapshot) => {
      expect(snapshot.output?.failed).toBe(true);
      expect(snapshot.output?.error).toBeDefined();
    },
  },
});
