import * as z from 'zod/mini';
import { line, maxLength, requiredLine } from './limits.ts';

/** CEP, with or without the hyphen; answers always carry it as 00000-000. */
export const postalCode = z.string().check(z.trim(), z.regex(/^\d{5}-?\d{3}$/, 'postal code is 8 digits'));

const text = requiredLine(maxLength.addressLine);
const optionalText = z.optional(z.nullable(line(maxLength.addressLine)));
const latitude = z.number().check(z.minimum(-90), z.maximum(90));
const longitude = z.number().check(z.minimum(-180), z.maximum(180));

export const address = z.object({
  id: z.string(),
  postal_code: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.nullable(z.string()),
  reference_point: z.nullable(z.string()),
  district: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  is_main: z.boolean(),
});
export type Address = z.infer<typeof address>;

/** Main address first. */
export const addresses = z.array(address);

/** Create and update (PUT replaces every field). The first address of a user becomes the main one. */
export const addressInput = z.object({
  postal_code: postalCode,
  street: text,
  number: requiredLine(maxLength.houseNumber),
  complement: optionalText,
  reference_point: optionalText,
  district: text,
  city: text,
  state: z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'state is a two-letter code')),
  latitude,
  longitude,
  is_main: z.optional(z.boolean()),
});
export type AddressInput = z.input<typeof addressInput>;

export const geocodeResult = z.object({
  postal_code: z.string(),
  street: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeocodeResult = z.infer<typeof geocodeResult>;
export const geocodeResults = z.array(geocodeResult);
