import type { AccountErrorKey } from '../shared/error-key.ts';
import type { VerificationChannel } from '../shared/verification.types.ts';
import type { AccountUser } from '../user/user.types.ts';

/** `can_update_email` false: the e-mail is the account's key at its provider and stays. */
export type ContactErrorKey = AccountErrorKey | 'emailLocked';

export interface ContactInput {
  canUpdateEmail: boolean;
}

export interface ContactTarget {
  channel: VerificationChannel;
  /** The new e-mail, or the full phone number. */
  destination: string;
}

export interface SaveContactInput extends ContactTarget {
  /** The code sent to the new contact, checked. */
  code: string;
}

export interface ContactContext extends ContactTarget {
  canUpdateEmail: boolean;
  /** The checked code, once the verification is done. */
  code: string;
  /** The account as the API answered the change. */
  user: AccountUser | undefined;
  error: ContactErrorKey | undefined;
}

export type ContactEvent =
  | { type: 'email.submit'; email: string }
  | { type: 'phone.submit'; dialCode: string; number: string }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'step.back' };

/** The account as saved; none when the customer left without changing anything. */
export interface ContactOutput {
  user: AccountUser | undefined;
}

export type ContactTag = 'busy' | 'verify';
