import { apiErrorKeyOf } from '../shared/api-error-key.ts';
import { failedCallOf } from '../shared/failed-call.ts';
import type { Cart, CartAnalyticsItem, CartCall, CartCallKind, CartError, CartLine } from './cart.types.ts';

/** Spec §4 and §8: the server's detail says the cart, its transaction or its service is gone. */
const GONE_DETAILS = ['cart not found', 'transaction not found', 'service not found'];

export function isCartGone(error: unknown): boolean {
  const { detail } = failedCallOf(error);
  if (typeof detail !== 'string') return false;
  const text = detail.trim().toLowerCase();
  return GONE_DETAILS.some((gone) => text.includes(gone));
}

const COUPON_CALLS: CartCallKind[] = ['applyCoupon', 'removeCoupon'];

/** Spec §8 "Coupon failure shows the detail if it is a string"; other calls show their key. */
export function cartErrorOf(error: unknown, during: CartCallKind): CartError {
  const { detail } = failedCallOf(error);
  const key = apiErrorKeyOf(error);
  const shown = COUPON_CALLS.includes(during) && typeof detail === 'string' && detail.trim() !== '';
  return shown ? { key, during, detail: detail.trim() } : { key, during };
}

const ONCE_QUEUED: CartCallKind[] = ['reload', 'changeService', 'changeAddress'];

/** Calls run in order; a reload (or a move to the chosen service or address) already waiting makes another one pointless. */
export function enqueue(calls: CartCall[], call: CartCall): CartCall[] {
  if (ONCE_QUEUED.includes(call.kind) && calls.some((queued) => queued.kind === call.kind)) return calls;
  return [...calls, call];
}

function withQuantity(line: CartLine, quantity: number): CartLine {
  // The server prices the line; until it answers, the shown total follows the quantity.
  const perUnit = line.quantity > 0 ? line.totalPriceCents / line.quantity : line.unitPriceCents;
  return { ...line, quantity, totalPriceCents: Math.round(perUnit * quantity) };
}

function withCall(cart: Cart, call: CartCall): Cart {
  switch (call.kind) {
    case 'update':
      return {
        ...cart,
        lines: cart.lines.map((line) =>
          line.cartOrder === call.cartOrder ? withQuantity(line, call.quantity) : line,
        ),
      };
    case 'remove':
      return { ...cart, lines: cart.lines.filter((line) => line.cartOrder !== call.cartOrder) };
    case 'useGiftCard':
      return { ...cart, useGiftCard: call.use };
    default:
      return cart;
  }
}

/**
 * The cart as shown: the server's, with the quantity changes, removals and the gift card's use still
 * pending applied at once (optimistic). A call that fails leaves the queue, and with it its change:
 * that is the roll-back.
 */
export function shownCart(serverCart: Cart | undefined, calls: CartCall[]): Cart | undefined {
  return serverCart === undefined ? undefined : calls.reduce(withCall, serverCart);
}

/** Calls whose answer reprices the cart: until it comes, the shown total is not the server's yet. */
const REPRICING: CartCallKind[] = ['update', 'remove', 'useGiftCard', 'applyCoupon', 'removeCoupon'];

export const isRepricing = (calls: CartCall[]) => calls.some((call) => REPRICING.includes(call.kind));

/** A balance pays only once redeemed and above zero; not using it is always possible. */
export const canUseGiftCard = (cart: Cart | undefined, use: boolean) =>
  cart?.giftCard != null && (!use || cart.giftCard.balanceCents > 0);

export const lineOf = (cart: Cart | undefined, cartOrder: string): CartLine | undefined =>
  cart?.lines.find((line) => line.cartOrder === cartOrder);

const analyticsItem = (line: CartLine, quantity: number): CartAnalyticsItem => ({
  itemId: line.itemId,
  name: line.name,
  priceCents: line.unitPriceCents,
  quantity,
});

type QuantityChange = { kind: 'add' | 'remove'; item: CartAnalyticsItem };

/**
 * What a confirmed call did to the quantities, for add_to_cart / remove_from_cart: a change of
 * quantity counts as adding or removing the difference. Read against the cart before the answer.
 */
export function quantityChangeOf(before: Cart | undefined, call: CartCall): QuantityChange | undefined {
  if (call.kind === 'add') {
    const { itemId, name, unitPriceCents, quantity } = call.item;
    return { kind: 'add', item: { itemId, name, priceCents: unitPriceCents, quantity } };
  }
  if (call.kind !== 'update' && call.kind !== 'remove') return undefined;
  const line = lineOf(before, call.cartOrder);
  if (line === undefined) return undefined;
  const delta = (call.kind === 'update' ? call.quantity : 0) - line.quantity;
  if (delta === 0) return undefined;
  return { kind: delta > 0 ? 'add' : 'remove', item: analyticsItem(line, Math.abs(delta)) };
}

/** Quantities a line can be set to from the cart; 0 is a removal (`cart.removeItem`). */
export const MAX_QUANTITY = 99;

export const isValidQuantity = (quantity: number) =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY;
