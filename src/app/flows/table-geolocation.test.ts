import { describe, expect, it } from 'vitest';
import { distanceM, INDOOR_RADIUS_M } from './table-geolocation.ts';

const centro = { latitude: -23.54771, longitude: -46.63431 };

describe('distance to the restaurant', () => {
  it('is zero at the restaurant and about 111 m per thousandth of a degree of latitude', () => {
    expect(distanceM(centro, centro)).toBe(0);
    expect(distanceM(centro, { ...centro, latitude: centro.latitude + 0.001 })).toBeCloseTo(111.2, 0);
  });

  it('puts the next block inside and the next neighbourhood outside', () => {
    expect(distanceM(centro, { latitude: -23.5481, longitude: -46.6345 })).toBeLessThan(INDOOR_RADIUS_M);
    expect(distanceM(centro, { latitude: -23.56641, longitude: -46.68337 })).toBeGreaterThan(INDOOR_RADIUS_M);
  });
});
