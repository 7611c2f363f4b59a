import type { DeliveryAddress } from '../../contract/schemas/cart.ts';
import type { Point } from '../catalog/geo.ts';
import { fields } from '../crm/address-routes.ts';
import type { Db, Queryable } from '../db/db.ts';
import { isUuid } from '../db/sql.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import type { OrderRow } from './order-row.ts';
import { lockOwner, type Owner, ownedBy, ownerColumns } from './owner.ts';

/** Spec §8 cart detail texts: the client clears its order id and empties the cart. */
export const cartNotFound = () => new HttpError(404, 'cart not found', 'CART_NOT_FOUND');
/** 406: state the server will not accept; the client resets and goes home. */
export const alreadyPlaced = () =>
  new HttpError(406, 'this cart was already placed as an order', 'CART_ALREADY_PLACED');

export const orderNotFound = () => new HttpError(404, 'order not found', 'ORDER_NOT_FOUND');

/** The owner's open cart `orderId`; `lock` holds its row until the transaction ends. */
export async function findCart(q: Queryable, owner: Owner, orderId: string, lock = false): Promise<OrderRow> {
  const [row] = isUuid(orderId)
    ? await q.query<OrderRow>(
        `select o.* from orders o where o.id = $1 and ${ownedBy('o', 2)} ${lock ? 'for update' : ''}`,
        [orderId, ...ownerColumns(owner)],
      )
    : [];
  if (!row) throw cartNotFound();
  if (row.status !== 'CART') throw alreadyPlaced();
  return row;
}

/** The owner's order (any status but CART), or undefined. */
export async function findOwnOrder(
  q: Queryable,
  owner: Owner,
  orderId: string,
): Promise<OrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await q.query<OrderRow>(
    `select o.* from orders o where o.id = $1 and ${ownedBy('o', 2)} and o.status <> 'CART'`,
    [orderId, ...ownerColumns(owner)],
  );
  return row;
}

/** A saved address of the user: the one asked for (404 if not theirs), the cart's, or the main one. */
async function chooseAddress(
  tx: Queryable,
  userId: string,
  asked: string | undefined,
  current: string | null,
): Promise<SavedPlace | null> {
  if (asked !== undefined) {
    const [own] = isUuid(asked)
      ? await tx.query<SavedPlace>(
          'select id, latitude, longitude from addresses where id = $1 and user_id = $2',
          [asked, userId],
        )
      : [];
    if (!own) throw new HttpError(404, 'address not found', 'ADDRESS_NOT_FOUND');
    return own;
  }
  const [found] = await tx.query<SavedPlace>(
    `select id, latitude, longitude from addresses where user_id = $1
     order by id = $2 desc, is_main desc, created_at desc limit 1`,
    [userId, current],
  );
  return found ?? null;
}

interface SavedPlace extends Point {
  id: string;
}

/**
 * The owner's open cart, now for `serviceId` (created when there is none). A registered customer
 * naming an address moves the cart there, and to the service `serviceAt` says reaches it; what it
 * throws (a 412: nobody delivers there) leaves the cart as it was.
 */
export async function openCart(
  db: Db,
  owner: Owner,
  brandId: string,
  input: {
    serviceId: string;
    addressId?: string;
    repurchase?: boolean;
    serviceAt?: (point: Point) => string;
  },
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const [existing] = await tx.query<OrderRow>(
      `select o.* from orders o where ${ownedBy('o', 1)} and o.status = 'CART' for update`,
      ownerColumns(owner),
    );
    const place =
      owner.kind === 'user'
        ? await chooseAddress(tx, owner.id, input.addressId, existing?.address_id ?? null)
        : null;
    const addressId = place?.id ?? null;
    const serviceId = place && input.addressId && input.serviceAt ? input.serviceAt(place) : input.serviceId;
    if (existing && !input.repurchase) {
      const [updated] = await tx.query<OrderRow>(
        `update orders set service_id = $2, address_id = $3, updated_at = now() where id = $1 returning *`,
        [existing.id, serviceId, addressId],
      );
      if (!updated) throw new Error('cart update returned nothing');
      return updated;
    }
    // A rebuy starts over: the open cart gives way to the one it fills.
    if (existing) await tx.query('delete from orders where id = $1', [existing.id]);
    const [created] = await tx.query<OrderRow>(
      `insert into orders (brand_id, user_id, guest_session_id, service_id, address_id, status, repurchase)
       values ($1, $2, $3, $4, $5, 'CART', $6) returning *`,
      [brandId, ...ownerColumns(owner), serviceId, addressId, input.repurchase ?? false],
    );
    if (!created) throw new Error('cart insert returned nothing');
    return created;
  });
}

const placeColumns = fields.join(', ');

/** Where the cart's delivery goes: the user's chosen saved address, or the guest's. */
export async function deliveryPlace(q: Queryable, cart: OrderRow): Promise<DeliveryAddress | null> {
  const [place] = cart.user_id
    ? await q.query<DeliveryAddress>(
        `select id, ${placeColumns} from addresses where id = $1 and user_id = $2`,
        [cart.address_id, cart.user_id],
      )
    : await q.query<DeliveryAddress>(`select null as id, ${placeColumns} from guest_sessions where id = $1`, [
        cart.guest_session_id,
      ]);
  return place ?? null;
}

/**
 * 410 (spec §8) when the request's `service_id` header names another restaurant than the cart's:
 * the client reloads the restaurants and opens the cart session again for the new one.
 */
export async function requireSameRestaurant(
  q: Queryable,
  brandId: string,
  headerServiceId: string | undefined,
  cart: OrderRow,
): Promise<void> {
  if (!headerServiceId || headerServiceId === cart.service_id) return;
  const [row] = isUuid(headerServiceId)
    ? await q.query<{ same: boolean }>(
        `select asked.store_id = own.store_id as same
         from store_services asked join stores s on s.id = asked.store_id, store_services own
         where asked.id = $1 and s.brand_id = $2 and own.id = $3`,
        [headerServiceId, brandId, cart.service_id],
      )
    : [];
  if (!row) throw notFound('service');
  if (!row.same)
    throw new HttpError(410, 'the restaurant changed since the cart was built', 'RESTAURANT_CHANGED');
}
