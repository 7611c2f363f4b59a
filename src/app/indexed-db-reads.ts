/**
 * Reads of the app's storage straight from IndexedDB, where localforage keeps it (database `name`,
 * object store `storeName`, each value as it was put). Start-up reads through this, so the first
 * screen does not wait for localforage to download: it is needed only to write.
 *
 * `absent`: nothing was ever stored (the database or its store does not exist, and opening it made
 * none); `unavailable`: IndexedDB cannot be used here, localforage's other drivers may hold the data.
 */
export type DirectRead = { found: true; value: unknown } | { found: false; reason: 'absent' | 'unavailable' };

export function indexedDbReads(name: string, storeName: string, factory = globalThis.indexedDB) {
  let connection: Promise<IDBDatabase | 'absent' | 'unavailable'> | undefined;

  function open(): Promise<IDBDatabase | 'absent' | 'unavailable'> {
    return new Promise((resolve) => {
      let request: IDBOpenDBRequest;
      try {
        request = factory.open(name);
      } catch {
        return resolve('unavailable');
      }
      let created = false;
      // No database yet: undo the one this open would make, so localforage creates it its own way.
      request.onupgradeneeded = () => {
        created = true;
        request.transaction?.abort();
      };
      request.onerror = (event) => {
        event.preventDefault();
        resolve(created ? 'absent' : 'unavailable');
      };
      request.onblocked = () => resolve('unavailable');
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains(storeName)) {
          db.close();
          return resolve('absent');
        }
        // localforage adding a store (a new version) must not wait for this connection.
        db.onversionchange = () => {
          db.close();
          connection = undefined;
        };
        resolve(db);
      };
    });
  }

  /** The value stored under `key` (`null` when none), or why it cannot be told. */
  async function read(key: string): Promise<DirectRead> {
    connection ??= open();
    const db = await connection;
    // Absent now may be created later by a write: look again next time.
    if (typeof db === 'string') {
      connection = undefined;
      return { found: false, reason: db };
    }
    try {
      const request = db.transaction(storeName, 'readonly').objectStore(storeName).get(key);
      const value = await new Promise<unknown>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      return { found: true, value: value === undefined ? null : value };
    } catch {
      connection = undefined;
      return { found: false, reason: 'unavailable' };
    }
  }

  return { read };
}
