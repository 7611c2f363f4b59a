import type { Db } from './db/db.ts';
import { log } from './ops/log.ts';

/**
 * The reference API's "now" for business rules (opening hours, order progress, PIX expiries): the
 * wall clock, moved by a fixed offset when the dev tools set it, so that a test can stand in a closed
 * hour or an hour later without waiting.
 */
export interface Clock {
  now(): Date;
}

export interface SettableClock extends Clock {
  /** From now on, `now()` reads `at` advancing in real time; `undefined` goes back to the wall clock. */
  set(at: Date | undefined): Promise<void>;
}

/**
 * SQL: the business clock's now inside a query, for expiries the database decides. An uncorrelated
 * subquery, so the one-row table is read once per query, with no round trip of its own.
 */
export const businessNow = `(now() + coalesce((select offset_ms from business_clock), 0) * interval '1 millisecond')`;

const channel = 'business_clock';

/**
 * The business clock of every API process on `db`: the offset lives in the database (`business_clock`)
 * and each process keeps a copy, read at start and again on each change any process announces
 * (LISTEN/NOTIFY), so `now()` costs no query. `stop()` ends the listening.
 */
export async function sharedClock(db: Db): Promise<SettableClock & { stop(): Promise<void> }> {
  let offsetMs = 0;
  let version = -1;
  const take = (row: { offset_ms: string; version: string } | undefined) => {
    if (!row || Number(row.version) < version) return;
    offsetMs = Number(row.offset_ms);
    version = Number(row.version);
  };
  const read = async () =>
    take(
      (
        await db.query<{ offset_ms: string; version: string }>(
          'select offset_ms::text, version::text from business_clock',
        )
      )[0],
    );
  const stop = await db.listen(channel, () => {
    // A channel spans the whole database: a notice from another schema (a test's) costs one needless read.
    read().catch((error: unknown) => log.warn({ err: error }, 'reading the business clock failed'));
  });
  await read();
  return {
    now: () => new Date(Date.now() + offsetMs),
    async set(at) {
      const offset = at === undefined ? 0 : at.getTime() - Date.now();
      const written = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ offset_ms: string; version: string }>(
          `insert into business_clock (offset_ms, version) values ($1, 1)
           on conflict (only_row) do update set offset_ms = excluded.offset_ms,
             version = business_clock.version + 1
           returning offset_ms::text, version::text`,
          [offset],
        );
        await tx.query(`select pg_notify('${channel}', '')`);
        return row;
      });
      take(written);
    },
    stop,
  };
}
