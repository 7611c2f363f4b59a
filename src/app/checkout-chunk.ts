import { type AnyActorLogic, type AnyActorScope, fromPromise } from 'xstate';
import type { Order } from '../../contract/schemas/orders.ts';
import { type CartSnapshot, selectCheckoutDraft } from '../../machines/cart/cart.selectors.ts';
import { applePayMachine } from '../../machines/checkout/apple-pay.machine.ts';
import { checkoutMachine } from '../../machines/checkout/checkout.machine.ts';
import type {
  ApplePayMerchantSession,
  ApplePaySessionInput,
  Availability,
  AvailabilityInput,
  BeginCheckoutEvent,
  CheckoutChoices,
  CreateOrderRequest,
  FindOrderInput,
  FoundOrder,
  OrderAnswer,
  PaymentErrorEvent,
  PurchaseEvent,
  RestaurantsReloaded,
  UnavailableReason,
} from '../../machines/checkout/checkout.types.ts';
import { orderReconcileMachine } from '../../machines/checkout/order-reconcile.machine.ts';
import { placeOrderMachine } from '../../machines/checkout/place-order.machine.ts';
import { type PollPaymentInput, pixMachine } from '../../machines/table-payment/pix.machine.ts';
import type { PixPollAnswer } from '../../machines/table-payment/table-payment.types.ts';
import { fetchCartCheck } from '../api/cart.ts';
import { isApiError } from '../api/errors.ts';
import { fetchPlacedOrder, placeOrder, startApplePaySession } from '../api/place-order.ts';
import { track } from '../lib/analytics.ts';
import { trackedItemOf } from './flows/cart-wire.ts';
import { pixChargeOf } from './flows/pix-wire.ts';
import type { Slices } from './stored-state.ts';
import { walletLogic } from './wallet-chunk.ts';

interface System {
  system: { get(systemId: string): { send(event: unknown): void; getSnapshot(): unknown } | undefined };
}

/** The guest session's secret the guest's calls carry (the cart holds it). */
const guestSessionOf = ({ system }: System) =>
  (system.get('cart')?.getSnapshot() as CartSnapshot | undefined)?.context.sessionId;
const cartOrderIdOf = ({ system }: System) =>
  (system.get('cart')?.getSnapshot() as CartSnapshot | undefined)?.context.orderId;

const REASONS: Record<string, UnavailableReason> = {
  STORE_CLOSED: 'closed',
  OUT_OF_AREA: 'outOfArea',
  OUT_OF_HOURS: 'outOfHours',
  UNAVAILABLE_TODAY: 'unavailableToday',
};

/**
 * Before money moves (spec §2 `/payment`): the API checks the cart's lines and whether its service
 * takes the order now (a 412 with the reason), and says whether the address is inside the area.
 */
async function checkAvailability(scope: System, signal: AbortSignal): Promise<Availability> {
  const orderId = cartOrderIdOf(scope);
  if (orderId === undefined) throw new Error('checkout: no cart to check');
  try {
    const check = await fetchCartCheck({ orderId, session: guestSessionOf(scope), signal });
    const { delivery, checkout_option } = check.cart;
    if (delivery.unavailable !== null)
      return { available: false, reason: REASONS[delivery.unavailable] ?? 'unavailableToday' };
    if (checkout_option === 'DELIVERY' && !delivery.inside_service_area)
      return { available: false, reason: 'outOfArea' };
    return { available: true };
  } catch (error) {
    if (isApiError(error) && error.status === 412)
      return { available: false, reason: REASONS[error.code ?? ''] ?? 'unavailableToday' };
    throw error;
  }
}

/** The API's order as the checkout reads it: paid, a PIX to pay, or declined. */
function answerOf(order: Order): OrderAnswer {
  const placed = {
    orderId: order.order_id,
    totalCents: order.total.total.value,
    shippingCents: order.total.delivery_price.value,
  };
  const payment = order.payment;
  if (payment?.status === 'PENDING' && payment.pix !== null) {
    return {
      status: 'pending',
      order: placed,
      pix: pixChargeOf(payment.pix),
    };
  }
  if (payment?.status === 'DECLINED' || payment?.status === 'FAILED' || order.status === 'PAYMENT_FAILED')
    return { status: 'declined', code: 'CARD_DECLINED_PAYMENT_ERROR' };
  return { status: 'approved', order: placed };
}

/** `POST orders` under the request's key: the cart on the server says what is paid and how. */
async function createOrder(request: CreateOrderRequest, signal: AbortSignal): Promise<OrderAnswer> {
  const session = request.sessionId;
  const { payment } = request;
  try {
    const placed = await placeOrder({
      body: {
        order_id: request.orderId,
        expected_total: request.expectedTotalCents,
        payment:
          payment.method === 'pix'
            ? { method: 'PIX' }
            : payment.method === 'card' && 'cardId' in payment
              ? { method: 'CARD', card_id: payment.cardId }
              : { method: 'CARD', card_token: payment.method === 'card' ? payment.cardToken : payment.token },
        ...(request.contact === undefined
          ? {}
          : { contact: { name: request.contact.name, phone_number: request.contact.phoneNumber } }),
      },
      idempotencyKey: request.idempotencyKey,
      session,
      signal,
    });
    return answerOf(placed);
  } catch (error) {
    // 402: the card was declined (the cart stays as it was).
    if (isApiError(error) && error.status === 402)
      return { status: 'declined', code: error.code ?? 'CARD_DECLINED_PAYMENT_ERROR' };
    throw error;
  }
}

/** Whether an order was made under the lost request: the cart's id is the order's once placed. */
async function findOrder(scope: System, input: FindOrderInput, signal: AbortSignal): Promise<FoundOrder> {
  try {
    return answerOf(
      await fetchPlacedOrder({ orderId: input.orderId, session: guestSessionOf(scope), signal }),
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { status: 'none' };
    throw error;
  }
}

const reais = (cents: number) => cents / 100;

const providedCheckout = (slices: Slices) =>
  checkoutMachine.provide({
    actors: {
      loadChoices: fromPromise<CheckoutChoices | undefined, undefined>(() => slices.checkoutChoices.read()),
      checkAvailability: fromPromise<Availability, AvailabilityInput>(({ system, signal }) =>
        checkAvailability({ system } as System, signal),
      ),
      wallet: walletLogic,
      applePay: applePayMachine.provide({
        actors: {
          startApplePaySession: fromPromise<ApplePayMerchantSession, ApplePaySessionInput>(
            async ({ input, signal }) => ({ ...(await startApplePaySession({ ...input, signal })) }),
          ),
        },
      }),
      placeOrder: placeOrderMachine.provide({
        actors: {
          checkAvailability: fromPromise<Availability, AvailabilityInput>(({ system, signal }) =>
            checkAvailability({ system } as System, signal),
          ),
          createOrder: fromPromise<OrderAnswer, CreateOrderRequest>(({ input, signal }) =>
            createOrder(input, signal),
          ),
          // The API client reloads the restaurants on a 410 before it gives up: the service is start-up's now.
          reloadRestaurants: fromPromise<RestaurantsReloaded, undefined>(async ({ system }) => ({
            serviceId: (
              (system as System['system']).get('startup')?.getSnapshot() as
                | { context: { serviceId?: string } }
                | undefined
            )?.context.serviceId,
          })),
          pix: pixMachine.provide({
            actors: {
              pollPayment: fromPromise<PixPollAnswer, PollPaymentInput>(async ({ input, system, signal }) => {
                const order = await fetchPlacedOrder({
                  orderId: input.paymentId,
                  session: guestSessionOf({ system } as System),
                  signal,
                });
                const status = order.payment?.status;
                if (status === 'APPROVED')
                  return {
                    status: 'approved',
                    receipt: { paymentId: order.order_id, total: order.total.total.value, method: 'pix' },
                  };
                return status === 'PENDING' ? { status: 'pending' } : { status: 'expired' };
              }),
            },
          }),
          reconciliation: orderReconcileMachine.provide({
            actors: {
              findOrder: fromPromise<FoundOrder, FindOrderInput>(({ input, system, signal }) =>
                findOrder({ system } as System, input, signal),
              ),
              createOrder: fromPromise<OrderAnswer, CreateOrderRequest>(({ input, signal }) =>
                createOrder(input, signal),
              ),
            },
          }),
        },
      }),
    },
    actions: {
      trackBeginCheckout: (_, event: BeginCheckoutEvent) =>
        track({
          kind: 'commerce',
          name: 'begin_checkout',
          value: reais(event.valueCents),
          items: event.items.map(trackedItemOf),
        }),
      trackPurchase: (_, event: PurchaseEvent) => {
        track({
          kind: 'commerce',
          name: 'purchase',
          transaction_id: event.transactionId,
          value: reais(event.valueCents),
          shipping: reais(event.shippingCents),
          items: event.items.map(trackedItemOf),
        });
        track({
          kind: 'engagement',
          name: 'ORDER_COMPLETED',
          properties: { order_id: event.transactionId, value: reais(event.valueCents) },
        });
      },
      trackPaymentError: (_, event: PaymentErrorEvent) => {
        track({ kind: 'commerce', name: 'payment_error', reason: event.key });
        track({
          kind: 'engagement',
          name: 'PAYMENT_FAILED',
          properties: { method: event.method, reason: event.key },
        });
      },
      // The order is placed: the cart it was is no more.
      clearCart: ({ system }: System) => system.get('cart')?.send({ type: 'cart.reset' }),
      keepChoices: (_, choices: CheckoutChoices) => void slices.checkoutChoices.write(choices),
      forgetChoices: () => void slices.checkoutChoices.clear(),
    },
  });

/** Spec §2: Apple Pay only where the browser has `ApplePaySession` and it can make payments. */
function canMakeApplePayments(): boolean {
  const session = (globalThis as { ApplePaySession?: { canMakePayments?: () => boolean } }).ApplePaySession;
  try {
    return session?.canMakePayments?.() === true;
  } catch {
    return false;
  }
}

/**
 * Paying for the cart at `/payment` (DESIGN §3 checkout) with its real effects: the availability
 * check, the wallet, PIX, Apple Pay, the order placed under one Idempotency-Key, analytics. It starts
 * from the cart as it is (read from the tree: the app's chart passes nothing) and from what the browser
 * offers (Apple Pay). A chunk of its own.
 */
export function checkoutLogic(slices: Slices): AnyActorLogic {
  const provided = providedCheckout(slices);
  const logic: AnyActorLogic = Object.create(provided);
  logic.getInitialSnapshot = (scope: AnyActorScope) => {
    const cart = scope.system.get('cart')?.getSnapshot() as CartSnapshot | undefined;
    const draft = cart && selectCheckoutDraft(cart);
    if (draft === undefined) throw new Error('checkout: there is no cart to pay for');
    return provided.getInitialSnapshot(scope as never, {
      ...draft,
      canMakeApplePayments: canMakeApplePayments(),
    });
  };
  return logic;
}
