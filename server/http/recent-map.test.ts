import { describe, expect, it } from 'vitest';
import { RecentMap } from './recent-map.ts';

describe('RecentMap', () => {
  it('drops the least recently read entry past its capacity; a peek is not a read', () => {
    const map = new RecentMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    expect(map.peek('b')).toBe(2);
    map.set('c', 3);
    expect([map.peek('a'), map.peek('b'), map.peek('c')]).toEqual([1, undefined, 3]);
  });

  it('holds nothing with capacity 0, and forgets on delete and clear', () => {
    const none = new RecentMap<string, number>(0);
    none.set('a', 1);
    expect(none.get('a')).toBeUndefined();
    const map = new RecentMap<string, number>(3);
    map.set('a', 1);
    map.set('b', 2);
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
    map.clear();
    expect(map.get('b')).toBeUndefined();
  });
});
