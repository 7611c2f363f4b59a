import { vi } from 'vitest';

/**
 * Idempotency keys become `key-1`, `key-2`… (charts make them with `crypto.randomUUID()`), so a test
 * can tell a retry under the same key from a new attempt. Vitest restores the spy after each test.
 */
export function numberedKeys(): void {
  let count = 0;
  vi.spyOn(crypto, 'randomUUID').mockImplementation(
    () => `key-${++count}` as ReturnType<Crypto['randomUUID']>,
  );
}

/** A key as the charts make it (`crypto.randomUUID()`, version 4). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
