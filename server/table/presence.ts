import { businessNow } from '../clock.ts';
import type { Queryable } from '../db/db.ts';

/** A seat not heard from this long (business clock) reads away and leaves the table's count. */
export const awayAfterSeconds = 120;
/** How often a seat's calls write that it is there: well under `awayAfterSeconds`, well over the 3 s poll. */
const heardEverySeconds = 30;

/** SQL: seat `tp` has not been heard from for `awayAfterSeconds`. */
export const isAway = (tp: string) =>
  `(${tp}.last_seen_at <= ${businessNow} - make_interval(secs => ${awayAfterSeconds}))`;

/** SQL: whole seconds since seat `tp` was last heard from. */
export const heardAgo = (tp: string) => `floor(extract(epoch from ${businessNow} - ${tp}.last_seen_at))::int`;

/** What a seat's read says of its presence. */
export interface Heard {
  id: string;
  /** Seconds since it was last heard from (`heardAgo`). */
  heard_ago: number;
}

/**
 * A call of the seat: it is there. Written at most once per `heardEverySeconds` (a clock set back counts
 * as now). A seat back from away is a change of its bill, as its diners see it: the bill's version
 * moves on. True when the seat was away.
 */
export async function heardFrom(q: Queryable, seat: Heard): Promise<boolean> {
  if (seat.heard_ago >= 0 && seat.heard_ago < heardEverySeconds) return false;
  const wasAway = seat.heard_ago >= awayAfterSeconds;
  const [session] = await q.query<{ table_session_id: string }>(
    `update table_participants set last_seen_at = ${businessNow} where id = $1 returning table_session_id`,
    [seat.id],
  );
  if (wasAway && session) {
    await q.query('update bills set version = version + 1 where table_session_id = $1', [
      session.table_session_id,
    ]);
  }
  return wasAway;
}
