import {
  type Address,
  type AddressInput,
  address,
  addresses,
  type GeocodeResult,
  geocodeResult,
  geocodeResults,
} from '../../contract/schemas/address.ts';
import { ok } from '../../contract/schemas/auth.ts';
import { api, type Call } from './client.ts';

/** Main first. */
export function fetchAddresses({ signal }: Call = {}): Promise<Address[]> {
  return api.request(addresses, '/crm/v1/addresses', { signal });
}

/** A duplicate fails with key registerAddressFailed (409). */
export function createAddress({ address: body, signal }: Call & { address: AddressInput }): Promise<Address> {
  return api.request(address, '/crm/v1/addresses', {
    method: 'POST',
    body,
    errorContext: 'addressRegister',
    signal,
  });
}

/** Replaces every field of the address; a duplicate of another one fails with registerAddressFailed (409). */
export function updateAddress({
  id,
  address: body,
  signal,
}: Call & { id: string; address: AddressInput }): Promise<Address> {
  return api.request(address, `/crm/v1/addresses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    errorContext: 'addressRegister',
    signal,
  });
}

/** Answers the list, main first. */
export function setMainAddress({ id, signal }: Call & { id: string }): Promise<Address[]> {
  return api.request(addresses, `/crm/v1/addresses/${encodeURIComponent(id)}/set-main`, {
    method: 'PUT',
    signal,
  });
}

export async function deleteAddress({ id, signal }: Call & { id: string }): Promise<void> {
  await api.request(ok, `/crm/v1/addresses/${encodeURIComponent(id)}`, { method: 'DELETE', signal });
}

/** By CEP (`postalCode`) or by street text (`address`). */
export function geocode({
  postalCode,
  address: text,
  signal,
}: Call & { postalCode?: string; address?: string }): Promise<GeocodeResult[]> {
  return api.request(geocodeResults, '/crm/v1/geocode', {
    query: { 'postal-code': postalCode, address: text },
    signal,
  });
}

export function reverseGeocode({
  latitude,
  longitude,
  signal,
}: Call & { latitude: number; longitude: number }): Promise<GeocodeResult> {
  return api.request(geocodeResult, '/crm/v1/geocode/reverse', { query: { latitude, longitude }, signal });
}
