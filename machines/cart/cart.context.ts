import { isLostAnswer } from '../shared/lost-answer.ts';
import { required } from '../shared/required.ts';
import { cartErrorOf, enqueue } from './cart.rules.ts';
import type { Cart, CartCall, CartContext, CartInput, CartRef, GuestSession } from './cart.types.ts';

export function initialContext(input: CartInput): CartContext {
  // Spec §4: only registered users keep an order id between sessions, restored when none is present.
  const orderId = input.orderId ?? (input.isRegistered ? input.keptOrderId : undefined);
  return {
    isRegistered: input.isRegistered,
    orderId,
    sessionId: input.isRegistered || input.orderId === undefined ? undefined : input.sessionId,
    serviceId: input.serviceId,
    address: input.address,
    serverCart: undefined,
    calls: [],
    goneRetried: false,
    giftCard: undefined,
    useGiftCard: false,
    error: undefined,
  };
}

/** Spec §4 "Resetting the cart clears error, loading, order id, gift card and cart." */
export const withoutCart = {
  orderId: undefined,
  sessionId: undefined,
  serverCart: undefined,
  calls: [],
  goneRetried: false,
  giftCard: undefined,
  useGiftCard: false,
  error: undefined,
} as const satisfies Partial<CartContext>;

export const headOf = (context: CartContext): CartCall => required(context.calls[0], 'cart call');

export const cartRefOf = (context: CartContext): CartRef => ({
  orderId: required(context.orderId, 'orderId'),
  sessionId: context.isRegistered ? undefined : context.sessionId,
});

/** A new call from the customer: queued behind the running ones; the last failure is old news. */
export const queued = (context: CartContext, call: CartCall): Partial<CartContext> => ({
  calls: enqueue(context.calls, call),
  error: undefined,
});

export const storedCart = (cart: Cart): Partial<CartContext> => ({ serverCart: cart, orderId: cart.orderId });

export const storedSession = ({ orderId, sessionId }: GuestSession): Partial<CartContext> => ({
  orderId,
  sessionId,
});

/** The call in flight is done: the next one runs (a 410 retry is per call). */
export const finished = (context: CartContext): Partial<CartContext> => ({
  calls: context.calls.slice(1),
  goneRetried: false,
});

/** A guest without an order has nothing to load yet; a registered user may have a cart elsewhere. */
export const hasCartToLoad = (context: CartContext) => context.isRegistered || context.orderId !== undefined;

/**
 * The call in flight failed and its optimistic change goes with it. When its answer was lost, the
 * change may still have happened: a reload shows what the server has.
 */
export function failed(context: CartContext, error: unknown): Partial<CartContext> {
  const call = headOf(context);
  const rest = context.calls.slice(1);
  const unsure = call.kind !== 'reload' && isLostAnswer(error) && hasCartToLoad(context);
  return {
    calls: unsure ? enqueue(rest, { kind: 'reload' }) : rest,
    goneRetried: false,
    error: cartErrorOf(error, call.kind),
  };
}

/** Calls about a cart that no longer exists cannot run; adding (to a new cart) and reloading can. */
const withoutCartCalls = (calls: CartCall[]) =>
  calls.filter((call) => call.kind === 'add' || call.kind === 'reload');

/** The cart is emptied; a registered user's order id goes with it (a guest's is their guest session). */
const emptied = (context: CartContext): Partial<CartContext> => ({
  serverCart: undefined,
  giftCard: undefined,
  useGiftCard: false,
  ...(context.isRegistered ? { orderId: undefined } : {}),
  calls: withoutCartCalls(context.calls.slice(1)),
  goneRetried: false,
});

/** Spec §4: the server says the cart, its transaction or its service is gone. */
export function forgotten(context: CartContext, error: unknown): Partial<CartContext> {
  const call = headOf(context);
  return {
    ...emptied(context),
    // A reload that finds nothing is no news; anything else the customer asked for is lost.
    error: call.kind === 'reload' ? undefined : { ...cartErrorOf(error, call.kind), key: 'cartGone' },
  };
}

/** The customer deleted the cart. */
export const deleted = (context: CartContext): Partial<CartContext> => ({
  ...emptied(context),
  error: undefined,
});

/** The call in flight, which the state running it knows the kind of. */
export function headCall<K extends CartCall['kind']>(
  context: CartContext,
  kind: K,
): Extract<CartCall, { kind: K }> {
  const call = headOf(context);
  if (call.kind !== kind) throw new Error(`cart: a ${kind} call was expected, not ${call.kind}`);
  return call as Extract<CartCall, { kind: K }>;
}
