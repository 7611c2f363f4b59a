import { money } from '../../contract/money.ts';
import { cart } from '../../contract/schemas/cart.ts';
import { applyCouponBody, type Coupon, coupons, couponsQuery } from '../../contract/schemas/coupons.ts';
import type { Db } from '../db/db.ts';
import { isUuid } from '../db/sql.ts';
import { HttpError } from '../http/http-error.ts';
import { cartView } from './cart-view.ts';
import { alreadyPlaced, findCart } from './carts.ts';
import { type CouponRow, couponNotFound, couponRefusal, findCouponByCode, refuse } from './coupon-rules.ts';
import { type OrderDeps, scopeOf } from './order-deps.ts';
import { itemsCents, loadLines } from './order-lines.ts';
import type { OrderRow } from './order-row.ts';
import { type Owner, ownedBy, ownerColumns } from './owner.ts';

const base = '/api/order/v1/coupons';

/** How long an expired coupon stays on the customer's list, marked expired, before it leaves it. */
const EXPIRED_SHOWN_DAYS = 30;

/** `merchant-id`, when sent, must name a store of the brand (coupons hold at every store). */
async function requireMerchant(db: Db, brandId: string, merchantId: string | undefined): Promise<void> {
  if (merchantId === undefined) return;
  const [store] = isUuid(merchantId)
    ? await db.query('select 1 from stores where brand_id = $1 and merchant_id = $2', [brandId, merchantId])
    : [];
  if (!store) throw new HttpError(404, 'merchant not found', 'MERCHANT_NOT_FOUND');
}

async function openCartOf(db: Db, owner: Owner): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(
    `select o.* from orders o where ${ownedBy('o', 1)} and o.status = 'CART'`,
    ownerColumns(owner),
  );
  return row;
}

export function couponRoutes({ api, db, owner, optionalOwner }: OrderDeps): void {
  api.get(
    {
      path: base,
      summary:
        "The brand's coupons that have started (those expired in the last 30 days too), each saying whether this customer can use it now and why not (minimum against the open cart)",
      query: couponsQuery,
      response: coupons,
    },
    async ({ query }, c) => {
      const { brandId, locale, now } = scopeOf(c);
      await requireMerchant(db, brandId, query['merchant-id']);
      const who = await optionalOwner(c);
      const open = who && (await openCartOf(db, who));
      const items = open ? itemsCents(await loadLines(db, open.id, locale)) : null;
      const rows = await db.query<CouponRow>(
        `select id, code, kind, value, min_order_cents, first_order_only, once_per_customer, starts_at, ends_at,
           description->>$2 as description
         from coupons where brand_id = $1 and (starts_at is null or starts_at <= $3)
           and (ends_at is null or ends_at > $3 - make_interval(days => $4))
         order by code`,
        [brandId, locale, now, EXPIRED_SHOWN_DAYS],
      );
      const listed: Coupon[] = [];
      for (const row of rows) {
        const refusal = await couponRefusal(db, row, {
          owner: who,
          orderId: open?.id ?? null,
          itemsCents: items,
          now,
          locale,
        });
        listed.push({
          code: row.code,
          description: row.description,
          kind: row.kind,
          value: row.value,
          min_order: money(row.min_order_cents),
          first_order_only: row.first_order_only,
          once_per_customer: row.once_per_customer,
          valid_until: row.ends_at && new Date(row.ends_at).toISOString(),
          usable: !refusal,
          reason: refusal?.code ?? null,
        });
      }
      return listed;
    },
  );

  api.post(
    {
      path: base,
      summary: 'Put a coupon on the cart `order_id`; a refusal (422) has a sentence to show as its detail',
      query: couponsQuery,
      body: applyCouponBody,
      response: cart,
    },
    async ({ query, body }, c) => {
      const scope = scopeOf(c);
      await requireMerchant(db, scope.brandId, query['merchant-id']);
      const who = await owner(c);
      const row = await findCart(db, who, body.order_id);
      const coupon = await findCouponByCode(db, scope.brandId, body.code, scope.locale);
      if (!coupon) throw couponNotFound(scope.locale);
      const refusal = await couponRefusal(db, coupon, {
        owner: who,
        orderId: row.id,
        itemsCents: itemsCents(await loadLines(db, row.id, scope.locale)),
        now: scope.now,
        locale: scope.locale,
      });
      if (refusal) throw refuse(refusal);
      const [updated] = await db.query<OrderRow>(
        `update orders set coupon_id = $2, updated_at = now() where id = $1 and status = 'CART' returning *`,
        [row.id, coupon.id],
      );
      if (!updated) throw alreadyPlaced();
      return cartView(db, updated, scope);
    },
  );
}
