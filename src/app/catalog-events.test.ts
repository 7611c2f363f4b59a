import { describe, expect, it } from 'vitest';
import { bannerClickedEvent, categoryViewedEvent, favoritedEvent, productEvent } from './catalog-events.ts';

const picanha = {
  id: 'i-1',
  name: 'Picanha na Brasa',
  description: '',
  image: '/media/items/i-1.svg',
  priceCents: 8990,
  available: true,
  categoryId: 'c-1',
};

describe('the catalog’s engagement events (spec §7)', () => {
  it('a dish opened or viewed carries its id, name, category and price in reais', () => {
    const properties = {
      item_id: 'i-1',
      item_name: 'Picanha na Brasa',
      category_id: 'c-1',
      price: 89.9,
      available: true,
    };
    expect(productEvent('PRODUCT_OPENED', picanha)).toEqual({
      kind: 'engagement',
      name: 'PRODUCT_OPENED',
      properties,
    });
    expect(productEvent('PRODUCT_VIEWED', picanha)).toEqual({
      kind: 'engagement',
      name: 'PRODUCT_VIEWED',
      properties,
    });
  });

  it('category, heart and banner events carry what identifies them', () => {
    expect(categoryViewedEvent({ id: 'c-1', name: 'Carnes', image: '', index: 0 })).toEqual({
      kind: 'engagement',
      name: 'CATEGORY_VIEWED',
      properties: { category_id: 'c-1', category_name: 'Carnes' },
    });
    expect(favoritedEvent({ itemId: 'i-1', active: false, serviceId: 's-1' })).toEqual({
      kind: 'engagement',
      name: 'PRODUCT_FAVORITED',
      properties: { item_id: 'i-1', favorited: false, service_id: 's-1' },
    });
    expect(bannerClickedEvent({ id: 'b-1', title: 'Picanha' })).toEqual({
      kind: 'engagement',
      name: 'BANNER_CLICKED',
      properties: { banner_id: 'b-1', title: 'Picanha' },
    });
  });
});
