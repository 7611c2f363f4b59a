import { describe, expect, it } from 'vitest';
import { medianOf } from './median.ts';

describe('the median of a benchmark’s runs', () => {
  it('is the middle run of an odd count, in any order', () => {
    expect(medianOf([900, 700, 800])).toBe(800);
  });

  it('is the mean of the two middle runs of an even count', () => {
    expect(medianOf([0.97, 0.95, 0.99, 0.98])).toBeCloseTo(0.975);
  });

  it('is no number without runs', () => {
    expect(medianOf([])).toBeNaN();
  });
});
