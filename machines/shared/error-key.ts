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

/** What the machines read of a failed call: the shape of `ApiError` (src/api/errors.ts). */
interface KeyedError {
  key?: unknown;
  status?: unknown;
  code?: unknown;
}

const asKeyed = (error: unknown): KeyedError =>
  typeof error === 'object' && error !== null ? (error as KeyedError) : {};

export function isResendTooSoon(error: unknown): boolean {
  const { status, code } = asKeyed(error);
  return status === 429 || code === RESEND_TOO_SOON;
}

/** The catalogue key of a failure: the API error's own key, 'resendTooSoon' for a 429, else 'default'. */
export function errorKeyOf(error: unknown): AccountErrorKey {
  if (isResendTooSoon(error)) return 'resendTooSoon';
  const { key } = asKeyed(error);
  return typeof key === 'string' ? (key as ApiErrorKey) : 'default';
}
