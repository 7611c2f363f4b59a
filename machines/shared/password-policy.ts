import type { ValidationErrorKey } from './error-key.ts';

export const MIN_PASSWORD_LENGTH = 8;

/** At least 8 characters with letters and digits, typed the same twice; undefined when it passes. */
export function passwordProblem(password: string, confirmation: string): ValidationErrorKey | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return 'passwordTooShort';
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return 'passwordNeedsLettersAndDigits';
  if (password !== confirmation) return 'passwordMismatch';
  return undefined;
}
