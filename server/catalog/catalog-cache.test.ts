import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { CheckedAnswer } from '../http/answer-memo.ts';
import { catalogCache } from './catalog-cache.ts';

/** A database that only carries notices, announced when the test says: the cache's own rules, no SQL. */
function noticeBoard() {
  const listeners = new Set<() => void>();
  const unused = () => {
    throw new Error('no SQL in these tests');
  };
  const db: Db = {
    query: unused,
    exec: unused,
    transaction: unused,
    close: async () => {},
    async listen(_channel, onNotify) {
      listeners.add(onNotify);
      return async () => {
        listeners.delete(onNotify);
      };
    },
  };
  const announce = () => {
    for (const onNotify of listeners) onNotify();
  };
  return { db, announce, listeners };
}

/** A build that counts its calls and answers `json`, once `gate` (if any) opens. */
function builder(json: string, gate?: Promise<void>) {
  const built = { count: 0 };
  const build = async () => {
    built.count += 1;
    await gate;
    return new CheckedAnswer(json);
  };
  return { build, built };
}

describe('the catalog cache', () => {
  it('keeps an answer until a change is announced, then builds it again', async () => {
    const board = noticeBoard();
    const cache = await catalogCache(board.db, 10);
    const first = builder('"a"');
    expect((await cache.answer('page', first.build)).json).toBe('"a"');
    expect((await cache.answer('page', first.build)).json).toBe('"a"');
    expect(first.built.count).toBe(1);
    board.announce();
    const second = builder('"b"');
    expect((await cache.answer('page', second.build)).json).toBe('"b"');
    expect(second.built.count).toBe(1);
  });

  it('does not keep what a read loaded while a change was announced', async () => {
    const board = noticeBoard();
    const cache = await catalogCache(board.db, 10);
    let open = () => {};
    const before = builder('"before"', new Promise<void>((resolve) => (open = resolve)));
    const reading = cache.answer('page', before.build);
    board.announce();
    open();
    expect((await reading).json).toBe('"before"');
    const after = builder('"after"');
    expect((await cache.answer('page', after.build)).json).toBe('"after"');
    expect(after.built.count).toBe(1);
  });

  it('lets readers that arrive together share one build', async () => {
    const cache = await catalogCache(noticeBoard().db, 10);
    const page = builder('"a"');
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer('page', page.build)));
    expect(answers.map((answer) => answer.json)).toEqual(['"a"', '"a"', '"a"']);
    expect(page.built.count).toBe(1);
  });

  it('keeps no failure: the next read builds again', async () => {
    const cache = await catalogCache(noticeBoard().db, 10);
    await expect(cache.answer('page', () => Promise.reject(new Error('menu not found')))).rejects.toThrow(
      'menu not found',
    );
    const page = builder('"a"');
    expect((await cache.answer('page', page.build)).json).toBe('"a"');
  });

  it('keeps at most its capacity, dropping the least recently read first; 0 keeps nothing', async () => {
    const cache = await catalogCache(noticeBoard().db, 2);
    const a = builder('"a"');
    const b = builder('"b"');
    const c = builder('"c"');
    await cache.answer('a', a.build);
    await cache.answer('b', b.build);
    await cache.answer('a', a.build);
    await cache.answer('c', c.build);
    await cache.answer('a', a.build);
    await cache.answer('b', b.build);
    expect([a.built.count, b.built.count, c.built.count]).toEqual([1, 2, 1]);

    const none = await catalogCache(noticeBoard().db, 0);
    const page = builder('"a"');
    await none.answer('page', page.build);
    await none.answer('page', page.build);
    expect(page.built.count).toBe(2);
  });

  it('stops listening when stopped', async () => {
    const board = noticeBoard();
    const cache = await catalogCache(board.db, 10);
    expect(board.listeners.size).toBe(1);
    await cache.stop();
    expect(board.listeners.size).toBe(0);
  });
});
