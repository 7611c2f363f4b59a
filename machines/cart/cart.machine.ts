// The delivery and takeout cart: lines, coupons, gift cards, reloads.
// Spec §3 "Cart", §4 "Cart reload", §7 "Cart", §8.
import { and, assign, not, setup, stateIn } from 'xstate';
import { statusOf } from '../shared/failed-call.ts';
import { required } from '../shared/required.ts';
import {
  applied,
  callInputOf,
  canReachCart,
  deleted,
  failed,
  finished,
  forgotten,
  headOf,
  initialContext,
  isAtOtherAddress,
  placedElsewhere,
  queued,
  refused,
  withoutCart,
} from './cart.context.ts';
import {
  canUseGiftCard,
  isCartGone,
  isValidQuantity,
  lineOf,
  quantityChangeOf,
  shownCart,
} from './cart.rules.ts';
import type {
  CartAnalyticsItem,
  CartCall,
  CartCallOutcome,
  CartContext,
  CartError,
  CartEvent,
  CartInput,
  CartTag,
  NewCartItem,
} from './cart.types.ts';
import { cartCallMachine } from './cart-call.machine.ts';

export const RELOAD_GUARD_MS = 10_000;

const queue = (call: CartCall) => ({ type: 'queue', params: call }) as const;

/** The outcome of the call that just ended (the child's output). */
type Ended = { event: { output: CartCallOutcome } };
const outcomeOf = ({ event }: Ended) => event.output;
const errorOf = ({ event }: Ended) => event.output.error;
const endedWith = (event: unknown) => (event as Partial<Ended['event']>).output;

const cartSetup = setup({
  types: {} as {
    context: CartContext;
    events: CartEvent;
    input: CartInput;
    tags: CartTag;
  },
  actors: {
    cartCall: cartCallMachine,
  },
  actions: {
    queue: assign(({ context }, call: CartCall) => queued(context, call)),
    refuseWithoutAddress: assign({ error: { key: 'addressRequired', during: 'add' } }),
    applyOutcome: assign((_, outcome: CartCallOutcome) => applied(outcome)),
    storeService: assign(({ event }) =>
      event.type === 'service.changed' ? { serviceId: event.serviceId } : {},
    ),
    storeAddress: assign(({ event }) => (event.type === 'address.changed' ? { address: event.address } : {})),
    finishCall: assign(({ context }) => finished(context)),
    failCall: assign(({ context }, error: unknown) => failed(context, error)),
    forgetCart: assign(({ context }, error: unknown) => forgotten(context, error)),
    emptyCart: assign(({ context }) => deleted(context)),
    forgetPlacedCart: assign(({ context }) => placedElsewhere(context)),
    refuseAll: assign(({ context }, error: unknown) => refused(context, error)),
    resetCart: assign(withoutCart),
    clearError: assign({ error: undefined }),
    signIn: assign(({ context, event }) =>
      event.type === 'user.changed'
        ? { isRegistered: true, orderId: context.orderId ?? event.keptOrderId, sessionId: undefined }
        : {},
    ),
    signOut: assign({ ...withoutCart, isRegistered: false }),
    // Provided by the app: persistence, analytics, and what the customer is told.
    keepOrderId: (_, _orderId: string | undefined) => {},
    trackAddToCart: (_, _item: CartAnalyticsItem) => {},
    trackRemoveFromCart: (_, _item: CartAnalyticsItem) => {},
    announceAdded: (_, _item: NewCartItem) => {},
    announceAddFailed: (_, _error: CartError) => {},
    announceCartPlaced: () => {},
  },
  guards: {
    isReloadOpen: stateIn({ reloadGuard: 'open' }),
    canReachCart: ({ context }) => canReachCart(context),
    isValidItem: ({ event }) => event.type === 'cart.addItem' && isValidQuantity(event.item.quantity),
    isShownLine: ({ context, event }) =>
      (event.type === 'cart.updateItem' || event.type === 'cart.removeItem') &&
      lineOf(shownCart(context.serverCart, context.calls), event.cartOrder) !== undefined,
    isValidQuantity: ({ event }) => event.type === 'cart.updateItem' && isValidQuantity(event.quantity),
    hasOrder: ({ context }) => context.orderId !== undefined,
    leavesCartService: ({ context, event }) =>
      event.type === 'service.changed' &&
      event.serviceId !== undefined &&
      context.orderId !== undefined &&
      context.serverCart?.serviceId !== event.serviceId,
    hasCode: ({ event }) => event.type === 'coupon.apply' && event.code.trim() !== '',
    canUseGiftCard: ({ context, event }) =>
      event.type === 'giftCard.use' &&
      canUseGiftCard(shownCart(context.serverCart, context.calls), event.use),
    isSignOut: ({ context, event }) =>
      event.type === 'user.changed' && !event.isRegistered && context.isRegistered,
    isSignIn: ({ context, event }) =>
      event.type === 'user.changed' && event.isRegistered && !context.isRegistered,
    needsGuestSession: ({ context }) => !context.isRegistered && context.orderId === undefined,
    movesCartAddress: ({ context, event }) =>
      event.type === 'address.changed' && isAtOtherAddress({ ...context, address: event.address }),
    hasCalls: ({ context }) => context.calls.length > 0,
    isDelete: ({ context }) => context.calls[0]?.kind === 'delete',
    hasFailed: ({ event }) => endedWith(event)?.failed === true,
    isCartGone: ({ event }) => endedWith(event)?.failed === true && isCartGone(endedWith(event)?.error),
    isServiceUnavailable: ({ event }) => statusOf(endedWith(event)?.error) === 412,
    isCartPlaced: ({ event }) => statusOf(endedWith(event)?.error) === 406,
  },
  delays: {
    reloadGuard: RELOAD_GUARD_MS,
  },
});

/**
 * The cart (spec §3 "Cart", §4 "Cart reload", §7 "Cart", coupons and gift card, §8): guests
 * reach it through their guest session (created with their address as soon as they have one), registered
 * users through the cart call. Calls run one at a time in the order asked (each a `cartCall`
 * child); quantity changes show at once and roll back when their call fails. A reload within 10 s
 * of the last is skipped.
 */
export const cartMachine = cartSetup
  .extend({
    actions: {
      /** Spec §3: a copy of a registered user's order id is kept between sessions. */
      rememberOrderId: cartSetup.enqueueActions(({ context, enqueue }) => {
        if (context.isRegistered) enqueue({ type: 'keepOrderId', params: context.orderId });
      }),
      rememberOpenedCart: cartSetup.enqueueActions(({ context, event, enqueue }) => {
        if (context.isRegistered && endedWith(event)?.opened)
          enqueue({ type: 'keepOrderId', params: context.orderId });
      }),
      /**
       * A dish's sheet closes as the customer adds it, so the customer hears from the cart whether
       * the dish is in: after the server's answer, wherever they are by then.
       */
      announceIfAdded: cartSetup.enqueueActions(({ context, enqueue }) => {
        const call = headOf(context);
        if (call.kind === 'add') enqueue({ type: 'announceAdded', params: call.item });
      }),
      announceIfAddFailed: cartSetup.enqueueActions(({ context, enqueue }) => {
        if (context.error?.during === 'add') enqueue({ type: 'announceAddFailed', params: context.error });
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
            guard: and(['isReloadOpen', 'canReachCart']),
            actions: queue({ kind: 'reload' }),
          },
          'cart.addItem': [
            { guard: not('isValidItem') },
            {
              guard: 'canReachCart',
              actions: { type: 'queue', params: ({ event }) => ({ kind: 'add', item: event.item }) },
            },
            { actions: ['refuseWithoutAddress', 'announceIfAddFailed'] },
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
          // The cart was placed (or refused for good): the kept order id goes with it.
          'cart.reset': { target: '.ready', actions: ['resetCart', 'rememberOrderId'] },
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
          // The server keeps whether the balance pays: a reload or another device shows the same.
          'giftCard.use': {
            guard: and(['hasOrder', 'canUseGiftCard']),
            actions: {
              type: 'queue',
              params: ({ event }) => ({ kind: 'useGiftCard', use: event.use }),
            },
          },
          'error.dismiss': { actions: 'clearError' },
          'user.changed': [
            { guard: 'isSignOut', target: '.ready', actions: 'signOut' },
            // A call in flight for the guest runs again for the registered user, then the cart reloads.
            { guard: 'isSignIn', target: '.working', actions: ['signIn', queue({ kind: 'reload' })] },
          ],
          // The customer chose another service (delivery or takeout): the open cart follows, so what is
          // paid for is what was chosen, whatever was added while the choice was loading.
          'service.changed': [
            { guard: 'leavesCartService', actions: ['storeService', queue({ kind: 'changeService' })] },
            { actions: 'storeService' },
          ],
          'address.changed': [
            // The address a guest chose opens their guest session, and with it their access.
            { guard: 'needsGuestSession', actions: ['storeAddress', queue({ kind: 'reload' })] },
            // A registered customer's open cart follows the address they chose (and its store).
            { guard: 'movesCartAddress', actions: ['storeAddress', queue({ kind: 'changeAddress' })] },
            { actions: 'storeAddress' },
          ],
        },
        states: {
          ready: {
            tags: 'ready',
            always: { guard: 'hasCalls', target: 'working' },
          },
          // The call at the head of the queue; `ready` starts the next one at once.
          working: {
            tags: 'busy',
            invoke: {
              id: 'call',
              src: 'cartCall',
              input: callInputOf,
              onDone: [
                {
                  guard: 'isCartGone',
                  target: 'ready',
                  actions: [
                    { type: 'applyOutcome', params: outcomeOf },
                    { type: 'forgetCart', params: errorOf },
                    'rememberOrderId',
                    'announceIfAddFailed',
                  ],
                },
                // Spec §8 412: the API client opened the unavailable-service modal; what waits is dropped.
                {
                  guard: 'isServiceUnavailable',
                  target: 'ready',
                  actions: [
                    { type: 'applyOutcome', params: outcomeOf },
                    { type: 'refuseAll', params: errorOf },
                  ],
                },
                // Spec §8 406 on the cart's own call: the cart became an order (placed on another device, or
                // before a reload). The customer stays where they are: the kept id goes, they are told, and
                // what can go on (an add, a reload) does in a new cart.
                {
                  guard: 'isCartPlaced',
                  target: 'ready',
                  actions: ['forgetPlacedCart', 'rememberOrderId', 'announceCartPlaced'],
                },
                {
                  guard: 'hasFailed',
                  target: 'ready',
                  actions: [
                    { type: 'applyOutcome', params: outcomeOf },
                    'rememberOpenedCart',
                    { type: 'failCall', params: errorOf },
                    'announceIfAddFailed',
                  ],
                },
                { guard: 'isDelete', target: 'ready', actions: ['emptyCart', 'rememberOrderId'] },
                {
                  target: 'ready',
                  actions: [
                    'trackQuantityChange',
                    'announceIfAdded',
                    { type: 'applyOutcome', params: outcomeOf },
                    'rememberOpenedCart',
                    'finishCall',
                  ],
                },
              ],
              // The call itself broke (a bug, not an answer): it is dropped like a failure.
              onError: {
                target: 'ready',
                actions: [
                  {
                    type: 'failCall',
                    params: ({ event }: { event: { error: unknown } }) => event.error,
                  },
                  'announceIfAddFailed',
                ],
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
