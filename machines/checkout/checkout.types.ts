import type { ApiErrorKey } from '../../contract/errors.ts';
import type { ServiceType } from '../../contract/schemas/catalog.ts';
import type { CartAnalyticsItem } from '../cart/cart.types.ts';
import type {
  CardDetails,
  ChosenCard,
  PaymentErrorKey,
  PixCharge,
} from '../table-payment/table-payment.types.ts';

export type CheckoutMethod = 'card' | 'pix' | 'applePay';

/** Where a delivery goes: the re-check asks whether it is still inside the store's area. */
export interface CheckoutAddress {
  /** A registered user's saved address; a guest's address belongs to their order. */
  id?: string;
  latitude: number;
  longitude: number;
}

/** Why ordering is not possible now (spec §2 "unavailable-service modal"). */
export type UnavailableReason = 'closed' | 'outOfArea' | 'outOfHours' | 'unavailableToday';

export type Availability = { available: true } | { available: false; reason: UnavailableReason };

export interface AvailabilityInput {
  checkoutOption: ServiceType;
  serviceId: string;
  /** Delivery: the address's point; takeout: none (only the store's hours and status count). */
  location?: { latitude: number; longitude: number };
}

export type OrderPayment =
  | { method: 'card'; cardId: string }
  | { method: 'card'; cardToken: string }
  | { method: 'pix' }
  | { method: 'applePay'; token: string };

/** Whom the restaurant calls about a guest's order (an account is called at its own). */
export interface OrderContact {
  name: string;
  /** E.164: the country's calling code and the number. */
  phoneNumber: string;
}

/** A guest's name and phone as typed (the phone in its country's parts). */
export interface TypedContact {
  name: string;
  /** The phone's country (spec §3 "iso", default BR) and its calling code. */
  iso: string;
  dialCode: string;
  number: string;
}

/** What the customer chose on the payment page, kept on this device so that a reload finds it. */
export interface CheckoutChoices {
  /** The cart they were chosen for: another cart starts afresh. */
  orderId: string;
  method?: CheckoutMethod | undefined;
  card?: ChosenCard | undefined;
  contact: TypedContact;
}

/** What the customer chose to order and pay with; the server prices the cart itself. */
export interface OrderDraft {
  /** The cart's order id. */
  orderId: string;
  /** A guest's session. */
  sessionId?: string;
  serviceId: string;
  checkoutOption: ServiceType;
  addressId?: string;
  payment: OrderPayment;
  /** A guest's. */
  contact?: OrderContact;
  /** The total the customer saw; the server refuses to charge another one (its figures win). */
  expectedTotalCents: number;
}

/** `POST orders` under its Idempotency-Key. */
export interface CreateOrderRequest extends OrderDraft {
  /** Made before the first attempt, kept until its outcome is known (DESIGN §5). */
  idempotencyKey: string;
}

/** The order as created: what the tracking page and `purchase` need. */
export interface PlacedOrder {
  orderId: string;
  totalCents: number;
  shippingCents: number;
}

export type OrderAnswer =
  | { status: 'approved'; order: PlacedOrder }
  | { status: 'pending'; order: PlacedOrder; pix: PixCharge }
  | { status: 'declined'; code: string };

/** What a look-up by Idempotency-Key finds: the order's outcome, or that nothing was made. */
export type FoundOrder = OrderAnswer | { status: 'none' };

export interface FindOrderInput {
  idempotencyKey: string;
  orderId: string;
}

export interface PlaceOrderInput {
  order: OrderDraft;
  /** Delivery: the address's point, re-checked against the store's area. */
  location?: { latitude: number; longitude: number };
}

/** How one attempt to place the order ended. */
export type PlaceOrderOutcome =
  | { status: 'placed'; order: PlacedOrder }
  | { status: 'unavailable'; reason: UnavailableReason }
  /** The availability could not be re-checked: nothing was sent. */
  | { status: 'unchecked' }
  | { status: 'declined'; code: string }
  | { status: 'refused'; error: unknown }
  | { status: 'pixExpired' };

/** After a 410 the API client reloaded the restaurants; the service id may have changed with them. */
export interface RestaurantsReloaded {
  serviceId: string | undefined;
}

export interface PlaceOrderContext {
  request: CreateOrderRequest;
  location: PlaceOrderInput['location'];
  /** The attempt met one 410 and went again after the restaurants were reloaded. */
  goneRetried: boolean;
  placed: PlacedOrder | undefined;
  pix: PixCharge | undefined;
  outcome: PlaceOrderOutcome | undefined;
}

export type PlaceOrderEvent = { type: 'pix.check' } | { type: 'reconcile.retry' };

/** Spec §7 "POST apple start session {verification_url, order_id}". */
export interface ApplePaySessionInput {
  validationUrl: string;
  orderId: string;
}

/** The merchant session the browser's ApplePaySession completes its validation with (opaque). */
export type ApplePayMerchantSession = Record<string, unknown>;

export type CheckoutErrorKey =
  | ApiErrorKey
  | PaymentErrorKey
  /** The availability could not be checked. */
  | 'availabilityUnknown';

/** begin_checkout (spec §7). */
export interface BeginCheckoutEvent {
  valueCents: number;
  items: CartAnalyticsItem[];
}

/** purchase: transaction id, shipping, items (spec §7). */
export interface PurchaseEvent {
  transactionId: string;
  valueCents: number;
  shippingCents: number;
  items: CartAnalyticsItem[];
}

/** payment_error (spec §8 "A failed order creation logs a payment_error"). */
export interface PaymentErrorEvent {
  method: CheckoutMethod;
  key: CheckoutErrorKey;
}

export interface CheckoutInput {
  /** The cart being paid. */
  orderId: string;
  /** A guest's session. */
  sessionId?: string;
  isRegistered: boolean;
  checkoutOption: ServiceType;
  serviceId: string;
  /** Delivery only. */
  address?: CheckoutAddress;
  /** The cart's lines and the final price shown: analytics, and the total the order must come to. */
  items: CartAnalyticsItem[];
  totalCents: number;
  /** The browser has `ApplePaySession` and it can make payments. */
  canMakeApplePayments: boolean;
}

export interface CheckoutContext {
  orderId: string;
  sessionId: string | undefined;
  isRegistered: boolean;
  checkoutOption: ServiceType;
  serviceId: string;
  address: CheckoutAddress | undefined;
  items: CartAnalyticsItem[];
  totalCents: number;
  canMakeApplePayments: boolean;
  method: CheckoutMethod | undefined;
  /** What a guest typed of whom to call; sent when it is a name and a full phone number. */
  contact: TypedContact;
  /** The wallet's selection, as it last reported it. */
  card: ChosenCard | undefined;
  unavailable: UnavailableReason | undefined;
  applePayToken: string | undefined;
  placed: PlacedOrder | undefined;
  error: CheckoutErrorKey | undefined;
}

export type CheckoutEvent =
  | { type: 'method.select'; method: CheckoutMethod }
  | ({ type: 'contact.change' } & TypedContact)
  | { type: 'payment.submit' }
  | { type: 'payment.retry' }
  | { type: 'availability.retry' }
  | { type: 'error.dismiss' }
  | { type: 'step.back' }
  | { type: 'pix.check' }
  | { type: 'reconcile.retry' }
  /** From the wallet child: what is selected now. */
  | { type: 'wallet.selected'; card: ChosenCard | undefined }
  /** For the wallet child. */
  | { type: 'card.use'; cardId: string }
  | ({ type: 'card.add'; save: boolean } & CardDetails)
  | { type: 'card.setDefault'; cardId: string }
  | { type: 'card.delete'; cardId: string }
  | { type: 'cards.retry' }
  /** From the browser's ApplePaySession, for the Apple Pay child. */
  | { type: 'applePay.validateMerchant'; validationUrl: string }
  | { type: 'applePay.authorized'; token: string }
  | { type: 'applePay.cancelled' };

export type CheckoutTag =
  | 'restoring'
  | 'route:/payment'
  | 'route:/orders/$id'
  | 'route:/'
  | 'checking'
  | 'unavailable'
  | 'choosing'
  | 'paying'
  | 'applePay'
  | 'placing'
  | 'pixExpired'
  | 'placed'
  | 'busy'
  | 'error';

export interface CheckoutOutput {
  /** The order placed; undefined when the customer left without one. */
  order: PlacedOrder | undefined;
}
