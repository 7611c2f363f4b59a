import { fullPhoneNumber, isPhoneNumber } from '../shared/contact.ts';
import { required } from '../shared/required.ts';
import type {
  AvailabilityInput,
  BeginCheckoutEvent,
  CheckoutChoices,
  CheckoutContext,
  CheckoutInput,
  CheckoutMethod,
  OrderContact,
  OrderDraft,
  OrderPayment,
  PlaceOrderInput,
  PurchaseEvent,
  TypedContact,
} from './checkout.types.ts';

export const initialContext = (input: CheckoutInput): CheckoutContext => ({
  orderId: input.orderId,
  sessionId: input.sessionId,
  isRegistered: input.isRegistered,
  checkoutOption: input.checkoutOption,
  serviceId: input.serviceId,
  address: input.checkoutOption === 'delivery' ? input.address : undefined,
  items: input.items,
  totalCents: input.totalCents,
  canMakeApplePayments: input.canMakeApplePayments,
  method: undefined,
  contact: { name: '', iso: 'BR', dialCode: '55', number: '' },
  card: undefined,
  unavailable: undefined,
  applePayToken: undefined,
  placed: undefined,
  error: undefined,
});

/** The choices kept for this cart, or nothing when they were another cart's. */
export function restoredChoices(context: CheckoutContext, kept: CheckoutChoices | undefined) {
  if (kept === undefined || kept.orderId !== context.orderId) return {};
  const method = kept.method !== undefined && isOffered(context, kept.method) ? kept.method : undefined;
  return { method, card: kept.card, contact: kept.contact };
}

export const choicesOf = ({ context }: { context: CheckoutContext }): CheckoutChoices => ({
  orderId: context.orderId,
  method: context.method,
  card: context.card,
  contact: context.contact,
});

/** Spec §2: Apple Pay is offered only where the browser can make payments with it. */
export const isOffered = (context: CheckoutContext, method: CheckoutMethod) =>
  method !== 'applePay' || context.canMakeApplePayments;

/** The contact as the order carries it: the name trimmed, the phone in full. */
export const orderContactOf = ({ name, dialCode, number }: TypedContact): OrderContact => ({
  name: name.trim(),
  phoneNumber: fullPhoneNumber(dialCode, number),
});

/** A name to ask for and a phone to call: what a guest's order needs. */
export const isContact = (typed: TypedContact) => {
  const { name, phoneNumber } = orderContactOf(typed);
  return name.length >= 2 && isPhoneNumber(phoneNumber);
};

/** A guest says whom to call. */
export const hasContact = (context: CheckoutContext) => context.isRegistered || isContact(context.contact);

/** A method is chosen (and offered), a card when paying by card, and whom to call for a guest. */
export const hasPaymentDetails = (context: CheckoutContext) =>
  context.method !== undefined &&
  isOffered(context, context.method) &&
  (context.method !== 'card' || context.card !== undefined) &&
  hasContact(context);

/** Delivery: the address's point, checked against the store's area; takeout: none. */
const locationOf = ({ address }: CheckoutContext) =>
  address === undefined ? {} : { location: { latitude: address.latitude, longitude: address.longitude } };

export const availabilityInputOf = ({ context }: { context: CheckoutContext }): AvailabilityInput => ({
  checkoutOption: context.checkoutOption,
  serviceId: context.serviceId,
  ...locationOf(context),
});

function paymentOf(context: CheckoutContext): OrderPayment {
  switch (required(context.method, 'method')) {
    case 'pix':
      return { method: 'pix' };
    case 'applePay':
      return { method: 'applePay', token: required(context.applePayToken, 'Apple Pay token') };
    default: {
      const card = required(context.card, 'card');
      return card.kind === 'saved'
        ? { method: 'card', cardId: card.cardId }
        : { method: 'card', cardToken: card.token };
    }
  }
}

/** What the customer chose: the order to place and how to pay for it. */
const orderDraftOf = (context: CheckoutContext): OrderDraft => ({
  orderId: context.orderId,
  ...(context.sessionId === undefined ? {} : { sessionId: context.sessionId }),
  serviceId: context.serviceId,
  checkoutOption: context.checkoutOption,
  ...(context.address?.id === undefined ? {} : { addressId: context.address.id }),
  payment: paymentOf(context),
  ...(context.isRegistered ? {} : { contact: orderContactOf(context.contact) }),
  expectedTotalCents: context.totalCents,
});

export const placeOrderInputOf = ({ context }: { context: CheckoutContext }): PlaceOrderInput => ({
  order: orderDraftOf(context),
  ...locationOf(context),
});

export const beginCheckoutOf = ({ context }: { context: CheckoutContext }): BeginCheckoutEvent => ({
  valueCents: context.totalCents,
  items: context.items,
});

export function purchaseOf({ context }: { context: CheckoutContext }): PurchaseEvent {
  const order = required(context.placed, 'placed order');
  return {
    transactionId: order.orderId,
    valueCents: order.totalCents,
    shippingCents: order.shippingCents,
    items: context.items,
  };
}
