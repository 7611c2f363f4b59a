import * as z from 'zod/mini';
import { address } from './address.ts';
import { built } from './built.ts';
import { availability, unavailableReason } from './catalog.ts';
import { money } from './common.ts';
import { choiceIds, lineNote, lineQuantity, requestId } from './order-fields.ts';

/**
 * The cart (spec §3 "Cart", §7 "Cart"): an order in status CART, so `order_id` stays the same
 * from the first item to delivery. Every figure is computed by the API; a client only shows it.
 */

export const checkoutOption = z.enum(['DELIVERY', 'TAKEOUT']);
export type CheckoutOption = z.infer<typeof checkoutOption>;

/** An address as an order keeps it: a saved address's fields without its identity. */
export const place = z.lazy(() => z.omit(built(address), { id: true, is_main: true }));
export type Place = z.infer<typeof place>;

/** `id`: the registered customer's saved address; null for a guest's. */
export const deliveryAddress = z.lazy(() => z.extend(built(place), { id: z.nullable(z.string()) }));
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

export const orderStore = z.lazy(() =>
  z.object({
    id: z.string(),
    merchant_id: z.string(),
    code: z.string(),
    name: z.string(),
    address: z.string(),
  }),
);
export type OrderStore = z.infer<typeof orderStore>;

export const lineOption = z.lazy(() => z.object({ id: z.string(), name: z.string(), price: money }));

export const cartLine = z.lazy(() =>
  z.object({
    /** The line's number in the cart: what update and remove name. */
    cart_order: z.int(),
    item_id: z.string(),
    name: z.string(),
    image: z.string(),
    quantity: z.int(),
    /** Item plus chosen options, per unit. */
    unit_price: money,
    total_price: money,
    options: z.array(lineOption),
    note: z.nullable(z.string()),
    /** UNAVAILABLE: the item or one of its options left the menu; remove it before paying. */
    status: availability,
  }),
);
export type CartLine = z.infer<typeof cartLine>;

/**
 * `order_amount` = items − discount; `total` = order_amount + delivery − gift card (never below
 * zero): what the customer pays (spec §4 "final cart price").
 */
export const orderTotal = z.lazy(() =>
  z.object({
    items_price: money,
    discount: money,
    order_amount: money,
    delivery_price: money,
    gift_card: money,
    total: money,
  }),
);
export type OrderTotal = z.infer<typeof orderTotal>;

export const appliedCoupon = z.lazy(() =>
  z.object({
    code: z.string(),
    description: z.string(),
    /** Zero while `refusal` says why the coupon does not apply (placing the order is refused then). */
    discount: money,
    refusal: z.nullable(z.object({ code: z.string(), detail: z.string() })),
  }),
);

export const cartGiftCard = z.lazy(() =>
  z.object({
    /** The code with all but its last four characters hidden. */
    code: z.string(),
    balance: money,
  }),
);

export const cartDelivery = z.lazy(() =>
  z.object({
    inside_service_area: z.boolean(),
    estimate_minutes: z.int(),
    price: money,
    /** Why the service cannot take the order now (the code of the 412 a change or placing answers); null when it can. */
    unavailable: z.nullable(unavailableReason),
  }),
);

export const cart = z.lazy(() =>
  z.object({
    order_id: z.string(),
    service_id: z.string(),
    checkout_option: checkoutOption,
    store: orderStore,
    /** Where it goes (delivery); null for takeout or a registered customer with no address yet. */
    address: z.nullable(deliveryAddress),
    items: z.array(cartLine),
    coupon: z.nullable(appliedCoupon),
    gift_card: z.nullable(cartGiftCard),
    use_gift_card: z.boolean(),
    delivery: cartDelivery,
    total: orderTotal,
    /** Filled by a rebuy. */
    repurchase: z.boolean(),
  }),
);
export type Cart = z.infer<typeof cart>;

/** `POST /cart/session`: the customer's open cart for `service_id` (created when none). */
export const cartSessionBody = z.lazy(() =>
  z.object({
    service_id: requestId,
    /** A registered customer's saved address to deliver to; default: the main one. */
    address_id: z.optional(requestId),
  }),
);
export type CartSessionBody = z.input<typeof cartSessionBody>;

export const addCartItemBody = z.lazy(() =>
  z.object({
    item_id: requestId,
    quantity: lineQuantity,
    choice_ids: z._default(choiceIds, []),
    note: lineNote,
  }),
);
export type AddCartItemBody = z.input<typeof addCartItemBody>;

/** PATCH `{ cart_order, item }`: what `item` names replaces that line's quantity, choices or note. */
export const updateCartItemBody = z.lazy(() =>
  z.object({
    cart_order: z.int().check(z.minimum(1), z.maximum(10_000)),
    item: z.object({
      quantity: z.optional(lineQuantity),
      choice_ids: z.optional(choiceIds),
      note: lineNote,
    }),
  }),
);
export type UpdateCartItemBody = z.input<typeof updateCartItemBody>;

export const removeCartItemQuery = z.lazy(() =>
  z.object({
    'cart-order': z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
  }),
);

export const useGiftCardBody = z.lazy(() => z.object({ use: z.boolean() }));

export const unavailableLine = z.lazy(() =>
  z.object({
    item_id: z.string(),
    name: z.string(),
    /** ITEM_UNAVAILABLE: sold out or off the menu; INVALID_OPTIONS: its options changed. */
    reason: z.enum(['ITEM_UNAVAILABLE', 'INVALID_OPTIONS']),
  }),
);
export type UnavailableLine = z.infer<typeof unavailableLine>;

/** `verify-items`: can this cart be paid now? (the service is checked too: 412 when not). */
export const cartCheck = z.lazy(() =>
  z.object({
    ok: z.boolean(),
    /** `cart_order`s of lines to remove first. */
    unavailable_lines: z.array(z.int()),
    cart,
  }),
);
export type CartCheck = z.infer<typeof cartCheck>;

export const cartAck = z.lazy(() => z.object({ ok: z.literal(true) }));
