import {
  type HistoryFilter,
  type InvoiceBody,
  invoiceSent,
  type Order,
  type OrderProgress,
  type OrdersPage,
  order,
  orderProgress,
  ordersPage,
  type RebuyResult,
  rebuyResult,
} from '../../contract/schemas/orders.ts';
import { api, type Call } from './client.ts';

const base = '/order/v1/orders';

/**
 * Whose orders: a signed-in customer's token goes with every call; a guest's calls carry its
 * session's secret (spec §3 "Guest session") instead.
 */
export interface Owner {
  guestSession?: string;
}

const ownerHeaders = ({ guestSession }: Owner): Record<string, string> =>
  guestSession === undefined ? {} : { 'x-guest-session': guestSession };
const orderPath = (orderId: string, rest = '') => `${base}/${encodeURIComponent(orderId)}${rest}`;

/** Spec §7 `GET orders/{id}`: items, address or store, payment, status timeline. */
export function fetchOrder({
  orderId,
  signal,
  ...owner
}: Call & Owner & { orderId: string }): Promise<Order> {
  return api.request(order, orderPath(orderId), { headers: ownerHeaders(owner), signal });
}

/** Spec §7 `GET orders/{id}/polling`: where the order stands now. */
export function pollOrder({
  orderId,
  signal,
  ...owner
}: Call & Owner & { orderId: string }): Promise<OrderProgress> {
  return api.request(orderProgress, orderPath(orderId, '/polling'), { headers: ownerHeaders(owner), signal });
}

/** Spec §7 `GET orders/{id}/confirm-delivery`: the customer has it. */
export function confirmDelivery({
  orderId,
  signal,
  ...owner
}: Call & Owner & { orderId: string }): Promise<OrderProgress> {
  return api.request(orderProgress, orderPath(orderId, '/confirm-delivery'), {
    headers: ownerHeaders(owner),
    signal,
  });
}

/** Spec §7 `GET orders/history/{filter}` (default ALL), `offset` = page × `limit` (§9). */
export function fetchOrderHistory({
  filter,
  limit,
  offset,
  signal,
  ...owner
}: Call & Owner & { filter: HistoryFilter; limit: number; offset: number }): Promise<OrdersPage> {
  return api.request(ordersPage, `${base}/history/${filter}`, {
    query: { limit, offset },
    headers: ownerHeaders(owner),
    signal,
  });
}

/** Spec §7 `POST rebuy { order_id, service_id }`: a new cart with the order's lines, and those left out. */
export function rebuyOrder({
  orderId,
  serviceId,
  signal,
  ...owner
}: Call & Owner & { orderId: string; serviceId: string }): Promise<RebuyResult> {
  return api.request(rebuyResult, `${base}/rebuy`, {
    method: 'POST',
    body: { order_id: orderId, service_id: serviceId },
    headers: ownerHeaders(owner),
    signal,
  });
}

/** Spec §7 `POST send invoice { order_id, email }`: e-mailed by the API. */
export async function sendInvoice({
  orderId,
  email,
  signal,
  ...owner
}: Call & Owner & { orderId: string; email: string }): Promise<void> {
  const body: InvoiceBody = { order_id: orderId, email };
  await api.request(invoiceSent, `${base}/invoice`, {
    method: 'POST',
    body,
    headers: ownerHeaders(owner),
    signal,
  });
}
