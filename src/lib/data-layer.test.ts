import { describe, expect, it } from 'vitest';
import type { TrackedEvent, TrackedItem } from './analytics.ts';
import { type DataLayer, dataLayerSink } from './data-layer.ts';

const picanha: TrackedItem = { item_id: 'i-1', item_name: 'Picanha na Brasa', price: 89.9, quantity: 2 };

const pushed = (...events: TrackedEvent[]) => {
  const layer: DataLayer = [];
  const sink = dataLayerSink(layer);
  for (const event of events) sink(event);
  return layer;
};

describe('the GA4 data layer adapter (spec §7)', () => {
  it('pushes the cart and checkout events with their ecommerce object in reais, clearing the last one', () => {
    expect(pushed({ kind: 'commerce', name: 'add_to_cart', value: 179.8, items: [picanha] })).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'BRL', value: 179.8, items: [picanha] } },
    ]);
    expect(
      pushed({
        kind: 'commerce',
        name: 'begin_checkout',
        value: 179.8,
        items: [picanha],
        coupon: 'BRASA10',
      })[1],
    ).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'BRL', value: 179.8, items: [picanha], coupon: 'BRASA10' },
    });
  });

  it('purchase carries the transaction id, shipping and items; payment_error its reason', () => {
    const purchase: TrackedEvent = {
      kind: 'commerce',
      name: 'purchase',
      transaction_id: 'o-1',
      value: 187.8,
      shipping: 8,
      items: [picanha],
    };
    expect(pushed(purchase, { kind: 'commerce', name: 'payment_error', reason: 'card_declined' })).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: 'o-1',
          currency: 'BRL',
          value: 187.8,
          shipping: 8,
          items: [picanha],
        },
      },
      { event: 'payment_error', error_reason: 'card_declined' },
    ]);
  });

  it('gives engagement events their GA4 recommended counterparts and leaves the others to the engagement SDK', () => {
    const dish = { item_id: 'i-1', item_name: 'Picanha na Brasa', category_id: 'c-1', price: 89.9 };
    expect(
      pushed(
        {
          kind: 'engagement',
          name: 'LOGIN',
          properties: { userId: 'u-1', timestamp: 1, userDeviceType: 'web' },
        },
        { kind: 'engagement', name: 'SEARCH', properties: { query: 'picanha', resultCount: 2 } },
        { kind: 'engagement', name: 'PRODUCT_VIEWED', properties: dish },
        { kind: 'engagement', name: 'PRODUCT_FAVORITED', properties: { ...dish, favorited: false } },
        { kind: 'engagement', name: 'REGISTER_STARTED' },
        {
          kind: 'engagement',
          name: 'CATEGORY_VIEWED',
          properties: { category_id: 'c-1', category_name: 'Carnes' },
        },
        { kind: 'engagement', name: 'BANNER_CLICKED', properties: { banner_id: 'b-1', title: 'Picanha' } },
      ),
    ).toEqual([
      { event: 'login', user_id: 'u-1' },
      { event: 'search', search_term: 'picanha' },
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: {
          currency: 'BRL',
          value: 89.9,
          items: [{ item_id: 'i-1', item_name: 'Picanha na Brasa', item_category: 'c-1', price: 89.9 }],
        },
      },
      { ecommerce: null },
      { event: 'view_item_list', ecommerce: { item_list_id: 'c-1', item_list_name: 'Carnes' } },
      { ecommerce: null },
      { event: 'select_promotion', ecommerce: { promotion_id: 'b-1', promotion_name: 'Picanha' } },
    ]);
  });

  it('pushes customer care opened as support_click, with where it was opened and the order', () => {
    expect(
      pushed(
        { kind: 'engagement', name: 'SUPPORT_CLICKED', properties: { source: 'profile' } },
        { kind: 'engagement', name: 'SUPPORT_CLICKED', properties: { source: 'order', order_id: 'o-1' } },
      ),
    ).toEqual([
      { event: 'support_click', source: 'profile' },
      { event: 'support_click', source: 'order', order_id: 'o-1' },
    ]);
  });
});
