// First: localforage looks for IndexedDB once, when it loads.
import 'fake-indexeddb/auto';
import localforage from 'localforage';
import { beforeEach, describe, expect, it } from 'vitest';
import { indexedDbReads, readStore } from './indexed-db-reads.ts';

const factory = globalThis.indexedDB;
let tests = 0;
/** A database of each test's own. */
let name: string;

beforeEach(() => {
  tests += 1;
  name = `brasa-grill-${tests}`;
});

const databases = async () => (await factory.databases()).map((db) => db.name);
const appStore = () => localforage.createInstance({ name, storeName: 'app' });
const broken = {
  open: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
} as unknown as IDBFactory;

describe('reading the app’s storage straight from IndexedDB', () => {
  it('finds nothing stored on a first visit, and leaves no database behind for localforage to trip on', async () => {
    const reads = indexedDbReads(name, 'app', { factory });
    await expect(reads.read('auth')).resolves.toEqual({ found: false, reason: 'absent' });
    expect(await databases()).not.toContain(name);
    await appStore().setItem('auth', { version: 1, data: { accessToken: 'a' } });
    await expect(reads.read('auth')).resolves.toEqual({
      found: true,
      value: { version: 1, data: { accessToken: 'a' } },
    });
  });

  it('reads what localforage wrote, and null for a key never written', async () => {
    await appStore().setItem('user', { version: 2, data: { name: 'Ana' } });
    const reads = indexedDbReads(name, 'app', { factory });
    await expect(reads.read('user')).resolves.toEqual({
      found: true,
      value: { version: 2, data: { name: 'Ana' } },
    });
    await expect(reads.read('table')).resolves.toEqual({ found: true, value: null });
  });

  it('sees later writes and removals', async () => {
    const store = appStore();
    await store.setItem('user', 1);
    const reads = indexedDbReads(name, 'app', { factory });
    await reads.read('user');
    await store.setItem('user', 2);
    await expect(reads.read('user')).resolves.toEqual({ found: true, value: 2 });
    await store.removeItem('user');
    await expect(reads.read('user')).resolves.toEqual({ found: true, value: null });
  });

  it('lets localforage add its store to a database that has none, then reads it', async () => {
    const other = localforage.createInstance({ name: name, storeName: 'other' });
    await other.setItem('x', 1);
    const reads = indexedDbReads(name, 'app', { factory });
    await expect(reads.read('auth')).resolves.toEqual({ found: false, reason: 'absent' });
    await appStore().setItem('auth', 'kept');
    await expect(reads.read('auth')).resolves.toEqual({ found: true, value: 'kept' });
  });

  it('says IndexedDB is unavailable when it cannot be opened (private modes, blocked storage)', async () => {
    await expect(indexedDbReads(name, 'app', { factory: broken }).read('auth')).resolves.toEqual({
      found: false,
      reason: 'unavailable',
    });
    await expect(readStore(undefined, name, 'app')).resolves.toEqual({ found: false, reason: 'unavailable' });
  });
});

describe('reading the whole store at once', () => {
  it('gives every key with its value, on a connection it closes: localforage can add a store after it', async () => {
    const store = appStore();
    await store.setItem('auth', { version: 1, data: { accessToken: 'a' } });
    await store.setItem('cart-order', { version: 1, data: { orderId: 'o-1' } });
    const read = await readStore(factory, name, 'app');
    expect(read).toEqual({
      found: true,
      values: {
        auth: { version: 1, data: { accessToken: 'a' } },
        'cart-order': { version: 1, data: { orderId: 'o-1' } },
      },
    });
    // A later store is a new version of the database: a connection left open would block it.
    const other = localforage.createInstance({ name, storeName: 'later' });
    await expect(other.setItem('x', 1)).resolves.toBe(1);
  });

  it('tells an absent database from an unavailable one', async () => {
    await expect(readStore(factory, name, 'app')).resolves.toEqual({ found: false, reason: 'absent' });
    expect(await databases()).not.toContain(name);
    await expect(readStore(broken, name, 'app')).resolves.toEqual({ found: false, reason: 'unavailable' });
  });
});

describe('start-up’s reads, from the store as the page began', () => {
  it('answers the reads asked before the page’s read is delivered, without opening the database', async () => {
    await appStore().setItem('auth', 'now');
    const early = Promise.resolve({ found: true as const, values: { auth: 'at start' } });
    const reads = indexedDbReads(name, 'app', { factory: broken, early });
    await expect(Promise.all([reads.read('auth'), reads.read('user')])).resolves.toEqual([
      { found: true, value: 'at start' },
      // A key the page found nothing under: null, as the database would say.
      { found: true, value: null },
    ]);
  });

  it('answers a later read afresh, even of a key start-up never read: a write since is seen', async () => {
    const store = appStore();
    await store.setItem('refresh-handoff', 'old');
    const early = Promise.resolve({ found: true as const, values: { auth: 'a', 'refresh-handoff': 'old' } });
    const reads = indexedDbReads(name, 'app', { factory, early });
    await reads.read('auth');
    await store.setItem('refresh-handoff', 'new');
    await expect(reads.read('refresh-handoff')).resolves.toEqual({ found: true, value: 'new' });
    await expect(reads.read('auth')).resolves.toEqual({ found: true, value: null });
  });

  it('passes on why the page could not read, to start-up only', async () => {
    await appStore().setItem('auth', 'kept');
    const early = Promise.resolve({ found: false as const, reason: 'unavailable' as const });
    const reads = indexedDbReads(name, 'app', { factory, early });
    await expect(reads.read('auth')).resolves.toEqual({ found: false, reason: 'unavailable' });
    await expect(reads.read('auth')).resolves.toEqual({ found: true, value: 'kept' });
  });
});
