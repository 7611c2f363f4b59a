import type * as z from 'zod/mini';
import type { placeOrderBody } from '../../contract/schemas/orders.ts';
import { requireOrderable } from '../catalog/orderable-service.ts';
import { findService } from '../catalog/store-queries.ts';
import type { Db, Queryable } from '../db/db.ts';
import { uniqueViolation } from '../db/sql.ts';
import { HttpError } from '../http/http-error.ts';
import { payments } from '../ops/metrics.ts';
import { type ChargeableCard, chargeableCard } from '../payments/card-source.ts';
import { newTxid, pixCode } from '../payments/pix.ts';
import type { ChargeResult, Psp } from '../payments/psp.ts';
import { findCart, requireSameRestaurant } from './carts.ts';
import { refuse } from './coupon-rules.ts';
import { debitGiftCard, giftCardById } from './gift-cards.ts';
import type { OrderDeps, RequestScope } from './order-deps.ts';
import { fixPrices } from './order-lines.ts';
import { markPlaced, type OrderPaymentRow, reopenCart } from './order-payments.ts';
import type { OrderRow, StoredStatus } from './order-row.ts';
import { lockOwner, type Owner } from './owner.ts';
import { type PricedCart, priceCart } from './price-cart.ts';

type PlaceOrderBody = z.output<typeof placeOrderBody>;

export interface PlaceContext {
  db: Db;
  psp: Psp;
  pix: OrderDeps['pix'];
  owner: Owner;
  scope: RequestScope;
  serviceHeader: string | undefined;
  body: PlaceOrderBody;
}

/** What placing stored with its Idempotency-Key: plain JSON, read again by every replay. */
export interface Submitted {
  orderId: string;
  paymentId: string | null;
  /** A card to charge after the commit (the provider is another system). */
  charge: { token: string; cents: number } | null;
}

/** Everything placing re-checks under the locks, in the order a customer would fix it. */
function requirePayable(priced: PricedCart, expectedTotal: number, checkService: () => void): void {
  if (priced.lines.length === 0) throw new HttpError(422, 'the cart is empty', 'EMPTY_CART');
  const unavailable = priced.lines.filter((line) => !line.available).map((line) => line.cart_order);
  if (unavailable.length > 0) {
    throw new HttpError(409, 'some items are no longer available', 'ITEMS_UNAVAILABLE', {
      unavailable_lines: unavailable,
    });
  }
  if (priced.option === 'DELIVERY' && !priced.address) {
    throw new HttpError(422, 'a delivery needs an address', 'ADDRESS_REQUIRED');
  }
  checkService();
  if (priced.coupon?.refusal) throw refuse(priced.coupon.refusal);
  if (priced.totals.total !== expectedTotal) {
    throw new HttpError(409, 'the total changed; review the cart', 'TOTAL_CHANGED', {
      total: priced.totals.total,
    });
  }
}

/** A guest says whom to call; an account is called at its profile's name and phone. */
async function contactOf(tx: Queryable, owner: Owner, body: PlaceOrderBody) {
  if (owner.kind === 'guest') {
    if (!body.contact) throw new HttpError(422, 'tell us whom to call about the order', 'CONTACT_REQUIRED');
    return { name: body.contact.name, phone: body.contact.phone_number };
  }
  const [user] = await tx.query<{ name: string | null; phone_number: string | null }>(
    'select name, phone_number from users where id = $1',
    [owner.id],
  );
  return { name: user?.name ?? null, phone: user?.phone_number ?? null };
}

async function recordPayment(
  tx: Queryable,
  ctx: PlaceContext,
  order: { id: string; storeName: string; dueCents: number; giftCardCents: number },
  card: ChargeableCard | null,
): Promise<string | null> {
  const insert = async (fields: Record<string, unknown>) => {
    const columns = Object.keys(fields);
    const [row] = await tx.query<{ id: string }>(
      `insert into order_payments (order_id, ${columns.join(', ')})
       values ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
      [order.id, ...Object.values(fields)],
    );
    if (!row) throw new Error('payment insert returned nothing');
    return row.id;
  };
  const { now } = ctx.scope;
  if (order.dueCents === 0) {
    return order.giftCardCents > 0
      ? insert({ method: 'GIFT_CARD', status: 'APPROVED', amount_cents: order.giftCardCents, paid_at: now })
      : null;
  }
  if (card) {
    return insert({
      method: 'CARD',
      status: 'PENDING',
      amount_cents: order.dueCents,
      card_brand: card.brand,
      card_last4: card.last4,
    });
  }
  const txid = newTxid();
  const { br_code } = pixCode(
    { key: ctx.pix.pixKey, merchantName: order.storeName, merchantCity: ctx.pix.pixCity },
    txid,
    order.dueCents,
  );
  return insert({
    method: 'PIX',
    status: 'PENDING',
    amount_cents: order.dueCents,
    pix_txid: txid,
    pix_br_code: br_code,
    expires_at: new Date(now.getTime() + ctx.pix.pixExpirySeconds * 1000),
  });
}

/**
 * In the Idempotency-Key's transaction: locks the customer and the cart, re-checks it all (items,
 * prices, the service's area and hours, the coupon, the gift card's balance) and submits the order.
 * A concurrent placement of the same cart waits for the lock and then finds it no longer a cart (406).
 */
export async function submitOrder(ctx: PlaceContext, tx: Queryable): Promise<Submitted> {
  const { owner, scope, body } = ctx;
  const pre = await findCart(tx, owner, body.order_id);
  await requireSameRestaurant(tx, scope.brandId, ctx.serviceHeader, pre);
  const { store, service } = await findService(tx, scope.brandId, pre.service_id);
  await lockOwner(tx, owner);
  const cart = await findCart(tx, owner, pre.id, true);
  if (cart.service_id !== pre.service_id)
    throw new HttpError(409, 'the cart changed; review it', 'TOTAL_CHANGED');
  if (cart.gift_card_id) await giftCardById(tx, cart.gift_card_id, true);
  const priced = await priceCart(tx, cart, { store, service, now: scope.now, locale: scope.locale });
  requirePayable(priced, body.expected_total, () =>
    requireOrderable(store, service, scope.now, priced.address),
  );
  const { totals } = priced;
  // Nothing is charged when the gift card covers it all: no card is needed then.
  const userId = owner.kind === 'user' ? owner.id : undefined;
  const guestSessionId = owner.kind === 'guest' ? owner.id : undefined;
  const card =
    totals.total > 0 && body.payment.method === 'CARD'
      ? await chargeableCard(tx, userId, body.payment, { userId, guestSessionId })
      : null;
  const contact = await contactOf(tx, owner, body);
  await fixPrices(tx, priced.lines);
  const status: StoredStatus =
    totals.total === 0 ? 'PLACED' : body.payment.method === 'PIX' ? 'AWAITING_PAYMENT' : 'PAYING';
  await tx.query(
    `update orders set status = $2, checkout_option = $3, delivery_address = $4, items_cents = $5,
       discount_cents = $6, delivery_cents = $7, gift_card_cents = $8, total_cents = $9,
       prep_minutes = $10, estimate_minutes = $11, submitted_at = $12, contact_name = $13,
       contact_phone = $14, updated_at = now()
     where id = $1`,
    [
      cart.id,
      status,
      priced.option,
      priced.address && JSON.stringify(priced.address),
      totals.items,
      totals.discount,
      totals.delivery,
      totals.giftCard,
      totals.total,
      store.prep_minutes,
      priced.service.minutes,
      scope.now,
      contact.name,
      contact.phone,
    ],
  );
  if (priced.coupon) {
    const once = priced.coupon.row.once_per_customer && owner.kind === 'user' ? owner.id : null;
    try {
      await tx.query(
        'insert into coupon_redemptions (coupon_id, order_id, customer_id) values ($1, $2, $3)',
        [priced.coupon.row.id, cart.id, once],
      );
    } catch (error) {
      if (uniqueViolation(error) !== 'coupon_redemptions_once') throw error;
      throw new HttpError(422, 'this coupon was already used', 'COUPON_ALREADY_USED');
    }
  }
  if (priced.giftCard) await debitGiftCard(tx, priced.giftCard.id, cart.id, totals.giftCard);
  const paymentId = await recordPayment(
    tx,
    ctx,
    { id: cart.id, storeName: store.name, dueCents: totals.total, giftCardCents: totals.giftCard },
    card,
  );
  if (status === 'PLACED') await markPlaced(tx, cart.id, scope.now);
  return {
    orderId: cart.id,
    paymentId,
    charge: status === 'PAYING' && card ? { token: card.token, cents: totals.total } : null,
  };
}

/** Records the provider's outcome on the payment still PENDING (once, whoever gets there first). */
async function recordCharge(ctx: PlaceContext, paymentId: string, orderId: string, charge: ChargeResult) {
  const { scope } = ctx;
  await ctx.db.transaction(async (tx) => {
    // Under the customer's lock, as opening a cart is: at most one of their orders is a cart.
    await lockOwner(tx, ctx.owner);
    const [order] = await tx.query<OrderRow>('select * from orders where id = $1 for update', [orderId]);
    if (charge.status === 'CAPTURED') {
      const [approved] = await tx.query(
        `update order_payments set status = 'APPROVED', psp_charge_id = $2, paid_at = $3
         where id = $1 and status = 'PENDING' returning id`,
        [paymentId, charge.chargeId, scope.now],
      );
      if (approved) {
        await markPlaced(tx, orderId, scope.now);
        payments.inc({ kind: 'order', method: 'CARD', outcome: 'approved' });
      }
      return;
    }
    const [status, code] =
      charge.status === 'DECLINED'
        ? ['DECLINED', 'CARD_DECLINED_PAYMENT_ERROR']
        : ['FAILED', 'PROCESSING_PAYMENT_ERROR'];
    const [refused] = await tx.query(
      `update order_payments set status = $2, error_code = $3 where id = $1 and status = 'PENDING' returning id`,
      [paymentId, status, code],
    );
    if (refused) payments.inc({ kind: 'order', method: 'CARD', outcome: status.toLowerCase() });
    if (refused && order) await reopenCart(tx, order, scope.now);
  });
}

/**
 * Charges the card of a submitted order unless its outcome is known, and answers by that outcome.
 * Repeatable: a replay of the key after a lost answer (the database gone before the outcome was
 * written) charges again with the same provider key, which charges nothing twice.
 */
export async function settleOrder(ctx: PlaceContext, submitted: Submitted): Promise<string> {
  const { orderId, paymentId, charge } = submitted;
  if (!charge || !paymentId) return orderId;
  const pending = async () =>
    (await ctx.db.query<OrderPaymentRow>('select * from order_payments where id = $1', [paymentId]))[0];
  let payment = await pending();
  if (payment?.status === 'PENDING') {
    await recordCharge(ctx, paymentId, orderId, await ctx.psp.charge(charge.token, charge.cents, paymentId));
    payment = await pending();
  }
  if (payment?.status === 'DECLINED')
    throw new HttpError(402, 'the card was declined', 'CARD_DECLINED_PAYMENT_ERROR', { order_id: orderId });
  if (payment?.status === 'FAILED')
    throw new HttpError(502, 'the payment provider failed', 'PROCESSING_PAYMENT_ERROR', {
      order_id: orderId,
    });
  return orderId;
}
