import type { Address, AddressInput } from '../../../contract/schemas/address.ts';
import type { SaveAddressInput, SavedAddress } from '../../../machines/geolocation/geolocation.types.ts';
import { createAddress, fetchAddresses, setMainAddress, updateAddress } from '../../api/addresses.ts';
import { isApiError } from '../../api/errors.ts';
import { createGuestSession, replaceGuestAddress } from '../../api/guest-session.ts';
import { isSignedIn } from '../signed-in.ts';
import type { Slices } from '../stored-state.ts';
import { addressInputOf, savedAddressOf } from './address-wire.ts';

interface System {
  get(id: string): { getSnapshot(): unknown; send(event: unknown): void } | undefined;
}

interface SaveCall {
  input: SaveAddressInput;
  system: System;
  signal: AbortSignal;
}

const samePlace = (a: Address, b: AddressInput) =>
  a.postal_code.replace('-', '') === b.postal_code.replace('-', '') &&
  a.street.toLowerCase() === b.street.toLowerCase() &&
  a.number.toLowerCase() === b.number.toLowerCase() &&
  (a.complement ?? '').toLowerCase() === (b.complement ?? '').toLowerCase();

/**
 * A registered customer's address (spec §6). From the wizard of a visit (`register` scope) the address
 * confirmed is where they order to now: it becomes the main one, and one saved before is chosen again
 * rather than refused. From the address book a duplicate is the spec's 409.
 */
async function saveRegistered({ scope, id, address }: SaveAddressInput, signal: AbortSignal) {
  const body = addressInputOf(address, scope === 'register' ? true : undefined);
  try {
    return id === undefined
      ? await createAddress({ address: body, signal })
      : await updateAddress({ id, address: body, signal });
  } catch (error) {
    if (scope !== 'register' || !isApiError(error) || error.status !== 409) throw error;
    const existing = (await fetchAddresses({ signal })).find((candidate) => samePlace(candidate, body));
    if (existing === undefined) throw error;
    const list = await setMainAddress({ id: existing.id, signal });
    return list.find((candidate) => candidate.id === existing.id) ?? existing;
  }
}

/** Spec §6: a guest's address is registered by its order id; the first one starts the guest session. */
async function saveGuest({ address }: SaveAddressInput, slices: Slices, signal: AbortSignal) {
  const body = addressInputOf(address);
  const stored = await slices.guestSession.read();
  if (stored !== undefined) {
    try {
      await replaceGuestAddress({ ...stored, address: body, signal });
      return stored.orderId;
    } catch (error) {
      // The session ended (its cart was placed, or it is unknown): a new one starts below.
      if (!isApiError(error) || (error.status !== 404 && error.status !== 406)) throw error;
    }
  }
  const session = await createGuestSession({ address: body, signal });
  await slices.guestSession.write({ orderId: session.order_id, session: session.session });
  return session.order_id;
}

/** The wizard's `saveAddress`: to the address book when signed in, else to the guest session. */
export async function saveAddress(
  slices: Slices,
  { input, system, signal }: SaveCall,
): Promise<SavedAddress> {
  if (isSignedIn(system)) return savedAddressOf(await saveRegistered(input, signal));
  const orderId = await saveGuest(input, slices, signal);
  system.get('app')?.send({ type: 'guestSession.started', orderId });
  return { ...input.address, id: orderId, isMain: true };
}
