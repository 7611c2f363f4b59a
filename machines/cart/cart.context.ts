import { isLostAnswer } from '../shared/lost-answer.ts';
import { required } from '../shared/required.ts';
import { cartErrorOf, enqueue } from './cart.rules.ts';
import type { CartCall, CartCallInput, CartCallOutcome, CartContext, CartInput } from './cart.types.ts';

/**
 * Spec §4 "Cart reload": the cart starts by reading what the server holds — after a page load, or on
 * another device — when it can reach one: a guest through its guest session (or its address), a
 * registered customer through the order kept, or the open cart of the service shown.
 */
const readsAtStart = (context: Pick<CartContext, 'isRegistered' | 'orderId' | 'address' | 'serviceId'>) =>
  canReachCart(context) &&
  (!context.isRegistered || context.orderId !== undefined || context.serviceId !== undefined);

export function initialContext(input: CartInput): CartContext {
  // Spec §4: only registered users keep an order id between sessions, restored when none is present.
  const orderId = input.orderId ?? (input.isRegistered ? input.keptOrderId : undefined);
  const { isRegistered, serviceId, address } = input;
  return {
    isRegistered,
    orderId,
    sessionId: input.isRegistered || input.orderId === undefined ? undefined : input.sessionId,
    serviceId,
    address,
    serverCart: undefined,
    calls: readsAtStart({ isRegistered, orderId, address, serviceId }) ? [{ kind: 'reload' }] : [],
    error: undefined,
    placedOrderId: undefined,
  };
}

/** Spec §4 "Resetting the cart clears error, loading, order id, gift card and cart." */
export const withoutCart = {
  orderId: undefined,
  sessionId: undefined,
  serverCart: undefined,
  calls: [],
  error: undefined,
} as const satisfies Partial<CartContext>;

export const headOf = (context: CartContext): CartCall => required(context.calls[0], 'cart call');

export const callInputOf = ({ context }: { context: CartContext }): CartCallInput => ({
  call: headOf(context),
  isRegistered: context.isRegistered,
  orderId: context.orderId,
  sessionId: context.sessionId,
  address: context.address,
  serviceId: context.serviceId,
});

/**
 * A registered user may have a cart elsewhere; a guest's cart is their guest session's, made with
 * their address when they have none yet (spec §4: a guest has access once an order id exists).
 */
export const canReachCart = (context: Pick<CartContext, 'isRegistered' | 'orderId' | 'address'>) =>
  context.isRegistered || context.orderId !== undefined || context.address !== undefined;

/** A new call from the customer: queued behind the running ones; the last failure is old news. */
export const queued = (context: CartContext, call: CartCall): Partial<CartContext> => ({
  calls: enqueue(context.calls, call),
  error: undefined,
});

/** What a call did, whether or not it then failed: a guest session, a cart. */
export function applied(outcome: CartCallOutcome): Partial<CartContext> {
  const { session, cart } = outcome;
  return {
    ...(session === undefined ? {} : { orderId: session.orderId, sessionId: session.sessionId }),
    ...(cart === undefined ? {} : { serverCart: cart, orderId: cart.orderId }),
  };
}

/** An empty cart the server holds for another service than the one chosen (the choice came first). */
const isEmptyElsewhere = ({ serverCart, serviceId }: CartContext) =>
  serverCart !== undefined &&
  serverCart.lines.length === 0 &&
  serviceId !== undefined &&
  serverCart.serviceId !== serviceId;

/**
 * A registered customer's cart delivering to another of their addresses than the one chosen (the
 * main one changed on another device, or before this cart was read).
 */
export const isAtOtherAddress = ({ isRegistered, address, serverCart }: CartContext) =>
  isRegistered &&
  address?.id !== undefined &&
  serverCart?.place?.id !== undefined &&
  serverCart.place.id !== address.id;

/**
 * The call in flight is done: the next one runs. An empty cart found at another service than the one
 * chosen moves to it (a cart with dishes is the customer's earlier choice: the app takes its option);
 * a cart at another address than the chosen one moves to it, dishes and all.
 */
export function finished(context: CartContext): Partial<CartContext> {
  const rest = context.calls.slice(1);
  const toService = isEmptyElsewhere(context) ? enqueue(rest, { kind: 'changeService' }) : rest;
  return { calls: isAtOtherAddress(context) ? enqueue(toService, { kind: 'changeAddress' }) : toService };
}

/**
 * The call in flight failed and its optimistic change goes with it. When its answer was lost, the
 * change may still have happened: a reload shows what the server has.
 */
export function failed(context: CartContext, error: unknown): Partial<CartContext> {
  const call = headOf(context);
  const rest = context.calls.slice(1);
  const unsure = call.kind !== 'reload' && isLostAnswer(error) && canReachCart(context);
  return {
    calls: unsure ? enqueue(rest, { kind: 'reload' }) : rest,
    error: cartErrorOf(error, call.kind),
  };
}

/** Calls about a cart that no longer exists cannot run; adding (to a new cart) and reloading can. */
const withoutCartCalls = (calls: CartCall[]) =>
  calls.filter((call) => call.kind === 'add' || call.kind === 'reload');

/**
 * The cart is emptied and its order id goes with it: the next add or reload opens a new cart (a guest's
 * in the session this device keeps, or a new session when the server no longer knows that one).
 */
const emptied = (context: CartContext): Partial<CartContext> => ({
  serverCart: undefined,
  orderId: undefined,
  sessionId: undefined,
  calls: withoutCartCalls(context.calls.slice(1)),
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

/**
 * Spec §8 406: the cart is an order now. What can go on in a new cart (the add refused, a reload) runs
 * again there; else a reload reads the customer's open cart, or opens one.
 */
export function placedElsewhere(context: CartContext): Partial<CartContext> {
  const calls = withoutCartCalls(context.calls);
  return {
    ...emptied(context),
    calls: calls.length > 0 ? calls : [{ kind: 'reload' }],
    error: undefined,
    placedOrderId: context.orderId,
  };
}

/** The customer deleted the cart. */
export const deleted = (context: CartContext): Partial<CartContext> => ({
  ...emptied(context),
  error: undefined,
});

/** Spec §8 412: nothing more can be done now; what waits is dropped with the reason. */
export const refused = (context: CartContext, error: unknown): Partial<CartContext> => ({
  calls: [],
  error: cartErrorOf(error, headOf(context).kind),
});
