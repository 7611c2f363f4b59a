import type { Queryable } from '../db/db.ts';
import { limits } from '../http/limits.ts';
import { countHit, forgetHits, type RateBucket, takeBackHit, tooManyAttempts } from '../http/rate-limit.ts';

interface Counter {
  bucket: RateBucket;
  key: string;
  free: number;
  blocked: number;
}

const { windowSeconds, firstDelayMs, maxDelayMs } = limits.login;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait before answering the `excess`-th attempt past the free ones: doubling, capped. */
export const loginDelayMs = (excess: number) =>
  excess <= 0 ? 0 : Math.min(firstDelayMs * 2 ** (excess - 1), maxDelayMs);

export interface LoginAttempt {
  /** Call when the password was right: the account's count starts over, the client's forgets this one. */
  succeeded(): Promise<void>;
}

/**
 * Counts a login attempt against the account it names (`brandId` and the login name as typed,
 * whether or not such an account exists) and against the client. Past the free attempts of either,
 * the answer is delayed; past the blocked mark, refused with 429 until the window ends — the right
 * password included. Counting before the password is checked makes parallel guesses count too.
 */
export async function throttleLogin(
  db: Queryable,
  attempt: { brandId: string; username: string; client: string },
): Promise<LoginAttempt> {
  const counters: Counter[] = [
    { bucket: 'login-account', key: `${attempt.brandId}:${attempt.username}`, ...limits.login.account },
    { bucket: 'login-client', key: attempt.client, ...limits.login.client },
  ];
  let delayMs = 0;
  for (const counter of counters) {
    const { hits, retryAfter } = await countHit(db, counter.bucket, counter.key, windowSeconds);
    if (hits > counter.blocked) throw tooManyAttempts(retryAfter);
    delayMs = Math.max(delayMs, loginDelayMs(hits - counter.free));
  }
  if (delayMs > 0) await sleep(delayMs);
  const [account, client] = counters;
  return {
    async succeeded() {
      if (account) await forgetHits(db, account.bucket, account.key);
      if (client) await takeBackHit(db, client.bucket, client.key);
    },
  };
}
