import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { menuItems } from '../menu/menu.fixtures.ts';
import { searchMachine } from './search.machine.ts';
import { selectError, selectItems, selectQuery, selectStatus, selectTotal } from './search.selectors.ts';
import type { SearchInput, SearchItemsInput, SearchResults, SearchTracked } from './search.types.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const picanha = menuItems.slice(0, 2);

type Answer = (request: SearchItemsInput) => Promise<SearchResults>;

function startSearch(
  input: Partial<SearchInput> = {},
  answer: Answer = async () => ({ items: picanha, total: 2 }),
) {
  const clock = new SimulatedClock();
  const requests: SearchItemsInput[] = [];
  const tracked: SearchTracked[] = [];
  const machine = searchMachine.provide({
    actors: {
      searchItems: fromPromise(async ({ input: request }: { input: SearchItemsInput }) => {
        requests.push(request);
        return answer(request);
      }),
    },
    actions: { trackSearch: (_, search: SearchTracked) => tracked.push(search) },
  });
  const actor = createActor(machine, { clock, input: { serviceId: 'svc-delivery', ...input } }).start();
  const type = (query: string) => actor.send({ type: 'query.change', query });
  return { actor, clock, requests, tracked, type, status: () => selectStatus(actor.getSnapshot()) };
}

describe('menu search', () => {
  it('asks nothing below 4 characters (spec §5)', () => {
    const { clock, requests, type, status } = startSearch();
    type('pic');
    clock.increment(10_000);
    expect(status()).toBe('empty');
    expect(requests).toEqual([]);
  });

  it('asks 2000 ms after the last keystroke, not before', async () => {
    const { actor, clock, requests, type, status } = startSearch();
    type('pica');
    clock.increment(1500);
    type('picanha');
    clock.increment(1999);
    expect(status()).toBe('typing');
    expect(requests).toEqual([]);
    clock.increment(1);
    expect(status()).toBe('searching');
    expect(requests).toEqual([{ serviceId: 'svc-delivery', query: 'picanha', limit: 20 }]);
    await flush();
    expect(status()).toBe('results');
    expect(selectItems(actor.getSnapshot())).toEqual(picanha);
    expect(selectTotal(actor.getSnapshot())).toBe(2);
  });

  it("uses the home block's minSize and debounce", () => {
    const { clock, requests, type } = startSearch({ minSize: 3, debounce: 500 });
    type('pic');
    clock.increment(500);
    expect(requests.map((request) => request.query)).toEqual(['pic']);
  });

  it('falls back to the defaults when the block sends nonsense', () => {
    const { actor } = startSearch({ minSize: 0, debounce: -5 });
    expect(actor.getSnapshot().context).toMatchObject({ minSize: 4, debounce: 2000 });
  });

  it('ignores a stale answer: the newer query wins', async () => {
    const pending: Array<(results: SearchResults) => void> = [];
    const { actor, clock, type, status } = startSearch(
      {},
      () => new Promise((resolve) => pending.push(resolve)),
    );
    type('picanha');
    clock.increment(2000);
    type('fraldinha');
    clock.increment(2000);
    pending[1]?.({ items: menuItems.slice(5, 6), total: 1 });
    await flush();
    pending[0]?.({ items: picanha, total: 2 });
    await flush();
    expect(status()).toBe('results');
    expect(selectQuery(actor.getSnapshot())).toBe('fraldinha');
    expect(selectItems(actor.getSnapshot())).toEqual(menuItems.slice(5, 6));
  });

  it('drops the request in flight when the query gets too short', async () => {
    let release: (results: SearchResults) => void = () => {};
    const { actor, clock, type, status } = startSearch(
      {},
      () => new Promise((resolve) => (release = resolve)),
    );
    type('picanha');
    clock.increment(2000);
    type('pi');
    release({ items: picanha, total: 2 });
    await flush();
    expect(status()).toBe('empty');
    expect(selectItems(actor.getSnapshot())).toEqual([]);
  });

  it('keeps the last results on screen while the next query waits', async () => {
    const { actor, clock, type } = startSearch();
    type('picanha');
    clock.increment(2000);
    await flush();
    type('picanha na brasa');
    expect(selectItems(actor.getSnapshot())).toEqual(picanha);
  });

  it('does not ask again for the same query with a space added', async () => {
    const { clock, requests, type, status } = startSearch();
    type('picanha');
    clock.increment(2000);
    await flush();
    type('picanha ');
    clock.increment(2000);
    expect(status()).toBe('results');
    expect(requests).toHaveLength(1);
  });

  it('asks at once on the search key', () => {
    const { actor, requests, type } = startSearch();
    type('picanha');
    actor.send({ type: 'search.submit' });
    expect(requests).toHaveLength(1);
  });

  it('says when nothing matches', async () => {
    const { clock, type, status } = startSearch({}, async () => ({ items: [], total: 0 }));
    type('sushi');
    clock.increment(2000);
    await flush();
    expect(status()).toBe('noResults');
  });

  it('shows an error with retry', async () => {
    let calls = 0;
    const { actor, clock, type, status } = startSearch({}, async () => {
      calls += 1;
      if (calls === 1) throw { key: 'network' };
      return { items: picanha, total: 2 };
    });
    type('picanha');
    clock.increment(2000);
    await flush();
    expect(status()).toBe('error');
    expect(selectError(actor.getSnapshot())).toBe('network');
    actor.send({ type: 'search.retry' });
    await flush();
    expect(status()).toBe('results');
    expect(selectError(actor.getSnapshot())).toBeUndefined();
  });

  it('tracks each answer as the engagement event SEARCH', async () => {
    const { clock, tracked, type } = startSearch({}, async ({ query }) =>
      query === 'sushi' ? { items: [], total: 0 } : { items: picanha, total: 7 },
    );
    type('picanha');
    clock.increment(2000);
    await flush();
    type('sushi');
    clock.increment(2000);
    await flush();
    expect(tracked).toEqual([
      { query: 'picanha', resultCount: 7 },
      { query: 'sushi', resultCount: 0 },
    ]);
  });

  it('clears the field and the results', async () => {
    const { actor, clock, type, status } = startSearch();
    type('picanha');
    clock.increment(2000);
    await flush();
    actor.send({ type: 'search.clear' });
    expect(status()).toBe('empty');
    expect(selectQuery(actor.getSnapshot())).toBe('');
    expect(selectItems(actor.getSnapshot())).toEqual([]);
  });

  it('bounds the query', () => {
    const { actor, type } = startSearch();
    type('x'.repeat(500));
    expect(selectQuery(actor.getSnapshot())).toHaveLength(100);
  });
});
