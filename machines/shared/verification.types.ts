import type { AccountErrorKey } from './error-key.ts';

export type VerificationChannel = 'email' | 'phone';

export interface VerificationInput {
  channel: VerificationChannel;
  /** The e-mail, or the full phone number (dial code joined with the number). */
  destination: string;
}

export interface VerificationContext {
  channel: VerificationChannel;
  destination: string;
  code: string;
  error: AccountErrorKey | undefined;
  /** When `code.resend` is accepted again (ms): the view counts down to it. */
  resendAvailableAt: number;
}

export type VerificationEvent = { type: 'code.submit'; code: string } | { type: 'code.resend' };

export type VerificationTag = 'busy' | 'canResend';

/** Inputs and outputs of the actors the app provides for each flow. */
export interface CheckCodeInput {
  channel: VerificationChannel;
  destination: string;
  code: string;
}

export interface SendCodeInput {
  channel: VerificationChannel;
  destination: string;
}

export interface CodeSent {
  channel: VerificationChannel;
  at: number;
}

export interface VerificationOutput {
  code: string;
}
