/**
 * Reads of the app's storage straight from IndexedDB, where localforage keeps it (database `name`,
 * object store `storeName`, each value as it was put). Start-up reads through this, so the first
 * screen does not wait for localforage to download: it is needed only to write.
 *
 * `absent`: nothing was ever stored (the database or its store does not exist, and opening it made
 * none); `unavailable`: IndexedDB cannot be used here, localforage's other drivers may hold the data.
 */
export type DirectRead = { found: true; value: unknown } | { found: false; reason: 'absent' | 'unavailable' };

/** The whole store, key by key (a few small slices; no prototype), or why it cannot be read. */
export type StoreRead =
  | { found: true; values: Record<string, unknown> }
  | { found: false; reason: 'absent' | 'unavailable' };

/**
 * Reads every key of the store in one transaction, on a connection closed right after: localforage
 * adding a store (a new version) never waits for it. Self-contained, no imports and no outer names:
 * the page's inline start-up script is this function's source (scripts/vite-early-store-read.ts).
 */
export function readStore(
  factory: IDBFactory | undefined,
  name: string,
  storeName: string,
): Promise<StoreRead> {
  return new Promise((resolve) => {
    const unavailable = () => resolve({ found: false, reason: 'unavailable' });
    let request: IDBOpenDBRequest;
    try {
      if (factory === undefined) return unavailable();
      request = factory.open(name);
    } catch {
      return unavailable();
    }
    let created = false;
    // No database yet: undo the one this open would make, so localforage creates it its own way.
    request.onupgradeneeded = () => {
      created = true;
      request.transaction?.abort();
    };
    request.onerror = (event) => {
      event.preventDefault();
      if (created) resolve({ found: false, reason: 'absent' });
      else unavailable();
    };
    request.onblocked = unavailable;
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(storeName)) {
        db.close();
        return resolve({ found: false, reason: 'absent' });
      }
      try {
        const transaction = db.transaction(storeName, 'readonly');
        const store = transaction.objectStore(storeName);
        const keys = store.getAllKeys();
        const values = store.getAll();
        transaction.oncomplete = () => {
          db.close();
          const read: Record<string, unknown> = Object.create(null);
          keys.result.forEach((key, index) => {
            read[String(key)] = values.result[index];
          });
          resolve({ found: true, values: read });
        };
        transaction.onabort = () => {
          db.close();
          unavailable();
        };
      } catch {
        db.close();
        unavailable();
      }
    };
  });
}

interface ReadOptions {
  factory?: IDBFactory;
  /** The store as the page read it when it began (src/app/early-store-read.ts). */
  early?: Promise<StoreRead>;
}

export function indexedDbReads(
  name: string,
  storeName: string,
  { factory = globalThis.indexedDB, early }: ReadOptions = {},
) {
  let pageRead = early;

  /** The value stored under `key` (`null` when none), or why it cannot be told. */
  async function read(key: string): Promise<DirectRead> {
    // The page's read answers the reads asked before it is delivered: start-up's, which nothing has
    // written before. A read asked later looks again, and sees every write since, this tab's or another's.
    const answered = pageRead;
    const store = await (answered ?? readStore(factory, name, storeName));
    if (answered !== undefined) pageRead = undefined;
    if (!store.found) return store;
    return { found: true, value: store.values[key] ?? null };
  }

  return { read };
}
