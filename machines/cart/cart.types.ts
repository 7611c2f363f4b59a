import type { ApiErrorKey } from '../../contract/errors.ts';

/** A chosen option of a cart line; prices in cents (display only: the server computes totals). */
export interface CartOption {
  id: string;
  name: string;
  priceCents: number;
}

/** One line of the cart (spec §3 "Cart" items); `cartOrder` is the line's id in the cart API. */
export interface CartLine {
  cartOrder: string;
  itemId: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
  options: CartOption[];
}

/** Spec §3 "total (order_amount, items_price, other_fees)", in cents. */
export interface CartTotals {
  orderAmountCents: number;
  itemsPriceCents: number;
  otherFeesCents: number;
}

/** Where a delivery goes, as the cart holds it (a registered customer's saved address has an id). */
export interface CartPlace {
  id: string | undefined;
  latitude: number;
  longitude: number;
  label: string;
}

/** The restaurant the cart is for: where a takeout is picked up. */
export interface CartStore {
  name: string;
  address: string;
}

/** The cart as the server answers it. */
export interface Cart {
  orderId: string;
  lines: CartLine[];
  totals: CartTotals;
  discountCents: number;
  /** Codes of the coupons applied. */
  coupons: string[];
  /** What the server charges for delivery (0 for takeout), and what it will charge in all (display only). */
  deliveryPriceCents: number;
  totalCents: number;
  serviceId: string;
  checkoutOption: 'delivery' | 'takeout';
  /** Delivery: where it goes; null while a registered customer has no address. */
  place: CartPlace | null;
  store: CartStore;
  /** How long the service says it takes now: the ride for a delivery, the kitchen for a takeout. */
  estimateMinutes: number;
  /** The gift card redeemed onto this cart, and whether its balance pays for it (the server's flag). */
  giftCard: GiftCard | null;
  useGiftCard: boolean;
}

/** A redeemed gift card: its code as the server shows it (masked), and what is left on it. */
export interface GiftCard {
  code: string;
  balanceCents: number;
}

/**
 * Where the order goes: a guest session is created with it (spec §7 "Guest session"); a registered
 * customer's is a saved address, with its id.
 */
export interface DeliveryAddress {
  id?: string;
  postalCode: string;
  street: string;
  number: string;
  complement?: string;
  referencePoint?: string;
  district: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Spec §3 "Guest session: order_id, session". */
export interface GuestSession {
  orderId: string;
  sessionId: string;
}

/** Which cart a call is about: a guest's also carries the guest session it belongs to. */
export interface CartRef {
  orderId: string;
  /** The guest session (guests only): what lets a guest's calls reach their cart. */
  sessionId: string | undefined;
}

/** A dish to add, with its choices; name and price are for analytics only. */
export interface NewCartItem {
  itemId: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
  choiceIds: string[];
  note?: string;
}

/** What add_to_cart / remove_from_cart carry (spec §7 analytics). */
export interface CartAnalyticsItem {
  itemId: string;
  name: string;
  priceCents: number;
  quantity: number;
}

/** A call to the cart API waiting its turn; they run one at a time, in order. */
export type CartCall =
  | { kind: 'reload' }
  /** The customer chose another service (delivery or takeout): the open cart moves to it. */
  | { kind: 'changeService' }
  /** A registered customer chose another address: the open cart moves to it (and to its store). */
  | { kind: 'changeAddress' }
  | { kind: 'add'; item: NewCartItem }
  | { kind: 'update'; cartOrder: string; itemId: string; quantity: number }
  | { kind: 'remove'; cartOrder: string }
  | { kind: 'delete' }
  | { kind: 'applyCoupon'; code: string }
  | { kind: 'removeCoupon'; code: string }
  | { kind: 'redeemGiftCard'; fields: Record<string, string> }
  | { kind: 'useGiftCard'; use: boolean };

export type CartCallKind = CartCall['kind'];

export type CartErrorKey =
  | ApiErrorKey
  /** Spec §8 "cart not found" / "transaction not found" / "service not found": the cart was emptied. */
  | 'cartGone'
  /** A guest without an address cannot open a cart: the address wizard comes first. */
  | 'addressRequired';

/** Why the last call failed, and which one; `detail` is the server's own text for a coupon (spec §8). */
export interface CartError {
  key: CartErrorKey;
  during: CartCallKind;
  detail?: string;
}

export interface CartInput {
  isRegistered: boolean;
  /** The order id the cart had (absent on a first visit). */
  orderId?: string;
  /** A guest's session for that order id. */
  sessionId?: string;
  /** The copy a registered user keeps between sessions, restored when no order id is present. */
  keptOrderId?: string;
  serviceId?: string;
  address?: DeliveryAddress;
}

/** What one call needs: the call, and whose cart it is about. */
export interface CartCallInput {
  call: CartCall;
  isRegistered: boolean;
  orderId: string | undefined;
  sessionId: string | undefined;
  address: DeliveryAddress | undefined;
  serviceId: string | undefined;
}

/** What one call did; what it did before failing (a guest session, an opened cart) still counts. */
export interface CartCallOutcome {
  /** A guest session created for the call. */
  session?: GuestSession;
  /** A registered user's cart was opened: a new order id to keep. */
  opened: boolean;
  cart?: Cart;
  failed: boolean;
  error?: unknown;
}

export type CartCallContext = CartCallInput & CartCallOutcome;

export interface CartContext {
  isRegistered: boolean;
  orderId: string | undefined;
  sessionId: string | undefined;
  serviceId: string | undefined;
  address: DeliveryAddress | undefined;
  /** The cart as the server last answered it; what is shown applies the calls still pending. */
  serverCart: Cart | undefined;
  /** The call in flight first, then those queued behind it. */
  calls: CartCall[];
  error: CartError | undefined;
  /** The kept cart the server answered is an order already (placed before a reload, or elsewhere). */
  placedOrderId: string | undefined;
}

export type CartEvent =
  | { type: 'cart.reload' }
  | { type: 'cart.addItem'; item: NewCartItem }
  | { type: 'cart.updateItem'; cartOrder: string; quantity: number }
  | { type: 'cart.removeItem'; cartOrder: string }
  | { type: 'cart.delete' }
  | { type: 'cart.reset' }
  | { type: 'coupon.apply'; code: string }
  | { type: 'coupon.remove'; code: string }
  | { type: 'giftCard.redeem'; fields: Record<string, string> }
  | { type: 'giftCard.use'; use: boolean }
  | { type: 'error.dismiss' }
  /** Sign-in or sign-out; a registered user brings the order id they kept. */
  | { type: 'user.changed'; isRegistered: boolean; keptOrderId?: string }
  | { type: 'service.changed'; serviceId: string | undefined }
  | { type: 'address.changed'; address: DeliveryAddress };

export type CartTag = 'busy' | 'ready' | 'reloadGuarded';

/** Inputs of the actors the app provides. */
export interface GuestSessionInput {
  address: DeliveryAddress;
  serviceId: string | undefined;
}

export interface OpenCartInput {
  serviceId: string | undefined;
  /** A registered customer's chosen address: the cart moves to it (and to the store delivering there). */
  addressId?: string;
  /** A guest's session, when a guest's cart moves to another service. */
  sessionId?: string;
}

export interface AddItemInput {
  cart: CartRef;
  serviceId: string | undefined;
  item: NewCartItem;
}

export interface UpdateItemInput {
  cart: CartRef;
  cartOrder: string;
  itemId: string;
  quantity: number;
}

export interface RemoveItemInput {
  cart: CartRef;
  cartOrder: string;
}

export interface CouponInput {
  cart: CartRef;
  code: string;
}

export interface RedeemGiftCardInput {
  cart: CartRef;
  /** The fields of the gift-card form (spec §7 "GET gift card form"). */
  fields: Record<string, string>;
}

export interface UseGiftCardInput {
  cart: CartRef;
  use: boolean;
}
