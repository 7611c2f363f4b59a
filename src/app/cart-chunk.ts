import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fromPromise } from 'xstate';
import { cartMachine } from '../../machines/cart/cart.machine.ts';
import type {
  AddItemInput,
  Cart,
  CartAnalyticsItem,
  CartError,
  CartRef,
  CouponInput,
  GuestSession,
  GuestSessionInput,
  NewCartItem,
  OpenCartInput,
  RedeemGiftCardInput,
  RemoveItemInput,
  UpdateItemInput,
  UseGiftCardInput,
} from '../../machines/cart/cart.types.ts';
import { cartCallMachine } from '../../machines/cart/cart-call.machine.ts';
import { required } from '../../machines/shared/required.ts';
import {
  addCartItem,
  applyCoupon,
  deleteCart,
  fetchCart,
  fetchGuestCart,
  openCartSession,
  redeemGiftCard,
  removeCartItem,
  removeCoupon,
  setGiftCardUse,
  updateCartItem,
} from '../api/cart.ts';
import { errorMessages } from '../api/error-messages.ts';
import { isApiError } from '../api/errors.ts';
import { createGuestSession } from '../api/guest-session.ts';
import { track } from '../lib/analytics.ts';
import { cartErrorText } from '../routes/cart/cart-messages.ts';
import { toast } from '../ui/toast/toast-store.ts';
import { cartOfWire, trackedItemOf } from './flows/cart-wire.ts';
import type { Slices } from './stored-state.ts';

const ownerOf = (cart: CartRef) => ({ orderId: cart.orderId, session: cart.sessionId });

function trackLine(name: 'add_to_cart' | 'remove_from_cart', item: CartAnalyticsItem) {
  track({
    kind: 'commerce',
    name,
    value: (item.priceCents * item.quantity) / 100,
    items: [trackedItemOf(item)],
  });
  track({
    kind: 'engagement',
    name: name === 'add_to_cart' ? 'ADDED_TO_CART' : 'REMOVED_FROM_CART',
    properties: { item_id: item.itemId, item_name: item.name, quantity: item.quantity },
  });
}

/** The customer added a dish from its sheet, which closed: a toast tells them how it went. */
const announceAdded = (_: unknown, item: NewCartItem) =>
  toast.success(i18n._(msg`${item.quantity}× ${item.name} added to your cart.`));

const announceAddFailed = (_: unknown, error: CartError) => toast.error(cartErrorText(i18n, error));

const announceCartPlaced = () => toast.info(i18n._(errorMessages.cartPlaced));

/**
 * A guest's session: the one kept on this device, with its open cart — a new cart of the same session
 * once the last one was placed or deleted, so the guest's orders stay theirs by its secret — else a new
 * session at the guest's address (its first cart, or a session the server no longer knows).
 */
async function guestSessionFor(slices: Slices, input: GuestSessionInput, signal: AbortSignal) {
  const stored = await slices.guestSession.read();
  if (stored !== undefined) {
    try {
      await fetchGuestCart({ orderId: stored.orderId, session: stored.session, signal });
      return { orderId: stored.orderId, sessionId: stored.session };
    } catch (error) {
      // Placed, or deleted: the session goes on; a session the server no longer knows starts anew below.
      if (isApiError(error) && (error.key === 'cartPlaced' || error.code === 'CART_NOT_FOUND'))
        return nextGuestCart(slices, stored.session, input, signal);
      if (!isApiError(error) || error.status !== 404) throw error;
    }
  }
  const { address } = input;
  const session = await createGuestSession({
    address: {
      postal_code: address.postalCode,
      street: address.street,
      number: address.number,
      complement: address.complement ?? null,
      reference_point: address.referencePoint ?? null,
      district: address.district,
      city: address.city,
      state: address.state,
      latitude: address.latitude,
      longitude: address.longitude,
    },
    signal,
  });
  await slices.guestSession.write({ orderId: session.order_id, session: session.session });
  return { orderId: session.order_id, sessionId: session.session };
}

/** The guest's next cart, in the session that placed the last one. */
async function nextGuestCart(slices: Slices, session: string, input: GuestSessionInput, signal: AbortSignal) {
  const serviceId = required(input.serviceId, 'service');
  const cart = await openCartSession({ serviceId, session, signal });
  await slices.guestSession.write({ orderId: cart.order_id, session });
  return { orderId: cart.order_id, sessionId: session };
}

/**
 * The cart (DESIGN §3 `cart`) with its real effects: the cart API for guests (their guest session's
 * secret) and registered customers (their token), analytics through the seam, the order id a
 * registered customer keeps between visits, and the toasts that tell how an add went. A chunk of its
 * own, loaded with the delivery pages.
 */
export function cartLogic(slices: Slices) {
  return cartMachine.provide({
    actors: {
      cartCall: cartCallMachine.provide({
        actors: {
          createGuestSession: fromPromise<GuestSession, GuestSessionInput>(({ input, signal }) =>
            guestSessionFor(slices, input, signal),
          ),
          openCart: fromPromise<Cart, OpenCartInput>(async ({ input, signal }) =>
            cartOfWire(
              await openCartSession({
                serviceId: required(input.serviceId, 'service'),
                addressId: input.addressId,
                session: input.sessionId,
                signal,
              }),
            ),
          ),
          loadCart: fromPromise<Cart, CartRef>(async ({ input, signal }) =>
            cartOfWire(await fetchCart({ ...ownerOf(input), signal })),
          ),
          loadGuestCart: fromPromise<Cart, CartRef>(async ({ input, signal }) =>
            cartOfWire(
              await fetchGuestCart({
                orderId: input.orderId,
                session: required(input.sessionId, 'guest session'),
                signal,
              }),
            ),
          ),
          addItem: fromPromise<Cart, AddItemInput>(async ({ input, signal }) => {
            const { item } = input;
            const added = await addCartItem({
              ...ownerOf(input.cart),
              item: {
                item_id: item.itemId,
                quantity: item.quantity,
                choice_ids: item.choiceIds,
                note: item.note || undefined,
              },
              signal,
            });
            return cartOfWire(added);
          }),
          updateItem: fromPromise<Cart, UpdateItemInput>(async ({ input, signal }) =>
            cartOfWire(
              await updateCartItem({
                ...ownerOf(input.cart),
                change: { cart_order: Number(input.cartOrder), item: { quantity: input.quantity } },
                signal,
              }),
            ),
          ),
          removeItem: fromPromise<Cart, RemoveItemInput>(async ({ input, signal }) =>
            cartOfWire(
              await removeCartItem({ ...ownerOf(input.cart), cartOrder: Number(input.cartOrder), signal }),
            ),
          ),
          deleteCart: fromPromise<void, CartRef>(({ input, signal }) =>
            deleteCart({ ...ownerOf(input), signal }),
          ),
          applyCoupon: fromPromise<Cart, CouponInput>(async ({ input, signal }) =>
            cartOfWire(await applyCoupon({ ...ownerOf(input.cart), code: input.code, signal })),
          ),
          removeCoupon: fromPromise<Cart, CouponInput>(async ({ input, signal }) =>
            cartOfWire(await removeCoupon({ ...ownerOf(input.cart), signal })),
          ),
          redeemGiftCard: fromPromise<Cart, RedeemGiftCardInput>(async ({ input, signal }) =>
            cartOfWire(
              await redeemGiftCard({
                ...ownerOf(input.cart),
                code: required(input.fields.code, 'gift card code'),
                signal,
              }),
            ),
          ),
          useGiftCard: fromPromise<Cart, UseGiftCardInput>(async ({ input, signal }) =>
            cartOfWire(await setGiftCardUse({ ...ownerOf(input.cart), use: input.use, signal })),
          ),
        },
      }),
    },
    actions: {
      keepOrderId: (_, orderId: string | undefined) =>
        void (orderId === undefined ? slices.cartOrder.clear() : slices.cartOrder.write({ orderId })),
      trackAddToCart: (_, item: CartAnalyticsItem) => trackLine('add_to_cart', item),
      trackRemoveFromCart: (_, item: CartAnalyticsItem) => trackLine('remove_from_cart', item),
      announceAdded,
      announceAddFailed,
      announceCartPlaced,
    },
  });
}
