import { describe, expect, it } from 'vitest';
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
