import { orderSettlement, restaurantOrder } from '../../contract/schemas/dev.ts';
import { order } from '../../contract/schemas/orders.ts';
import type { Db } from '../db/db.ts';
import { isUuid } from '../db/sql.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { cancelOrder } from '../order/cancel-order.ts';
import { orderNotFound } from '../order/carts.ts';
import { orderReference } from '../order/order-outcomes.ts';
import type { OrderRow } from '../order/order-row.ts';
import { orderView } from '../order/order-view.ts';
import type { PaymentProvider } from '../payments/provider.ts';

interface Customer {
  name: string;
  email: string | null;
  phone_number: string | null;
  document: string | null;
}

/** Stand-ins for the restaurant's system. */
export function orderDevRoutes(api: ApiRouter, db: Db, provider: PaymentProvider): void {
  api.get(
    {
      path: '/api/dev/orders/:id',
      summary: "A submitted order as the restaurant's system reads it, with who placed it as stored",
      response: restaurantOrder,
    },
    async (_, c) => {
      const id = c.req.param('id') ?? '';
      const [row] = isUuid(id)
        ? await db.query<OrderRow>("select * from orders where id = $1 and status <> 'CART'", [id])
        : [];
      if (!row) throw orderNotFound();
      const [customer] = row.user_id
        ? await db.query<Customer>('select name, email, phone_number, document from users where id = $1', [
            row.user_id,
          ])
        : [];
      const now = c.get('clock').now();
      const view = await orderView(db, row, { brandId: row.brand_id, locale: c.get('locale'), now });
      return { ...view, customer: customer ?? null };
    },
  );

  api.get(
    {
      path: '/api/dev/orders/:id/settlement',
      summary:
        "Every order the order's owner placed, and every charge the payment provider holds for their payments (chaos runs: one order, one charge)",
      response: orderSettlement,
    },
    async (_, c) => {
      const id = c.req.param('id') ?? '';
      const [row] = isUuid(id)
        ? await db.query<OrderRow>("select * from orders where id = $1 and status <> 'CART'", [id])
        : [];
      if (!row) throw orderNotFound();
      const placed = await db.query<{ id: string }>(
        `select id from orders where status <> 'CART' and (user_id = $1 or guest_session_id = $2) order by created_at`,
        [row.user_id, row.guest_session_id],
      );
      const payments = await db.query<{ id: string }>(
        `select p.id from order_payments p where p.order_id = any($1::uuid[]) and p.method <> 'GIFT_CARD'
         order by p.created_at`,
        [placed.map((order) => order.id)],
      );
      const charges = [];
      for (const payment of payments) {
        for (const charge of await provider.charges(orderReference(payment.id))) {
          charges.push({ id: charge.id, amount_cents: charge.amountCents, status: charge.status });
        }
      }
      return { placed_orders: placed.map((order) => order.id), charges };
    },
  );

  api.post(
    {
      path: '/api/dev/orders/:id/cancel',
      summary:
        'The restaurant cancels an order not yet handed over: gift card and coupon back, the payment refunded',
      response: order,
    },
    async (_, c) => {
      const now = c.get('clock').now();
      const cancelled = await cancelOrder(db, provider, c.req.param('id') ?? '', now);
      return orderView(db, cancelled, { brandId: cancelled.brand_id, locale: c.get('locale'), now });
    },
  );
}
