import localforage from 'localforage';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createPersistence } from './persistence.ts';

/** A real localforage driver over a Map, so node runs the same code path as the browser. */
const memory = new Map<string, unknown>();
const memoryDriver: LocalForageDriver = {
  _driver: 'memoryStorage',
  _initStorage() {},
  async getItem<T>(key: string) {
    return memory.has(key) ? (structuredClone(memory.get(key)) as T) : null;
  },
  async setItem<T>(key: string, value: T) {
    memory.set(key, structuredClone(value));
    return value;
  },
  async removeItem(key: string) {
    memory.delete(key);
  },
  async clear() {
    memory.clear();
  },
  async length() {
    return memory.size;
  },
  async key(index: number) {
    return [...memory.keys()][index] as string;
  },
  async keys() {
    return [...memory.keys()];
  },
  async iterate() {
    throw new Error('not used');
  },
};

let storage: LocalForage;
let persistence: ReturnType<typeof createPersistence>;
const user = z.object({ id: z.string(), name: z.string() });

beforeAll(async () => {
  await localforage.defineDriver(memoryDriver);
  storage = localforage.createInstance({ name: 'test', driver: memoryDriver._driver });
  persistence = createPersistence(storage);
});

beforeEach(() => {
  memory.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('defineSlice', () => {
  const slice = () => persistence.defineSlice({ key: 'user', version: 2, schema: user });

  it('reads back what it wrote', async () => {
    await slice().write({ id: 'u1', name: 'Ana' });
    expect(await slice().read()).toEqual({ id: 'u1', name: 'Ana' });
    expect(await storage.getItem('user')).toEqual({ version: 2, data: { id: 'u1', name: 'Ana' } });
  });

  it('reads nothing when nothing is stored, without a warning', async () => {
    expect(await slice().read()).toBeUndefined();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a garbage string', 'garbage{'],
    ['an unversioned value', { id: 'u1', name: 'Ana' }],
    ['another version', { version: 1, data: { id: 'u1', name: 'Ana' } }],
    ['the wrong shape', { version: 2, data: { id: 42 } }],
  ])('drops %s and logs it', async (_, stored) => {
    await storage.setItem('user', stored);
    expect(await slice().read()).toBeUndefined();
    expect(console.warn).toHaveBeenCalledOnce();
    expect(await storage.getItem('user')).toBeNull();
  });

  it('clears its own key only', async () => {
    const other = persistence.defineSlice({ key: 'favorites', version: 1, schema: z.array(z.string()) });
    await slice().write({ id: 'u1', name: 'Ana' });
    await other.write(['i1']);
    await slice().clear();
    expect(await slice().read()).toBeUndefined();
    expect(await other.read()).toEqual(['i1']);
  });

  it('clearAll forgets every slice', async () => {
    const other = persistence.defineSlice({ key: 'favorites', version: 1, schema: z.array(z.string()) });
    await slice().write({ id: 'u1', name: 'Ana' });
    await other.write(['i1']);
    await persistence.clearAll();
    expect(await slice().read()).toBeUndefined();
    expect(await other.read()).toBeUndefined();
  });

  it('never throws when the storage fails', async () => {
    const broken = createPersistence(
      localforage.createInstance({ name: 'broken', driver: 'no-such-driver' }),
    ).defineSlice({ key: 'user', version: 1, schema: user });
    await expect(broken.read()).resolves.toBeUndefined();
    await expect(broken.write({ id: 'u1', name: 'Ana' })).resolves.toBeUndefined();
    await expect(broken.clear()).resolves.toBeUndefined();
  });
});
