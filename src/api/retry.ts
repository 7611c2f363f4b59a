/** ofetch's transient statuses (spec §7). */
export const retryStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const safeMethods: ReadonlySet<string> = new Set(['GET', 'HEAD']);

export interface RetryFacts {
  method: string;
  /** Undefined when the request got no response (network failure). */
  status: number | undefined;
  hasIdempotencyKey: boolean;
  /** Retries already made for this call. */
  retries: number;
}

/**
 * Retry once, only when repeating cannot do harm: safe methods, or payload methods carrying an
 * Idempotency-Key (a blind second POST could create a second order or charge; DESIGN §5).
 * Timeouts are not retried: the caller's time budget is already spent.
 */
export function shouldRetry({ method, status, hasIdempotencyKey, retries }: RetryFacts): boolean {
  if (retries >= 1) return false;
  if (status !== undefined && !retryStatuses.has(status)) return false;
  return safeMethods.has(method.toUpperCase()) || hasIdempotencyKey;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
