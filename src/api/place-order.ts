import {
  type AppleMerchantSession,
  appleMerchantSession,
} from '../../contract/schemas/apple-merchant-session.ts';
import { type Order, order, type PlaceOrderBody } from '../../contract/schemas/orders.ts';
import { api, type Call } from './client.ts';

const guestHeaders = (session: string | undefined) =>
  session === undefined ? {} : { headers: { 'x-guest-session': session }, auth: false };

/**
 * Places the cart `order_id` and pays, once per `idempotencyKey` (made before the first attempt and
 * kept until the outcome is known: the same key answers the first outcome again).
 */
export function placeOrder({
  body,
  idempotencyKey,
  session,
  signal,
}: Call & { body: PlaceOrderBody; idempotencyKey: string; session?: string }): Promise<Order> {
  return api.request(order, '/order/v1/orders', {
    method: 'POST',
    body,
    idempotencyKey,
    ...guestHeaders(session),
    signal,
  });
}

/** An order as it stands: its payment (a PIX waiting, approved, declined) and status. */
export function fetchPlacedOrder({
  orderId,
  session,
  signal,
}: Call & { orderId: string; session?: string }): Promise<Order> {
  return api.request(order, `/order/v1/orders/${encodeURIComponent(orderId)}`, {
    ...guestHeaders(session),
    signal,
  });
}

/** Apple Pay merchant validation (spec §7 `{ verification_url, order_id }`). */
export function startApplePaySession({
  validationUrl,
  orderId,
  signal,
}: Call & { validationUrl: string; orderId: string }): Promise<AppleMerchantSession> {
  return api.request(appleMerchantSession, '/order/v1/payments/apple/start-session', {
    method: 'POST',
    body: { verification_url: validationUrl, order_id: orderId },
    signal,
  });
}
