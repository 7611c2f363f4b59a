import {
  type AddCartItemBody,
  type Cart,
  type CartCheck,
  cart,
  cartAck,
  cartCheck,
  type UpdateCartItemBody,
} from '../../contract/schemas/cart.ts';
import { guestSessionState } from '../../contract/schemas/guest-session.ts';
import { api, type Call } from './client.ts';

const base = '/order/v1/cart';

/** Whose cart: a guest's calls carry its session's secret; a registered user's, the bearer token. */
export interface CartOwner {
  orderId: string;
  session?: string;
}

export const ownerHeaders = (session: string | undefined) =>
  session === undefined ? {} : { headers: { 'x-guest-session': session }, auth: false };

/** The cart's own calls: a guest's carry its session; a 406 says the cart became an order (spec §8 per context). */
const asCart = (session: string | undefined) => ({ ...ownerHeaders(session), errorContext: 'cart' as const });
const cartPath = (orderId: string, tail = '') => `${base}/${encodeURIComponent(orderId)}${tail}`;

/**
 * The open cart for the service: a registered customer's (created when none; moved to `addressId`
 * and the store delivering there), or a guest's moved to another service through its session; 412
 * when unavailable.
 */
export function openCartSession({
  serviceId,
  addressId,
  session,
  signal,
}: Call & { serviceId: string; addressId?: string; session?: string }): Promise<Cart> {
  return api.request(cart, `${base}/session`, {
    method: 'POST',
    body: { service_id: serviceId, ...(addressId === undefined ? {} : { address_id: addressId }) },
    ...asCart(session),
    signal,
  });
}

/** The registered reload. */
export function fetchCart({ orderId, session, signal }: Call & CartOwner): Promise<Cart> {
  return api.request(cart, cartPath(orderId), { ...asCart(session), signal });
}

/** The guest's reload, through its guest session (spec §4 "Cart reload"). */
export async function fetchGuestCart({
  orderId,
  session,
  signal,
}: Call & { orderId: string; session: string }): Promise<Cart> {
  const state = await api.request(
    guestSessionState,
    `/order/v1/guest-session/${encodeURIComponent(orderId)}`,
    { ...asCart(session), signal },
  );
  return state.cart;
}

export function addCartItem({
  orderId,
  session,
  item,
  signal,
}: Call & CartOwner & { item: AddCartItemBody }): Promise<Cart> {
  return api.request(cart, cartPath(orderId, '/items'), {
    method: 'POST',
    body: item,
    ...asCart(session),
    signal,
  });
}

/** `cart_order` names the line, `item` its new quantity. */
export function updateCartItem({
  orderId,
  session,
  change,
  signal,
}: Call & CartOwner & { change: UpdateCartItemBody }): Promise<Cart> {
  return api.request(cart, cartPath(orderId, '/items'), {
    method: 'PATCH',
    body: change,
    ...asCart(session),
    signal,
  });
}

export function removeCartItem({
  orderId,
  session,
  cartOrder,
  signal,
}: Call & CartOwner & { cartOrder: number }): Promise<Cart> {
  return api.request(cart, cartPath(orderId, '/items'), {
    method: 'DELETE',
    query: { 'cart-order': cartOrder },
    ...asCart(session),
    signal,
  });
}

export async function deleteCart({ orderId, session, signal }: Call & CartOwner): Promise<void> {
  await api.request(cartAck, cartPath(orderId), { method: 'DELETE', ...asCart(session), signal });
}

/** Whether the redeemed gift card's balance pays for this order. */
export function setGiftCardUse({
  orderId,
  session,
  use,
  signal,
}: Call & CartOwner & { use: boolean }): Promise<Cart> {
  return api.request(cart, cartPath(orderId, '/gift-card'), {
    method: 'PATCH',
    body: { use },
    ...asCart(session),
    signal,
  });
}

/** A refusal (422) has a sentence to show as its detail (spec §8). */
export function applyCoupon({ orderId, session, code, signal }: Call & CartOwner & { code: string }) {
  return api.request(cart, '/order/v1/coupons', {
    method: 'POST',
    body: { code, order_id: orderId },
    ...asCart(session),
    signal,
  });
}

export function removeCoupon({ orderId, session, signal }: Call & CartOwner): Promise<Cart> {
  return api.request(cart, cartPath(orderId, '/coupon'), {
    method: 'DELETE',
    ...asCart(session),
    signal,
  });
}

/** Redeems a gift card onto the cart and uses its balance. */
export function redeemGiftCard({ orderId, session, code, signal }: Call & CartOwner & { code: string }) {
  return api.request(cart, '/order/v1/gift-cards/redeem', {
    method: 'POST',
    body: { code, order_id: orderId },
    ...asCart(session),
    signal,
  });
}

/** Before paying: lines no longer on the menu, and 412 when the service cannot take the order now. */
export function fetchCartCheck({ orderId, session, signal }: Call & CartOwner): Promise<CartCheck> {
  return api.request(cartCheck, cartPath(orderId, '/verify-items'), { ...ownerHeaders(session), signal });
}
