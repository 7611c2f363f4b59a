import type { ApiErrorKey } from '../../contract/errors.ts';

/** Message ids the account flows show; the views translate them (spec §8 catalogue). */
export type AccountErrorKey =
  | ApiErrorKey
  | 'invalidCredentials'
  | 'emailConflict'
  | 'phoneConflict'
  | 'documentConflict'
  | 'invalidCode'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'resendTooSoon'
  | 'tooManyAttempts'
  | 'signInBlocked'
  | 'socialTokenRefused'
  | ValidationErrorKey;

/** Rejected before anything is sent. */
export type ValidationErrorKey =
  | 'missingCredentials'
  | 'malformedEmail'
  | 'malformedPhone'
  | 'nameRequired'
  | 'invalidBirthday'
  | 'invalidCpf'
  | 'termsRequired'
  | 'passwordTooShort'
  | 'passwordNeedsLettersAndDigits'
  | 'passwordMismatch';

/** The server's code for a resend inside the 60 s window (it also answers 429). */
export const RESEND_TOO_SOON = 'RESEND_TOO_SOON';
/** The server's code for a throttled door (sign-in, codes per hour): 429 with `Retry-After`. */
export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';
/** The API's code for a provider's token it could not check against the provider (a social sign-in). */
export const INVALID_TOKEN = 'INVALID_TOKEN';

/** What the machines read of a failed call: the shape of `ApiError` (src/api/errors.ts). */
interface KeyedError {
  key?: unknown;
  status?: unknown;
  code?: unknown;
  retryAfter?: unknown;
}

const asKeyed = (error: unknown): KeyedError =>
  typeof error === 'object' && error !== null ? (error as KeyedError) : {};

export const isTooManyAttempts = (error: unknown) => asKeyed(error).code === TOO_MANY_ATTEMPTS;

/** A 429 that is not a throttled door: the 60 s between two codes. */
export function isResendTooSoon(error: unknown): boolean {
  const { status, code } = asKeyed(error);
  return code === RESEND_TOO_SOON || (status === 429 && !isTooManyAttempts(error));
}

/**
 * The seconds a throttled door stays shut, when the answer said: its `Retry-After`, a number of
 * seconds or an HTTP date (RFC 9110 §10.2.3).
 */
export function retryAfterOf(error: unknown, now = Date.now()): number | undefined {
  const { retryAfter } = asKeyed(error);
  if (typeof retryAfter !== 'string' || retryAfter.trim() === '') return undefined;
  const header = retryAfter.trim();
  const seconds = /^\d+$/.test(header) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * The catalogue key of a failure: the API error's own key, 'tooManyAttempts' for a throttled door,
 * 'resendTooSoon' for another 429, else 'default'.
 */
export function errorKeyOf(error: unknown): AccountErrorKey {
  if (isTooManyAttempts(error)) return 'tooManyAttempts';
  if (isResendTooSoon(error)) return 'resendTooSoon';
  const { key } = asKeyed(error);
  return typeof key === 'string' ? (key as ApiErrorKey) : 'default';
}
