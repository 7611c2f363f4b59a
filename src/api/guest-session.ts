import type { AddressInput } from '../../contract/schemas/address.ts';
import {
  type GuestAddress,
  type GuestSession,
  guestAddress,
  guestSession,
} from '../../contract/schemas/guest-session.ts';
import { api, type Call } from './client.ts';

const base = '/order/v1/guest-session';
/** A guest's calls carry its session's secret (spec §3 "Guest session: order_id, session"). */
const guestHeaders = (session: string) => ({ 'x-guest-session': session });

/** Starts a guest's session at the address it confirmed: the order id (its cart) and the secret. */
export function createGuestSession({
  address,
  signal,
}: Call & { address: AddressInput }): Promise<GuestSession> {
  return api.request(guestSession, base, { method: 'POST', body: { address }, auth: false, signal });
}

/** Spec §6: a guest's address is fetched by its order id. */
export function fetchGuestAddress({
  orderId,
  session,
  signal,
}: Call & { orderId: string; session: string }): Promise<GuestAddress> {
  return api.request(guestAddress, `${base}/${encodeURIComponent(orderId)}/address`, {
    headers: guestHeaders(session),
    auth: false,
    signal,
  });
}

/** Spec §6: a guest's address is registered by its order id (replacing the one before). */
export function replaceGuestAddress({
  orderId,
  session,
  address,
  signal,
}: Call & { orderId: string; session: string; address: AddressInput }): Promise<GuestAddress> {
  return api.request(guestAddress, `${base}/${encodeURIComponent(orderId)}/address`, {
    method: 'POST',
    body: address,
    headers: guestHeaders(session),
    auth: false,
    signal,
  });
}
