import type { Queryable } from '../db/db.ts';
import { HttpError } from './http-error.ts';

export type RateBucket =
  | 'login-account'
  | 'login-account-client'
  | 'login-client'
  | 'existence-client'
  | 'code-target'
  | 'code-client'
  | 'guest-session-client'
  | 'gift-card-client'
  | 'gift-card-address'
  | 'engagement-client';

export interface Counted {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends and the count starts over. */
  retryAfter: number;
}

/** Counts one hit on `key` in a window of `windowSeconds` that starts with its first hit. */
export async function countHit(
  db: Queryable,
  bucket: RateBucket,
  key: string,
  windowSeconds: number,
): Promise<Counted> {
  const [row] = await db.query<{ hits: number; retry_after: number }>(
    `insert into rate_counters as r (bucket, key, window_started_at, hits) values ($1, $2, now(), 1)
     on conflict (bucket, key) do update set
       window_started_at = case when r.window_started_at <= now() - make_interval(secs => $3)
         then now() else r.window_started_at end,
       hits = case when r.window_started_at <= now() - make_interval(secs => $3) then 1 else r.hits + 1 end
     returning hits,
       greatest(1, ceil(extract(epoch from r.window_started_at + make_interval(secs => $3) - now())))::int
         as retry_after`,
    [bucket, key, windowSeconds],
  );
  if (!row) throw new Error('rate counter upsert returned nothing');
  return { hits: row.hits, retryAfter: row.retry_after };
}

/** Takes back one hit (it turned out not to count: a successful login, a code not sent). */
export async function takeBackHit(db: Queryable, bucket: RateBucket, key: string): Promise<void> {
  await db.query('update rate_counters set hits = hits - 1 where bucket = $1 and key = $2 and hits > 0', [
    bucket,
    key,
  ]);
}

export async function forgetHits(db: Queryable, bucket: RateBucket, key: string): Promise<void> {
  await db.query('delete from rate_counters where bucket = $1 and key = $2', [bucket, key]);
}

/** Counts one hit on `key`, refused with 429 past `limit` hits in the window. */
export async function limitHits(
  db: Queryable,
  bucket: RateBucket,
  key: string,
  { windowSeconds, limit }: { windowSeconds: number; limit: number },
): Promise<void> {
  const { hits, retryAfter } = await countHit(db, bucket, key, windowSeconds);
  if (hits > limit) throw tooManyAttempts(retryAfter);
}

/** 429 with `Retry-After` (header and `retry_after` in the body). */
export const tooManyAttempts = (retryAfter: number) =>
  new HttpError(429, 'too many attempts; try again later', 'TOO_MANY_ATTEMPTS', { retry_after: retryAfter });
