import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemsPage, product, searchResult } from '../../contract/schemas/catalog.ts';
import { largeMenu } from '../../contract/schemas/dev-menu.ts';
import { seedIds } from '../seed/seed-ids.ts';
import { expectStatus } from '../test-support/accounts.ts';
import { demoBrand, openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
const centro = seedIds.service(demoBrand.brand, 'centro', 'delivery');

beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const grow = async () =>
  largeMenu.parse(await expectStatus(await t.request('/api/dev/menu/large', { method: 'POST' }), 200));
const page = (query: string) => t.getParsed(itemsPage, `/api/catalog/v1/items?service-id=${centro}&${query}`);

describe('the large menu (dev tools)', () => {
  it('grows the demo menu to 2,000 dishes across every category, once however often it is asked', async () => {
    const before = await page('limit=1');
    expect(await grow()).toEqual({ items: 2000, categories: before.categories.length });
    expect(await grow()).toEqual({ items: 2000, categories: before.categories.length });
    const first = await page('limit=10');
    expect(first.total).toBe(2000);
    expect(first.categories.map((category) => category.id)).toEqual(before.categories.map((c) => c.id));
    expect(first.categories.every((category) => category.items_count >= 100)).toBe(true);
    expect(first.categories.reduce((sum, category) => sum + category.items_count, 0)).toBe(2000);
  });

  it('pages to its end: the last page of 10 starts at 1,990', async () => {
    const last = await page('limit=10&offset=1990');
    expect(last.items).toHaveLength(10);
    expect((await page('limit=10&offset=2000')).items).toEqual([]);
    const lastCategory = last.categories.at(-1);
    expect(last.items.every((item) => item.category_id === lastCategory?.id)).toBe(true);
  });

  it('keeps the demo dishes first in their category, then numbered variants with the same options', async () => {
    const { items } = await t.getParsed(
      searchResult,
      '/api/catalog/v1/items/search?query=picanha%20na%20brasa&limit=50',
    );
    expect(items[0]?.name).toBe('Picanha na Brasa');
    expect(items[1]?.name).toBe('Picanha na Brasa nº 2');
    const [original, variant] = await Promise.all(
      [items[0], items[1]].map((item) =>
        t.getParsed(product, `/api/catalog/v1/item?item-id=${item?.id}&service-id=${centro}`),
      ),
    );
    expect(variant?.price).toEqual(original?.price);
    expect(variant?.options.map((group) => group.id)).toEqual(original?.options.map((group) => group.id));
    const english = await t.getParsed(
      searchResult,
      '/api/catalog/v1/items/search?query=chargrilled%20picanha%20no.%202',
      {
        'accept-language': 'en-US',
      },
    );
    expect(english.items[0]?.name).toBe('Chargrilled Picanha no. 2');
  });

  it('still marks unavailable dishes, and its pictures draw', async () => {
    const { items } = await t.getParsed(searchResult, '/api/catalog/v1/items/search?query=tomahawk&limit=50');
    expect(items.length).toBeGreaterThan(20);
    expect(items.every((item) => item.status === 'UNAVAILABLE')).toBe(true);
    const picture = await t.request(items.at(-1)?.image ?? '');
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('answers a search on it in under 200 ms (median of 20): texts are folded once, not per search', async () => {
    const times: number[] = [];
    for (let run = 0; run < 20; run += 1) {
      const started = performance.now();
      await (await t.request('/api/catalog/v1/items/search?query=queijo')).json();
      times.push(performance.now() - started);
    }
    const median = [...times].sort((a, b) => a - b)[10] ?? 0;
    console.info(`search on 2000 dishes: median ${median.toFixed(1)} ms of 20`);
    expect(median).toBeLessThan(200);
  });

  it('is undone by a reset, which brings back the demo menu', async () => {
    await expectStatus(await t.reset(), 200);
    expect((await page('limit=1')).total).toBeLessThan(100);
  });
});
