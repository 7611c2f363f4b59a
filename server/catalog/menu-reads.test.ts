import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, itemsPage, product, searchResult } from '../../contract/schemas/catalog.ts';
import { seedIds } from '../seed/seed-ids.ts';
import { withoutRequestId } from '../test-support/accounts.ts';
import { demoBrand, openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;

const service = (store: string, type = 'delivery') => seedIds.service(demoBrand.brand, store, type);
const centro = service('centro');
const pinheiros = service('pinheiros');
/** Disabled at the centro store only (the brand and pinheiros keep it). */
const costela = seedIds.item(demoBrand.brand, 'costela-fogo-de-chao');
/** Largo da Batata: a short walk from the Pinheiros store, well past Centro's delivery area. */
const largoDaBatata = 'latitude=-23.5673&longitude=-46.6920';
/** Rio de Janeiro: no store delivers there. */
const rio = 'latitude=-22.9068&longitude=-43.1729';

beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const items = (query: string) => t.getParsed(itemsPage, `/api/catalog/v1/items?${query}`);
const failure = async (path: string) => {
  const response = await t.request(path);
  return {
    status: response.status,
    body: withoutRequestId(response, await response.json()) as { detail: string; code?: string },
  };
};

describe('menu pages', () => {
  it('page p of size s starts at offset p × s; the pages together are the whole menu in order, once', async () => {
    const whole = await items(`service-id=${centro}&limit=50&offset=0`);
    const rest = await items(`service-id=${centro}&limit=50&offset=50`);
    const all = [...whole.items, ...rest.items];
    expect(all).toHaveLength(whole.total);
    const size = 10;
    const pages = Math.ceil(whole.total / size);
    const paged = [];
    for (let page = 0; page < pages; page += 1) {
      const answer = await items(`service-id=${centro}&limit=${size}&offset=${page * size}`);
      expect(answer).toMatchObject({ limit: size, offset: page * size, total: whole.total });
      paged.push(...answer.items);
    }
    expect(paged.map((item) => item.id)).toEqual(all.map((item) => item.id));
    expect(new Set(paged.map((item) => item.id)).size).toBe(whole.total);
  });

  it('the last page is short and a page past the end is empty, with the total to stop at', async () => {
    const { total } = await items('limit=10');
    const lastPage = Math.floor((total - 1) / 10);
    const last = await items(`limit=10&offset=${lastPage * 10}`);
    expect(last.items).toHaveLength(total - lastPage * 10);
    const past = await items(`limit=10&offset=${(lastPage + 1) * 10}`);
    expect(past).toMatchObject({ items: [], total });
  });

  it('limit defaults to 10 and is bounded to 1…50; offset to a database integer', async () => {
    expect((await items('')).items).toHaveLength(10);
    expect((await items('limit=1')).items).toHaveLength(1);
    expect((await items('limit=50')).items).toHaveLength(50);
    for (const query of ['limit=0', 'limit=51', 'limit=2.5', 'offset=2147483648', 'offset=1.5']) {
      expect((await failure(`/api/catalog/v1/items?${query}`)).status).toBe(400);
    }
  });

  it('counts each category’s items: a category starts at the sum of the counts before it', async () => {
    const first = await items(`service-id=${centro}&limit=50`);
    const second = await items(`service-id=${centro}&limit=50&offset=50`);
    const all = [...first.items, ...second.items];
    expect(first.categories.reduce((sum, entry) => sum + entry.items_count, 0)).toBe(first.total);
    let start = 0;
    for (const entry of first.categories) {
      expect(all[start]?.category_id).toBe(entry.id);
      expect(all[start + entry.items_count - 1]?.category_id).toBe(entry.id);
      start += entry.items_count;
    }
  });
});

describe('an item disabled at a store', () => {
  it('is UNAVAILABLE in that store’s menu pages, not dropped, and AVAILABLE at the other store', async () => {
    const find = async (serviceId: string) =>
      [
        ...(await items(`service-id=${serviceId}&limit=50`)).items,
        ...(await items(`service-id=${serviceId}&limit=50&offset=50`)).items,
      ].find((item) => item.id === costela);
    expect(await find(centro)).toMatchObject({ status: 'UNAVAILABLE' });
    expect(await find(pinheiros)).toMatchObject({ status: 'AVAILABLE' });
  });

  it('is left out with disabled-items=false at that store only', async () => {
    const all = await items(`service-id=${centro}`);
    const centroAvailable = await items(`service-id=${centro}&disabled-items=false`);
    const pinheirosAvailable = await items(`service-id=${pinheiros}&disabled-items=false`);
    expect(centroAvailable.total).toBeLessThan(all.total);
    expect(centroAvailable.total).not.toBe(pinheirosAvailable.total);
  });

  it('reads as UNAVAILABLE in its category, the product and a search, at that store', async () => {
    const costelaProduct = await t.getParsed(
      product,
      `/api/catalog/v1/item?item-id=${costela}&service-id=${centro}`,
    );
    expect(costelaProduct.status).toBe('UNAVAILABLE');
    expect(
      (await failure(`/api/catalog/v1/item?item-id=${costela}&service-id=${centro}&disabled-item=false`))
        .status,
    ).toBe(404);
    const elsewhere = await t.getParsed(
      product,
      `/api/catalog/v1/item?item-id=${costela}&service-id=${pinheiros}`,
    );
    expect(elsewhere.status).toBe('AVAILABLE');
    const grill = await t.getParsed(
      category,
      `/api/catalog/v1/category?category-id=${costelaProduct.category_id}&service-id=${centro}`,
    );
    expect(grill.items.find((item) => item.id === costela)?.status).toBe('UNAVAILABLE');
    const found = await t.getParsed(
      searchResult,
      `/api/catalog/v1/items/search?query=costela%20fogo&service-id=${centro}`,
    );
    expect(found.items.find((item) => item.id === costela)?.status).toBe('UNAVAILABLE');
  });
});

describe('a customer’s point', () => {
  it('past the service’s store area is USER_OUT_OF_RANGE, though another store delivers there', async () => {
    const far = await failure(`/api/catalog/v1/items?service-id=${centro}&${largoDaBatata}`);
    expect(far).toEqual({
      status: 422,
      body: { detail: 'USER_OUT_OF_RANGE', code: 'USER_OUT_OF_RANGE' },
    });
    expect((await items(`service-id=${pinheiros}&${largoDaBatata}`)).items).toHaveLength(10);
    // Without a service, any store that delivers there will do.
    expect((await items(largoDaBatata)).items).toHaveLength(10);
    expect((await failure(`/api/catalog/v1/items?${rio}`)).body.detail).toBe('USER_OUT_OF_RANGE');
  });

  it('does not matter for takeout', async () => {
    expect((await items(`service-id=${service('centro', 'takeout')}&${rio}`)).total).toBeGreaterThan(0);
    expect((await items(`${rio}&service-type=takeout`)).total).toBeGreaterThan(0);
  });

  it('a service-type that contradicts the service is a 400', async () => {
    const contradiction = await failure(`/api/catalog/v1/items?service-id=${centro}&service-type=takeout`);
    expect(contradiction).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT' } });
  });
});

describe('menu reads never answer an empty body', () => {
  it('a category that does not exist is a 404, as is an unknown service', async () => {
    const missing = seedIds.category(demoBrand.brand, 'no-such-category');
    expect(await failure(`/api/catalog/v1/category?category-id=${missing}`)).toEqual({
      status: 404,
      body: { detail: 'category not found' },
    });
    for (const path of ['items', 'categories', 'categories/default', `category?category-id=${missing}`]) {
      const separator = path.includes('?') ? '&' : '?';
      expect((await failure(`/api/catalog/v1/${path}${separator}service-id=${missing}`)).status).toBe(404);
    }
  });
});
