import type * as z from 'zod/mini';
import type { placeOrderBody } from '../../contract/schemas/orders.ts';
import { requireOrderable } from '../catalog/orderable-service.ts';
import { findService } from '../catalog/store-queries.ts';
import type { Db, Queryable } from '../db/db.ts';
import { uniqueViolation } from '../db/sql.ts';
import { HttpError } from '../http/http-error.ts';
import { type ChargeableCard, chargeableCard } from '../payments/card-source.ts';
import { learnToken } from '../payments/card-tokens.ts';
import { type PaymentProvider, ProviderUnavailable } from '../payments/provider.ts';
import { requireProvider } from '../payments/provider-from-env.ts';
import { findCart, requireSameRestaurant } from './carts.ts';
import { refuse } from './coupon-rules.ts';
import { debitGiftCard, giftCardById } from './gift-cards.ts';
import type { OrderDeps, RequestScope } from './order-deps.ts';
import { fixPrices } from './order-lines.ts';
import { applyOrderOutcome, orderReference } from './order-outcomes.ts';
import { markPlaced, type OrderPaymentRow, reopenCart } from './order-payments.ts';
import type { OrderRow, StoredStatus } from './order-row.ts';
import { lockOwner, type Owner } from './owner.ts';
import { type PricedCart, priceCart } from './price-cart.ts';

type PlaceOrderBody = z.output<typeof placeOrderBody>;

export interface PlaceContext {
  db: Db;
  provider: PaymentProvider;
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
  /** A PIX charge to ask the provider for after the commit, its BR Code naming the store. */
  pix: { cents: number; receiverName: string } | null;
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
  // Its code comes from the provider once this is committed (`chargePix`).
  return insert({
    method: 'PIX',
    status: 'PENDING',
    amount_cents: order.dueCents,
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
    pix: status === 'AWAITING_PAYMENT' ? { cents: totals.total, receiverName: store.name } : null,
  };
}

/**
 * What placing asks of the provider before its transaction: that there is one, and what a new card
 * token stands for (another system is never called with the locks held).
 */
export async function prepareOrder(ctx: PlaceContext): Promise<void> {
  requireProvider(ctx.provider);
  if (ctx.body.payment.method === 'CARD' && ctx.body.payment.card_token) {
    await learnToken(ctx.db, ctx.provider, ctx.body.payment.card_token);
  }
}

/**
 * Charges the card, and applies the answer as a webhook would be (whichever comes first counts). No
 * answer leaves the order paying: a replay charges again under the same reference, which the provider
 * charges once, and its webhook or the reconciliation settles it meanwhile.
 */
async function chargeCard(ctx: PlaceContext, paymentId: string, charge: { token: string; cents: number }) {
  const { db, provider, scope } = ctx;
  try {
    const outcome = await provider.chargeCard({
      token: charge.token,
      amountCents: charge.cents,
      reference: orderReference(paymentId),
    });
    await applyOrderOutcome(db, provider, paymentId, outcome, scope.now);
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
  }
}

/** The PIX charge asked of the provider; no code: the payment failed and the cart reopens. */
async function chargePix(
  ctx: PlaceContext,
  orderId: string,
  paymentId: string,
  pix: { cents: number; receiverName: string },
) {
  const { db, provider, scope } = ctx;
  try {
    const charge = await provider.chargePix({
      amountCents: pix.cents,
      reference: orderReference(paymentId),
      expiresInSeconds: ctx.pix.pixExpirySeconds,
      receiverName: pix.receiverName,
    });
    await db.query(
      `update order_payments set pix_txid = $2, pix_br_code = $3, psp_charge_id = $4
       where id = $1 and status = 'PENDING'`,
      [paymentId, charge.txid, charge.brCode, charge.chargeId],
    );
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    await db.transaction(async (tx) => {
      await lockOwner(tx, ctx.owner);
      const [order] = await tx.query<OrderRow>('select * from orders where id = $1 for update', [orderId]);
      const [failed] = await tx.query(
        `update order_payments set status = 'FAILED', error_code = 'PROCESSING_PAYMENT_ERROR'
         where id = $1 and status = 'PENDING' returning id`,
        [paymentId],
      );
      if (order && failed) await reopenCart(tx, order, scope.now);
    });
  }
}

/**
 * Pays for a submitted order (a card charged, a PIX code asked for) unless that is done, and answers
 * by the payment's outcome. Repeatable: every answer and replay of the key comes through here.
 */
export async function settleOrder(ctx: PlaceContext, submitted: Submitted): Promise<string> {
  const { orderId, paymentId, charge, pix } = submitted;
  if (!paymentId || (!charge && !pix)) return orderId;
  const payment = async () =>
    (await ctx.db.query<OrderPaymentRow>('select * from order_payments where id = $1', [paymentId]))[0];
  const before = await payment();
  if (before?.status === 'PENDING') {
    if (charge) await chargeCard(ctx, paymentId, charge);
    else if (pix && !before.psp_charge_id) await chargePix(ctx, orderId, paymentId, pix);
  }
  const after = await payment();
  if (after?.status === 'DECLINED')
    throw new HttpError(402, 'the card was declined', 'CARD_DECLINED_PAYMENT_ERROR', { order_id: orderId });
  if (after?.status === 'FAILED' || (charge && after?.status !== 'APPROVED'))
    throw new HttpError(502, 'the payment provider failed', 'PROCESSING_PAYMENT_ERROR', {
      order_id: orderId,
    });
  return orderId;
}
