// Paying for the cart: method, card, PIX, placing the order.
// Spec §2 `/payment`; §7 "Cards, orders, payments"; §8.
import { assign, forwardTo, setup } from 'xstate';
import { statusOf } from '../shared/failed-call.ts';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import { classifyPaymentError, failureKeyOf } from '../table-payment/payment-error.ts';
import type { ChosenCard } from '../table-payment/table-payment.types.ts';
import { walletMachine } from '../wallet/wallet.machine.ts';
import { type ApplePayOutput, applePayMachine } from './apple-pay.machine.ts';
import {
  availabilityInputOf,
  beginCheckoutOf,
  choicesOf,
  hasPaymentDetails,
  initialContext,
  isOffered,
  placeOrderInputOf,
  purchaseOf,
  restoredChoices,
} from './checkout.context.ts';
import type {
  Availability,
  AvailabilityInput,
  BeginCheckoutEvent,
  CheckoutChoices,
  CheckoutContext,
  CheckoutErrorKey,
  CheckoutEvent,
  CheckoutInput,
  CheckoutOutput,
  CheckoutTag,
  PaymentErrorEvent,
  PlaceOrderOutcome,
  PurchaseEvent,
  UnavailableReason,
} from './checkout.types.ts';
import { placeOrderMachine } from './place-order.machine.ts';

type Failed = { context: CheckoutContext; event: { error: unknown } };
type Ended = { context: CheckoutContext; event: { output: PlaceOrderOutcome } };
type Authorized = { context: CheckoutContext; event: { output: ApplePayOutput } };

const failure = ({ event }: Failed): CheckoutErrorKey => failureKeyOf(event.error);

/** A refused payment: the reason is shown and logged as payment_error (spec §8). */
const refusedWith = <TArgs extends { context: CheckoutContext }>(key: (args: TArgs) => CheckoutErrorKey) =>
  [
    { type: 'storeError', params: key },
    {
      type: 'trackPaymentError',
      params: (args: TArgs): PaymentErrorEvent => ({
        method: required(args.context.method, 'method'),
        key: key(args),
      }),
    },
  ] as const;

/** The reason of a declined or refused attempt. */
function attemptFailure({ event }: Ended): CheckoutErrorKey {
  const ended = event.output;
  if (ended.status === 'declined') return classifyPaymentError(ended.code);
  return failureKeyOf(ended.status === 'refused' ? ended.error : undefined);
}

/** How a child ended (its output's status). */
const ended =
  (status: string) =>
  ({ event }: { event: unknown }) =>
    (event as { output?: { status?: unknown } }).output?.status === status;

const refusalStatus = (event: unknown) => {
  const output = (event as { output?: PlaceOrderOutcome }).output;
  return output?.status === 'refused' ? statusOf(output.error) : undefined;
};

/**
 * Paying for the cart (spec §2 `/payment` with its guard, §7 "Cards, orders, payments"): the
 * address (delivery) or the store (takeout) is checked on arrival, and again by `placeOrder`
 * right before the order is created. Saved cards and a new card tokenized by the payment provider
 * (the `wallet` child), PIX with its countdown, Apple Pay where the browser offers it. Placed, the
 * order is tracked at `/orders/{id}`.
 */
export const checkoutMachine = setup({
  types: {} as {
    context: CheckoutContext;
    events: CheckoutEvent;
    input: CheckoutInput;
    output: CheckoutOutput;
    tags: CheckoutTag;
  },
  actors: {
    loadChoices: provided<CheckoutChoices | undefined>('checkout', 'loadChoices'),
    checkAvailability: provided<Availability, AvailabilityInput>('checkout', 'checkAvailability'),
    wallet: walletMachine,
    applePay: applePayMachine,
    placeOrder: placeOrderMachine,
  },
  actions: {
    restoreChoices: assign(({ context }, kept: CheckoutChoices | undefined) =>
      restoredChoices(context, kept),
    ),
    selectMethod: assign(({ event }) => (event.type === 'method.select' ? { method: event.method } : {})),
    storeContact: assign(({ event }) =>
      event.type === 'contact.change'
        ? { contact: { name: event.name, iso: event.iso, dialCode: event.dialCode, number: event.number } }
        : {},
    ),
    storeCard: assign((_, card: ChosenCard | undefined) => ({ card })),
    storeUnavailable: assign((_, unavailable: UnavailableReason) => ({ unavailable })),
    clearUnavailable: assign({ unavailable: undefined }),
    storeApplePayToken: assign((_, applePayToken: string) => ({ applePayToken })),
    forgetApplePayToken: assign({ applePayToken: undefined }),
    storePlaced: assign(({ event }) => {
      const output = (event as { output?: PlaceOrderOutcome }).output;
      return output?.status === 'placed' ? { placed: output.order } : {};
    }),
    storeError: assign((_, error: CheckoutErrorKey) => ({ error, applePayToken: undefined })),
    clearError: assign({ error: undefined }),
    forwardToWallet: forwardTo('wallet'),
    forwardToApplePay: forwardTo('applePay'),
    forwardToPlaceOrder: forwardTo('placeOrder'),
    // Provided by the app: analytics and the cart.
    trackBeginCheckout: (_, _event: BeginCheckoutEvent) => {},
    trackPurchase: (_, _event: PurchaseEvent) => {},
    trackPaymentError: (_, _event: PaymentErrorEvent) => {},
    clearCart: () => {},
    keepChoices: (_, _choices: CheckoutChoices) => {},
    forgetChoices: () => {},
  },
  guards: {
    isAvailable: (_, availability: Availability) => availability.available,
    isOffered: ({ context, event }) => event.type === 'method.select' && isOffered(context, event.method),
    canPay: ({ context }) => hasPaymentDetails(context),
    isApplePay: ({ context }) => context.method === 'applePay',
    isAuthorized: ended('authorized'),
    isCancelled: ended('cancelled'),
    isPlaced: ended('placed'),
    isUnavailable: ended('unavailable'),
    isUnchecked: ended('unchecked'),
    isPixExpired: ended('pixExpired'),
    isServiceUnavailable: ({ event }) => refusalStatus(event) === 412,
    isStateRejected: ({ event }) => refusalStatus(event) === 406,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialContext(input),
  entry: { type: 'trackBeginCheckout', params: beginCheckoutOf },
  initial: 'restoring',
  output: ({ context }) => ({ order: context.placed }),
  states: {
    // What the customer chose before a reload (on this device, for this cart) comes back first.
    restoring: {
      tags: ['route:/payment', 'restoring', 'busy'],
      invoke: {
        id: 'loadChoices',
        src: 'loadChoices',
        onDone: {
          target: 'paymentPage',
          actions: { type: 'restoreChoices', params: ({ event }) => event.output },
        },
        onError: 'paymentPage',
      },
    },
    paymentPage: {
      tags: 'route:/payment',
      invoke: {
        id: 'wallet',
        src: 'wallet',
        input: ({ context }) => ({ isRegistered: context.isRegistered, selected: context.card }),
        // Without the wallet no card can be chosen; PIX and Apple Pay still can.
        onError: { actions: { type: 'storeError', params: failure } },
      },
      on: {
        'wallet.selected': {
          actions: [
            { type: 'storeCard', params: ({ event }) => event.card },
            { type: 'keepChoices', params: choicesOf },
          ],
        },
      },
      initial: 'checking',
      states: {
        checking: {
          tags: ['checking', 'busy'],
          invoke: {
            id: 'checkAvailability',
            src: 'checkAvailability',
            input: availabilityInputOf,
            onDone: [
              {
                guard: { type: 'isAvailable', params: ({ event }) => event.output },
                target: 'choosing',
                actions: 'clearUnavailable',
              },
              {
                target: 'unavailable',
                actions: {
                  type: 'storeUnavailable',
                  params: ({ event }) => (event.output.available ? 'unavailableToday' : event.output.reason),
                },
              },
            ],
            onError: {
              target: 'checkFailed',
              actions: { type: 'storeError', params: 'availabilityUnknown' },
            },
          },
        },
        checkFailed: {
          tags: 'error',
          on: {
            'availability.retry': { target: 'checking', actions: 'clearError' },
            'step.back': '#checkout.cancelled',
          },
        },
        // The store closed or the address left its area: nothing can be paid until that changes.
        unavailable: {
          tags: 'unavailable',
          on: { 'availability.retry': 'checking', 'step.back': '#checkout.cancelled' },
        },
        choosing: {
          tags: 'choosing',
          on: {
            'method.select': {
              guard: 'isOffered',
              actions: ['selectMethod', { type: 'keepChoices', params: choicesOf }],
            },
            'contact.change': { actions: ['storeContact', { type: 'keepChoices', params: choicesOf }] },
            'card.use': { actions: 'forwardToWallet' },
            'card.add': { actions: 'forwardToWallet' },
            'card.setDefault': { actions: 'forwardToWallet' },
            'card.delete': { actions: 'forwardToWallet' },
            'cards.retry': { actions: 'forwardToWallet' },
            'error.dismiss': { actions: 'clearError' },
            'payment.submit': [
              { guard: 'isApplePay', target: 'authorizing', actions: 'clearError' },
              { guard: 'canPay', target: 'placing', actions: 'clearError' },
            ],
            'step.back': '#checkout.cancelled',
          },
        },
        // The Apple Pay sheet: a token first; nothing is charged until the order is placed.
        authorizing: {
          tags: ['applePay', 'busy'],
          invoke: {
            id: 'applePay',
            src: 'applePay',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: [
              {
                guard: 'isAuthorized',
                target: 'placing',
                actions: {
                  type: 'storeApplePayToken',
                  params: ({ event }) => (event.output.status === 'authorized' ? event.output.token : ''),
                },
              },
              { guard: 'isCancelled', target: 'choosing' },
              {
                target: 'choosing',
                actions: refusedWith(({ event }: Authorized) =>
                  failureKeyOf(event.output.status === 'failed' ? event.output.error : undefined),
                ),
              },
            ],
            onError: { target: 'choosing', actions: refusedWith(failure) },
          },
          on: {
            'applePay.validateMerchant': { actions: 'forwardToApplePay' },
            'applePay.authorized': { actions: 'forwardToApplePay' },
            'applePay.cancelled': { actions: 'forwardToApplePay' },
          },
        },
        placing: {
          tags: ['placing', 'busy'],
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: placeOrderInputOf,
            onDone: [
              { guard: 'isPlaced', target: '#checkout.placed', actions: 'storePlaced' },
              {
                guard: 'isUnavailable',
                target: 'unavailable',
                actions: {
                  type: 'storeUnavailable',
                  params: ({ event }) =>
                    event.output.status === 'unavailable' ? event.output.reason : 'unavailableToday',
                },
              },
              {
                guard: 'isUnchecked',
                target: 'choosing',
                actions: { type: 'storeError', params: 'availabilityUnknown' },
              },
              { guard: 'isPixExpired', target: 'pixExpired', actions: 'forgetApplePayToken' },
              // Spec §8 412: the service is unavailable; the check says why.
              {
                guard: 'isServiceUnavailable',
                target: 'checking',
                actions: refusedWith(() => 'serviceUnavailable'),
              },
              // Spec §8 406: the state is reset and the customer goes home.
              {
                guard: 'isStateRejected',
                target: '#checkout.left',
                actions: {
                  type: 'trackPaymentError',
                  params: ({ context }) => ({
                    method: required(context.method, 'method'),
                    key: 'stateReset',
                  }),
                },
              },
              { target: 'choosing', actions: refusedWith(attemptFailure) },
            ],
            onError: { target: 'choosing', actions: refusedWith(failure) },
          },
          on: {
            'pix.check': { actions: 'forwardToPlaceOrder' },
            'reconcile.retry': { actions: 'forwardToPlaceOrder' },
          },
        },
        // The PIX code expired unpaid; a new attempt makes a new order.
        pixExpired: {
          tags: 'pixExpired',
          on: { 'payment.retry': 'choosing', 'step.back': '#checkout.cancelled' },
        },
      },
    },
    placed: {
      type: 'final',
      tags: ['placed', 'route:/orders/$id'],
      entry: [{ type: 'trackPurchase', params: purchaseOf }, 'clearCart', 'forgetChoices'],
    },
    // Spec §8 406: the cart is reset and the customer is sent home.
    left: { type: 'final', tags: 'route:/', entry: ['clearCart', 'forgetChoices'] },
    cancelled: { type: 'final' },
  },
});
