import { describe, expect, it } from 'vitest';
import { layoutOn } from './route-layout.ts';
import { homePathOf, isGeolocationPage, matchRoute, routeOfTags } from './routes.ts';

describe('the route table', () => {
  it('matches concrete paths to their route, with or without a trailing slash', () => {
    expect(matchRoute('/orders/0f3c')?.path).toBe('/orders/$id');
    expect(matchRoute('/table/')?.path).toBe('/table');
    expect(matchRoute('/nowhere')).toBeUndefined();
  });

  it('reads the location a state names in its route tag', () => {
    expect(routeOfTags(['busy', 'route:/geolocation/address'])).toBe('/geolocation/address');
    expect(routeOfTags(['busy'])).toBeUndefined();
  });

  it('sends Home to the QR page only with table payment and no delivery (spec §2)', () => {
    const features = (delivery: boolean, table_payment: boolean) => ({ delivery, table_payment });
    expect(homePathOf(features(false, true))).toBe('/table/qrcode');
    expect(homePathOf(features(true, true))).toBe('/');
    expect(homePathOf(features(false, false))).toBe('/');
    expect(homePathOf(undefined)).toBe('/');
  });

  it('knows the address wizard’s pages, owned by its flow', () => {
    expect(isGeolocationPage('/geolocation/confirm')).toBe(true);
    expect(isGeolocationPage('/table/geolocation')).toBe(false);
    expect(matchRoute('/geolocation/address')?.flow).toBe('geolocation');
  });
});

describe('the saved cards page', () => {
  it('is a route of its own, not a profile step', () => {
    expect(matchRoute('/profile/payments')?.path).toBe('/profile/payments');
    expect(matchRoute('/profile/personal')?.path).toBe('/profile/$id');
  });

  it('has the mobile layout on phones and the payment layout otherwise (spec §2)', () => {
    expect(layoutOn('/profile/payments', true)).toBe('mobile');
    expect(layoutOn('/profile/payments', false)).toBe('payment');
    expect(layoutOn('/cupons', true)).toBe('default');
  });
});
