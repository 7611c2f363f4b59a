import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  cartOf,
  guaranaLine,
  picanha,
  picanhaLine,
  registeredCart,
} from '../../machines/cart/cart.fixtures.ts';
import type { Cart } from '../../machines/cart/cart.types.ts';
import { cartCallMachine } from '../../machines/cart/cart-call.machine.ts';
import { attachAnalytics, type TrackedEvent } from '../lib/analytics.ts';
import { cartLogic } from './cart-chunk.ts';
import { checkoutLogic } from './checkout-chunk.ts';
import { ordersLogic } from './orders-chunk.ts';
import type { Slices } from './stored-state.ts';

/** Spec §7 analytics, as the chunks send them through the seam: commerce in reais, GA4-style items. */

const seen: TrackedEvent[] = [];
let detach = () => {};
beforeEach(() => {
  detach = attachAnalytics((event) => seen.push(event));
  seen.length = 0;
});
afterEach(() => detach());

const slices = { cartOrder: { write: async () => {}, clear: async () => {} } } as unknown as Slices;
type Action = (args: unknown, params: unknown) => void;
const actionsOf = (logic: unknown) =>
  (logic as { implementations: { actions: Record<string, Action> } }).implementations.actions;

/** The real cart chart with the chunk's analytics, its calls answered by the test. */
async function cartAnswering(answers: Cart[], { refuseUpdates = false } = {}) {
  let call = 0;
  const answer = fromPromise<Cart, unknown>(
    async () => answers[Math.min(call++, answers.length - 1)] as Cart,
  );
  const refuse = fromPromise<Cart, unknown>(async () => {
    throw Object.assign(new Error('no'), { status: 422, key: 'default' });
  });
  const machine = cartLogic(slices).provide({
    actors: {
      cartCall: cartCallMachine.provide({
        // One fake for every call that answers with the cart.
        actors: {
          loadCart: answer,
          addItem: answer,
          updateItem: refuseUpdates ? refuse : answer,
          removeItem: answer,
        } as never,
      }),
    },
  });
  const cart = createActor(machine, {
    input: { isRegistered: true, keptOrderId: 'order-1', serviceId: 'service-1' },
  }).start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  seen.length = 0;
  return cart;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the cart’s events (spec §7 "add to cart", "remove from cart", ADDED_TO_CART, REMOVED_FROM_CART)', () => {
  it('add_to_cart and ADDED_TO_CART once the server confirmed the dish', async () => {
    const cart = await cartAnswering([cartOf('order-1', []), registeredCart]);
    cart.send({ type: 'cart.addItem', item: { ...picanha, quantity: 2 } });
    await settle();
    expect(seen).toEqual([
      {
        kind: 'commerce',
        name: 'add_to_cart',
        value: 179.8,
        items: [{ item_id: 'picanha', item_name: 'Picanha na brasa', price: 89.9, quantity: 2 }],
      },
      {
        kind: 'engagement',
        name: 'ADDED_TO_CART',
        properties: { item_id: 'picanha', item_name: 'Picanha na brasa', quantity: 2 },
      },
    ]);
  });

  it('a quantity raised counts as added, lowered or removed as removed: the difference only', async () => {
    const cart = await cartAnswering([
      registeredCart,
      cartOf('order-1', [{ ...picanhaLine, quantity: 5 }, guaranaLine]),
      cartOf('order-1', [{ ...picanhaLine, quantity: 5 }]),
    ]);
    cart.send({ type: 'cart.updateItem', cartOrder: 'line-1', quantity: 5 });
    await settle();
    cart.send({ type: 'cart.removeItem', cartOrder: 'line-2' });
    await settle();
    expect(seen.filter((event) => event.kind === 'commerce')).toEqual([
      {
        kind: 'commerce',
        name: 'add_to_cart',
        value: 269.7,
        items: [{ item_id: 'picanha', item_name: 'Picanha na brasa', price: 89.9, quantity: 3 }],
      },
      {
        kind: 'commerce',
        name: 'remove_from_cart',
        value: 7.9,
        items: [{ item_id: 'guarana', item_name: 'Guaraná', price: 7.9, quantity: 1 }],
      },
    ]);
    expect(seen.filter((event) => event.kind === 'engagement')).toEqual([
      {
        kind: 'engagement',
        name: 'ADDED_TO_CART',
        properties: { item_id: 'picanha', item_name: 'Picanha na brasa', quantity: 3 },
      },
      {
        kind: 'engagement',
        name: 'REMOVED_FROM_CART',
        properties: { item_id: 'guarana', item_name: 'Guaraná', quantity: 1 },
      },
    ]);
  });

  it('nothing when the server refused the change', async () => {
    const cart = await cartAnswering([registeredCart], { refuseUpdates: true });
    cart.send({ type: 'cart.updateItem', cartOrder: 'line-1', quantity: 5 });
    await settle();
    expect(cart.getSnapshot().context.error).toMatchObject({ during: 'update' });
    expect(seen).toEqual([]);
  });
});

describe('the payment’s events (spec §7 begin checkout, purchase, payment_error; §8)', () => {
  const actions = actionsOf(checkoutLogic(slices));
  const items = [
    { itemId: 'picanha', name: 'Picanha na brasa', priceCents: 8990, quantity: 2 },
    { itemId: 'guarana', name: 'Guaraná', priceCents: 790, quantity: 1 },
  ];
  const trackedItems = [
    { item_id: 'picanha', item_name: 'Picanha na brasa', price: 89.9, quantity: 2 },
    { item_id: 'guarana', item_name: 'Guaraná', price: 7.9, quantity: 1 },
  ];

  it('begin_checkout with the value and the items', () => {
    actions.trackBeginCheckout?.({}, { valueCents: 19_560, items });
    expect(seen).toEqual([{ kind: 'commerce', name: 'begin_checkout', value: 195.6, items: trackedItems }]);
  });

  it('purchase with the transaction id, the shipping and the items, and ORDER_COMPLETED', () => {
    actions.trackPurchase?.({}, { transactionId: 'order-9', valueCents: 19_560, shippingCents: 790, items });
    expect(seen).toEqual([
      {
        kind: 'commerce',
        name: 'purchase',
        transaction_id: 'order-9',
        value: 195.6,
        shipping: 7.9,
        items: trackedItems,
      },
      { kind: 'engagement', name: 'ORDER_COMPLETED', properties: { order_id: 'order-9', value: 195.6 } },
    ]);
  });

  it('payment_error with the reason, and PAYMENT_FAILED with the method', () => {
    actions.trackPaymentError?.({}, { method: 'pix', key: 'paymentError' });
    expect(seen).toEqual([
      { kind: 'commerce', name: 'payment_error', reason: 'paymentError' },
      { kind: 'engagement', name: 'PAYMENT_FAILED', properties: { method: 'pix', reason: 'paymentError' } },
    ]);
  });
});

describe('order again (spec §7 REPURCHASE_COMPLETED)', () => {
  it('REPURCHASE_COMPLETED with the order, the refilled cart and what was missing', () => {
    const orders = ordersLogic(slices) as unknown as {
      implementations: { actors: Record<string, unknown> };
    };
    const actions = actionsOf(orders.implementations.actors.orderActions);
    const properties = { order_id: 'order-3', cart_order_id: 'order-4', items: 2, missing_items: 1 };
    actions.trackRepurchase?.({}, properties);
    expect(seen).toEqual([{ kind: 'engagement', name: 'REPURCHASE_COMPLETED', properties }]);
  });
});
