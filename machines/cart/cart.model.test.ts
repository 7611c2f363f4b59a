import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import {
  address,
  cartAtSavedAddress,
  cartOf,
  guaranaLine,
  guestCart,
  guestSession,
  picanha,
  registeredCart,
} from './cart.fixtures.ts';
import { cartMachine } from './cart.machine.ts';
import { lineOf, shownCart } from './cart.rules.ts';
import { selectCart, selectIsBusy, selectIsLinePending, selectOrderId } from './cart.selectors.ts';

const failedWith = (status: number | undefined, detail?: unknown, code?: string) => ({
  output: {
    opened: false,
    failed: true,
    error: { key: status === undefined ? 'network' : 'default', status, detail, code },
  },
});
const answered = (outcome: Record<string, unknown>) => ({
  output: { opened: false, failed: false, ...outcome },
});

modelTest('cart machine', {
  // Each call is a `cartCall` child (its own model test); here it ends the ways it can.
  machine: cartMachine,
  // What the guards read, besides the state value.
  stateKey: ({ context }) => ({
    registered: context.isRegistered,
    order: context.orderId !== undefined,
    address: context.address !== undefined,
    head: context.calls[0]?.kind,
    queued: context.calls.length > 1,
    line: lineOf(shownCart(context.serverCart, context.calls), 'line-1') !== undefined,
    giftCard: context.serverCart?.giftCard != null,
  }),
  inputs: {
    'a registered customer with an order': { isRegistered: true, orderId: 'order-1', serviceId: 'service-1' },
  },
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
    'address.changed': {
      'an address': { address },
      'another saved address': { address: { ...address, id: 'address-2' } },
    },
    'xstate.done.actor.call': (snapshot) => ({
      // A registered customer's delivers to one of their saved addresses.
      'with the cart': answered({ cart: snapshot.context.isRegistered ? cartAtSavedAddress : guestCart }),
      'with a new cart': answered({ opened: true, cart: registeredCart }),
      'with a guest session and its cart': answered({ session: guestSession, cart: guestCart }),
      'without the picanha': answered({ cart: cartOf('order-1', [guaranaLine]) }),
      'with a gift card': answered({
        cart: { ...registeredCart, giftCard: { code: '****0020', balanceCents: 5000 }, useGiftCard: true },
      }),
      'after reloading the restaurants': answered({ restaurants: { serviceId: 'service-2' } }),
      'cart gone': failedWith(404, 'cart not found'),
      '412': failedWith(412, 'closed', 'STORE_CLOSED'),
      '406': failedWith(406, 'not accepted'),
      offline: failedWith(undefined),
      refused: failedWith(422, 'Cupom expirado'),
    }),
    'xstate.error.actor.call': { crashed: { error: new Error('crashed') } },
  },
  assertions: {
    '#cart.sync.ready': (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(snapshot.context.calls).toEqual([]);
      // Without an order nothing is left of a cart.
      if (selectOrderId(snapshot) === undefined) expect(selectCart(snapshot)).toBeUndefined();
    },
    '#cart.sync.working': (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(true);
      const [head] = snapshot.context.calls;
      expect(head).toBeDefined();
      if (head?.kind === 'update') expect(selectIsLinePending(snapshot, head.cartOrder)).toBe(true);
      if (head?.kind === 'remove') expect(lineOf(selectCart(snapshot), head.cartOrder)).toBeUndefined();
      if (head?.kind !== 'add' && head?.kind !== 'reload') expect(selectOrderId(snapshot)).toBeDefined();
      if (head?.kind === 'add' && !snapshot.context.isRegistered && selectOrderId(snapshot) === undefined)
        expect(snapshot.context.address).toEqual(address);
    },
    '#cart.reloadGuard.open': (snapshot) => expect(snapshot.hasTag('reloadGuarded')).toBe(false),
    '#cart.reloadGuard.closed': (snapshot) => expect(snapshot.hasTag('reloadGuarded')).toBe(true),
  },
});
