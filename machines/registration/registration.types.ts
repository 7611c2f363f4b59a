import type { RouteTag } from '../../contract/routes.ts';
import type { AfterLoginPath } from '../login/after-login.ts';
import type { AccountErrorKey } from '../shared/error-key.ts';
import type { AccountUser } from '../user/user.types.ts';
import type { PersonalData } from './personal-data.ts';

/** Spec §3 "Register draft" (not persisted). */
export interface RegisterDraft {
  iso: string;
  email: string;
  name: string;
  /** ISO date (`1990-05-31`). */
  birthday: string;
  /** The full number: dial code joined with the number (`+5511987654321`). */
  phone_number: string;
  /** The cpf digits. */
  document: string;
  password: string;
  accepted_terms: boolean;
  accepted_notifications: boolean;
  external_id: string | undefined;
  auth_provider: string | undefined;
  isToCompleteRegister: boolean;
  /** The codes the verify steps checked: the API registers with them (empty until checked). */
  emailCode: string;
  phoneCode: string;
}

export interface RegistrationInput {
  /** A social or b2c user completing their data: starts at the phone (at the data with a phone). */
  isToCompleteRegister?: boolean;
  /** What is already known of that user. */
  draft?: Partial<Omit<RegisterDraft, 'emailCode' | 'phoneCode'>>;
  hasActiveTableSession?: boolean;
}

export interface RegistrationContext extends RegisterDraft {
  dialCode: string;
  error: AccountErrorKey | undefined;
  user: AccountUser | null;
  redirectTo: AfterLoginPath | undefined;
  hasActiveTableSession: boolean;
}

export interface PhoneEntry {
  iso: string;
  dialCode: string;
  number: string;
}

export type RegistrationEvent =
  | { type: 'email.submit'; email: string }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | ({ type: 'phone.submit' } & PhoneEntry)
  | ({ type: 'data.submit' } & PersonalData)
  | { type: 'password.submit'; password: string; confirmation: string }
  | { type: 'confirm.continue' }
  | { type: 'step.back' };

export type RegistrationTag =
  | 'step:email'
  | 'step:verify'
  | 'verify:email'
  | 'verify:phone'
  | 'step:phone'
  | 'step:data'
  | 'step:password'
  | 'step:confirm'
  | 'busy'
  | 'error'
  | RouteTag;

export interface RegistrationOutput {
  redirectTo: AfterLoginPath | undefined;
}
