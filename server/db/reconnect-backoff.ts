import { DatabaseUnavailable } from './database-unavailable.ts';

/**
 * When connecting fails, waits before the next attempt, doubling from `firstMs` up to `maxMs`, and
 * lets one attempt through at a time once the wait is over; callers meanwhile are refused at once.
 * A database that is back is found by that one attempt, and a down one is not hammered by every request.
 */
export class ReconnectBackoff {
  private failures = 0;
  private retryAt = 0;
  private trying = false;

  constructor(
    private readonly firstMs = 200,
    private readonly maxMs = 5_000,
    private readonly now = () => Date.now(),
  ) {}

  /** Throws `DatabaseUnavailable` while connecting should not be tried; else the caller may try. */
  admit(): void {
    if (this.failures === 0) return;
    const waitMs = this.retryAt - this.now();
    if (waitMs > 0 || this.trying) throw new DatabaseUnavailable(Math.max(1, Math.ceil(waitMs / 1000)));
    this.trying = true;
  }

  failed(): void {
    this.trying = false;
    // Attempts that were under way together fail together: they count as one.
    if (this.failures > 0 && this.now() < this.retryAt) return;
    this.failures += 1;
    this.retryAt = this.now() + Math.min(this.firstMs * 2 ** (this.failures - 1), this.maxMs);
  }

  succeeded(): void {
    this.trying = false;
    this.failures = 0;
  }

  /** True while connecting fails. */
  get down(): boolean {
    return this.failures > 0;
  }
}
