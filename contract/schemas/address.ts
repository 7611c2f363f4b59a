import * as z from 'zod/mini';
import { built } from './built.ts';
import { line, maxLength, requiredLine } from './limits.ts';

/** CEP, with or without the hyphen; answers always carry it as 00000-000. */
export const postalCode = z.lazy(() =>
  z.string().check(z.trim(), z.regex(/^\d{5}-?\d{3}$/, 'a CEP is 8 digits, written 00000-000 or 00000000')),
);

const optionalText = (max: number) => z.optional(z.nullable(line(max)));
const latitude = z.lazy(() => z.number().check(z.minimum(-90), z.maximum(90)));
const longitude = z.lazy(() => z.number().check(z.minimum(-180), z.maximum(180)));

export const address = z.lazy(() =>
  z.object({
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
  }),
);
export type Address = z.infer<typeof address>;

/** Main address first. */
export const addresses = z.lazy(() => z.array(address));

/** Create and update (PUT replaces every field). The first address of a user becomes the main one. */
export const addressInput = z.lazy(() =>
  z.object({
    postal_code: postalCode,
    street: requiredLine(120),
    number: requiredLine(maxLength.houseNumber),
    complement: optionalText(80),
    reference_point: optionalText(120),
    district: requiredLine(80),
    city: requiredLine(80),
    state: z.string().check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'state is a two-letter code')),
    latitude,
    longitude,
    is_main: z.optional(z.boolean()),
  }),
);
export type AddressInput = z.input<typeof addressInput>;

export const geocodeResult = z.lazy(() =>
  z.object({
    postal_code: z.string(),
    street: z.string(),
    district: z.string(),
    city: z.string(),
    state: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
);
export type GeocodeResult = z.infer<typeof geocodeResult>;
export const geocodeResults = z.lazy(() => z.array(geocodeResult));

/** Reverse geocoding: the nearest known address and how far the point is from it. */
export const reverseGeocodeResult = z.lazy(() => z.extend(built(geocodeResult), { distance_m: z.int() }));
export type ReverseGeocodeResult = z.infer<typeof reverseGeocodeResult>;
