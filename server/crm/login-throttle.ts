import type { Queryable } from '../db/db.ts';
import { limits } from '../http/limits.ts';
import { countHit, forgetHits, type RateBucket, takeBackHit, tooManyAttempts } from '../http/rate-limit.ts';

interface Counter {
  bucket: RateBucket;
  key: string;
  free: number;
  blocked: number;
}

const { windowSeconds, firstDelayMs, maxDelayMs, accountCeiling } = limits.login;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait before answering the `excess`-th attempt past the free ones: doubling, capped. */
export const loginDelayMs = (excess: number) =>
  excess <= 0 ? 0 : Math.min(firstDelayMs * 2 ** (excess - 1), maxDelayMs);

export interface LoginAttempt {
  /** True when the account's failures from all clients passed the ceiling: a code must come too. */
  needsCode: boolean;
  /** Call when the sign-in succeeded: this client starts over on the account, and the try counts nowhere. */
  succeeded(withCode: boolean): Promise<void>;
}

/**
 * Counts a login attempt against the account it names (`brandId` and the login name as typed,
 * whether or not such an account exists) from this client, against the client, and against the
 * account from every client. Past the free attempts of the first two the answer is delayed; past
 * their blocked mark, refused with 429 until the window ends. The account's own count never blocks:
 * past its ceiling the right password needs a code as well (`needsCode`). Counting before the
 * password is checked makes parallel guesses count too.
 */
export async function throttleLogin(
  db: Queryable,
  attempt: { brandId: string; username: string; client: string },
): Promise<LoginAttempt> {
  const account = `${attempt.brandId}:${attempt.username}`;
  const counters: Counter[] = [
    {
      bucket: 'login-account-client',
      key: `${account}:${attempt.client}`,
      ...limits.login.accountAndClient,
    },
    { bucket: 'login-client', key: attempt.client, ...limits.login.client },
  ];
  let delayMs = 0;
  for (const counter of counters) {
    const { hits, retryAfter } = await countHit(db, counter.bucket, counter.key, windowSeconds);
    if (hits > counter.blocked) throw tooManyAttempts(retryAfter);
    delayMs = Math.max(delayMs, loginDelayMs(hits - counter.free));
  }
  const { hits: accountHits } = await countHit(db, 'login-account', account, windowSeconds);
  if (delayMs > 0) await sleep(delayMs);
  const [pair, client] = counters;
  return {
    needsCode: accountHits > accountCeiling,
    async succeeded(withCode) {
      if (pair) await forgetHits(db, pair.bucket, pair.key);
      if (client) await takeBackHit(db, client.bucket, client.key);
      if (withCode) await forgetHits(db, 'login-account', account);
      else await takeBackHit(db, 'login-account', account);
    },
  };
}
