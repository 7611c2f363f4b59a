import type { ApiErrorKey } from '../../contract/errors.ts';

/**
 * The catalogue key of a failed call (spec §8): the API error's own key (`src/api/errors.ts` sets it
 * from the status and the detail), 'default' for anything else. Unlike `errorKeyOf`, a 429 keeps its
 * key: only the account flows read it as a code resent too soon.
 */
export function apiErrorKeyOf(error: unknown): ApiErrorKey {
  const key = typeof error === 'object' && error !== null ? (error as { key?: unknown }).key : undefined;
  return typeof key === 'string' ? (key as ApiErrorKey) : 'default';
}
