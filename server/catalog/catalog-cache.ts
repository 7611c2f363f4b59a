import type { CategorySummary } from '../../contract/schemas/catalog.ts';
import type { Db } from '../db/db.ts';
import type { CheckedAnswer } from '../http/answer-memo.ts';
import { RecentMap } from '../http/recent-map.ts';
import { categorySummaries, type MenuScope } from './menu-queries.ts';
import { loadStores, type Store } from './store-queries.ts';

/** Announced by the triggers of every table the catalog reads (migration 120) when a change commits. */
const channel = 'catalog_changed';

/**
 * The catalog reads one API process keeps: a brand's stores, a menu's category summaries and built
 * answers (menu pages), at most `capacity` of them (0: none), the least recently read dropped first.
 * A cache the database invalidates, not state: every change of a catalog table is announced on
 * commit to every process (LISTEN/NOTIFY), which drops all it keeps, and the next read loads again.
 * A read under way when the notice arrives is not kept, so nothing loaded before a change outlives
 * its notice. What depends on the hour (a service open now, the business clock) is not kept: each
 * request computes it from the stores.
 */
export interface CatalogCache {
  stores(brandId: string): Promise<readonly Store[]>;
  categories(scope: MenuScope): Promise<CategorySummary[]>;
  /** The answer kept for `key` (say every input it depends on), else built; failures are not kept. */
  answer(key: string, build: () => Promise<CheckedAnswer>): Promise<CheckedAnswer>;
  /** Stops listening for changes. */
  stop(): Promise<void>;
}

export async function catalogCache(db: Db, capacity: number): Promise<CatalogCache> {
  // Loads under way are kept too: the readers of a key that arrive together share one query.
  const entries = new RecentMap<string, Promise<unknown>>(capacity);
  const stop = await db.listen(channel, () => entries.clear());

  function kept<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = entries.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const loading = load();
    entries.set(key, loading);
    loading.catch(() => {
      if (entries.peek(key) === loading) entries.delete(key);
    });
    return loading;
  }

  return {
    stores: (brandId) => kept(JSON.stringify(['stores', brandId]), () => loadStores(db, brandId)),
    categories: (scope) =>
      kept(
        JSON.stringify([
          'categories',
          scope.brandId,
          scope.locale,
          scope.includeUnavailable,
          scope.storeId ?? null,
        ]),
        () => categorySummaries(db, scope),
      ),
    answer: (key, build) => kept(JSON.stringify(['answer', key]), build),
    stop,
  };
}
