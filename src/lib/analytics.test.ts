import { describe, expect, it } from 'vitest';
import { attachAnalytics, type TrackedEvent, track } from './analytics.ts';

const search: TrackedEvent = {
  kind: 'engagement',
  name: 'SEARCH',
  properties: { query: 'picanha', resultCount: 2 },
};
const error: TrackedEvent = { kind: 'commerce', name: 'payment_error', reason: 'card_declined' };

describe('the analytics seam', () => {
  it('hands an adapter what was tracked before it was attached, then each event as it happens', () => {
    track(search);
    const seen: TrackedEvent[] = [];
    const detach = attachAnalytics((event) => seen.push(event));
    expect(seen).toEqual([search]);
    track(error);
    expect(seen).toEqual([search, error]);
    detach();
    track(search);
    expect(seen).toHaveLength(2);
  });
});
