import type { Context } from 'hono';
import {
  addCartItemBody,
  cart,
  cartAck,
  cartCheck,
  cartSessionBody,
  removeCartItemQuery,
  updateCartItemBody,
  useGiftCardBody,
} from '../../contract/schemas/cart.ts';
import type { Point } from '../catalog/geo.ts';
import { requireOrderable } from '../catalog/orderable-service.ts';
import { serviceServing } from '../catalog/store-lookup.ts';
import { findService, loadStores, serviceIn } from '../catalog/store-queries.ts';
import type { Queryable } from '../db/db.ts';
import { insertRows } from '../db/insert-rows.ts';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { priceLines } from '../table/order-lines.ts';
import { cartView, openCartView } from './cart-view.ts';
import { findCart, openCart, requireSameRestaurant } from './carts.ts';
import { type OrderDeps, scopeOf, serviceHeader } from './order-deps.ts';
import { insertLine } from './order-lines.ts';
import type { OrderRow } from './order-row.ts';
import type { Owner } from './owner.ts';

const base = '/api/order/v1/cart';
/** Plenty for a meal; a bound on what one cart makes the API price and lock. */
const maxLines = 50;
const lineNotFound = () => new HttpError(404, 'cart line not found', 'LINE_NOT_FOUND');
/** The menu a cart's lines are checked against: its store's, without the dishes that store disabled. */
const menuOf = (c: Context<AppEnv>, storeId: string) => ({
  brandId: c.get('brand').id,
  locale: c.get('locale'),
  storeId,
});

/** Cart calls (spec §7 "Cart"): registered users by their token, guests by their session header. */
export function cartRoutes({ api, db, owner }: OrderDeps): void {
  /** The caller's open cart `:id` (404 / 406), and 410 when the request's service is another restaurant's. */
  async function ownCart(c: Context<AppEnv>, who: Owner, q: Queryable = db, lock = false): Promise<OrderRow> {
    const found = await findCart(q, who, c.req.param('id') ?? '', lock);
    await requireSameRestaurant(q, c.get('brand').id, serviceHeader(c), found);
    return found;
  }

  /** Runs `change` on the locked cart, then answers the cart as it is afterwards. */
  async function changeCart(c: Context<AppEnv>, change: (tx: Queryable, row: OrderRow) => Promise<void>) {
    // Resolved before the transaction: PGlite runs one at a time, and the owner lookup is not part of it.
    const who = await owner(c);
    const row = await db.transaction(async (tx) => {
      const locked = await ownCart(c, who, tx, true);
      await change(tx, locked);
      const [updated] = await tx.query<OrderRow>(
        'update orders set updated_at = now() where id = $1 returning *',
        [locked.id],
      );
      return updated ?? locked;
    });
    return cartView(db, row, scopeOf(c));
  }

  api.post(
    {
      path: `${base}/session`,
      summary:
        'The open cart for a service (created when none); a registered user naming an address moves it there and to the store delivering to it (412, unchanged, when none does); 412 when unavailable',
      body: cartSessionBody,
      response: cart,
    },
    async ({ body }, c) => {
      const who = await owner(c);
      const scope = scopeOf(c);
      const stores = await loadStores(db, scope.brandId);
      const asked = serviceIn(stores, body.service_id);
      // Nobody delivering to the address asked for is the asked service's 412 (OUT_OF_AREA).
      const serviceAt = (point: Point) =>
        serviceServing(stores, asked, point)?.id ??
        requireOrderable(asked.store, asked.service, scope.now, point).id;
      const row = await openCart(db, who, scope.brandId, {
        serviceId: asked.service.id,
        addressId: body.address_id,
        serviceAt,
      });
      return openCartView(db, row, scope);
    },
  );

  api.get({ path: `${base}/:id`, summary: 'A cart (the registered reload)', response: cart }, async (_, c) =>
    cartView(db, await ownCart(c, await owner(c)), scopeOf(c)),
  );

  api.get(
    {
      path: `${base}/:id/verify-items`,
      summary:
        'Before paying: lines no longer on the menu, and 412 when the service cannot take the order now',
      response: cartCheck,
    },
    async (_, c) => {
      const checked = await openCartView(db, await ownCart(c, await owner(c)), scopeOf(c));
      const unavailable = checked.items.filter((line) => line.status !== 'AVAILABLE');
      return {
        ok: unavailable.length === 0 && checked.items.length > 0,
        unavailable_lines: unavailable.map((line) => line.cart_order),
        cart: checked,
      };
    },
  );

  api.post(
    {
      path: `${base}/:id/items`,
      summary:
        'Add a line (item, options checked against the menu, note); 412 when the service is unavailable',
      body: addCartItemBody,
      response: cart,
      status: 201,
    },
    async ({ body }, c) => {
      const open = await openCartView(db, await ownCart(c, await owner(c)), scopeOf(c));
      const [line] = await priceLines(db, menuOf(c, open.store.id), [body]);
      if (!line) throw new Error('priced no line');
      return changeCart(c, async (tx, row) => {
        const [lines] = await tx.query<{ count: number }>(
          'select count(*)::int as count from order_items where order_id = $1',
          [row.id],
        );
        if ((lines?.count ?? 0) >= maxLines) {
          throw new HttpError(422, `a cart holds at most ${maxLines} lines`, 'CART_FULL');
        }
        await insertLine(tx, row.id, line);
      });
    },
  );

  api.patch(
    {
      path: `${base}/:id/items`,
      summary: 'Update a line: `cart_order` names it, `item` gives its new quantity, choices or note',
      body: updateCartItemBody,
      response: cart,
    },
    async ({ body }, c) => {
      const current = await ownCart(c, await owner(c));
      const { store } = await findService(db, c.get('brand').id, current.service_id);
      const [line] = await db.query<{ id: string; item_id: string; quantity: number; note: string | null }>(
        'select id, item_id, quantity, note from order_items where order_id = $1 and cart_order = $2',
        [current.id, body.cart_order],
      );
      if (!line) throw lineNotFound();
      const { quantity = line.quantity, choice_ids } = body.item;
      const note = body.item.note === undefined ? line.note : body.item.note || null;
      // New choices are checked against the menu as a new line would be.
      const [priced] = choice_ids
        ? await priceLines(db, menuOf(c, store.id), [{ item_id: line.item_id, quantity, choice_ids, note }])
        : [];
      return changeCart(c, async (tx) => {
        const [updated] = await tx.query(
          'update order_items set quantity = $2, note = $3 where id = $1 returning id',
          [line.id, quantity, note],
        );
        if (!updated) throw lineNotFound();
        if (!priced) return;
        await tx.query('delete from order_item_options where order_item_id = $1', [line.id]);
        await insertRows(
          tx,
          'order_item_options',
          priced.choices.map((choice) => ({ order_item_id: line.id, choice_id: choice.id })),
        );
      });
    },
  );

  api.delete(
    {
      path: `${base}/:id/items`,
      summary: 'Remove the line `cart-order`',
      query: removeCartItemQuery,
      response: cart,
    },
    ({ query }, c) =>
      changeCart(c, async (tx, row) => {
        const [removed] = await tx.query(
          'delete from order_items where order_id = $1 and cart_order = $2 returning id',
          [row.id, query['cart-order']],
        );
        if (!removed) throw lineNotFound();
      }),
  );

  api.delete({ path: `${base}/:id`, summary: 'Delete the cart', response: cartAck }, async (_, c) => {
    const who = await owner(c);
    await db.transaction(async (tx) => {
      const row = await ownCart(c, who, tx, true);
      await tx.query('delete from orders where id = $1', [row.id]);
    });
    return { ok: true as const };
  });

  api.patch(
    {
      path: `${base}/:id/gift-card`,
      summary: "Whether the redeemed gift card's balance pays for this order (the use flag)",
      body: useGiftCardBody,
      response: cart,
    },
    ({ body }, c) =>
      changeCart(c, async (tx, row) => {
        if (body.use && !row.gift_card_id) {
          throw new HttpError(404, 'no gift card was redeemed on this cart', 'GIFT_CARD_NOT_FOUND');
        }
        await tx.query('update orders set use_gift_card = $2 where id = $1', [row.id, body.use]);
      }),
  );

  api.delete(
    { path: `${base}/:id/coupon`, summary: 'Take the coupon off the cart', response: cart },
    (_, c) =>
      changeCart(c, async (tx, row) => {
        await tx.query('update orders set coupon_id = null where id = $1', [row.id]);
      }),
  );
}
