import { describe, expect, it } from 'vitest';
import { matchRoute, routeOfTags } from './routes.ts';

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
});
