import { describe, expect, it, vi } from 'vitest';
import type { Tokens } from '../../machines/session/session.types.ts';
import {
  type ChannelLike,
  createSharedRefresh,
  type Handoff,
  type LockManagerLike,
} from './shared-refresh.ts';

/** The server: each refresh token can be spent once; its successor is numbered. */
function fakeApi() {
  const spent = new Set<string>();
  let issued = 0;
  const refresh = vi.fn(async (refreshToken: string): Promise<Tokens> => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (spent.has(refreshToken)) throw new Error(`reused ${refreshToken}: the family is revoked`);
    spent.add(refreshToken);
    issued += 1;
    return { accessToken: `access-${issued}`, refreshToken: `refresh-${issued}` };
  });
  return { refresh };
}

/** One lock shared by the "tabs" of a test, granted in request order like the Web Locks API. */
function fakeLocks(): LockManagerLike {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request(_name, _options, callback) {
      const run = tail.then(callback, callback);
      tail = run.catch(() => {});
      return run;
    },
  };
}

/** The handoff record the tabs share (IndexedDB in the browser). */
function fakeHandoff(): Handoff {
  let value: Awaited<ReturnType<Handoff['read']>>;
  return {
    read: async () => value,
    write: async (next) => {
      value = next;
    },
  };
}

/** Node's BroadcastChannel reaches other instances of the same name in the process, as tabs do. */
const channel = (name: string) => new BroadcastChannel(name) as unknown as ChannelLike & { close(): void };

describe('tabs refreshing one token', () => {
  it('with Web Locks: one refresh, every tab gets its result', async () => {
    const api = fakeApi();
    const locks = fakeLocks();
    const handoff = fakeHandoff();
    const names = crypto.randomUUID();
    const [a, b] = [channel(names), channel(names)];
    const tabs = [a, b].map((c) => createSharedRefresh({ refresh: api.refresh, locks, handoff, channel: c }));
    const results = await Promise.all(tabs.map((tab) => tab.refresh('refresh-0')));
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(results[0]).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(results[1]).toEqual(results[0]);
    a.close();
    b.close();
  });

  it('with a BroadcastChannel only: the first claimant refreshes, the others wait for its answer', async () => {
    const api = fakeApi();
    const names = crypto.randomUUID();
    const channels = [channel(names), channel(names), channel(names)];
    const tabs = channels.map((c) => createSharedRefresh({ refresh: api.refresh, channel: c }));
    const results = await Promise.all(tabs.map((tab) => tab.refresh('refresh-0')));
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((tokens) => tokens.refreshToken))).toEqual(new Set(['refresh-1']));
    for (const c of channels) c.close();
  });

  it('a claimant that never answers: the others refresh themselves after waiting', async () => {
    const api = fakeApi();
    const names = crypto.randomUUID();
    const silent = channel(names);
    const mine = channel(names);
    // A tab that claims with the smallest id and then goes away.
    silent.postMessage({ type: 'claim', from: 'refresh-0', tab: '0' });
    const tab = createSharedRefresh({ refresh: api.refresh, channel: mine, resultWaitMs: 30 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await tab.refresh('refresh-0')).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    silent.close();
    mine.close();
  });

  it('other tabs hear the new tokens as soon as one tab has them', async () => {
    const api = fakeApi();
    const names = crypto.randomUUID();
    const [a, b] = [channel(names), channel(names)];
    const refreshing = createSharedRefresh({ refresh: api.refresh, locks: fakeLocks(), channel: a });
    const listening = createSharedRefresh({ refresh: api.refresh, locks: fakeLocks(), channel: b });
    const heard = new Promise<[string, Tokens]>((resolve) =>
      listening.onRefreshedElsewhere((from, tokens) => resolve([from, tokens])),
    );
    await refreshing.refresh('refresh-0');
    expect(await heard).toEqual(['refresh-0', { accessToken: 'access-1', refreshToken: 'refresh-1' }]);
    // Asked later for the same token, the listening tab answers what it heard without spending it again.
    expect(await listening.refresh('refresh-0')).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    expect(api.refresh).toHaveBeenCalledTimes(1);
    a.close();
    b.close();
  });

  it('a failed refresh is every waiting tab’s failure, and the lock goes to the next', async () => {
    const refresh = vi.fn(async () => {
      throw new Error('401');
    });
    const locks = fakeLocks();
    const tab = createSharedRefresh({ refresh, locks });
    await expect(tab.refresh('refresh-0')).rejects.toThrow('401');
    await expect(tab.refresh('refresh-0')).rejects.toThrow('401');
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
