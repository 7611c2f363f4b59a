import type { RouteTag } from '../../contract/routes.ts';
import type { AccountErrorKey } from '../shared/error-key.ts';
import type { VerificationChannel } from '../shared/verification.types.ts';

export type RecoveryInput = {};

export interface RecoveryContext {
  channel: VerificationChannel;
  /** The e-mail, or the full phone number. */
  destination: string;
  code: string;
  error: AccountErrorKey | undefined;
}

export type RecoveryEvent =
  | { type: 'email.submit'; email: string }
  | { type: 'phone.submit'; iso: string; dialCode: string; number: string }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'password.submit'; password: string; confirmation: string }
  | { type: 'confirm.continue' }
  | { type: 'step.back' };

export type RecoveryTag =
  | 'step:identify'
  | 'step:verify'
  | 'step:password'
  | 'step:confirm'
  | 'busy'
  | 'error'
  | RouteTag;

/** What `resetPassword` sends (the reference API's body; spec §7 does not show it). */
export interface ResetPasswordInput {
  channel: VerificationChannel;
  destination: string;
  code: string;
  password: string;
}
