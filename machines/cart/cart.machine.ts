import { and, assign, not, setup, stateIn } from 'xstate';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import {
  cartRefOf,
  deleted,
  failed,
  finished,
  forgotten,
  hasCartToLoad,
  headCall,
  headOf,
  initialContext,
  queued,
  storedCart,
  storedSession,
  withoutCart,
} from './cart.context.ts';
import {
  cartErrorOf,
  codeOf,
  isCartGone,
  isValidQuantity,
  lineOf,
  quantityChangeOf,
  shownCart,
  statusOf,
} from './cart.rules.ts';
import type {
  AddItemInput,
  Cart,
  CartAnalyticsItem,
  CartCall,
  CartContext,
  CartEvent,
  CartInput,
  CartRef,
  CartTag,
  CouponInput,
  GiftCard,
  GuestSession,
  GuestSessionInput,
  OpenCartInput,
  RedeemGiftCardInput,
  RemoveItemInput,
  RestaurantsReloaded,
  UpdateItemInput,
} from './cart.types.ts';

export const RELOAD_GUARD_MS = 10_000;

const cartActor = <TOutput, TInput>(name: string) => provided<TOutput, TInput>('cart', name);

type Failed = { event: { error: unknown } };
const errorOf = ({ event }: Failed) => event.error;
const queue = (call: CartCall) => ({ type: 'queue', params: call }) as const;
type CallKind = CartCall['kind'];
const isNext = (kind: CallKind) => ({ type: 'isNext', params: { kind } }) as const;

/** Spec §8 for every cart call: cart gone, 412, 406, 410 (once), or a plain failure. */
const failedCall = [
  {
    guard: 'isCartGone',
    target: 'next',
    actions: [{ type: 'forgetCart', params: errorOf }, 'rememberOrderId'],
  },
  {
    guard: 'isServiceUnavailable',
    target: 'next',
    actions: [
      { type: 'refuseAll', params: errorOf },
      { type: 'openServiceModal', params: ({ event }: Failed) => ({ code: codeOf(event.error) }) },
    ],
  },
  { guard: 'isStateRejected', target: 'next', actions: ['resetCart', 'rememberOrderId', 'navigateHome'] },
  { guard: 'mayRetryAfterGone', target: 'refreshingRestaurants', actions: 'markGoneRetried' },
  { target: 'next', actions: { type: 'failCall', params: errorOf } },
] as const;

/** A call that answers the cart: counted for analytics against the cart before, then stored. */
const answeredCart = {
  target: 'next',
  actions: [
    'trackQuantityChange',
    { type: 'storeCart', params: ({ event }: { event: { output: Cart } }) => event.output },
    'finishCall',
  ],
} as const;

const answeredGiftCard = {
  target: 'next',
  actions: [
    { type: 'storeGiftCard', params: ({ event }: { event: { output: GiftCard } }) => event.output },
    'finishCall',
  ],
} as const;

const cartOf = ({ context }: { context: CartContext }): CartRef => cartRefOf(context);

const cartSetup = setup({
  types: {} as {
    context: CartContext;
    events: CartEvent;
    input: CartInput;
    tags: CartTag;
  },
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
    redeemGiftCard: cartActor<GiftCard, RedeemGiftCardInput>('redeemGiftCard'),
    loadGiftCard: cartActor<GiftCard, CartRef>('loadGiftCard'),
    reloadRestaurants: cartActor<RestaurantsReloaded, undefined>('reloadRestaurants'),
  },
  actions: {
    queue: assign(({ context }, call: CartCall) => queued(context, call)),
    refuseWithoutAddress: assign({ error: { key: 'addressRequired', during: 'add' } }),
    storeCart: assign((_, cart: Cart) => storedCart(cart)),
    storeSession: assign((_, session: GuestSession) => storedSession(session)),
    storeGiftCard: assign((_, giftCard: GiftCard) => ({ giftCard })),
    storeService: assign((_, serviceId: string | undefined) => ({ serviceId })),
    storeAddress: assign(({ event }) => (event.type === 'address.changed' ? { address: event.address } : {})),
    useGiftCard: assign(({ event }) => (event.type === 'giftCard.use' ? { useGiftCard: event.use } : {})),
    finishCall: assign(({ context }) => finished(context)),
    failCall: assign(({ context }, error: unknown) => failed(context, error)),
    forgetCart: assign(({ context }, error: unknown) => forgotten(context, error)),
    emptyCart: assign(({ context }) => deleted(context)),
    refuseAll: assign(({ context }, error: unknown) => ({
      calls: [],
      goneRetried: false,
      error: cartErrorOf(error, headOf(context).kind),
    })),
    resetCart: assign(withoutCart),
    markGoneRetried: assign({ goneRetried: true }),
    clearError: assign({ error: undefined }),
    signIn: assign(({ context, event }) =>
      event.type === 'user.changed'
        ? {
            isRegistered: true,
            orderId: context.orderId ?? event.keptOrderId,
            sessionId: undefined,
            goneRetried: false,
          }
        : {},
    ),
    signOut: assign({ ...withoutCart, isRegistered: false }),
    // Provided by the app: persistence, the unavailable-service modal, navigation and analytics.
    keepOrderId: (_, _orderId: string | undefined) => {},
    openServiceModal: (_, _reason: { code: string | undefined }) => {},
    navigateHome: () => {},
    trackAddToCart: (_, _item: CartAnalyticsItem) => {},
    trackRemoveFromCart: (_, _item: CartAnalyticsItem) => {},
  },
  guards: {
    isReloadOpen: stateIn({ reloadGuard: 'open' }),
    hasCartToLoad: ({ context }) => hasCartToLoad(context),
    isValidItem: ({ event }) => event.type === 'cart.addItem' && isValidQuantity(event.item.quantity),
    canOpenCart: ({ context }) =>
      context.isRegistered || context.orderId !== undefined || context.address !== undefined,
    isShownLine: ({ context, event }) =>
      (event.type === 'cart.updateItem' || event.type === 'cart.removeItem') &&
      lineOf(shownCart(context.serverCart, context.calls), event.cartOrder) !== undefined,
    isValidQuantity: ({ event }) => event.type === 'cart.updateItem' && isValidQuantity(event.quantity),
    hasOrder: ({ context }) => context.orderId !== undefined,
    hasCode: ({ event }) => event.type === 'coupon.apply' && event.code.trim() !== '',
    canUseGiftCard: ({ context, event }) =>
      event.type === 'giftCard.use' && (!event.use || (context.giftCard?.balanceCents ?? 0) > 0),
    isSignOut: ({ context, event }) =>
      event.type === 'user.changed' && !event.isRegistered && context.isRegistered,
    isSignIn: ({ context, event }) =>
      event.type === 'user.changed' && event.isRegistered && !context.isRegistered,
    hasCalls: ({ context }) => context.calls.length > 0,
    isNext: ({ context }, { kind }: { kind: CallKind }) => context.calls[0]?.kind === kind,
    isGuest: ({ context }) => !context.isRegistered,
    needsGuestSession: ({ context }) =>
      !context.isRegistered && context.orderId === undefined && context.calls[0]?.kind === 'add',
    needsCart: ({ context }) => context.isRegistered && context.orderId === undefined,
    isCartGone: ({ event }) => isCartGone((event as { error?: unknown }).error),
    isServiceUnavailable: ({ event }) => statusOf((event as { error?: unknown }).error) === 412,
    isStateRejected: ({ event }) => statusOf((event as { error?: unknown }).error) === 406,
    mayRetryAfterGone: ({ context, event }) =>
      !context.goneRetried && statusOf((event as { error?: unknown }).error) === 410,
  },
  delays: {
    reloadGuard: RELOAD_GUARD_MS,
  },
});

/**
 * The cart (spec §3 "Cart", §4 "Cart reload", §7 "Cart", coupons and gift card, §8): guests
 * reach it through their guest session (created with their address on the first add), registered
 * users through the cart call. Calls run one at a time in the order asked; quantity changes show
 * at once and roll back when their call fails. A reload within 10 s of the last is skipped.
 */
export const cartMachine = cartSetup
  .extend({
    actions: {
      rememberOrderId: cartSetup.enqueueActions(({ context, enqueue }) => {
        if (context.isRegistered) enqueue({ type: 'keepOrderId', params: context.orderId });
      }),
      trackQuantityChange: cartSetup.enqueueActions(({ context, enqueue }) => {
        const change = quantityChangeOf(context.serverCart, headOf(context));
        if (change?.kind === 'add') enqueue({ type: 'trackAddToCart', params: change.item });
        if (change?.kind === 'remove') enqueue({ type: 'trackRemoveFromCart', params: change.item });
      }),
    },
  })
  .createMachine({
    id: 'cart',
    type: 'parallel',
    context: ({ input }) => initialContext(input),
    states: {
      sync: {
        initial: 'ready',
        on: {
          'cart.reload': {
            guard: and(['isReloadOpen', 'hasCartToLoad']),
            actions: queue({ kind: 'reload' }),
          },
          'cart.addItem': [
            { guard: not('isValidItem') },
            {
              guard: 'canOpenCart',
              actions: { type: 'queue', params: ({ event }) => ({ kind: 'add', item: event.item }) },
            },
            { actions: 'refuseWithoutAddress' },
          ],
          'cart.updateItem': {
            guard: and(['isShownLine', 'isValidQuantity']),
            actions: {
              type: 'queue',
              params: ({ context, event }) => ({
                kind: 'update',
                cartOrder: event.cartOrder,
                itemId: required(lineOf(context.serverCart, event.cartOrder), 'line').itemId,
                quantity: event.quantity,
              }),
            },
          },
          'cart.removeItem': {
            guard: 'isShownLine',
            actions: {
              type: 'queue',
              params: ({ event }) => ({ kind: 'remove', cartOrder: event.cartOrder }),
            },
          },
          'cart.delete': { guard: 'hasOrder', actions: queue({ kind: 'delete' }) },
          'cart.reset': { target: '.ready', actions: 'resetCart' },
          'coupon.apply': {
            guard: and(['hasOrder', 'hasCode']),
            actions: {
              type: 'queue',
              params: ({ event }) => ({ kind: 'applyCoupon', code: event.code.trim() }),
            },
          },
          'coupon.remove': {
            guard: 'hasOrder',
            actions: { type: 'queue', params: ({ event }) => ({ kind: 'removeCoupon', code: event.code }) },
          },
          'giftCard.redeem': {
            guard: 'hasOrder',
            actions: {
              type: 'queue',
              params: ({ event }) => ({ kind: 'redeemGiftCard', fields: event.fields }),
            },
          },
          'giftCard.loadBalance': { guard: 'hasOrder', actions: queue({ kind: 'loadGiftCard' }) },
          'giftCard.use': { guard: 'canUseGiftCard', actions: 'useGiftCard' },
          'error.dismiss': { actions: 'clearError' },
          'user.changed': [
            { guard: 'isSignOut', target: '.ready', actions: 'signOut' },
            // A call in flight for the guest runs again for the registered user, then the cart reloads.
            { guard: 'isSignIn', target: '.working', actions: ['signIn', queue({ kind: 'reload' })] },
          ],
          'service.changed': { actions: { type: 'storeService', params: ({ event }) => event.serviceId } },
          'address.changed': { actions: 'storeAddress' },
        },
        states: {
          ready: {
            tags: 'ready',
            always: { guard: 'hasCalls', target: 'working' },
          },
          working: {
            tags: 'busy',
            initial: 'next',
            states: {
              next: {
                always: [
                  { guard: not('hasCalls'), target: '#cart.sync.ready' },
                  { guard: 'needsGuestSession', target: 'creatingGuestSession' },
                  { guard: 'needsCart', target: 'openingCart' },
                  { guard: and([isNext('reload'), 'isGuest']), target: 'reloadingGuest' },
                  { guard: isNext('reload'), target: 'reloading' },
                  { guard: isNext('add'), target: 'adding' },
                  { guard: isNext('update'), target: 'updating' },
                  { guard: isNext('remove'), target: 'removing' },
                  { guard: isNext('delete'), target: 'deleting' },
                  { guard: isNext('applyCoupon'), target: 'applyingCoupon' },
                  { guard: isNext('removeCoupon'), target: 'removingCoupon' },
                  { guard: isNext('redeemGiftCard'), target: 'redeemingGiftCard' },
                  { guard: isNext('loadGiftCard'), target: 'loadingGiftCard' },
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
                  onDone: {
                    target: 'next',
                    actions: { type: 'storeSession', params: ({ event }) => event.output },
                  },
                  onError: failedCall,
                },
              },
              // Registered: the customer's open cart, made when there is none (another device's too).
              openingCart: {
                invoke: {
                  id: 'openCart',
                  src: 'openCart',
                  input: ({ context }) => ({ serviceId: context.serviceId }),
                  onDone: [
                    {
                      guard: isNext('reload'),
                      target: 'next',
                      actions: [
                        { type: 'storeCart', params: ({ event }) => event.output },
                        'rememberOrderId',
                        'finishCall',
                      ],
                    },
                    {
                      target: 'next',
                      actions: [
                        { type: 'storeCart', params: ({ event }) => event.output },
                        'rememberOrderId',
                      ],
                    },
                  ],
                  onError: failedCall,
                },
              },
              // Spec §4: guests reload through their guest session, registered users through the cart call.
              reloadingGuest: {
                invoke: {
                  id: 'loadGuestCart',
                  src: 'loadGuestCart',
                  input: cartOf,
                  onDone: answeredCart,
                  onError: failedCall,
                },
              },
              reloading: {
                invoke: {
                  id: 'loadCart',
                  src: 'loadCart',
                  input: cartOf,
                  onDone: answeredCart,
                  onError: failedCall,
                },
              },
              adding: {
                invoke: {
                  id: 'addItem',
                  src: 'addItem',
                  input: ({ context }) => ({
                    cart: cartRefOf(context),
                    serviceId: context.serviceId,
                    item: headCall(context, 'add').item,
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
                    const { cartOrder, itemId, quantity } = headCall(context, 'update');
                    return { cart: cartRefOf(context), cartOrder, itemId, quantity };
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
                    cart: cartRefOf(context),
                    cartOrder: headCall(context, 'remove').cartOrder,
                  }),
                  onDone: answeredCart,
                  onError: failedCall,
                },
              },
              deleting: {
                invoke: {
                  id: 'deleteCart',
                  src: 'deleteCart',
                  input: cartOf,
                  onDone: { target: 'next', actions: ['emptyCart', 'rememberOrderId'] },
                  onError: failedCall,
                },
              },
              applyingCoupon: {
                invoke: {
                  id: 'applyCoupon',
                  src: 'applyCoupon',
                  input: ({ context }) => ({
                    cart: cartRefOf(context),
                    code: headCall(context, 'applyCoupon').code,
                  }),
                  onDone: answeredCart,
                  onError: failedCall,
                },
              },
              removingCoupon: {
                invoke: {
                  id: 'removeCoupon',
                  src: 'removeCoupon',
                  input: ({ context }) => ({
                    cart: cartRefOf(context),
                    code: headCall(context, 'removeCoupon').code,
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
                    cart: cartRefOf(context),
                    fields: headCall(context, 'redeemGiftCard').fields,
                  }),
                  onDone: answeredGiftCard,
                  onError: failedCall,
                },
              },
              loadingGiftCard: {
                invoke: {
                  id: 'loadGiftCard',
                  src: 'loadGiftCard',
                  input: cartOf,
                  onDone: answeredGiftCard,
                  onError: failedCall,
                },
              },
              // Spec §8 "410: restaurants reloaded and request retried once".
              refreshingRestaurants: {
                invoke: {
                  id: 'reloadRestaurants',
                  src: 'reloadRestaurants',
                  onDone: {
                    target: 'next',
                    actions: { type: 'storeService', params: ({ event }) => event.output.serviceId },
                  },
                  onError: { target: 'next', actions: { type: 'failCall', params: errorOf } },
                },
              },
            },
          },
        },
      },
      reloadGuard: {
        initial: 'open',
        states: {
          open: { on: { 'cart.reload': 'closed' } },
          closed: { tags: 'reloadGuarded', after: { reloadGuard: 'open' } },
        },
      },
    },
  });
