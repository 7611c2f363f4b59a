import { describe, expect, it } from 'vitest';
import { FaultStore, seededRandom } from './fault-store.ts';

const rateFault = (rate: number, seed: number, kinds?: ('5xx' | 'hang')[], count = 1000) => ({
  path: '/api/*',
  status: 500,
  hang: false,
  after: false,
  count,
  rate,
  seed,
  ...(kinds ? { kinds } : {}),
});

/** What `n` requests to a path meet: null when spared, else the fault's status or "hang". */
function meet(store: FaultStore, n: number, path = '/api/order/v1/orders') {
  return Array.from({ length: n }, () => {
    const fault = store.take('POST', path);
    if (!fault) return null;
    return fault.hang ? 'hang' : fault.status;
  });
}

describe('seeded rate faults', () => {
  it('draws the same numbers for the same seed, others for another, always in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const drawsA = Array.from({ length: 100 }, a);
    expect(Array.from({ length: 100 }, b)).toEqual(drawsA);
    expect(Array.from({ length: 100 }, c)).not.toEqual(drawsA);
    expect(drawsA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('faults about the rate asked, the same requests for the same seed', () => {
    const store = new FaultStore();
    store.add(rateFault(0.2, 2026, ['5xx', 'hang']));
    const first = meet(store, 1000);
    const faulted = first.filter((x) => x !== null);
    expect(faulted.length).toBeGreaterThan(150);
    expect(faulted.length).toBeLessThan(250);
    expect(faulted).toContain('hang');
    expect(faulted.filter((x) => x !== 'hang').every((x) => [500, 502, 503, 504].includes(x as number))).toBe(
      true,
    );
    const again = new FaultStore();
    again.add(rateFault(0.2, 2026, ['5xx', 'hang']));
    expect(meet(again, 1000)).toEqual(first);
  });

  it('spares everything at rate 0, faults everything at rate 1, as its kinds say', () => {
    const none = new FaultStore();
    none.add(rateFault(0, 1));
    expect(meet(none, 50).every((x) => x === null)).toBe(true);
    const hangs = new FaultStore();
    hangs.add(rateFault(1, 1, ['hang']));
    expect(meet(hangs, 5)).toEqual(['hang', 'hang', 'hang', 'hang', 'hang']);
  });

  it('stops after `count` faults; spared requests do not count', () => {
    const store = new FaultStore();
    store.add(rateFault(0.5, 9, ['5xx'], 3));
    const met = meet(store, 200);
    expect(met.filter((x) => x !== null)).toHaveLength(3);
    expect(store.list()).toEqual([]);
  });

  it('keeps answering other paths and counted faults as before', () => {
    const store = new FaultStore();
    store.add({ path: '/api/cms/v1/home', status: 503, hang: false, after: false, count: 2 });
    expect(meet(store, 3, '/api/cms/v1/home')).toEqual([503, 503, null]);
    expect(meet(store, 1, '/api/cms/v1/features')).toEqual([null]);
  });
});
