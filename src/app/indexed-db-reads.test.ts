// First: localforage looks for IndexedDB once, when it loads.
import 'fake-indexeddb/auto';
import localforage from 'localforage';
import { beforeEach, describe, expect, it } from 'vitest';
import { indexedDbReads } from './indexed-db-reads.ts';

const factory = globalThis.indexedDB;
let tests = 0;
/** A database of each test's own. */
let name: string;

beforeEach(() => {
  tests += 1;
  name = `brasa-grill-${tests}`;
});

const databases = async () => (await factory.databases()).map((db) => db.name);

describe('reading the app’s storage straight from IndexedDB', () => {
  it('finds nothing stored on a first visit, and leaves no database behind for localforage to trip on', async () => {
    const reads = indexedDbReads(name, 'app', factory);
    await expect(reads.read('auth')).resolves.toEqual({ found: false, reason: 'absent' });
    expect(await databases()).not.toContain(name);
    const store = localforage.createInstance({ name: name, storeName: 'app' });
    await store.setItem('auth', { version: 1, data: { accessToken: 'a' } });
    await expect(reads.read('auth')).resolves.toEqual({
      found: true,
      value: { version: 1, data: { accessToken: 'a' } },
    });
  });

  it('reads what localforage wrote, and null for a key never written', async () => {
    const store = localforage.createInstance({ name: name, storeName: 'app' });
    await store.setItem('user', { version: 2, data: { name: 'Ana' } });
    const reads = indexedDbReads(name, 'app', factory);
    await expect(reads.read('user')).resolves.toEqual({
      found: true,
      value: { version: 2, data: { name: 'Ana' } },
    });
    await expect(reads.read('table')).resolves.toEqual({ found: true, value: null });
  });

  it('sees later writes and removals through the connection it keeps', async () => {
    const store = localforage.createInstance({ name: name, storeName: 'app' });
    await store.setItem('user', 1);
    const reads = indexedDbReads(name, 'app', factory);
    await reads.read('user');
    await store.setItem('user', 2);
    await expect(reads.read('user')).resolves.toEqual({ found: true, value: 2 });
    await store.removeItem('user');
    await expect(reads.read('user')).resolves.toEqual({ found: true, value: null });
  });

  it('lets localforage add its store to a database that has none, then reads it', async () => {
    const other = localforage.createInstance({ name: name, storeName: 'other' });
    await other.setItem('x', 1);
    const reads = indexedDbReads(name, 'app', factory);
    await expect(reads.read('auth')).resolves.toEqual({ found: false, reason: 'absent' });
    const store = localforage.createInstance({ name: name, storeName: 'app' });
    await store.setItem('auth', 'kept');
    await expect(reads.read('auth')).resolves.toEqual({ found: true, value: 'kept' });
  });

  it('says IndexedDB is unavailable when it cannot be opened (private modes, blocked storage)', async () => {
    const broken = {
      open: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as IDBFactory;
    await expect(indexedDbReads(name, 'app', broken).read('auth')).resolves.toEqual({
      found: false,
      reason: 'unavailable',
    });
  });
});
