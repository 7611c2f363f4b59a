import type { Cart as WireCart } from '../../../contract/schemas/cart.ts';
import type { Cart, CartAnalyticsItem } from '../../../machines/cart/cart.types.ts';
import type { TrackedItem } from '../../lib/analytics.ts';

/** The API's cart (snake_case, money objects) as the cart chart holds it (camelCase, cents). */
export function cartOfWire(wire: WireCart): Cart {
  const place = wire.address;
  const giftCard = wire.gift_card;
  return {
    orderId: wire.order_id,
    lines: wire.items.map((line) => ({
      cartOrder: String(line.cart_order),
      itemId: line.item_id,
      name: line.name,
      quantity: line.quantity,
      unitPriceCents: line.unit_price.value,
      totalPriceCents: line.total_price.value,
      options: line.options.map((option) => ({
        id: option.id,
        name: option.name,
        priceCents: option.price.value,
      })),
    })),
    totals: {
      orderAmountCents: wire.total.order_amount.value,
      itemsPriceCents: wire.total.items_price.value,
      otherFeesCents: wire.total.delivery_price.value,
    },
    discountCents: wire.total.discount.value,
    coupons: wire.coupon === null ? [] : [wire.coupon.code],
    deliveryPriceCents: wire.total.delivery_price.value,
    totalCents: wire.total.total.value,
    serviceId: wire.service_id,
    checkoutOption: wire.checkout_option === 'TAKEOUT' ? 'takeout' : 'delivery',
    place:
      place === null
        ? null
        : {
            id: place.id ?? undefined,
            latitude: place.latitude,
            longitude: place.longitude,
            label: [place.street, place.number, place.district].filter(Boolean).join(', '),
          },
    store: { name: wire.store.name, address: wire.store.address },
    estimateMinutes: wire.delivery.estimate_minutes,
    giftCard: giftCard === null ? null : { code: giftCard.code, balanceCents: giftCard.balance.value },
    useGiftCard: wire.use_gift_card,
  };
}

/** Analytics carry prices in reais (GA4 items). */
export const trackedItemOf = (item: CartAnalyticsItem): TrackedItem => ({
  item_id: item.itemId,
  item_name: item.name,
  price: item.priceCents / 100,
  quantity: item.quantity,
});
