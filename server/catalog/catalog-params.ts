import * as z from 'zod/mini';
import { serviceType } from '../../contract/schemas/catalog.ts';
import { maxLength, opaqueId, requiredLine } from '../../contract/schemas/limits.ts';

const flag = (fallback: boolean) => z._default(z.stringbool(), fallback);
const count = (fallback: number, max: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback);
/** Ids are opaque to clients: one that names nothing is a 404, not a 400. */
const id = opaqueId;
/** Where a page starts; bounded by what a PostgreSQL integer holds. */
const offset = z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2_147_483_647)), 0);

/** `disabled-items`: true (the default) lists unavailable items too, marked UNAVAILABLE; false hides them. */
const serviceScope = { 'service-id': z.optional(id), 'disabled-items': flag(true) };

const coordinates = {
  latitude: z.optional(z.coerce.number().check(z.minimum(-90), z.maximum(90))),
  longitude: z.optional(z.coerce.number().check(z.minimum(-180), z.maximum(180))),
};
const bothOrNeither = z.refine<{ latitude?: number; longitude?: number }>(
  (query) => (query.latitude === undefined) === (query.longitude === undefined),
  { message: 'latitude and longitude go together' },
);

/** A read or write for one service's menu (favorites): its store's disabled dishes are UNAVAILABLE. */
export const serviceParams = z.object({ 'service-id': z.optional(id) });

/** `service-type`: the service the store must serve the point for (default delivery). */
export const storesParams = z
  .object({
    ...coordinates,
    'ignore-max-distance': flag(false),
    'disabled-items': flag(true),
    'service-type': z._default(z.pipe(z.string().check(z.toLowerCase()), serviceType), 'delivery'),
  })
  .check(bothOrNeither);

export const geolocationParams = z.object({
  latitude: z.coerce.number().check(z.minimum(-90), z.maximum(90)),
  longitude: z.coerce.number().check(z.minimum(-180), z.maximum(180)),
  'service-id': z.optional(id),
});

export const defaultCategoriesParams = z.object({ ...serviceScope, limit: count(2, 20) });

export const categoriesParams = z.object(serviceScope);

export const categoryParams = z.object({ ...serviceScope, 'category-id': id });

export const itemsParams = z
  .object({
    ...serviceScope,
    ...coordinates,
    limit: count(10, 50),
    offset,
    'service-type': z.optional(z.pipe(z.string().check(z.toLowerCase()), serviceType)),
  })
  .check(bothOrNeither);

export const searchParams = z.object({
  ...serviceScope,
  limit: count(10, 50),
  offset,
  query: requiredLine(maxLength.short),
});

export const itemParams = z.object({
  'item-id': id,
  'service-id': z.optional(id),
  'disabled-item': flag(true),
});
