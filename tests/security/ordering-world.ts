import { type Cart, cart } from '../../contract/schemas/cart.ts';
import { order as orderSchema, type PlaceOrderBody } from '../../contract/schemas/orders.ts';
import { seedIds } from '../../server/seed/seed-ids.ts';
import {
  addItem,
  call,
  cardPayment,
  later,
  lunchTime,
  parsed,
  place,
  placed,
  service,
  setClock,
  startGuest,
  type Who,
} from '../../server/test-support/ordering.ts';
import { cards } from '../../server/test-support/table.ts';
import type { TestApp } from '../../server/test-support/test-app.ts';

/**
 * The owner's side of delivery and takeout: a takeout cart at the centro store, a card order placed
 * an hour ago (picked up since, so its delivery can be confirmed), a PIX order, and two guests —
 * the cart API knows a guest by its `x-guest-session` header, and another guest is to a guest's
 * cart what another user is to a user's.
 */
export interface OrderingWorld {
  /** The business clock the rows run at: a Wednesday 13:00 in São Paulo, the store open. */
  now: string;
  serviceId: string;
  /** The owner's open cart, opened and given a line when it has none (placing an order uses it up). */
  cart(): Promise<Cart>;
  /** A card order of the owner's, placed now. */
  newOrder(): Promise<string>;
  order: string;
  pix: { order: string; txid: string };
  /** A guest's open cart; `placed`: an order that guest placed when the owner placed `order`. */
  guest: { order: string; placed: string; owner: Who; other: Who };
}

/** A dish without options to choose. */
const dessert = seedIds.item('brasa-grill', 'petit-gateau');

export async function buildOrderingWorld(t: TestApp, owner: Who): Promise<OrderingWorld> {
  const serviceId = service('centro', 'takeout');
  async function ownersCart(): Promise<Cart> {
    const open = await parsed(
      cart,
      await call(t, '/cart/session', { body: { service_id: serviceId }, who: owner }),
    );
    return open.items.length > 0 ? open : addItem(t, owner, open.order_id, { item_id: dessert, quantity: 1 });
  }
  async function newOrder(payment?: PlaceOrderBody['payment']): Promise<string> {
    const { order_id, total } = await ownersCart();
    const body = {
      order_id,
      expected_total: total.total.value,
      payment: payment ?? (await cardPayment(t, cards.approved)),
    };
    return (await placed(await place(t, owner, body))).order_id;
  }

  await setClock(t, lunchTime);
  const order = await newOrder();
  const pixOrder = await newOrder({ method: 'PIX' });
  const { payment } = await parsed(orderSchema, await call(t, `/orders/${pixOrder}`, { who: owner }));
  if (!payment?.pix) throw new Error('the PIX order has no charge');
  const ordered = await startGuest(t);
  const { total } = await addItem(t, ordered.who, ordered.order_id, { item_id: dessert, quantity: 1 });
  const guestOrder = await placed(
    await place(t, ordered.who, {
      order_id: ordered.order_id,
      expected_total: total.total.value,
      payment: await cardPayment(t, cards.approved),
    }),
  );
  const now = later(lunchTime, 60);
  await setClock(t, now);
  const guest = await parsed(
    cart,
    await call(t, '/cart/session', { body: { service_id: service('centro', 'delivery') }, who: ordered.who }),
  );
  const other = await startGuest(t);
  return {
    now,
    serviceId,
    cart: ownersCart,
    newOrder: () => newOrder(),
    order,
    pix: { order: pixOrder, txid: payment.pix.txid },
    guest: { order: guest.order_id, placed: guestOrder.order_id, owner: ordered.who, other: other.who },
  };
}
