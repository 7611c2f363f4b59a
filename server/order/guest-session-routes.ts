import type { Context } from 'hono';
import { addressInput } from '../../contract/schemas/address.ts';
import {
  type GuestAddress,
  guestAddress,
  guestSession,
  guestSessionBody,
  guestSessionState,
} from '../../contract/schemas/guest-session.ts';
import type { Point } from '../catalog/geo.ts';
import { servingFirst } from '../catalog/store-lookup.ts';
import { findService, loadStores, type Store } from '../catalog/store-queries.ts';
import { fields, normalized } from '../crm/address-routes.ts';
import type { Queryable } from '../db/db.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/http-error.ts';
import { limits } from '../http/limits.ts';
import { countHit, tooManyAttempts } from '../http/rate-limit.ts';
import { cartView } from './cart-view.ts';
import { cartNotFound, findCart } from './carts.ts';
import { type OrderDeps, scopeOf } from './order-deps.ts';
import { newGuestSecret, type Owner, secretHash } from './owner.ts';

const base = '/api/order/v1/guest-session';

function placeOf(body: Parameters<typeof normalized>[0]): GuestAddress {
  const input = normalized(body);
  return Object.fromEntries(fields.map((field) => [field, input[field] ?? null])) as GuestAddress;
}

async function guestPlace(q: Queryable, guestId: string): Promise<GuestAddress> {
  const [row] = await q.query<GuestAddress>(`select ${fields.join(', ')} from guest_sessions where id = $1`, [
    guestId,
  ]);
  if (!row) throw new Error('guest session vanished');
  return row;
}

/** Delivery from the store the store lookup answers first: the nearest whose area holds `point`, else the nearest. */
const defaultDelivery = (stores: Store[], point: Point) =>
  servingFirst(stores, point, 'delivery')
    .flatMap((store) => store.services)
    .find((service) => service.serviceType === 'delivery')?.id;

/** Guest sessions (spec §3, §6): a guest's cart and address hang on its order id. */
export function guestSessionRoutes({ api, db, owner }: OrderDeps): void {
  /** The guest whose order `:id` is; any other caller is answered as for a cart that does not exist. */
  async function guestOfOrder(c: Context<AppEnv>): Promise<Owner> {
    const guest = await owner(c);
    const [own] =
      guest.kind === 'guest'
        ? await db.query('select 1 from orders where id::text = $1 and guest_session_id = $2', [
            c.req.param('id'),
            guest.id,
          ])
        : [];
    if (!own) throw cartNotFound();
    return guest;
  }

  api.post(
    {
      path: base,
      summary:
        'Start a guest session at an address: its order id (the cart) and its secret, the x-guest-session header of later calls; 429 past the sessions a client may start in an hour',
      body: guestSessionBody,
      response: guestSession,
      status: 201,
    },
    async ({ body }, c) => {
      const { windowSeconds, perClient } = limits.guestSessions;
      const { hits, retryAfter } = await countHit(db, 'guest-session-client', c.get('client'), windowSeconds);
      if (hits > perClient) throw tooManyAttempts(retryAfter);
      const brandId = c.get('brand').id;
      const address = placeOf(body.address);
      const serviceId = body.service_id
        ? (await findService(db, brandId, body.service_id)).service.id
        : defaultDelivery(await loadStores(db, brandId), address);
      if (!serviceId) throw notFound('service');
      const secret = newGuestSecret();
      const orderId = await db.transaction(async (tx) => {
        const [guest] = await tx.query<{ id: string }>(
          `insert into guest_sessions (brand_id, secret_hash, ${fields.join(', ')})
           values ($1, $2, ${fields.map((_, i) => `$${i + 3}`).join(', ')}) returning id`,
          [brandId, secretHash(secret), ...fields.map((field) => address[field])],
        );
        const [order] = await tx.query<{ id: string }>(
          `insert into orders (brand_id, guest_session_id, service_id, status) values ($1, $2, $3, 'CART') returning id`,
          [brandId, guest?.id, serviceId],
        );
        if (!order) throw new Error('cart insert returned nothing');
        return order.id;
      });
      return { order_id: orderId, session: secret };
    },
  );

  api.get(
    {
      path: `${base}/:id`,
      summary: "The guest's cart reload: its address and cart (406 once the cart was placed)",
      response: guestSessionState,
    },
    async (_, c) => {
      const guest = await guestOfOrder(c);
      const cart = await findCart(db, guest, c.req.param('id') ?? '');
      return {
        order_id: cart.id,
        address: await guestPlace(db, guest.id),
        cart: await cartView(db, cart, scopeOf(c)),
      };
    },
  );

  api.get(
    {
      path: `${base}/:id/address`,
      summary: "The guest's address, tied to its order id",
      response: guestAddress,
    },
    async (_, c) => guestPlace(db, (await guestOfOrder(c)).id),
  );

  api.post(
    {
      path: `${base}/:id/address`,
      summary: "Replace the guest's address (its open cart delivers there; placed orders keep theirs)",
      body: addressInput,
      response: guestAddress,
    },
    async ({ body }, c) => {
      const guest = await guestOfOrder(c);
      const address = placeOf(body);
      await db.query(
        `update guest_sessions set ${fields.map((field, i) => `${field} = $${i + 2}`).join(', ')} where id = $1`,
        [guest.id, ...fields.map((field) => address[field])],
      );
      return guestPlace(db, guest.id);
    },
  );
}
