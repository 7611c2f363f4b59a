import type { CartAnalyticsItem } from '../../machines/cart/cart.types.ts';
import { type TrackedItem, track } from '../lib/analytics.ts';

/** Analytics carry amounts in reais (GA4). */
const reais = (cents: number) => cents / 100;

export const trackedItemOf = (item: CartAnalyticsItem): TrackedItem => ({
  item_id: item.itemId,
  item_name: item.name,
  price: reais(item.priceCents),
  quantity: item.quantity,
});

/**
 * The commerce events of a checkout (spec §7 "begin checkout, purchase, payment_error", and the
 * engagement's ORDER_COMPLETED and PAYMENT_FAILED), as the delivery checkout and the table's payment
 * both send them: their charts' named actions, provided.
 */
export const commerceTracking = {
  trackBeginCheckout: (_: unknown, event: { valueCents: number; items: CartAnalyticsItem[] }) =>
    track({
      kind: 'commerce',
      name: 'begin_checkout',
      value: reais(event.valueCents),
      items: event.items.map(trackedItemOf),
    }),
  trackPurchase: (
    _: unknown,
    event: { transactionId: string; valueCents: number; shippingCents: number; items: CartAnalyticsItem[] },
  ) => {
    track({
      kind: 'commerce',
      name: 'purchase',
      transaction_id: event.transactionId,
      value: reais(event.valueCents),
      shipping: reais(event.shippingCents),
      items: event.items.map(trackedItemOf),
    });
    track({
      kind: 'engagement',
      name: 'ORDER_COMPLETED',
      properties: { order_id: event.transactionId, value: reais(event.valueCents) },
    });
  },
  trackPaymentError: (_: unknown, event: { method: string; key: string }) => {
    track({ kind: 'commerce', name: 'payment_error', reason: event.key });
    track({
      kind: 'engagement',
      name: 'PAYMENT_FAILED',
      properties: { method: event.method, reason: event.key },
    });
  },
};
