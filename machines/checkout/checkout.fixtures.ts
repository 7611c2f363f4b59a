import { pixCharge } from '../table-payment/table-payment.fixtures.ts';
import type { CheckoutInput, OrderAnswer, PlacedOrder } from './checkout.types.ts';

/** Test data for the checkout machines. */
export const items = [
  { itemId: 'picanha', name: 'Picanha na brasa', priceCents: 8990, quantity: 2 },
  { itemId: 'guarana', name: 'Guaraná', priceCents: 790, quantity: 1 },
];

export const guestDelivery: CheckoutInput = {
  orderId: 'order-guest',
  sessionId: 'guest-session-1',
  isRegistered: false,
  checkoutOption: 'delivery',
  serviceId: 'service-delivery',
  address: { latitude: -23.5477, longitude: -46.6343 },
  items,
  totalCents: 19_560,
  canMakeApplePayments: false,
};

export const registeredTakeout: CheckoutInput = {
  orderId: 'order-1',
  isRegistered: true,
  checkoutOption: 'takeout',
  serviceId: 'service-takeout',
  items,
  totalCents: 13_770,
  canMakeApplePayments: false,
};

export const placed: PlacedOrder = { orderId: 'placed-1', totalCents: 20_350, shippingCents: 790 };
export const approved: OrderAnswer = { status: 'approved', order: placed };
export const pending: OrderAnswer = { status: 'pending', order: placed, pix: pixCharge };
export const declined: OrderAnswer = { status: 'declined', code: 'CARD_PAYMENT_ERROR' };
