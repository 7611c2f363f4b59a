import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db.ts';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Embedded Postgres; `dataDir` is a folder, or `memory://` for a throwaway database. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  const pglite = await PGlite.create(dataDir);
  return {
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    listen: (channel, onNotify) => pglite.listen(channel, () => onNotify()),
    close: () => pglite.close(),
  };
}
