import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  category,
  defaultCategories,
  itemsPage,
  product,
  searchResult,
  storeGeolocation,
  stores,
} from '../../contract/schemas/catalog.ts';
import { withoutRequestId } from '../test-support/accounts.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let deliveryId: string;
let takeoutId: string;

/** Near Praça da República: inside the centro delivery area. */
const republica = 'latitude=-23.5431&longitude=-46.6422';
/** Rio de Janeiro: outside every area. */
const rio = 'latitude=-22.9068&longitude=-43.1729';

beforeAll(async () => {
  t = await openTestApp();
  const { restaurants } = await t.getParsed(stores, `/api/catalog/v1/stores?${republica}`);
  const services = restaurants[0]?.services ?? [];
  deliveryId = services.find((s) => s.serviceType === 'delivery')?.id ?? '';
  takeoutId = services.find((s) => s.serviceType === 'takeout')?.id ?? '';
});
afterAll(() => t.close());

const status = async (path: string) => {
  const response = await t.request(path);
  return {
    status: response.status,
    body: withoutRequestId(response, await response.json()) as { detail: string },
  };
};

describe('stores', () => {
  it('lists stores nearest first, with the nearest one’s area, hours and categories', async () => {
    const result = await t.getParsed(stores, `/api/catalog/v1/stores?${republica}`);
    expect(result.restaurants.map((r) => r.code)).toEqual(['centro', 'pinheiros']);
    expect(result.insideServiceArea).toBe(true);
    expect(result.restaurantAddress).toContain('Quinze de Novembro');
    expect(new Set(result.availableHours.map((span) => span.weekday)).size).toBe(7);
    expect(result.availableHours.filter((span) => span.weekday === 1)).toHaveLength(2);
    expect(result.categories.length).toBeGreaterThanOrEqual(8);
    const pinheiros = await t.getParsed(
      stores,
      '/api/catalog/v1/stores?latitude=-23.5673&longitude=-46.6920',
    );
    expect(pinheiros.restaurants[0]?.code).toBe('pinheiros');
  });

  it('is a 404 far from every store unless ignore-max-distance', async () => {
    expect((await status(`/api/catalog/v1/stores?${rio}`)).status).toBe(404);
    const ignored = await t.getParsed(stores, `/api/catalog/v1/stores?${rio}&ignore-max-distance=true`);
    expect(ignored.insideServiceArea).toBe(false);
  });

  it('rejects half a coordinate', async () => {
    expect((await status('/api/catalog/v1/stores?latitude=-23.5')).status).toBe(400);
  });

  it('geolocation prices delivery inside the area and zeroes it outside', async () => {
    const inside = await t.getParsed(
      storeGeolocation,
      `/api/catalog/v1/stores/geolocation?${republica}&service-id=${deliveryId}`,
    );
    expect(inside.inside_service_area).toBe(true);
    expect(inside.info.price.value).toBeGreaterThan(0);
    const outside = await t.getParsed(
      storeGeolocation,
      `/api/catalog/v1/stores/geolocation?${rio}&service-id=${deliveryId}`,
    );
    expect(outside).toMatchObject({
      inside_service_area: false,
      info: { estimate_delivery_time: 0, price: { value: 0 } },
    });
    const takeout = await t.getParsed(
      storeGeolocation,
      `/api/catalog/v1/stores/geolocation?${rio}&service-id=${takeoutId}`,
    );
    expect(takeout.info.price.value).toBe(0);
  });

  it('geolocation for an unknown service is a 404', async () => {
    expect((await status(`/api/catalog/v1/stores/geolocation?${republica}&service-id=nope`)).body).toEqual({
      detail: 'service not found',
    });
  });
});

describe('categories', () => {
  it('default: the first `limit` (2) categories by index, with items', async () => {
    const list = await t.getParsed(
      defaultCategories,
      `/api/catalog/v1/categories/default?service-id=${deliveryId}`,
    );
    expect(list.map((c) => c.index)).toEqual([0, 1]);
    expect(list[0]?.items.length).toBeGreaterThan(0);
    const four = await t.getParsed(defaultCategories, '/api/catalog/v1/categories/default?limit=4');
    expect(four).toHaveLength(4);
  });

  it('lists categories and reads one with its items', async () => {
    const list = await t.getParsed(categories, `/api/catalog/v1/categories?service-id=${deliveryId}`);
    const last = list.at(-1);
    const one = await t.getParsed(
      category,
      `/api/catalog/v1/category?category-id=${last?.id}&service-id=${deliveryId}`,
    );
    expect(one.name).toBe(last?.name);
    expect(one.items.every((item) => item.category_id === last?.id)).toBe(true);
  });

  it('an unknown category is a 404', async () => {
    expect((await status(`/api/catalog/v1/category?category-id=${deliveryId}`)).status).toBe(404);
    expect((await status('/api/catalog/v1/category?category-id=nope')).status).toBe(404);
  });
});

describe('items', () => {
  it('pages the menu with offset = page × limit', async () => {
    const first = await t.getParsed(itemsPage, `/api/catalog/v1/items?service-id=${deliveryId}&${republica}`);
    const second = await t.getParsed(
      itemsPage,
      `/api/catalog/v1/items?service-id=${deliveryId}&limit=10&offset=10`,
    );
    expect(first).toMatchObject({ limit: 10, offset: 0 });
    expect(first.items).toHaveLength(10);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect(first.total).toBeGreaterThanOrEqual(60);
    expect(first.categories.length).toBeGreaterThanOrEqual(8);
  });

  it('hides unavailable items when disabled-items=false', async () => {
    const all = await t.getParsed(itemsPage, '/api/catalog/v1/items?limit=50&offset=0');
    const available = await t.getParsed(itemsPage, '/api/catalog/v1/items?disabled-items=false');
    expect(all.items.some((item) => item.status === 'UNAVAILABLE')).toBe(true);
    expect(available.total).toBeLessThan(all.total);
  });

  it('is USER_OUT_OF_RANGE for delivery to a point outside every area', async () => {
    const far = await status(`/api/catalog/v1/items?service-id=${deliveryId}&${rio}&service-type=delivery`);
    expect(far.status).toBe(422);
    expect(far.body.detail).toBe('USER_OUT_OF_RANGE');
    const takeout = await t.request(`/api/catalog/v1/items?service-id=${takeoutId}&${rio}`);
    expect(takeout.status).toBe(200);
  });

  it.each(['limit=abc', 'limit=0', 'limit=51', 'offset=-1', 'service-type=drone', 'disabled-items=maybe'])(
    'rejects %s with 400 { detail }',
    async (query) => {
      const { status: code, body } = await status(`/api/catalog/v1/items?${query}`);
      expect(code).toBe(400);
      expect(body.detail).toEqual(expect.any(String));
    },
  );

  it('an unknown service is a 404', async () => {
    expect(
      (await status('/api/catalog/v1/items?service-id=00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });
});

describe('search', () => {
  it('ignores accents and case, in the request locale', async () => {
    const plain = await t.getParsed(searchResult, '/api/catalog/v1/items/search?query=pao%20de%20queijo');
    const accented = await t.getParsed(
      searchResult,
      `/api/catalog/v1/items/search?query=${encodeURIComponent('PÃO DE QUEIJO')}`,
    );
    expect(plain.items.map((i) => i.name)).toContain('Pão de Queijo Mineiro');
    expect(accented.items.map((i) => i.id)).toEqual(plain.items.map((i) => i.id));
    const english = await t.getParsed(searchResult, '/api/catalog/v1/items/search?query=cheese%20bread', {
      'accept-language': 'en-US',
    });
    expect(english.items.map((i) => i.name)).toContain('Minas Cheese Bread');
  });

  it('limits results and counts all matches', async () => {
    const result = await t.getParsed(searchResult, '/api/catalog/v1/items/search?query=picanha&limit=2');
    expect(result.items).toHaveLength(2);
    expect(result.total).toBeGreaterThan(2);
  });

  it('finds nothing without failing, and needs a query', async () => {
    expect(await t.getParsed(searchResult, '/api/catalog/v1/items/search?query=sushi')).toEqual({
      items: [],
      total: 0,
    });
    expect((await status('/api/catalog/v1/items/search')).status).toBe(400);
  });
});

describe('item', () => {
  it('reads a product with option groups and priced choices', async () => {
    const { items } = await t.getParsed(searchResult, '/api/catalog/v1/items/search?query=brasa%20classico');
    const burger = await t.getParsed(
      product,
      `/api/catalog/v1/item?item-id=${items[0]?.id}&service-id=${deliveryId}`,
    );
    const doneness = burger.options.find((group) => group.name === 'Ponto da carne');
    const extras = burger.options.find((group) => group.name === 'Adicionais');
    expect(doneness).toMatchObject({ minPermitted: 1, maxPermitted: 1, status: 'AVAILABLE' });
    expect(extras).toMatchObject({ minPermitted: 0, maxPermitted: 3 });
    expect(extras?.choices.some((choice) => choice.price.value > 0)).toBe(true);
    expect(extras?.choices.some((choice) => choice.status === 'UNAVAILABLE')).toBe(true);
  });

  it('an unavailable item is hidden when disabled-item=false', async () => {
    const { items } = await t.getParsed(searchResult, '/api/catalog/v1/items/search?query=tomahawk');
    const path = `/api/catalog/v1/item?item-id=${items[0]?.id}`;
    expect((await t.getParsed(product, path)).status).toBe('UNAVAILABLE');
    expect((await status(`${path}&disabled-item=false`)).status).toBe(404);
  });

  it('an unknown item is a 404', async () => {
    expect((await status('/api/catalog/v1/item?item-id=no-such-item')).body).toEqual({
      detail: 'item not found',
    });
    expect((await status('/api/catalog/v1/item')).status).toBe(400);
  });
});
