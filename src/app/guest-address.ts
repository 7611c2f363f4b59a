import type { Address } from '../../contract/schemas/address.ts';
import { isApiError } from '../api/errors.ts';
import { fetchGuestAddress } from '../api/guest-session.ts';
import { addressOfGuest } from './flows/address-wire.ts';
import type { Slices } from './stored-state.ts';

type GuestSession = NonNullable<Awaited<ReturnType<Slices['guestSession']['read']>>>;

/** A guest's address (spec §6: fetched by the order id); a session that ended is forgotten. */
export async function guestAddresses(
  slices: Slices,
  stored: GuestSession,
  signal: AbortSignal,
): Promise<Address[]> {
  try {
    return [addressOfGuest(stored.orderId, await fetchGuestAddress({ ...stored, signal }))];
  } catch (error) {
    if (!isApiError(error) || (error.status !== 404 && error.status !== 406)) throw error;
    await slices.guestSession.clear();
    return [];
  }
}
