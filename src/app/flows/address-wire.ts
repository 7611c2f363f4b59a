import type { Address, AddressInput, GeocodeResult } from '../../../contract/schemas/address.ts';
import type { GuestAddress } from '../../../contract/schemas/guest-session.ts';
import type { NewAddress, Place, SavedAddress } from '../../../machines/geolocation/geolocation.types.ts';

/** The wizard's camelCase places and addresses, and the API's snake_case ones (spec §3 "Address"). */
export const placeOfGeocode = (result: GeocodeResult): Place => ({
  postalCode: result.postal_code,
  street: result.street,
  district: result.district,
  city: result.city,
  state: result.state,
  latitude: result.latitude,
  longitude: result.longitude,
});

export function addressInputOf(address: NewAddress, isMain?: boolean): AddressInput {
  return {
    postal_code: address.postalCode,
    street: address.street,
    number: address.number,
    complement: address.complement || null,
    reference_point: address.referencePoint || null,
    district: address.district,
    city: address.city,
    state: address.state,
    latitude: address.latitude,
    longitude: address.longitude,
    ...(isMain === undefined ? {} : { is_main: isMain }),
  };
}

export const savedAddressOf = (address: Address): SavedAddress => ({
  ...placeOfGeocode(address),
  id: address.id,
  number: address.number,
  complement: address.complement ?? '',
  referencePoint: address.reference_point ?? '',
  isMain: address.is_main,
});

/** A guest's address as an address of the list the start-up load keeps: the only one, so the main one. */
export const addressOfGuest = (orderId: string, place: GuestAddress): Address => ({
  ...place,
  id: orderId,
  is_main: true,
});
