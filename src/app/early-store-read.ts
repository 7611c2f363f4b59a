import type { StoreRead } from './indexed-db-reads.ts';

/** Where the page's inline start-up script leaves its read (scripts/vite-early-store-read.ts). */
export const EARLY_STORE_READ = '__earlyStoreRead';

/**
 * The store as the page read it when it began, beside the download of the app's code rather than
 * after it; taken once. None when the page has no such script.
 */
export function takeEarlyStoreRead(
  page = globalThis as unknown as Record<string, unknown>,
): Promise<StoreRead> | undefined {
  const early = page[EARLY_STORE_READ];
  delete page[EARLY_STORE_READ];
  return early instanceof Promise ? (early as Promise<StoreRead>) : undefined;
}
