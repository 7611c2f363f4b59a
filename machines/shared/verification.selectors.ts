import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { verificationMachine } from './verification.machine.ts';

export type VerificationSnapshot = SnapshotFrom<typeof verificationMachine>;
/** The code step a flow invokes (id `verification`): views subscribe to it for the countdown and code errors. */
export type VerificationActor = ActorRefFrom<typeof verificationMachine>;

export const selectIsBusy = (snapshot: VerificationSnapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: VerificationSnapshot) => snapshot.context.error;
export const selectCanResend = (snapshot: VerificationSnapshot) => snapshot.hasTag('canResend');
export const selectResendAvailableAt = (snapshot: VerificationSnapshot) => snapshot.context.resendAvailableAt;
/** Whole seconds the view counts down before the resend button comes back. */
export const selectSecondsUntilResend = (snapshot: VerificationSnapshot, now: number) =>
  snapshot.hasTag('canResend')
    ? 0
    : Math.max(0, Math.ceil((snapshot.context.resendAvailableAt - now) / 1000));
export const selectIsVerified = (snapshot: VerificationSnapshot) => snapshot.status === 'done';
