// First: localforage looks for IndexedDB once, when it loads.
import 'fake-indexeddb/auto';
import localforage from 'localforage';
import type { HtmlTagDescriptor } from 'vite';
import { describe, expect, it } from 'vitest';
import { takeEarlyStoreRead } from '../src/app/early-store-read.ts';
import { earlyStoreRead, earlyStoreReadScript } from './vite-early-store-read.ts';

/** The plugin's script as the page runs it, in a page of its own (`self`). */
function runPageScript(location: { name: string; storeName: string }, page: Record<string, unknown>) {
  new Function('self', earlyStoreReadScript(location))(page);
}

describe('the page’s inline read of the app’s storage', () => {
  it('leaves the whole store for the app to take, once', async () => {
    const store = localforage.createInstance({ name: 'brasa-early', storeName: 'app' });
    await store.setItem('auth', { version: 1, data: { accessToken: 'a' } });
    const page: Record<string, unknown> = { indexedDB: globalThis.indexedDB };
    runPageScript({ name: 'brasa-early', storeName: 'app' }, page);
    await expect(takeEarlyStoreRead(page)).resolves.toEqual({
      found: true,
      values: { auth: { version: 1, data: { accessToken: 'a' } } },
    });
    expect(takeEarlyStoreRead(page)).toBeUndefined();
  });

  it('says why it read nothing: no database, or no IndexedDB at all', async () => {
    const first: Record<string, unknown> = { indexedDB: globalThis.indexedDB };
    runPageScript({ name: 'brasa-never-stored', storeName: 'app' }, first);
    await expect(takeEarlyStoreRead(first)).resolves.toEqual({ found: false, reason: 'absent' });
    const bare: Record<string, unknown> = {};
    runPageScript({ name: 'brasa-early', storeName: 'app' }, bare);
    await expect(takeEarlyStoreRead(bare)).resolves.toEqual({ found: false, reason: 'unavailable' });
  });

  it('writes the names as data: a quote or a closing tag in them stays in the string', async () => {
    const name = 'brasa"</script><script>alert(1)//';
    expect(earlyStoreReadScript({ name, storeName: 'app' })).not.toContain('</script>');
    const store = localforage.createInstance({ name, storeName: 'app' });
    await store.setItem('user', 1);
    const page: Record<string, unknown> = { indexedDB: globalThis.indexedDB };
    runPageScript({ name, storeName: 'app' }, page);
    await expect(takeEarlyStoreRead(page)).resolves.toEqual({ found: true, values: { user: 1 } });
  });
});

describe('the build', () => {
  it('writes the script into the head of the page', () => {
    const location = { name: 'brasa-brasa-grill', storeName: 'app' };
    const transform = earlyStoreRead(location).transformIndexHtml as () => HtmlTagDescriptor[];
    expect(transform()).toEqual([
      { tag: 'script', children: earlyStoreReadScript(location), injectTo: 'head' },
    ]);
  });
});

describe('what the app takes', () => {
  it('is nothing when the page left something else under the name', () => {
    expect(takeEarlyStoreRead({ __earlyStoreRead: { found: true } })).toBeUndefined();
  });
});
