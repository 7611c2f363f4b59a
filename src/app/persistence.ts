import type * as z from 'zod/mini';
import { indexedDbReads, type StoreRead } from './indexed-db-reads.ts';
import type { StorageLocation } from './storage-location.ts';

export interface SliceDefinition<S extends z.ZodMiniType> {
  key: string;
  /** Bump when the stored shape changes; stored data of another version is dropped. */
  version: number;
  schema: S;
}

/**
 * A slice whose definition (its schema, and zod) downloads only when something stored is to be
 * checked or a value written: a first visit reads an empty storage without it.
 */
export interface LazySliceDefinition<S extends z.ZodMiniType> {
  key: string;
  load(): Promise<SliceDefinition<S>>;
}

export interface Slice<T> {
  /** The stored value, or undefined when absent, of another version, or not matching the schema. */
  read(): Promise<T | undefined>;
  write(value: T): Promise<void>;
  clear(): Promise<void>;
}

/*
 * Storage is best-effort: a blocked or full storage (private browsing, quota) or data written by
 * an older build is logged and forgotten, never a reason for start-up or a flow to fail.
 */
export function createPersistence(
  storage: Pick<LocalForage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>,
) {
  function defineSlice<S extends z.ZodMiniType>(
    definition: SliceDefinition<S> | LazySliceDefinition<S>,
  ): Slice<z.output<S>> {
    const { key } = definition;
    const load = async () => {
      const loaded = 'load' in definition ? await definition.load() : definition;
      if (loaded.key !== key)
        throw new Error(`[persistence] slice "${key}" loaded the definition of "${loaded.key}"`);
      return loaded;
    };

    async function drop(reason: string): Promise<undefined> {
      console.warn(`[persistence] dropped "${key}": ${reason}`);
      await storage.removeItem(key).catch(() => {});
      return undefined;
    }

    return {
      async read() {
        let stored: unknown;
        try {
          stored = await storage.getItem(key);
        } catch (error) {
          console.warn(`[persistence] could not read "${key}"`, error);
          return undefined;
        }
        if (stored === null) return undefined;
        if (!isEnvelope(stored)) return drop('not a versioned slice');
        const [{ version, schema }, { checkSlice }] = await Promise.all([load(), import('./slice-check.ts')]);
        if (stored.version !== version) return drop(`version ${stored.version}, expected ${version}`);
        const checked = checkSlice(schema, stored.data);
        return checked.ok ? checked.value : drop(checked.reason);
      },
      async write(value) {
        const { version } = await load();
        await storage.setItem(key, { version, data: value }).catch((error: unknown) => {
          console.warn(`[persistence] could not write "${key}"`, error);
        });
      },
      async clear() {
        await storage.removeItem(key).catch((error: unknown) => {
          console.warn(`[persistence] could not clear "${key}"`, error);
        });
      },
    };
  }

  /** Forgets every slice (logout). */
  async function clearAll(): Promise<void> {
    await storage.clear().catch((error: unknown) => {
      console.warn('[persistence] could not clear storage', error);
    });
  }

  return { defineSlice, clearAll };
}

function isEnvelope(value: unknown): value is { version: unknown; data: unknown } {
  return typeof value === 'object' && value !== null && 'version' in value && 'data' in value;
}

export type Persistence = ReturnType<typeof createPersistence>;

/**
 * The browser's storage (IndexedDB through localforage) as slices, one store per brand. Reads go to
 * IndexedDB directly, start-up's to the store as the page read it when it began (`early`);
 * localforage, out of the first download, comes with the first write, or to read where IndexedDB
 * cannot be used and its other drivers may hold the data.
 */
export function openBrowserPersistence(
  { name, storeName }: StorageLocation,
  early?: Promise<StoreRead>,
): Persistence {
  let loading: Promise<LocalForage> | undefined;
  const store = () =>
    (loading ??= import('localforage').then(({ default: localforage }) =>
      localforage.createInstance({ name, storeName }),
    ));
  const direct = indexedDbReads(name, storeName, { early });
  return createPersistence({
    getItem: async <T>(key: string): Promise<T | null> => {
      const read = await direct.read(key);
      if (read.found) return read.value as T | null;
      return read.reason === 'absent' ? null : (await store()).getItem<T>(key);
    },
    setItem: async (key, value) => (await store()).setItem(key, value),
    removeItem: async (key) => (await store()).removeItem(key),
    clear: async () => (await store()).clear(),
  });
}
