import type { Locale } from '../../contract/locales.ts';
import type { CheckoutOption, DeliveryAddress } from '../../contract/schemas/cart.ts';
import type { Service } from '../../contract/schemas/catalog.ts';
import type { Store } from '../catalog/store-queries.ts';
import type { Queryable } from '../db/db.ts';
import { deliveryPlace } from './carts.ts';
import { type CouponRefusal, type CouponRow, couponRefusal, findCouponById } from './coupon-rules.ts';
import { type GiftCardRow, giftCardById } from './gift-cards.ts';
import { itemsCents, type LineRow, loadLines } from './order-lines.ts';
import type { OrderRow } from './order-row.ts';
import { couponDiscount, orderTotals, type Totals } from './order-totals.ts';
import type { Owner } from './owner.ts';
import { type ServiceStatus, serviceStatus } from './service-check.ts';

export interface PricedCart {
  option: CheckoutOption;
  lines: LineRow[];
  address: DeliveryAddress | null;
  service: ServiceStatus;
  coupon: { row: CouponRow; refusal: CouponRefusal | null; discountCents: number } | null;
  giftCard: GiftCardRow | null;
  totals: Totals;
}

const ownerOfRow = (row: OrderRow): Owner =>
  row.user_id ? { kind: 'user', id: row.user_id } : { kind: 'guest', id: row.guest_session_id ?? '' };

const checkoutOptionOf = (service: Service): CheckoutOption =>
  service.serviceType === 'delivery' ? 'DELIVERY' : 'TAKEOUT';

/**
 * Everything a cart costs now, from the menu, the store, the coupon's rules and the gift card's
 * balance. A cart on screen and an order being placed (inside its transaction) are priced alike.
 */
export async function priceCart(
  q: Queryable,
  cart: OrderRow,
  ctx: { store: Store; service: Service; now: Date; locale: Locale },
): Promise<PricedCart> {
  const { store, service, now, locale } = ctx;
  const option = checkoutOptionOf(service);
  const lines = await loadLines(q, cart.id, locale);
  const address = option === 'DELIVERY' ? await deliveryPlace(q, cart) : null;
  const status = serviceStatus(store, service, address, now);
  const items = itemsCents(lines);
  let coupon: PricedCart['coupon'] = null;
  if (cart.coupon_id) {
    const row = await findCouponById(q, cart.coupon_id, locale);
    const refusal = await couponRefusal(q, row, {
      owner: ownerOfRow(cart),
      orderId: cart.id,
      itemsCents: items,
      now,
      locale,
    });
    coupon = { row, refusal, discountCents: refusal ? 0 : couponDiscount(row, items) };
  }
  const giftCard = cart.gift_card_id ? await giftCardById(q, cart.gift_card_id) : null;
  const totals = orderTotals({
    itemsCents: items,
    discountCents: coupon?.discountCents ?? 0,
    deliveryCents: status.priceCents,
    giftCardBalanceCents: giftCard && cart.use_gift_card ? giftCard.balance_cents : null,
  });
  return { option, lines, address, service: status, coupon, giftCard, totals };
}
