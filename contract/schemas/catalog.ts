import * as z from 'zod/mini';
import { money } from './common.ts';

export const serviceType = z.enum(['delivery', 'takeout']);
export type ServiceType = z.infer<typeof serviceType>;
export const availability = z.enum(['AVAILABLE', 'UNAVAILABLE']);

export const service = z.object({ id: z.string(), serviceType, status: availability });
export type Service = z.infer<typeof service>;

export const openingHours = z.object({ weekday: z.int(), startTime: z.string(), endTime: z.string() });
export type OpeningHours = z.infer<typeof openingHours>;

export const restaurant = z.object({
  id: z.string(),
  merchant_id: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  services: z.array(service),
});
export type Restaurant = z.infer<typeof restaurant>;

export const categorySummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  index: z.int(),
  /** How many of its items the read lists: the menu's first item of a category is at the sum of those before. */
  items_count: z.int(),
});
export type CategorySummary = z.infer<typeof categorySummary>;

export const stores = z.object({
  restaurants: z.array(restaurant),
  restaurantAddress: z.string(),
  insideServiceArea: z.boolean(),
  availableHours: z.array(openingHours),
  categories: z.array(categorySummary),
});
export type Stores = z.infer<typeof stores>;

export const storeGeolocation = z.object({
  inside_service_area: z.boolean(),
  address: z.string(),
  today_work_hours: z.nullable(z.object({ startTime: z.string(), endTime: z.string() })),
  info: z.object({ estimate_delivery_time: z.int(), price: money }),
});
export type StoreGeolocation = z.infer<typeof storeGeolocation>;

export const item = z.object({
  id: z.string(),
  category_id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  price: money,
  status: availability,
});
export type Item = z.infer<typeof item>;

export const optionChoice = z.object({
  id: z.string(),
  name: z.string(),
  price: money,
  status: availability,
});
export const optionGroup = z.object({
  id: z.string(),
  name: z.string(),
  minPermitted: z.int(),
  maxPermitted: z.int(),
  status: availability,
  choices: z.array(optionChoice),
});
export type OptionGroup = z.infer<typeof optionGroup>;

export const product = z.extend(item, { options: z.array(optionGroup) });
export type Product = z.infer<typeof product>;

export const category = z.extend(categorySummary, { items: z.array(item) });
export type Category = z.infer<typeof category>;

export const categories = z.array(categorySummary);

export const itemsPage = z.object({
  items: z.array(item),
  categories: z.array(categorySummary),
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
});
export type ItemsPage = z.infer<typeof itemsPage>;

export const searchResult = z.object({ items: z.array(item), total: z.int() });

/** `categories/default`: the first categories in menu order, each with its items. */
export const defaultCategories = z.array(category);
