import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountErrorKey } from '../../machines/shared/error-key.ts';
import { errorMessages } from './error-messages.ts';

/** The account flows' own message ids: what the catalogue of spec §8 does not name. */
const accountMessages = {
  invalidCredentials: msg`E-mail, phone or password is incorrect.`,
  resendTooSoon: msg`Please wait a minute before asking for a new code.`,
  tooManyAttempts: msg`Too many attempts. Wait a few minutes and try again.`,
  socialTokenRefused: msg`We could not confirm that sign-in with the provider. Try again, or log in with your e-mail or phone.`,
  signInBlocked: msg`Too many sign-in attempts: signing in is blocked for a while. Try again later or reset your password.`,
  missingCredentials: msg`Enter your e-mail or phone and your password.`,
  malformedEmail: msg`Enter a valid e-mail address.`,
  malformedPhone: msg`Enter a valid phone number with the area code.`,
  nameRequired: msg`Enter your full name.`,
  invalidBirthday: msg`Enter a valid birth date (dd/mm/yyyy).`,
  invalidCpf: msg`This CPF is not valid. Check the numbers.`,
  termsRequired: msg`To continue, accept the terms of use and the privacy policy.`,
  passwordTooShort: msg`The password needs at least 8 characters.`,
  passwordNeedsLettersAndDigits: msg`The password needs letters and numbers.`,
  passwordMismatch: msg`The passwords don't match.`,
} satisfies Partial<Record<AccountErrorKey, MessageDescriptor>>;

/** The message of an account flow's error key, from the catalogue or the flows' own table. */
export function accountMessage(key: AccountErrorKey): MessageDescriptor {
  if (key in accountMessages) return accountMessages[key as keyof typeof accountMessages];
  if (key in errorMessages) return errorMessages[key as keyof typeof errorMessages];
  return errorMessages.default;
}
