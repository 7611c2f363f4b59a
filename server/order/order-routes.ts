import type { Context } from 'hono';
import { money } from '../../contract/money.ts';
import {
  type HistoryFilter,
  historyFilter,
  order,
  orderProgress,
  ordersPage,
  ordersQuery,
  placeOrderBody,
} from '../../contract/schemas/orders.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ifChanged } from '../http/etag.ts';
import { HttpError } from '../http/http-error.ts';
import { idempotencyKey, idempotent } from '../http/idempotency.ts';
import { parseInput } from '../http/parse-input.ts';
import { findOwnOrder, orderNotFound } from './carts.ts';
import { type OrderDeps, scopeOf, serviceHeader } from './order-deps.ts';
import { progressAt } from './order-progress.ts';
import { iso, type OrderRow } from './order-row.ts';
import { orderView, progressView } from './order-view.ts';
import { type Owner, ownedBy, ownerColumns } from './owner.ts';
import { asLapsed, asOfNow, hasLapsedPix, lapsedPixAt } from './pix-settlement.ts';
import { prepareOrder, settleOrder, submitOrder } from './place-order.ts';

const base = '/api/order/v1/orders';

/** SQL of each history filter over `orders o`; `now` places the business clock as a parameter. */
const filters: Record<HistoryFilter, (now: () => string) => string> = {
  ALL: () => `o.status <> 'CART'`,
  ACTIVE: (now) => {
    const at = now();
    return `((o.status in ('PAYING', 'AWAITING_PAYMENT') and not ${hasLapsedPix(at)}) or (o.status = 'PLACED' and o.completed_at > ${at}))`;
  },
  DELIVERED: (now) => `o.status = 'PLACED' and o.completed_at <= ${now()}`,
  CANCELLED: (now) => `(o.status in ('CANCELLED', 'PAYMENT_FAILED') or ${hasLapsedPix(now())})`,
};

export function orderRoutes(deps: OrderDeps): void {
  const { api, db, owner } = deps;

  /** The caller's order `:id` (any other is 404) as it stands now; reading it writes nothing. */
  async function ownOrder(c: Context<AppEnv>): Promise<{ who: Owner; row: OrderRow }> {
    const who = await owner(c);
    const found = await findOwnOrder(db, who, c.req.param('id') ?? '');
    if (!found) throw orderNotFound();
    return { who, row: await asOfNow(db, found, c.get('clock').now()) };
  }

  async function page(c: Context<AppEnv>, filter: HistoryFilter, limit: number, offset: number) {
    const who = await owner(c);
    const now = c.get('clock').now();
    const params: unknown[] = [...ownerColumns(who), now];
    const at = `$${params.length}`;
    const where = `${ownedBy('o', 1)} and ${filters[filter](() => at)}`;
    const [counted] = await db.query<{ total: number }>(
      `select count(*)::int as total from orders o where ${where}`,
      // A statement takes exactly the parameters it names: the clock only where the filter reads it.
      where.includes(at) ? params : params.slice(0, -1),
    );
    // Reading writes nothing: a PIX charge past its time shows its order failed before anything settles it.
    const rows = await db.query<
      OrderRow & { store_name: string; items_count: number; lapsed_at: Date | null }
    >(
      `select o.*, s.name as store_name, ${lapsedPixAt(at)} as lapsed_at,
         (select coalesce(sum(quantity), 0)::int from order_items where order_id = o.id) as items_count
       from orders o join store_services v on v.id = o.service_id join stores s on s.id = v.store_id
       where ${where} order by o.submitted_at desc, o.id limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, limit, offset],
    );
    return {
      orders: rows.map((read) => {
        const row = asLapsed(read, read.lapsed_at);
        const progress = progressAt(row, now);
        return {
          order_id: row.id,
          status: progress.status,
          final: progress.final,
          checkout_option: row.checkout_option ?? 'DELIVERY',
          store_name: row.store_name,
          items_count: row.items_count,
          total: money(row.total_cents ?? 0),
          submitted_at: iso(row.submitted_at ?? now),
        };
      }),
      total: counted?.total ?? 0,
      limit,
      offset,
    };
  }

  api.post(
    {
      path: base,
      summary:
        'Place the cart `order_id` and pay (card now, PIX to pay); re-checks everything in one transaction; Idempotency-Key required',
      body: placeOrderBody,
      response: order,
      status: 201,
    },
    async ({ body }, c) => {
      const key = idempotencyKey(c.req.header('idempotency-key'));
      const who = await owner(c);
      const scope = scopeOf(c);
      const placing = {
        db,
        provider: deps.provider,
        pix: deps.pix,
        owner: who,
        scope,
        serviceHeader: serviceHeader(c),
        body,
      };
      await prepareOrder(placing);
      const submitted = await idempotent(db, `order-create:${who.kind}:${who.id}`, key, body, (tx) =>
        submitOrder(placing, tx),
      );
      const orderId = await settleOrder(placing, submitted);
      const row = await findOwnOrder(db, who, orderId);
      if (!row) throw orderNotFound();
      return orderView(db, row, scopeOf(c));
    },
  );

  api.get(
    {
      path: base,
      summary: "The customer's orders, newest first; offset = page × limit",
      query: ordersQuery,
      response: ordersPage,
    },
    ({ query }, c) => page(c, 'ALL', query.limit, query.offset),
  );

  api.get(
    {
      path: `${base}/history/:filter`,
      summary: 'Order history by filter: ALL, ACTIVE, DELIVERED or CANCELLED',
      query: ordersQuery,
      response: ordersPage,
    },
    ({ query }, c) => {
      const filter = parseInput(historyFilter, (c.req.param('filter') ?? 'ALL').toUpperCase());
      return page(c, filter, query.limit, query.offset);
    },
  );

  api.get(
    {
      path: `${base}/:id`,
      summary: 'An order: items, address or store, payment, status timeline',
      response: order,
    },
    async (_, c) => orderView(db, (await ownOrder(c)).row, scopeOf(c)),
  );

  api.get(
    {
      path: `${base}/:id/polling`,
      summary: 'Where an order stands now (poll until `final`)',
      response: orderProgress,
    },
    async (_, c) => {
      // A poll writes nothing: a lapsed PIX reads failed here, the sweep or the next write settles it.
      const found = await findOwnOrder(db, await owner(c), c.req.param('id') ?? '');
      if (!found) throw orderNotFound();
      const now = c.get('clock').now();
      const row = await asOfNow(db, found, now);
      const { status, timeline } = progressAt(row, now);
      return ifChanged(c, `${row.version}.${status}.${timeline.length}`) ?? progressView(row, now);
    },
  );

  api.get(
    {
      path: `${base}/:id/confirm-delivery`,
      summary: 'The customer confirms it arrived (or was picked up), once it is on its way or ready',
      response: orderProgress,
    },
    async (_, c) => {
      const { row } = await ownOrder(c);
      const now = c.get('clock').now();
      const progress = progressAt(row, now);
      if (progress.status === 'CANCELLED' || progress.status === 'PAYMENT_FAILED') {
        throw new HttpError(409, `the order is ${progress.status}`, 'ORDER_FINISHED');
      }
      if (!progress.final) {
        const [confirmed] = await db.query<OrderRow>(
          `update orders set completed_at = $2, updated_at = now()
           where id = $1 and status = 'PLACED' and dispatched_at <= $2 and completed_at > $2 returning *`,
          [row.id, now],
        );
        if (!confirmed) throw new HttpError(409, 'the order is not on its way yet', 'ORDER_NOT_DISPATCHED');
        return progressView(confirmed, now);
      }
      return progressView(row, now);
    },
  );
}
