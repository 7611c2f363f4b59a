/**
 * The request may have reached the server but its answer did not reach us: no response (network,
 * timeout), a 408, or a 5xx. Only asking again with the same Idempotency-Key tells what happened.
 */
export function isLostAnswer(error: unknown): boolean {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === undefined || status === 408 || (typeof status === 'number' && status >= 500);
}
