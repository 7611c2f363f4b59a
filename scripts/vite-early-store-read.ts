import type { Plugin } from 'vite';
import { EARLY_STORE_READ } from '../src/app/early-store-read.ts';
import { readStore } from '../src/app/indexed-db-reads.ts';
import type { StorageLocation } from '../src/app/storage-location.ts';

/** A value written into the script: JSON with `<` escaped, so no value can close the element. */
const literal = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page reads the app's storage as it begins (src/app/early-store-read.ts): an inline script that
 * runs while the app's code downloads, so a returning customer's first screen no longer waits for
 * IndexedDB to open after that code has run. The server's policy allows it by its hash
 * (server/spa/spa-policy.ts).
 */
export function earlyStoreRead(location: StorageLocation): Plugin {
  return {
    name: 'early-store-read',
    transformIndexHtml: () => [{ tag: 'script', children: earlyStoreReadScript(location), injectTo: 'head' }],
  };
}

/** The inline script's text. */
export function earlyStoreReadScript({ name, storeName }: StorageLocation): string {
  return `self.${EARLY_STORE_READ}=(${readStore.toString()})(self.indexedDB,${literal(name)},${literal(storeName)});`;
}
