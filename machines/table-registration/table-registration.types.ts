import type { PhoneEntry } from '../registration/registration.types.ts';
import type { AccountErrorKey } from '../shared/error-key.ts';
import type { VerificationChannel } from '../shared/verification.types.ts';
import type { AccountUser } from '../user/user.types.ts';

/** Spec §4: "A user with all table info has name, email and phone." */
export type TableDetail = 'name' | 'email' | 'phone';

export interface TableRegistrationInput {
  /** The signed-in diner as the user store has them. */
  user: AccountUser;
}

export interface TableRegistrationContext {
  /** The account as the server last answered it: what is still missing decides the next step. */
  user: AccountUser;
  /** The details missing when the diner arrived, in the order they are asked: the progress counts them. */
  steps: TableDetail[];
  name: string;
  email: string;
  phone: PhoneEntry;
  /** The code the verify step checked: the server sets the contact with it. */
  code: string;
  error: AccountErrorKey | undefined;
}

export type TableRegistrationEvent =
  | { type: 'name.submit'; name: string }
  | { type: 'email.submit'; email: string }
  | ({ type: 'phone.submit' } & PhoneEntry)
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'step.back' }
  | { type: 'registration.skip' };

export type TableRegistrationTag =
  | 'step:name'
  | 'step:email'
  | 'step:verify'
  | 'verify:email'
  | 'verify:phone'
  | 'step:phone'
  | 'busy'
  | 'error';

/** A new e-mail or phone for the signed-in account: where the code goes, or went. */
export interface ContactInput {
  channel: VerificationChannel;
  /** The e-mail, or the full phone number (dial code joined with the number). */
  destination: string;
}

export interface SaveContactInput extends ContactInput {
  code: string;
}

export interface TableRegistrationOutput {
  outcome: 'updated' | 'skipped';
}
