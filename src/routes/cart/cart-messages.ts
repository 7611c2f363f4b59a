import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CartError } from '../../../machines/cart/cart.types.ts';
import type { CheckoutErrorKey, UnavailableReason } from '../../../machines/checkout/checkout.types.ts';
import { errorMessages } from '../../api/error-messages.ts';

const catalogue = (key: string): MessageDescriptor | undefined =>
  errorMessages[key as keyof typeof errorMessages];

/** What went wrong with the cart, by the call that failed; a coupon's refusal is the server's own text. */
function cartMessage(error: CartError): MessageDescriptor | string {
  if (error.detail !== undefined) return error.detail;
  if (error.key === 'cartGone')
    return msg`Your cart was closed, so we started a new one. Add your dishes again.`;
  if (error.key === 'addressRequired') return msg`Tell us where to deliver first: choose your address.`;
  if (error.key === 'network' || error.key === 'timeout')
    return catalogue(error.key) ?? errorMessages.default;
  switch (error.during) {
    case 'add':
      return msg`We couldn't add this dish to your cart. Please try again.`;
    case 'update':
    case 'remove':
      return msg`We couldn't change your cart, so it is back as it was. Please try again.`;
    case 'delete':
      return catalogue('deleteCartFailed') ?? errorMessages.default;
    case 'applyCoupon':
      return msg`This coupon could not be applied.`;
    case 'redeemGiftCard':
      return msg`We couldn't redeem this gift card. Check the code.`;
    case 'changeAddress':
      return error.key === 'serviceUnavailable'
        ? msg`We don't deliver to the address you chose yet, so your cart still goes to the one before.`
        : msg`We couldn't move your cart to the address you chose. Please try again.`;
    case 'useGiftCard':
      return msg`We couldn't change how your gift card pays, so it is back as it was. Please try again.`;
    default:
      return catalogue(error.key) ?? errorMessages.default;
  }
}

/** The cart's failure in the customer's language. */
export function cartErrorText(i18n: I18n, error: CartError): string {
  const message = cartMessage(error);
  return typeof message === 'string' ? message : i18n._(message);
}

const unavailableMessages = {
  closed: msg`The restaurant is closed right now, so the order cannot be placed.`,
  outOfArea: msg`Your address is outside the restaurant's delivery area now.`,
  outOfHours: msg`The restaurant is outside its opening hours right now.`,
  unavailableToday: msg`The restaurant is not taking orders today.`,
} satisfies Record<UnavailableReason, MessageDescriptor>;

export const unavailableMessage = (reason: UnavailableReason) => unavailableMessages[reason];

const checkoutMessages: Partial<Record<CheckoutErrorKey, MessageDescriptor>> = {
  paymentError: msg`Your payment was not approved. Check the card or choose another way to pay.`,
  availabilityUnknown: msg`We couldn't check the restaurant right now. Please try again.`,
  serviceUnavailable: msg`The restaurant cannot take your order right now.`,
  default: msg`We couldn't place your order. Your cart is kept: please try again.`,
};

export const checkoutMessage = (key: CheckoutErrorKey): MessageDescriptor =>
  checkoutMessages[key] ?? catalogue(key) ?? errorMessages.default;
