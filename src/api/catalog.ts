import {
  type Category,
  type CategorySummary,
  categories,
  category,
  defaultCategories,
  type Item,
  type ItemsPage,
  itemsPage,
  type Product,
  product,
  type ServiceType,
  type StoreGeolocation,
  type Stores,
  searchResult,
  storeGeolocation,
  stores,
} from '../../contract/schemas/catalog.ts';
import { api, type Call } from './client.ts';

interface Position {
  latitude: number;
  longitude: number;
}

export function fetchStores({
  latitude,
  longitude,
  ignoreMaxDistance,
  disabledItems,
  signal,
}: Call & Position & { ignoreMaxDistance?: boolean; disabledItems?: boolean }): Promise<Stores> {
  return api.request(stores, '/catalog/v1/stores', {
    query: { latitude, longitude, 'ignore-max-distance': ignoreMaxDistance, 'disabled-items': disabledItems },
    signal,
  });
}

export function fetchStoreGeolocation({
  latitude,
  longitude,
  serviceId,
  signal,
}: Call & Position & { serviceId: string }): Promise<StoreGeolocation> {
  return api.request(storeGeolocation, '/catalog/v1/stores/geolocation', {
    query: { latitude, longitude, 'service-id': serviceId },
    signal,
  });
}

/** The first categories of the menu with their items, sorted by `index`. */
export async function fetchDefaultCategories({
  serviceId,
  disabledItems,
  limit = 2,
  signal,
}: Call & { serviceId: string; disabledItems?: boolean; limit?: number }): Promise<Category[]> {
  const list = await api.request(defaultCategories, '/catalog/v1/categories/default', {
    query: { 'service-id': serviceId, 'disabled-items': disabledItems, limit },
    signal,
  });
  return list.sort((a, b) => a.index - b.index);
}

export function fetchCategories({
  serviceId,
  disabledItems,
  signal,
}: Call & { serviceId: string; disabledItems?: boolean }): Promise<CategorySummary[]> {
  return api.request(categories, '/catalog/v1/categories', {
    query: { 'service-id': serviceId, 'disabled-items': disabledItems },
    signal,
  });
}

export function fetchCategory({
  categoryId,
  serviceId,
  signal,
}: Call & { categoryId: string; serviceId: string }): Promise<Category> {
  return api.request(category, '/catalog/v1/category', {
    query: { 'category-id': categoryId, 'service-id': serviceId },
    signal,
  });
}

export interface ItemsPageParams extends Call, Partial<Position> {
  serviceId: string;
  /** Zero-based; the offset sent is `page × limit`. */
  page: number;
  limit?: number;
  disabledItems?: boolean;
  serviceType?: ServiceType;
}

/** A page of the menu; fails with `outOfRange` when the user is too far from the restaurant. */
export function fetchItemsPage({
  serviceId,
  page,
  limit = 10,
  disabledItems,
  latitude,
  longitude,
  serviceType,
  signal,
}: ItemsPageParams): Promise<ItemsPage> {
  return api.request(itemsPage, '/catalog/v1/items', {
    query: {
      'service-id': serviceId,
      'disabled-items': disabledItems,
      limit,
      offset: page * limit,
      latitude,
      longitude,
      'service-type': serviceType,
    },
    signal,
  });
}

export function searchItems({
  serviceId,
  query,
  limit = 10,
  signal,
}: Call & { serviceId: string; query: string; limit?: number }): Promise<{ items: Item[]; total: number }> {
  return api.request(searchResult, '/catalog/v1/items/search', {
    query: { 'service-id': serviceId, limit, query },
    signal,
  });
}

export function fetchItem({
  itemId,
  serviceId,
  disabledItem,
  signal,
}: Call & { itemId: string; serviceId: string; disabledItem?: boolean }): Promise<Product> {
  return api.request(product, '/catalog/v1/item', {
    query: { 'item-id': itemId, 'service-id': serviceId, 'disabled-item': disabledItem },
    signal,
  });
}
