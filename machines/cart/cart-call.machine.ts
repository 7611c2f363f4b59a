// One call to the cart API: the guest session or the cart it needs first, then the call.
// Spec §7 "Cart", coupons and gift cards.
import { and, assign, or, setup } from 'xstate';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import type {
  AddItemInput,
  Cart,
  CartCall,
  CartCallContext,
  CartCallInput,
  CartCallOutcome,
  CartRef,
  CouponInput,
  GuestSession,
  GuestSessionInput,
  OpenCartInput,
  RedeemGiftCardInput,
  RemoveItemInput,
  UpdateItemInput,
  UseGiftCardInput,
} from './cart.types.ts';

const cartActor = <TOutput, TInput>(name: string) => provided<TOutput, TInput>('cart', name);

type CallKind = CartCall['kind'];
const isCall = (kind: CallKind) => ({ type: 'isCall', params: { kind } }) as const;

function callOf<K extends CallKind>(context: CartCallContext, kind: K): Extract<CartCall, { kind: K }> {
  if (context.call.kind !== kind)
    throw new Error(`cart: a ${kind} call was expected, not ${context.call.kind}`);
  return context.call as Extract<CartCall, { kind: K }>;
}

const cartRefOf = ({ context }: { context: CartCallContext }): CartRef => ({
  orderId: required(context.orderId, 'orderId'),
  sessionId: context.isRegistered ? undefined : context.sessionId,
});

/** A registered customer's cart goes to their chosen address; a guest's is reached by its session. */
function openedFor({ isRegistered, address, sessionId }: CartCallContext): Partial<OpenCartInput> {
  if (isRegistered) return address?.id === undefined ? {} : { addressId: address.id };
  return sessionId === undefined ? {} : { sessionId };
}

type Failed = { event: { error: unknown } };
const errorOf = ({ event }: Failed) => event.error;

/**
 * A failure ends the call. The API client has already done what a status means beyond it (spec §8: a
 * 410 reloaded the restaurants and sent the call once more, a 412 opened the unavailable-service
 * modal, a 406 reset the app and went home); the cart decides what it means for itself.
 */
const failedCall = { target: 'failed', actions: { type: 'storeError', params: errorOf } } as const;

const answeredCart = {
  target: 'done',
  actions: { type: 'storeCart', params: ({ event }: { event: { output: Cart } }) => event.output },
} as const;

export const outcomeOf = ({ session, opened, cart, failed, error }: CartCallContext): CartCallOutcome => ({
  session,
  opened,
  cart,
  failed,
  error,
});

/**
 * One call to the cart API (spec §7 "Cart", coupons and gift card): a guest's first reload or add
 * creates their guest session with the address, a registered user's first add or reload opens (or finds)
 * their cart. What it did is its output; the cart decides what that means.
 */
export const cartCallMachine = setup({
  types: {} as { context: CartCallContext; input: CartCallInput; output: CartCallOutcome },
  actors: {
    createGuestSession: cartActor<GuestSession, GuestSessionInput>('createGuestSession'),
    openCart: cartActor<Cart, OpenCartInput>('openCart'),
    loadCart: cartActor<Cart, CartRef>('loadCart'),
    loadGuestCart: cartActor<Cart, CartRef>('loadGuestCart'),
    addItem: cartActor<Cart, AddItemInput>('addItem'),
    updateItem: cartActor<Cart, UpdateItemInput>('updateItem'),
    removeItem: cartActor<Cart, RemoveItemInput>('removeItem'),
    deleteCart: cartActor<void, CartRef>('deleteCart'),
    applyCoupon: cartActor<Cart, CouponInput>('applyCoupon'),
    removeCoupon: cartActor<Cart, CouponInput>('removeCoupon'),
    redeemGiftCard: cartActor<Cart, RedeemGiftCardInput>('redeemGiftCard'),
    useGiftCard: cartActor<Cart, UseGiftCardInput>('useGiftCard'),
  },
  actions: {
    storeSession: assign((_, session: GuestSession) => ({
      session,
      orderId: session.orderId,
      sessionId: session.sessionId,
    })),
    storeOpenedCart: assign((_, cart: Cart) => ({ cart, opened: true, orderId: cart.orderId })),
    storeCart: assign((_, cart: Cart) => ({ cart })),
    storeError: assign((_, error: unknown) => ({ failed: true, error })),
  },
  guards: {
    isCall: ({ context }, { kind }: { kind: CallKind }) => context.call.kind === kind,
    isGuest: ({ context }) => !context.isRegistered,
    needsGuestSession: ({ context }) =>
      !context.isRegistered &&
      context.orderId === undefined &&
      (context.call.kind === 'add' || context.call.kind === 'reload'),
    needsCart: ({ context }) => context.isRegistered && context.orderId === undefined,
  },
}).createMachine({
  id: 'cartCall',
  context: ({ input }) => ({ ...input, opened: false, failed: false }),
  initial: 'next',
  output: ({ context }) => outcomeOf(context),
  states: {
    next: {
      always: [
        { guard: 'needsGuestSession', target: 'creatingGuestSession' },
        { guard: 'needsCart', target: 'openingCart' },
        { guard: or([isCall('changeService'), isCall('changeAddress')]), target: 'openingCart' },
        { guard: and([isCall('reload'), 'isGuest']), target: 'reloadingGuest' },
        { guard: isCall('reload'), target: 'reloading' },
        { guard: isCall('add'), target: 'adding' },
        { guard: isCall('update'), target: 'updating' },
        { guard: isCall('remove'), target: 'removing' },
        { guard: isCall('delete'), target: 'deleting' },
        { guard: isCall('applyCoupon'), target: 'applyingCoupon' },
        { guard: isCall('removeCoupon'), target: 'removingCoupon' },
        { guard: isCall('redeemGiftCard'), target: 'redeemingGiftCard' },
        // The last kind left.
        { target: 'usingGiftCard' },
      ],
    },
    creatingGuestSession: {
      invoke: {
        id: 'createGuestSession',
        src: 'createGuestSession',
        input: ({ context }) => ({
          address: required(context.address, 'address'),
          serviceId: context.serviceId,
        }),
        onDone: { target: 'next', actions: { type: 'storeSession', params: ({ event }) => event.output } },
        onError: failedCall,
      },
    },
    // The registered customer's open cart, made when there is none; found from any device. Opened again
    // for another service or address, it moves to them (a guest's to a service, through its session).
    openingCart: {
      invoke: {
        id: 'openCart',
        src: 'openCart',
        input: ({ context }) => ({ serviceId: context.serviceId, ...openedFor(context) }),
        onDone: [
          {
            guard: or([isCall('reload'), isCall('changeService'), isCall('changeAddress')]),
            target: 'done',
            actions: { type: 'storeOpenedCart', params: ({ event }) => event.output },
          },
          { target: 'next', actions: { type: 'storeOpenedCart', params: ({ event }) => event.output } },
        ],
        onError: failedCall,
      },
    },
    // Spec §4: guests reload through their guest session, registered users through the cart call.
    reloadingGuest: {
      invoke: {
        id: 'loadGuestCart',
        src: 'loadGuestCart',
        input: cartRefOf,
        onDone: answeredCart,
        onError: failedCall,
      },
    },
    reloading: {
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: cartRefOf,
        onDone: answeredCart,
        onError: failedCall,
      },
    },
    adding: {
      invoke: {
        id: 'addItem',
        src: 'addItem',
        input: ({ context }) => ({
          cart: cartRefOf({ context }),
          serviceId: context.serviceId,
          item: callOf(context, 'add').item,
        }),
        onDone: answeredCart,
        onError: failedCall,
      },
    },
    updating: {
      invoke: {
        id: 'updateItem',
        src: 'updateItem',
        input: ({ context }) => {
          const { cartOrder, itemId, quantity } = callOf(context, 'update');
          return { cart: cartRefOf({ context }), cartOrder, itemId, quantity };
        },
        onDone: answeredCart,
        onError: failedCall,
      },
    },
    removing: {
      invoke: {
        id: 'removeItem',
        src: 'removeItem',
        input: ({ context }) => ({
          cart: cartRefOf({ context }),
          cartOrder: callOf(context, 'remove').cartOrder,
        }),
        onDone: answeredCart,
        onError: failedCall,
      },
    },
    deleting: {
      invoke: { id: 'deleteCart', src: 'deleteCart', input: cartRefOf, onDone: 'done', onError: failedCall },
    },
    applyingCoupon: {
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => ({ cart: cartRefOf({ context }), code: callOf(context, 'applyCoupon').code }),
        onDone: answeredCart,
        onError: failedCall,
      },
    },
    removingCoupon: {
      invoke: {
        id: 'removeCoupon',
        src: 'removeCoupon',
        input: ({ context }) => ({
          cart: cartRefOf({ context }),
          code: callOf(context, 'removeCoupon').code,
        }),
        onDone: answeredCart,
        onError: failedCall,
      },
    },
    redeemingGiftCard: {
      invoke: {
        id: 'redeemGiftCard',
        src: 'redeemGiftCard',
        input: ({ context }) => ({
          cart: cartRefOf({ context }),
          fields: callOf(context, 'redeemGiftCard').fields,
        }),
        onDone: answeredCart,
        onError: failedCall,
      },
    },
    usingGiftCard: {
      invoke: {
        id: 'useGiftCard',
        src: 'useGiftCard',
        input: ({ context }) => ({ cart: cartRefOf({ context }), use: callOf(context, 'useGiftCard').use }),
        onDone: answeredCart,
        onError: failedCall,
      },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
  },
});
