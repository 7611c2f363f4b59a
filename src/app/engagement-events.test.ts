import { afterEach, describe, expect, it } from 'vitest';
import { attachAnalytics, type TrackedEvent } from '../lib/analytics.ts';
import {
  addressRegisteredEvent,
  bannerClickedEvent,
  categoryViewedEvent,
  favoritedEvent,
  loginEvent,
  productEvent,
  registerStartedEvent,
  trackWith,
} from './engagement-events.ts';

const picanha = {
  id: 'i-1',
  name: 'Picanha na Brasa',
  description: '',
  image: '/media/items/i-1.svg',
  priceCents: 8990,
  available: true,
  categoryId: 'c-1',
};

let detach = () => {};
afterEach(() => detach());

describe('the engagement events of spec §7', () => {
  it('LOGIN carries userId, timestamp, userDeviceType and userDeviceVersion (spec §3)', () => {
    expect(
      loginEvent({
        userId: 'u-1',
        timestamp: Date.UTC(2026, 10, 24, 12),
        userDeviceType: 'web-android',
        userDeviceVersion: 'Mozilla/5.0 (Linux; Android 14)',
      }),
    ).toEqual({
      kind: 'engagement',
      name: 'LOGIN',
      properties: {
        userId: 'u-1',
        timestamp: '2026-11-24T12:00:00.000Z',
        userDeviceType: 'web-android',
        userDeviceVersion: 'Mozilla/5.0 (Linux; Android 14)',
      },
    });
  });

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
    expect(productEvent('PRODUCT_VIEWED', picanha).properties).toEqual(properties);
  });

  it('category, heart, banner, registration and address events carry what identifies them', () => {
    expect(categoryViewedEvent({ id: 'c-1', name: 'Carnes', image: '', index: 0 }).properties).toEqual({
      category_id: 'c-1',
      category_name: 'Carnes',
    });
    expect(favoritedEvent({ itemId: 'i-1', active: false, serviceId: 's-1' }).properties).toEqual({
      item_id: 'i-1',
      favorited: false,
      service_id: 's-1',
    });
    expect(bannerClickedEvent({ id: 'b-1', title: 'Picanha' }).properties).toEqual({
      banner_id: 'b-1',
      title: 'Picanha',
    });
    expect(registerStartedEvent('email')).toEqual({
      kind: 'engagement',
      name: 'REGISTER_STARTED',
      properties: { first_step: 'email' },
    });
    const address = {
      id: 'a-1',
      isMain: true,
      postalCode: '01310-200',
      street: 'Avenida Paulista',
      number: '1578',
      complement: '',
      referencePoint: '',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      latitude: -23.56,
      longitude: -46.65,
    };
    // Only as far as the city: the street and number are not the marketing tool's business.
    expect(addressRegisteredEvent({ address, scope: 'register', isNew: true }).properties).toEqual({
      city: 'São Paulo',
      state: 'SP',
      district: 'Bela Vista',
      scope: 'register',
    });
  });

  it('trackWith hands the action’s params, as an event, to the seam', () => {
    const seen: TrackedEvent[] = [];
    detach = attachAnalytics((event) => seen.push(event));
    trackWith(registerStartedEvent)({}, 'phone');
    expect(seen).toEqual([registerStartedEvent('phone')]);
  });
});
