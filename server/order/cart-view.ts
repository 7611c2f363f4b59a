import type { Locale } from '../../contract/locales.ts';
import { money } from '../../contract/money.ts';
import type { Cart, OrderStore, OrderTotal } from '../../contract/schemas/cart.ts';
import { findService, type Store } from '../catalog/store-queries.ts';
import type { Db } from '../db/db.ts';
import { mediaUrl } from '../media/media-urls.ts';
import { maskCode } from './gift-cards.ts';
import type { OrderRow } from './order-row.ts';
import type { Totals } from './order-totals.ts';
import { type PricedCart, priceCart } from './price-cart.ts';
import { requireService } from './service-check.ts';

export const storeOf = ({ id, merchant_id, code, name, address }: Store): OrderStore => ({
  id,
  merchant_id,
  code,
  name,
  address,
});

export const totalOf = (totals: Totals): OrderTotal => ({
  items_price: money(totals.items),
  discount: money(totals.discount),
  order_amount: money(totals.orderAmount),
  delivery_price: money(totals.delivery),
  gift_card: money(totals.giftCard),
  total: money(totals.total),
});

function toCart(cart: OrderRow, store: Store, priced: PricedCart): Cart {
  const { coupon, giftCard, service } = priced;
  return {
    order_id: cart.id,
    service_id: cart.service_id,
    checkout_option: priced.option,
    store: storeOf(store),
    address: priced.address,
    items: priced.lines.map((line) => ({
      cart_order: line.cart_order,
      item_id: line.item_id,
      name: line.name,
      image: mediaUrl.item(line.item_id),
      quantity: line.quantity,
      unit_price: money(line.menu_unit_cents),
      total_price: money(line.quantity * line.menu_unit_cents),
      options: line.options.map((option) => ({
        id: option.id,
        name: option.name,
        price: money(option.menu_cents),
      })),
      note: line.note,
      status: line.available ? 'AVAILABLE' : 'UNAVAILABLE',
    })),
    coupon: coupon && {
      code: coupon.row.code,
      description: coupon.row.description,
      discount: money(coupon.discountCents),
      refusal: coupon.refusal,
    },
    gift_card: giftCard && { code: maskCode(giftCard.code), balance: money(giftCard.balance_cents) },
    use_gift_card: cart.use_gift_card,
    delivery: {
      inside_service_area: service.insideServiceArea,
      estimate_minutes: service.minutes,
      price: money(service.priceCents),
      unavailable: service.unavailable,
    },
    total: totalOf(priced.totals),
    repurchase: cart.repurchase,
  };
}

/** The cart as the customer sees it now (read outside any transaction). */
export async function cartView(
  db: Db,
  cart: OrderRow,
  ctx: { brandId: string; locale: Locale; now: Date },
): Promise<Cart> {
  const { store, service } = await findService(db, ctx.brandId, cart.service_id);
  return toCart(cart, store, await priceCart(db, cart, { store, service, now: ctx.now, locale: ctx.locale }));
}

/** The cart, or 412 with the reason when its service cannot take orders now. */
export async function openCartView(
  db: Db,
  cart: OrderRow,
  ctx: { brandId: string; locale: Locale; now: Date },
): Promise<Cart> {
  const { store, service } = await findService(db, ctx.brandId, cart.service_id);
  const priced = await priceCart(db, cart, { store, service, now: ctx.now, locale: ctx.locale });
  requireService(store, service, priced.address, ctx.now);
  return toCart(cart, store, priced);
}
