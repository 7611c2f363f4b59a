import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { offline, pageOf } from './order-history.fixtures.ts';
import { HISTORY_PAGE_SIZE, orderHistoryMachine } from './order-history.machine.ts';
import {
  selectFilter,
  selectHasMore,
  selectIsEmpty,
  selectLoadFailed,
  selectMoreFailed,
  selectOrders,
} from './order-history.selectors.ts';
import type { HistoryPage, HistoryPageInput } from './order-history.types.ts';

/** A history of `total` orders per filter; `fail` names the offsets that fail once. */
function startHistory(totals: Record<string, number>, fail: number[] = []) {
  const asked: HistoryPageInput[] = [];
  const failing = new Set(fail);
  const machine = orderHistoryMachine.provide({
    actors: {
      loadPage: fromPromise<HistoryPage, HistoryPageInput>(async ({ input }) => {
        asked.push(input);
        if (failing.delete(input.offset)) throw offline;
        return pageOf(totals[input.filter] ?? 0, input.offset, input.limit);
      }),
    },
  });
  const actor = createActor(machine).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { actor, asked, settled };
}

describe('order history', () => {
  it('reads the first ten of ALL, then the next page at offset page × size', async () => {
    const { actor, asked, settled } = startHistory({ ALL: 23 });
    await settled();
    expect(asked).toEqual([{ filter: 'ALL', limit: HISTORY_PAGE_SIZE, offset: 0 }]);
    expect(selectOrders(actor.getSnapshot())).toHaveLength(10);
    expect(selectHasMore(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'history.loadMore' });
    await settled();
    actor.send({ type: 'history.loadMore' });
    await settled();
    expect(asked.map(({ offset }) => offset)).toEqual([0, 10, 20]);
    expect(selectOrders(actor.getSnapshot()).map(({ id }) => id)).toEqual(
      Array.from({ length: 23 }, (_, i) => `order-${i}`),
    );
    expect(selectHasMore(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'history.loadMore' });
    expect(asked).toHaveLength(3);
  });

  it('says so when there is no order', async () => {
    const { actor, settled } = startHistory({ ALL: 0 });
    await settled();
    expect(selectIsEmpty(actor.getSnapshot())).toBe(true);
  });

  it('starts over with another filter, and ignores the filter it shows', async () => {
    const { actor, asked, settled } = startHistory({ ALL: 12, CANCELLED: 1 });
    await settled();
    actor.send({ type: 'history.loadMore' });
    await settled();
    actor.send({ type: 'history.filter', filter: 'CANCELLED' });
    await settled();
    expect(selectFilter(actor.getSnapshot())).toBe('CANCELLED');
    expect(selectOrders(actor.getSnapshot())).toHaveLength(1);
    expect(asked.at(-1)).toEqual({ filter: 'CANCELLED', limit: 10, offset: 0 });
    actor.send({ type: 'history.filter', filter: 'CANCELLED' });
    expect(asked).toHaveLength(3);
  });

  it('changing the filter while a page is read reads the new filter only', async () => {
    const { actor, asked, settled } = startHistory({ ALL: 12, DELIVERED: 4 });
    actor.send({ type: 'history.filter', filter: 'DELIVERED' });
    await settled();
    expect(asked.map(({ filter }) => filter)).toEqual(['ALL', 'DELIVERED']);
    expect(selectOrders(actor.getSnapshot())).toHaveLength(4);
  });

  it('offers a retry when the first page fails', async () => {
    const { actor, settled } = startHistory({ ALL: 3 }, [0]);
    await settled();
    expect(selectLoadFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'history.retry' });
    await settled();
    expect(selectOrders(actor.getSnapshot())).toHaveLength(3);
  });

  it('keeps what is listed when the next page fails, and reads it again when asked', async () => {
    const { actor, asked, settled } = startHistory({ ALL: 15 }, [10]);
    await settled();
    actor.send({ type: 'history.loadMore' });
    await settled();
    expect(selectMoreFailed(actor.getSnapshot())).toBe(true);
    expect(selectOrders(actor.getSnapshot())).toHaveLength(10);
    actor.send({ type: 'history.loadMore' });
    await settled();
    expect(asked.map(({ offset }) => offset)).toEqual([0, 10, 10]);
    expect(selectOrders(actor.getSnapshot())).toHaveLength(15);
  });
});
