import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cmsContents,
  features,
  type HighlightsBlock,
  home,
  legalText,
  redirects,
} from '../../contract/schemas/cms.ts';
import { seedIds } from '../seed/seed-ids.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const english = { 'accept-language': 'en-US' };

describe('cms/v1', () => {
  it('features: every flag on for the demo brand', async () => {
    expect(await t.getParsed(features, '/api/cms/v1/features')).toEqual({
      delivery: true,
      table_payment: true,
      table_order: true,
      external_login: true,
    });
  });

  it('home: banners, search (minSize 4, debounce 2000), highlighted dishes and categories blocks', async () => {
    const { data } = await t.getParsed(home, '/api/cms/v1/home');
    expect(data.map((block) => block.type)).toEqual([
      'banner_carousel',
      'search',
      'highlights',
      'categories',
    ]);
    expect(data[1]).toMatchObject({ minSize: 4, debounce: 2000 });
    const carousel = data[0] as { banners: Array<{ title: string; alt: string; image: string }> };
    expect(carousel.banners.length).toBeGreaterThanOrEqual(3);
    const image = await t.request(carousel.banners[0]?.image ?? '');
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('home: highlighted dishes in the brand’s order, marked UNAVAILABLE where the service’s store disabled them', async () => {
    const highlights = async (query: string) => {
      const { data } = await t.getParsed(home, `/api/cms/v1/home${query}`);
      const block = data.find((entry) => entry.type === 'highlights') as HighlightsBlock;
      return block.items.map((item) => `${item.name}: ${item.status}`);
    };
    const centro = seedIds.service('brasa-grill', 'centro', 'delivery');
    const pinheiros = seedIds.service('brasa-grill', 'pinheiros', 'delivery');
    expect(await highlights(`?service-id=${centro}`)).toEqual([
      'Picanha na Brasa: AVAILABLE',
      'Brasa Clássico: AVAILABLE',
      'Feijoada Completa: AVAILABLE',
      'Costela Fogo de Chão: UNAVAILABLE',
      'Petit Gâteau: AVAILABLE',
    ]);
    expect(await highlights(`?service-id=${pinheiros}`)).toContain('Feijoada Completa: UNAVAILABLE');
    expect(await highlights('')).toContain('Costela Fogo de Chão: AVAILABLE');
    expect((await t.request(`/api/cms/v1/home?service-id=${seedIds.brand('nope')}`)).status).toBe(404);
  });

  it('answers texts in the Accept-Language locale, pt-BR by default', async () => {
    const pt = await t.getParsed(home, '/api/cms/v1/home');
    const en = await t.getParsed(home, '/api/cms/v1/home', english);
    expect(JSON.stringify(pt)).toContain('Hambúrgueres');
    expect(JSON.stringify(en)).toContain('Burgers');
    expect(JSON.stringify(en)).not.toContain('Hambúrgueres');
  });

  it('cms: content by codes[] in the order asked, unknown codes left out', async () => {
    const { data } = await t.getParsed(
      cmsContents,
      '/api/cms/v1/cms?codes[]=support&codes[]=nope&codes[]=about',
      english,
    );
    expect(data.map((content) => content.code)).toEqual(['support', 'about']);
    expect(data[1]?.title).toBe('About Brasa Grill');
  });

  it('cms without codes[] is a 400', async () => {
    const response = await t.request('/api/cms/v1/cms');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ detail: expect.stringContaining('codes') });
  });

  it('redirects: one relative, one absolute', async () => {
    const list = await t.getParsed(redirects, '/api/cms/v1/redirects');
    expect(list).toContainEqual({ path: '/cardapio', to: '/menu' });
    expect(list.some((redirect) => redirect.to.startsWith('https://'))).toBe(true);
  });

  it.each(['terms', 'policy', 'table-terms'])('%s in both languages, with paragraphs', async (kind) => {
    const pt = await t.getParsed(legalText, `/api/cms/v1/${kind}`);
    const en = await t.getParsed(legalText, `/api/cms/v1/${kind}`, english);
    expect(pt.title).not.toBe(en.title);
    expect(pt.version).toBe(en.version);
    expect(pt.published_at).toBe('2026-01-15');
    expect(pt.body.split('\n\n').length).toBeGreaterThanOrEqual(3);
  });
});

describe('brand scoping', () => {
  it('refuses an unknown brand with 400 { detail }', async () => {
    const response = await t.app.request('/api/cms/v1/features', { headers: { 'x-api-brand': 'nope' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ detail: expect.any(String) });
  });

  it('refuses a brand of another company', async () => {
    const response = await t.request('/api/cms/v1/features', { headers: { 'x-api-company': 'other' } });
    expect(response.status).toBe(400);
  });

  it('refuses a request without the brand header', async () => {
    expect((await t.app.request('/api/catalog/v1/categories')).status).toBe(400);
  });
});
