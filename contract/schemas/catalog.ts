import * as z from 'zod/mini';
import { built } from './built.ts';
import { money } from './common.ts';

export const serviceType = z.enum(['delivery', 'takeout']);
export type ServiceType = z.infer<typeof serviceType>;
export const availability = z.enum(['AVAILABLE', 'UNAVAILABLE']);

/** `HH:MM` in São Paulo time; an end before the start runs past midnight (the span belongs to its start day). */
export const timeSpan = z.lazy(() => z.object({ startTime: z.string(), endTime: z.string() }));
export type TimeSpan = z.infer<typeof timeSpan>;

/**
 * Why a customer cannot order a service now, for the unavailable-service modal: the store is closed
 * (`next_opening` says when it opens), the point is outside the delivery area, the store is open but
 * this service is not (`today_hours` lists its hours today), or the service has no hours today (a
 * closed day such as a holiday, a weekday without hours, or the service switched off).
 */
export const unavailableReason = z.enum(['STORE_CLOSED', 'OUT_OF_AREA', 'OUT_OF_HOURS', 'UNAVAILABLE_TODAY']);
export type UnavailableReason = z.infer<typeof unavailableReason>;

export const serviceUnavailable = z.lazy(() =>
  z.object({
    reason: unavailableReason,
    /** The service this is about (its hours are `today_hours`); the checkout option's when absent. */
    service_type: z.optional(serviceType),
    /** ISO 8601 with the São Paulo offset; null while the service is open or when it has no opening soon. */
    next_opening: z.nullable(z.string()),
    /** The service's spans that start today (none on a closed day). */
    today_hours: z.array(timeSpan),
    /** The store's own spans that start today: when the restaurant itself opens. */
    store_hours: z.optional(z.array(timeSpan)),
  }),
);
export type ServiceUnavailable = z.infer<typeof serviceUnavailable>;

/**
 * `status` is AVAILABLE only while the service is open now (business clock); `unavailable` is null
 * when the customer can order it from the point asked about, else why not. Delivery outside the
 * area is OUT_OF_AREA even while open, so the reason comes first that no waiting would fix.
 */
export const service = z.lazy(() =>
  z.object({
    id: z.string(),
    serviceType,
    status: availability,
    unavailable: z.optional(z.nullable(serviceUnavailable)),
  }),
);
export type Service = z.infer<typeof service>;

export const openingHours = z.lazy(() => z.extend(built(timeSpan), { weekday: z.int() }));
export type OpeningHours = z.infer<typeof openingHours>;

export const restaurant = z.lazy(() =>
  z.object({
    id: z.string(),
    merchant_id: z.string(),
    code: z.string(),
    name: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    services: z.array(service),
    /** Straight-line distance from the point asked about; null when none was. */
    distance_m: z.optional(z.nullable(z.int())),
    /** Whether the point asked about is inside one of this store's delivery areas. */
    inside_service_area: z.optional(z.boolean()),
  }),
);
export type Restaurant = z.infer<typeof restaurant>;

export const categorySummary = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    index: z.int(),
    /** How many of its items the read lists: the menu's first item of a category is at the sum of those before. */
    items_count: z.int(),
  }),
);
export type CategorySummary = z.infer<typeof categorySummary>;

/**
 * The store that serves the point for the service type asked about comes first: the nearest whose
 * delivery area holds the point (takeout: the nearest offering it); when none does, the nearest store
 * with `insideServiceArea: false`. The others follow nearest first. `restaurantAddress`,
 * `insideServiceArea` and `availableHours` (the store's own spans, several a day) are the first one's.
 */
export const stores = z.lazy(() =>
  z.object({
    restaurants: z.array(restaurant),
    restaurantAddress: z.string(),
    insideServiceArea: z.boolean(),
    availableHours: z.array(openingHours),
    categories: z.array(categorySummary),
  }),
);
export type Stores = z.infer<typeof stores>;

/**
 * A service at a point: whether the point is inside the area, the ETA (minutes) and price from the
 * store's distance bands (zero outside), `today_work_hours` the span running now or else the next
 * (or last) of today, `today_hours` all of today's spans, `store_hours` the store's own, and the
 * service's status and reason.
 */
export const storeGeolocation = z.lazy(() =>
  z.object({
    inside_service_area: z.boolean(),
    address: z.string(),
    today_work_hours: z.nullable(timeSpan),
    info: z.object({ estimate_delivery_time: z.int(), price: money }),
    restaurant_id: z.optional(z.string()),
    service_id: z.optional(z.string()),
    distance_m: z.optional(z.int()),
    today_hours: z.optional(z.array(timeSpan)),
    /** The store's own spans that start today (the service's may be narrower). */
    store_hours: z.optional(z.array(timeSpan)),
    status: z.optional(availability),
    unavailable: z.optional(z.nullable(serviceUnavailable)),
  }),
);
export type StoreGeolocation = z.infer<typeof storeGeolocation>;

export const item = z.lazy(() =>
  z.object({
    id: z.string(),
    category_id: z.string(),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    price: money,
    status: availability,
  }),
);
export type Item = z.infer<typeof item>;

export const optionChoice = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    price: money,
    status: availability,
  }),
);
export const optionGroup = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    minPermitted: z.int(),
    maxPermitted: z.int(),
    status: availability,
    choices: z.array(optionChoice),
  }),
);
export type OptionGroup = z.infer<typeof optionGroup>;

export const product = z.lazy(() => z.extend(built(item), { options: z.array(optionGroup) }));
export type Product = z.infer<typeof product>;

export const category = z.lazy(() => z.extend(built(categorySummary), { items: z.array(item) }));
export type Category = z.infer<typeof category>;

export const categories = z.lazy(() => z.array(categorySummary));

export const itemsPage = z.lazy(() =>
  z.object({
    items: z.array(item),
    categories: z.array(categorySummary),
    total: z.int(),
    limit: z.int(),
    offset: z.int(),
  }),
);
export type ItemsPage = z.infer<typeof itemsPage>;

export const searchResult = z.lazy(() => z.object({ items: z.array(item), total: z.int() }));

/** `categories/default`: the first categories in menu order, each with its items. */
export const defaultCategories = z.lazy(() => z.array(category));
