import type { GeoPoint } from '../../contract/geo-point.ts';
import type { Address } from '../../contract/schemas/address.ts';

export interface DeliveryPointFacts {
  /** The customer's addresses, main first: a registered user's, or a guest session's one. */
  addresses: readonly Pick<Address, 'latitude' | 'longitude' | 'is_main'>[];
  /** The position the customer confirmed in the address wizard (or that the app kept from it). */
  location: GeoPoint | undefined;
}

/**
 * Where the stores are looked up for the customer (spec §4 "Start-up load"): the main address (a
 * registered user's, or the guest session's), else the confirmed position; undefined when there is
 * none — the app then asks at the spec's fallback point and never shows it as the customer's location.
 */
export function deliveryPointOf({ addresses, location }: DeliveryPointFacts): GeoPoint | undefined {
  const main = addresses.find((address) => address.is_main) ?? addresses[0];
  return main === undefined ? location : { latitude: main.latitude, longitude: main.longitude };
}
