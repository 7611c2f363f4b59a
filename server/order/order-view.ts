import { renderSVG } from 'uqr';
import type { Locale } from '../../contract/locales.ts';
import { money } from '../../contract/money.ts';
import type { Order, OrderPayment, OrderProgress } from '../../contract/schemas/orders.ts';
import { findService } from '../catalog/store-queries.ts';
import type { Db } from '../db/db.ts';
import { mediaUrl } from '../media/media-urls.ts';
import { pixDeadline } from '../payments/pix.ts';
import { storeOf, totalOf } from './cart-view.ts';
import { findCouponById } from './coupon-rules.ts';
import type { RequestScope } from './order-deps.ts';
import { loadLines } from './order-lines.ts';
import { latestPayment, type OrderPaymentRow } from './order-payments.ts';
import { progressAt } from './order-progress.ts';
import { iso, isoOrNull, type OrderRow } from './order-row.ts';

export function progressView(row: OrderRow, now: Date): OrderProgress {
  const progress = progressAt(row, now);
  return {
    order_id: row.id,
    status: progress.status,
    final: progress.final,
    timeline: progress.timeline,
    estimated_at: progress.estimatedAt && iso(progress.estimatedAt),
    checked_at: iso(now),
  };
}

function paymentView(row: OrderPaymentRow, now: Date): OrderPayment {
  const { pix_txid: txid, pix_br_code: brCode, expires_at: expiresAt } = row;
  const waiting = row.method === 'PIX' && row.status === 'PENDING';
  return {
    method: row.method,
    status: row.status,
    amount: money(row.amount_cents),
    card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    pix:
      waiting && txid && brCode && expiresAt
        ? { txid, br_code: brCode, qr_svg: renderSVG(brCode), ...pixDeadline(new Date(expiresAt), now) }
        : null,
    paid_at: isoOrNull(row.paid_at),
    refunded_at: isoOrNull(row.refunded_at),
  };
}

async function couponOf(db: Db, row: OrderRow, locale: Locale): Promise<Order['coupon']> {
  if (!row.coupon_id) return null;
  const coupon = await findCouponById(db, row.coupon_id, locale);
  return {
    code: coupon.code,
    description: coupon.description,
    discount: money(row.discount_cents ?? 0),
    refusal: null,
  };
}

/** A submitted order as it was paid for, with where it stands now. */
export async function orderView(db: Db, row: OrderRow, scope: RequestScope): Promise<Order> {
  const { store } = await findService(db, scope.brandId, row.service_id);
  const lines = await loadLines(db, row.id, scope.locale);
  const payment = await latestPayment(db, row.id);
  return {
    ...progressView(row, scope.now),
    service_id: row.service_id,
    checkout_option: row.checkout_option ?? 'DELIVERY',
    store: storeOf(store),
    address: row.delivery_address,
    items: lines.map((line) => {
      const unit = line.paid_unit_cents ?? line.menu_unit_cents;
      return {
        item_id: line.item_id,
        name: line.name,
        image: mediaUrl.item(line.item_id),
        quantity: line.quantity,
        unit_price: money(unit),
        total_price: money(unit * line.quantity),
        options: line.options.map((option) => option.name),
        note: line.note,
      };
    }),
    coupon: await couponOf(db, row, scope.locale),
    total: totalOf({
      items: row.items_cents ?? 0,
      discount: row.discount_cents ?? 0,
      orderAmount: (row.items_cents ?? 0) - (row.discount_cents ?? 0),
      delivery: row.delivery_cents ?? 0,
      giftCard: row.gift_card_cents ?? 0,
      total: row.total_cents ?? 0,
    }),
    payment: payment ? paymentView(payment, scope.now) : null,
    repurchase: row.repurchase,
    submitted_at: iso(row.submitted_at ?? scope.now),
  };
}
