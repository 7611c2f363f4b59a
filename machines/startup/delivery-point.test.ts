import { describe, expect, it } from 'vitest';
import { deliveryPointOf } from './delivery-point.ts';

const at = (latitude: number, longitude: number, is_main = false) => ({ latitude, longitude, is_main });
const position = { latitude: -23.55, longitude: -46.63 };

describe('the delivery point (spec §4 "Start-up load")', () => {
  it('is the main address, wherever it is in the list', () => {
    expect(deliveryPointOf({ addresses: [at(1, 2), at(3, 4, true)], location: position })).toEqual({
      latitude: 3,
      longitude: 4,
    });
  });

  it('is the first address when none is marked main (a guest session has one)', () => {
    expect(deliveryPointOf({ addresses: [at(5, 6)], location: position })).toEqual({
      latitude: 5,
      longitude: 6,
    });
  });

  it('is the confirmed position without addresses', () => {
    expect(deliveryPointOf({ addresses: [], location: position })).toEqual(position);
  });

  it('is unknown with nothing at all (the fallback point is never the customer’s)', () => {
    expect(deliveryPointOf({ addresses: [], location: undefined })).toBeUndefined();
  });
});
