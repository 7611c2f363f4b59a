import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  address,
  cartAtSavedAddress,
  cartOf,
  guaranaLine,
  guestCart,
  guestSession,
  picanha,
  picanhaLine,
  registeredCart,
  savedAddress,
} from './cart.fixtures.ts';
import { cartMachine, RELOAD_GUARD_MS } from './cart.machine.ts';
import {
  selectCart,
  selectCouponError,
  selectError,
  selectFinalPrice,
  selectIsBusy,
  selectIsLinePending,
  selectItemCount,
  selectOrderId,
  selectUsesGiftCard,
} from './cart.selectors.ts';
import type { Cart, CartInput } from './cart.types.ts';
import { cartCallMachine } from './cart-call.machine.ts';

type Answer = unknown;
type Run = (input: never) => Promise<Answer>;

/** An ApiError-shaped failure. */
const apiError = (status: number | undefined, detail?: unknown, code?: string) =>
  Object.assign(new Error(typeof detail === 'string' ? detail : `status ${status}`), {
    key: status === undefined ? 'network' : 'default',
    status,
    detail,
    code,
  });

/** Answers in turn, repeating the last; an Error is thrown. */
const inTurn =
  (...values: Answer[]) =>
  () => {
    let index = 0;
    return async () => {
      const value = values[Math.min(index++, values.length - 1)];
      if (value instanceof Error) throw value;
      return value;
    };
  };

/** A call that waits until the test settles it. */
function held() {
  const pending: { resolve: (value: Answer) => void; reject: (error: unknown) => void }[] = [];
  const run = () => new Promise<Answer>((resolve, reject) => pending.push({ resolve, reject }));
  return { run, pending };
}

const answers = {
  createGuestSession: async () => guestSession,
  openCart: async () => registeredCart,
  loadCart: async () => registeredCart,
  loadGuestCart: async () => guestCart,
  addItem: async () => registeredCart,
  updateItem: async () => registeredCart,
  removeItem: async () => cartOf('order-1', [guaranaLine]),
  deleteCart: async () => undefined,
  applyCoupon: async () => ({ ...registeredCart, coupons: ['BRASA10'] }),
  removeCoupon: async () => registeredCart,
  redeemGiftCard: async () => withGiftCard(true),
  useGiftCard: async (input: { use: boolean }) => withGiftCard(input.use),
};

type Fakes = Partial<Record<keyof typeof answers, Run>>;

function startCart(input: CartInput, fakes: Fakes = {}) {
  const calls: Record<string, unknown[]> = {};
  const done: Record<string, unknown[]> = {};
  const record = (name: string) => (_: unknown, params: unknown) => {
    done[name] = [...(done[name] ?? []), params];
  };
  const actors = Object.fromEntries(
    Object.entries(answers).map(([name, fallback]) => {
      const run = (fakes[name as keyof Fakes] ?? fallback) as (input: unknown) => Promise<Answer>;
      return [
        name,
        fromPromise<Answer, unknown>(async ({ input: given }) => {
          calls[name] = [...(calls[name] ?? []), given];
          return run(given);
        }),
      ];
    }),
  );
  const machine = cartMachine.provide({
    actors: { cartCall: cartCallMachine.provide({ actors: actors as never }) },
    actions: {
      keepOrderId: record('keepOrderId'),
      trackAddToCart: record('trackAddToCart'),
      trackRemoveFromCart: record('trackRemoveFromCart'),
      announceAdded: record('announceAdded'),
      announceAddFailed: record('announceAddFailed'),
      announceCartPlaced: record('announceCartPlaced'),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  const settle = (ms = 0) => vi.advanceTimersByTimeAsync(ms);
  return { actor, calls, done, settle, snapshot: () => actor.getSnapshot() };
}

/** The cart once the gift card is redeemed, its balance used or not as the server keeps it. */
const withGiftCard = (use: boolean): Cart => ({
  ...registeredCart,
  giftCard: { code: '****0020', balanceCents: 5000 },
  useGiftCard: use,
});

const registered: CartInput = { isRegistered: true, orderId: 'order-1', serviceId: 'service-1' };
const guest: CartInput = { isRegistered: false, serviceId: 'service-1', address };

/** A registered customer whose cart is loaded. */
async function loaded(fakes: Fakes = {}, input: CartInput = registered) {
  const started = startCart(input, fakes);
  started.actor.send({ type: 'cart.reload' });
  await started.settle();
  return started;
}

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('a page load, or another device (spec §4 cart reload)', () => {
  it("reads a registered customer's kept cart back as it starts", async () => {
    const { calls, settle, snapshot } = startCart({
      isRegistered: true,
      keptOrderId: 'order-1',
      serviceId: 'service-1',
    });
    await settle();
    expect(calls.loadCart).toEqual([{ orderId: 'order-1', sessionId: undefined }]);
    expect(selectItemCount(snapshot())).toBe(3);
  });

  it('finds the open cart of a registered customer on a device that kept nothing', async () => {
    const { calls, done, settle, snapshot } = startCart({ isRegistered: true, serviceId: 'service-1' });
    await settle();
    expect(calls.openCart).toEqual([{ serviceId: 'service-1' }]);
    expect(selectCart(snapshot())).toEqual(registeredCart);
    expect(done.keepOrderId).toEqual(['order-1']);
  });

  it("reads a guest's cart back through the guest session at their address", async () => {
    const { calls, settle, snapshot } = startCart(guest);
    await settle();
    expect(calls.createGuestSession).toEqual([{ address, serviceId: 'service-1' }]);
    expect(calls.loadGuestCart).toEqual([{ orderId: 'order-guest', sessionId: 'guest-session-1' }]);
    expect(selectCart(snapshot())).toEqual(guestCart);
  });

  it('asks nothing for a visitor without an address, nor for a registered customer without a service', async () => {
    const visitor = startCart({ isRegistered: false, serviceId: 'service-1' });
    const unserved = startCart({ isRegistered: true });
    await visitor.settle();
    expect(visitor.calls).toEqual({});
    expect(unserved.calls).toEqual({});
  });
});

describe('another service chosen (delivery or takeout)', () => {
  it("moves the open cart to it, a guest's through its session", async () => {
    const takeout: Cart = { ...guestCart, serviceId: 'service-2', checkoutOption: 'takeout' };
    const { actor, calls, settle, snapshot } = startCart(guest, { openCart: async () => takeout });
    await settle();
    expect(calls.openCart).toBeUndefined();
    actor.send({ type: 'service.changed', serviceId: 'service-2' });
    expect(selectIsBusy(snapshot())).toBe(true);
    await settle();
    expect(calls.openCart).toEqual([{ serviceId: 'service-2', sessionId: 'guest-session-1' }]);
    expect(selectCart(snapshot())).toEqual(takeout);
    expect(selectError(snapshot())).toBeUndefined();
  });

  it('moves an empty cart found at another service to the one chosen before it was read', async () => {
    const empty: Cart = { ...cartOf('order-guest', []), serviceId: 'service-1' };
    const { calls, settle, snapshot } = startCart(
      { ...guest, serviceId: 'service-2' },
      { loadGuestCart: async () => empty, openCart: async () => ({ ...empty, serviceId: 'service-2' }) },
    );
    await settle();
    expect(calls.openCart).toEqual([{ serviceId: 'service-2', sessionId: 'guest-session-1' }]);
    expect(selectCart(snapshot())?.serviceId).toBe('service-2');
    expect(selectIsBusy(snapshot())).toBe(false);
  });

  it('asks nothing when the cart is already at that service, or there is no cart yet', async () => {
    const { actor, calls, settle } = await loaded();
    actor.send({ type: 'service.changed', serviceId: 'service-1' });
    await settle();
    expect(calls.openCart).toBeUndefined();
    const visitor = startCart({ isRegistered: false });
    visitor.actor.send({ type: 'service.changed', serviceId: 'service-2' });
    await visitor.settle();
    expect(visitor.calls).toEqual({});
  });
});

describe('another address chosen (spec §3: the cart goes where the customer chose)', () => {
  const chosen = { ...savedAddress, id: 'address-2', street: 'Rua Teodoro Sampaio' };
  const moved: Cart = {
    ...cartAtSavedAddress,
    serviceId: 'service-3',
    place: { id: 'address-2', latitude: -23.5556, longitude: -46.6742, label: 'Rua Teodoro Sampaio, 500' },
  };

  it("moves a registered customer's open cart to it, and shows the cart as the server moved it", async () => {
    const { actor, calls, settle, snapshot } = await loaded({
      loadCart: async () => cartAtSavedAddress,
      openCart: async () => moved,
    });
    actor.send({ type: 'address.changed', address: chosen });
    expect(selectIsBusy(snapshot())).toBe(true);
    await settle();
    expect(calls.openCart).toEqual([{ serviceId: 'service-1', addressId: 'address-2' }]);
    expect(selectCart(snapshot())).toEqual(moved);
    // The same address again asks nothing.
    actor.send({ type: 'address.changed', address: chosen });
    await settle();
    expect(calls.openCart).toHaveLength(1);
  });

  it('moves a cart read back at another address than the chosen one (changed on another device)', async () => {
    const { calls, settle, snapshot } = startCart(
      { ...registered, address: chosen },
      { loadCart: async () => cartAtSavedAddress, openCart: async () => moved },
    );
    await settle();
    expect(calls.loadCart).toHaveLength(1);
    expect(calls.openCart).toEqual([{ serviceId: 'service-1', addressId: 'address-2' }]);
    expect(selectCart(snapshot())?.place?.id).toBe('address-2');
  });

  it('keeps the cart where it was, with the reason, when nobody delivers there', async () => {
    const { actor, settle, snapshot } = await loaded({
      loadCart: async () => cartAtSavedAddress,
      openCart: async () => {
        throw apiError(412, 'the address is outside the service area', 'OUT_OF_AREA');
      },
    });
    actor.send({ type: 'address.changed', address: chosen });
    await settle();
    expect(selectCart(snapshot())).toEqual(cartAtSavedAddress);
    expect(selectError(snapshot())).toMatchObject({ during: 'changeAddress' });
    expect(selectIsBusy(snapshot())).toBe(false);
  });

  it('asks nothing for a takeout cart (it goes nowhere) nor for a guest', async () => {
    const takeout = await loaded({ loadCart: async () => registeredCart });
    takeout.actor.send({ type: 'address.changed', address: chosen });
    await takeout.settle();
    expect(takeout.calls.openCart).toBeUndefined();
    const visitor = startCart(guest);
    await visitor.settle();
    visitor.actor.send({ type: 'address.changed', address: chosen });
    await visitor.settle();
    expect(visitor.calls.openCart).toBeUndefined();
  });
});

describe('guests', () => {
  it('creates the guest session with the address on the first add, then adds to it', async () => {
    const { actor, calls, done, settle, snapshot } = startCart(guest, { addItem: async () => guestCart });
    actor.send({ type: 'cart.addItem', item: picanha });
    expect(selectIsBusy(snapshot())).toBe(true);
    await settle();
    expect(calls.createGuestSession).toEqual([{ address, serviceId: 'service-1' }]);
    expect(calls.addItem).toEqual([
      {
        cart: { orderId: 'order-guest', sessionId: 'guest-session-1' },
        serviceId: 'service-1',
        item: picanha,
      },
    ]);
    expect(selectOrderId(snapshot())).toBe('order-guest');
    expect(selectCart(snapshot())).toEqual(guestCart);
    expect(done.trackAddToCart).toEqual([
      { itemId: 'picanha', name: 'Picanha na brasa', priceCents: 8990, quantity: 1 },
    ]);
    // A guest's order id is their guest session's, never kept for another session.
    expect(done.keepOrderId).toBeUndefined();
  });

  it('asks for an address before a guest can open a cart', () => {
    const { actor, calls, snapshot } = startCart({ isRegistered: false });
    actor.send({ type: 'cart.addItem', item: picanha });
    expect(selectError(snapshot())).toEqual({ key: 'addressRequired', during: 'add' });
    expect(calls).toEqual({});
    actor.send({ type: 'address.changed', address });
    actor.send({ type: 'cart.addItem', item: picanha });
    expect(selectError(snapshot())).toBeUndefined();
    expect(selectIsBusy(snapshot())).toBe(true);
  });

  it('reloads through the guest session', async () => {
    const { calls, snapshot } = await loaded(
      {},
      { ...guest, orderId: 'order-guest', sessionId: 'guest-session-1' },
    );
    expect(calls.loadGuestCart).toEqual([{ orderId: 'order-guest', sessionId: 'guest-session-1' }]);
    expect(calls.loadCart).toBeUndefined();
    expect(selectCart(snapshot())).toEqual(guestCart);
  });

  it('opens the guest session with the address on the first reload: the order id gives access', async () => {
    const { calls, snapshot } = await loaded({}, guest);
    expect(calls.createGuestSession).toEqual([{ address, serviceId: 'service-1' }]);
    expect(calls.loadGuestCart).toEqual([{ orderId: 'order-guest', sessionId: 'guest-session-1' }]);
    expect(selectOrderId(snapshot())).toBe('order-guest');
  });

  it('opens the guest session once the guest chooses an address', async () => {
    const { actor, calls, settle, snapshot } = startCart({ isRegistered: false, serviceId: 'service-1' });
    actor.send({ type: 'cart.reload' });
    await settle();
    expect(calls).toEqual({});
    actor.send({ type: 'address.changed', address });
    await settle();
    expect(calls.createGuestSession).toEqual([{ address, serviceId: 'service-1' }]);
    expect(selectOrderId(snapshot())).toBe('order-guest');
    // A guest session is made once: a later address belongs to the address flow.
    actor.send({ type: 'address.changed', address: { ...address, number: '151' } });
    await settle();
    expect(calls.createGuestSession).toHaveLength(1);
  });

  it('ignores a kept order id: only registered users keep one', () => {
    const { snapshot } = startCart({ ...guest, keptOrderId: 'order-1' });
    expect(selectOrderId(snapshot())).toBeUndefined();
  });
});

describe('registered customers', () => {
  it('reload through the cart call', async () => {
    const { calls, snapshot } = await loaded();
    expect(calls.loadCart).toEqual([{ orderId: 'order-1', sessionId: undefined }]);
    expect(selectCart(snapshot())).toEqual(registeredCart);
  });

  it('restore the order id they kept when none is present', async () => {
    const { calls } = await loaded({}, { isRegistered: true, keptOrderId: 'order-kept' });
    expect(calls.loadCart).toEqual([{ orderId: 'order-kept', sessionId: undefined }]);
  });

  it('find their open cart without an order id (another device) and keep its id', async () => {
    const { calls, done, snapshot } = await loaded({}, { isRegistered: true, serviceId: 'service-1' });
    expect(calls.openCart).toEqual([{ serviceId: 'service-1' }]);
    expect(calls.loadCart).toBeUndefined();
    expect(selectOrderId(snapshot())).toBe('order-1');
    expect(done.keepOrderId).toEqual(['order-1']);
    expect(selectIsBusy(snapshot())).toBe(false);
  });

  it('open a cart before the first add', async () => {
    const { actor, calls, settle } = startCart({ isRegistered: true, serviceId: 'service-1' });
    actor.send({ type: 'cart.addItem', item: picanha });
    await settle();
    expect(calls.openCart).toHaveLength(1);
    expect(calls.addItem).toMatchObject([{ cart: { orderId: 'order-1' } }]);
  });

  it('bring their kept order id when they sign in, and reload', async () => {
    const { actor, calls, settle, snapshot } = startCart(guest);
    actor.send({ type: 'user.changed', isRegistered: true, keptOrderId: 'order-kept' });
    await settle();
    expect(selectOrderId(snapshot())).toBe('order-1');
    expect(calls.loadCart).toEqual([{ orderId: 'order-kept', sessionId: undefined }]);
  });

  it('leave nothing behind when they sign out', async () => {
    const { actor, snapshot } = await loaded();
    actor.send({ type: 'user.changed', isRegistered: false });
    expect(selectOrderId(snapshot())).toBeUndefined();
    expect(selectCart(snapshot())).toBeUndefined();
  });
});

describe('the reload guard', () => {
  it('skips a reload within 10 s of the last', async () => {
    const { actor, calls, settle } = await loaded();
    await settle(RELOAD_GUARD_MS - 1);
    actor.send({ type: 'cart.reload' });
    await settle();
    expect(calls.loadCart).toHaveLength(1);
    await settle(1);
    actor.send({ type: 'cart.reload' });
    await settle();
    expect(calls.loadCart).toHaveLength(2);
  });
});

describe('a cart the server no longer has', () => {
  it.each(['cart not found', 'Transaction not found', 'service not found.'])(
    'clears a registered order id and empties the cart on "%s"',
    async (detail) => {
      const { done, snapshot } = await loaded({ loadCart: inTurn(apiError(404, detail))() });
      expect(selectOrderId(snapshot())).toBeUndefined();
      expect(selectCart(snapshot())).toBeUndefined();
      expect(done.keepOrderId).toEqual([undefined]);
      // Nothing the customer asked for was lost: no message.
      expect(selectError(snapshot())).toBeUndefined();
    },
  );

  // The order id was the cart's; the guest session the device keeps gives the next one.
  it("empties a guest's cart, and the next add goes to a cart the guest session gives", async () => {
    const input = { ...guest, orderId: 'order-guest', sessionId: 'guest-session-1' };
    const { actor, calls, settle, snapshot } = await loaded(
      {
        loadGuestCart: inTurn(apiError(404, 'cart not found'), guestCart)(),
        createGuestSession: async () => ({ orderId: 'order-guest-2', sessionId: 'guest-session-1' }),
        addItem: async () => cartOf('order-guest-2', [picanhaLine]),
      },
      input,
    );
    expect(selectCart(snapshot())).toBeUndefined();
    expect(selectOrderId(snapshot())).toBeUndefined();
    actor.send({ type: 'cart.addItem', item: picanha });
    await settle();
    expect(calls.createGuestSession).toEqual([{ address, serviceId: 'service-1' }]);
    expect(calls.addItem).toEqual([
      expect.objectContaining({ cart: { orderId: 'order-guest-2', sessionId: 'guest-session-1' } }),
    ]);
    expect(selectOrderId(snapshot())).toBe('order-guest-2');
  });

  it('says so when an add is what found it gone', async () => {
    const { actor, settle, snapshot } = await loaded({ addItem: inTurn(apiError(400, 'cart not found'))() });
    actor.send({ type: 'cart.addItem', item: picanha });
    await settle();
    expect(selectError(snapshot())).toMatchObject({ key: 'cartGone', during: 'add' });
  });
});

describe('what the customer hears of an add (the sheet closed when they asked)', () => {
  it('that the dish is in the cart, once the server has it', async () => {
    const add = held();
    const { actor, done, settle } = await loaded({ addItem: add.run });
    actor.send({ type: 'cart.addItem', item: picanha });
    await settle();
    expect(done.announceAdded).toBeUndefined();
    add.pending[0]?.resolve(registeredCart);
    await settle();
    expect(done.announceAdded).toEqual([picanha]);
    expect(done.announceAddFailed).toBeUndefined();
  });

  it('that it is not, when the server fails the add or its answer is lost', async () => {
    const { actor, done, settle } = await loaded({
      addItem: inTurn(apiError(502), apiError(undefined))(),
    });
    actor.send({ type: 'cart.addItem', item: picanha });
    await settle();
    actor.send({ type: 'cart.addItem', item: picanha });
    await settle();
    expect(done.announceAddFailed).toEqual([
      { key: 'default', during: 'add' },
      { key: 'network', during: 'add' },
    ]);
    expect(done.announceAdded).toBeUndefined();
  });

  it('that an address comes first, or that the cart was gone', async () => {
    const visitor = startCart({ isRegistered: false });
    visitor.actor.send({ type: 'cart.addItem', item: picanha });
    expect(visitor.done.announceAddFailed).toEqual([{ key: 'addressRequired', during: 'add' }]);
    const { actor, done, settle } = await loaded({ addItem: inTurn(apiError(400, 'cart not found'))() });
    actor.send({ type: 'cart.addItem', item: picanha });
    await settle();
    expect(done.announceAddFailed).toMatchObject([{ key: 'cartGone', during: 'add' }]);
  });

  it('nothing of a change made in the cart, which says its own failures', async () => {
    const { actor, done, settle } = await loaded({ updateItem: inTurn(apiError(422, 'no'))() });
    actor.send({ type: 'cart.updateItem', cartOrder: 'line-1', quantity: 5 });
    await settle();
    expect(done.announceAdded).toBeUndefined();
    expect(done.announceAddFailed).toBeUndefined();
  });
});

describe('quantities', () => {
  it('show a change at once and send cart_order with the item', async () => {
    const update = held();
    const { actor, calls, settle, snapshot } = await loaded({ updateItem: update.run });
    actor.send({ type: 'cart.updateItem', cartOrder: 'line-1', quantity: 3 });
    expect(selectCart(snapshot())?.lines[0]).toMatchObject({ quantity: 3, totalPriceCents: 26_970 });
    expect(selectIsLinePending(snapshot(), 'line-1')).toBe(true);
    await settle();
    expect(calls.updateItem).toEqual([
      {
        cart: { orderId: 'order-1', sessionId: undefined },
        cartOrder: 'line-1',
        itemId: 'picanha',
        quantity: 3,
      },
    ]);
    const confirmed = cartOf('order-1', [
      { ...picanhaLine, quantity: 3, totalPriceCents: 26_970 },
      guaranaLine,
    ]);
    update.pending[0]?.resolve(confirmed);
    await settle();
    expect(selectCart(snapshot())).toEqual(confirmed);
    expect(selectIsLinePending(snapshot(), 'line-1')).toBe(false);
  });

  it('roll back when the change fails', async () => {
    const { actor, settle, snapshot } = await loaded({ updateItem: inTurn(apiError(422, 'no'))() });
    actor.send({ type: 'cart.updateItem', cartOrder: 'line-1', quantity: 5 });
    expect(selectItemCount(snapshot())).toBe(6);
    await settle();
    expect(selectItemCount(snapshot())).toBe(3);
    expect(selectError(snapshot())).toEqual({ key: 'default', during: 'update' });
  });

  it('run one call at a time, in the order asked', async () => {
    const update = held();
    const { actor, calls, settle, snapshot } = await loaded({ updateItem: update.run });
    actor.send({ type: 'cart.updateItem', cartOrder: 'line-1', quantity: 3 });
    actor.send({ type: 'cart.updateItem', cartOrder: 'line-1', quantity: 4 });
    await settle();
    expect(calls.updateItem).toHaveLength(1);
    expect(selectCart(snapshot())?.lines[0]?.quantity).toBe(4);
    update.pending[0]?.resolve(registeredCart);
    await settle();
    expect(calls.updateItem).toMatchObject([{ quantity: 3 }, { quantity: 4 }]);
  });

  it('refuse a quantity out of range or a line not in the cart', async () => {
    const { actor, calls, settle } = await loaded();
    actor.send({ type: 'cart.updateItem', cartOrder: 'line-1', quantity: 0 });
    actor.send({ type: 'cart.updateItem', cartOrder: 'line-1', quantity: 1.5 });
    actor.send({ type: 'cart.updateItem', cartOrder: 'line-9', quantity: 2 });
    actor.send({ type: 'cart.removeItem', cartOrder: 'line-9' });
    actor.send({ type: 'cart.addItem', item: { ...picanha, quantity: 0 } });
    await settle();
    expect(calls.updateItem).toBeUndefined();
    expect(calls.removeItem).toBeUndefined();
    expect(calls.addItem).toBeUndefined();
  });

  it('count a larger quantity as add_to_cart and a smaller one as remove_from_cart', async () => {
    const { actor, done, settle } = await loaded({
      updateItem: inTurn(cartOf('order-1', [{ ...picanhaLine, quantity: 3 }, guaranaLine]))(),
    });
    actor.send({ type: 'cart.updateItem', cartOrder: 'line-1', quantity: 3 });
    await settle();
    expect(done.trackAddToCart).toEqual([
      { itemId: 'picanha', name: 'Picanha na brasa', priceCents: 8990, quantity: 1 },
    ]);
    actor.send({ type: 'cart.updateItem', cartOrder: 'line-1', quantity: 1 });
    await settle();
    expect(done.trackRemoveFromCart).toEqual([
      { itemId: 'picanha', name: 'Picanha na brasa', priceCents: 8990, quantity: 2 },
    ]);
  });

  it('hide a removed line at once and count it as remove_from_cart', async () => {
    const remove = held();
    const { actor, calls, done, settle, snapshot } = await loaded({ removeItem: remove.run });
    actor.send({ type: 'cart.removeItem', cartOrder: 'line-1' });
    expect(selectCart(snapshot())?.lines.map((line) => line.cartOrder)).toEqual(['line-2']);
    await settle();
    expect(calls.removeItem).toEqual([
      { cart: { orderId: 'order-1', sessionId: undefined }, cartOrder: 'line-1' },
    ]);
    remove.pending[0]?.resolve(cartOf('order-1', [guaranaLine]));
    await settle();
    expect(done.trackRemoveFromCart).toEqual([
      { itemId: 'picanha', name: 'Picanha na brasa', priceCents: 8990, quantity: 2 },
    ]);
  });

  it('reload after an answer that was lost, to show what the server has', async () => {
    const { actor, calls, settle, snapshot } = await loaded({ addItem: inTurn(apiError(undefined))() });
    actor.send({ type: 'cart.addItem', item: picanha });
    await settle();
    expect(selectError(snapshot())).toEqual({ key: 'network', during: 'add' });
    expect(calls.loadCart).toHaveLength(2);
  });
});

describe('deleting and resetting', () => {
  it('deletes the cart and forgets a registered order id', async () => {
    const { actor, calls, done, settle, snapshot } = await loaded();
    actor.send({ type: 'cart.delete' });
    await settle();
    expect(calls.deleteCart).toEqual([{ orderId: 'order-1', sessionId: undefined }]);
    expect(selectCart(snapshot())).toBeUndefined();
    expect(selectOrderId(snapshot())).toBeUndefined();
    expect(done.keepOrderId).toEqual([undefined]);
  });

  it('resets error, loading, order id, gift card and cart', async () => {
    const update = held();
    const { actor, settle, snapshot } = await loaded({ updateItem: update.run });
    actor.send({ type: 'giftCard.redeem', fields: { code: 'GIFT-1' } });
    await settle();
    actor.send({ type: 'coupon.apply', code: '' });
    actor.send({ type: 'cart.updateItem', cartOrder: 'line-1', quantity: 3 });
    expect(selectIsBusy(snapshot())).toBe(true);
    actor.send({ type: 'cart.reset' });
    const { context } = snapshot();
    expect(selectIsBusy(snapshot())).toBe(false);
    expect(context).toMatchObject({
      orderId: undefined,
      serverCart: undefined,
      error: undefined,
      calls: [],
    });
  });
});

describe('coupons', () => {
  it('applies a trimmed code', async () => {
    const { actor, calls, settle, snapshot } = await loaded();
    actor.send({ type: 'coupon.apply', code: '  BRASA10 ' });
    await settle();
    expect(calls.applyCoupon).toEqual([
      { cart: { orderId: 'order-1', sessionId: undefined }, code: 'BRASA10' },
    ]);
    expect(snapshot().context.serverCart?.coupons).toEqual(['BRASA10']);
    actor.send({ type: 'coupon.remove', code: 'BRASA10' });
    await settle();
    expect(calls.removeCoupon).toMatchObject([{ code: 'BRASA10' }]);
  });

  it("shows the server's detail when it is a string", async () => {
    const { actor, settle, snapshot } = await loaded({
      applyCoupon: inTurn(apiError(422, 'Cupom expirado'), apiError(422, { code: ['invalid'] }))(),
    });
    actor.send({ type: 'coupon.apply', code: 'VELHO' });
    await settle();
    expect(selectCouponError(snapshot())).toEqual({
      key: 'default',
      during: 'applyCoupon',
      detail: 'Cupom expirado',
    });
    actor.send({ type: 'coupon.apply', code: 'VELHO' });
    await settle();
    expect(selectCouponError(snapshot())).toEqual({ key: 'default', during: 'applyCoupon' });
    actor.send({ type: 'error.dismiss' });
    expect(selectCouponError(snapshot())).toBeUndefined();
  });

  it('needs an open cart and a code', async () => {
    const { actor, calls, settle } = startCart(guest);
    actor.send({ type: 'coupon.apply', code: 'BRASA10' });
    await settle();
    expect(calls.applyCoupon).toBeUndefined();
  });
});

describe('gift cards', () => {
  it('redeems one with the order id: the server uses its balance, and the final price shows it', async () => {
    const { actor, calls, settle, snapshot } = await loaded();
    expect(selectFinalPrice(snapshot(), 790)).toBe(19_560);
    actor.send({ type: 'giftCard.use', use: true });
    expect(selectUsesGiftCard(snapshot())).toBe(false);
    expect(calls.useGiftCard).toBeUndefined();
    actor.send({ type: 'giftCard.redeem', fields: { code: 'GIFT-1' } });
    await settle();
    expect(calls.redeemGiftCard).toEqual([
      { cart: { orderId: 'order-1', sessionId: undefined }, fields: { code: 'GIFT-1' } },
    ]);
    expect(selectUsesGiftCard(snapshot())).toBe(true);
    expect(selectFinalPrice(snapshot(), 790)).toBe(14_560);
  });

  it('asks the server to stop or start using the balance, showing the choice at once', async () => {
    const use = held();
    const { actor, calls, settle, snapshot } = await loaded({
      redeemGiftCard: async () => withGiftCard(true),
      useGiftCard: use.run,
    });
    actor.send({ type: 'giftCard.redeem', fields: { code: 'GIFT-1' } });
    await settle();
    actor.send({ type: 'giftCard.use', use: false });
    expect(selectUsesGiftCard(snapshot())).toBe(false);
    expect(selectFinalPrice(snapshot(), 790)).toBe(19_560);
    await settle();
    expect(calls.useGiftCard).toEqual([{ cart: { orderId: 'order-1', sessionId: undefined }, use: false }]);
    use.pending[0]?.resolve(withGiftCard(false));
    await settle();
    expect(snapshot().context.serverCart?.useGiftCard).toBe(false);
  });

  it('rolls the choice back when the server refuses it', async () => {
    const { actor, settle, snapshot } = await loaded({
      redeemGiftCard: async () => withGiftCard(true),
      useGiftCard: inTurn(apiError(422, 'no'))(),
    });
    actor.send({ type: 'giftCard.redeem', fields: { code: 'GIFT-1' } });
    await settle();
    actor.send({ type: 'giftCard.use', use: false });
    await settle();
    expect(selectUsesGiftCard(snapshot())).toBe(true);
    expect(selectError(snapshot())).toEqual({ key: 'default', during: 'useGiftCard' });
  });
});

describe('what the server refuses (spec §8)', () => {
  // The API client opens the unavailable-service modal (spec §8); the cart drops what waits.
  it('drops what waits on 412 and says the call failed', async () => {
    const update = held();
    const { actor, calls, settle, snapshot } = await loaded({ updateItem: update.run });
    actor.send({ type: 'cart.updateItem', cartOrder: 'line-1', quantity: 3 });
    actor.send({ type: 'cart.removeItem', cartOrder: 'line-2' });
    await settle();
    update.pending[0]?.reject(apiError(412, 'closed', 'STORE_CLOSED'));
    await settle();
    expect(selectError(snapshot())).toEqual({ key: 'default', during: 'update' });
    expect(calls.removeItem).toBeUndefined();
    expect(selectCart(snapshot())).toEqual(registeredCart);
  });

  // A cart call's 406: the cart became an order (another device placed it). The customer stays, is told,
  // and the dish goes into a new cart.
  it('on 406 forgets the placed cart, says so, and adds the dish to a new cart', async () => {
    const fresh = cartOf('order-2', [picanhaLine]);
    const { actor, calls, done, settle, snapshot } = await loaded({
      addItem: inTurn(apiError(406, 'this cart was already placed as an order'), fresh)(),
      openCart: async () => cartOf('order-2', []),
    });
    actor.send({ type: 'cart.addItem', item: picanha });
    await settle();
    expect(done.announceCartPlaced).toHaveLength(1);
    expect(calls.addItem).toEqual([
      expect.objectContaining({ cart: { orderId: 'order-1', sessionId: undefined } }),
      expect.objectContaining({ cart: { orderId: 'order-2', sessionId: undefined } }),
    ]);
    expect(done.keepOrderId).toEqual([undefined, 'order-2']);
    expect(selectOrderId(snapshot())).toBe('order-2');
    expect(selectCart(snapshot())).toBe(fresh);
    expect(selectError(snapshot())).toBeUndefined();
  });

  it('on 406 at a reload reads the open cart instead', async () => {
    const open = cartOf('order-3', [guaranaLine]);
    const { settle, snapshot, done } = startCart(
      { isRegistered: true, keptOrderId: 'order-placed', serviceId: 'service-1' },
      {
        loadCart: inTurn(apiError(406, 'this cart was already placed as an order'))(),
        openCart: async () => open,
      },
    );
    await settle();
    expect(done.announceCartPlaced).toHaveLength(1);
    expect(selectOrderId(snapshot())).toBe('order-3');
    expect(selectCart(snapshot())).toBe(open);
    // Where the order it became is: the app opens its page when the customer was paying for it.
    expect(snapshot().context.placedOrderId).toBe('order-placed');
  });

  it('forgets the kept order id once the cart is placed (reset)', async () => {
    const { actor, done, settle, snapshot } = await loaded();
    actor.send({ type: 'cart.reset' });
    await settle();
    expect(done.keepOrderId).toEqual([undefined]);
    expect(selectOrderId(snapshot())).toBeUndefined();
  });

  // The API client reloaded the restaurants and sent the call once more (spec §8): a 410 that still
  // comes back is a failure like any other, with no second retry here.
  it('fails the call on a 410 the API client could not get past', async () => {
    const { actor, calls, settle, snapshot } = await loaded({
      addItem: inTurn(apiError(410, 'the restaurant changed'))(),
    });
    actor.send({ type: 'cart.addItem', item: picanha });
    await settle();
    expect(calls.addItem).toHaveLength(1);
    expect(selectError(snapshot())).toEqual({ key: 'default', during: 'add' });
    expect(selectCart(snapshot())).toEqual(registeredCart);
  });
});

describe('the answer it builds on', () => {
  it('keeps the cart it shows equal to the server once nothing is pending', async () => {
    const answer: Cart = cartOf('order-1', [guaranaLine]);
    const { actor, settle, snapshot } = await loaded({ loadCart: inTurn(registeredCart, answer)() });
    await settle(10_000);
    actor.send({ type: 'cart.reload' });
    await settle();
    expect(selectCart(snapshot())).toBe(answer);
  });
});
