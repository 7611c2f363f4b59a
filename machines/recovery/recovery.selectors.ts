import type { SnapshotFrom } from 'xstate';
import type { VerificationActor, VerificationSnapshot } from '../shared/verification.selectors.ts';
import type { recoveryMachine } from './recovery.machine.ts';

export type RecoverySnapshot = SnapshotFrom<typeof recoveryMachine>;

const STEPS = ['identify', 'verify', 'password', 'confirm'] as const;
export type RecoveryStep = (typeof STEPS)[number];

export const selectStep = (snapshot: RecoverySnapshot): RecoveryStep | undefined =>
  STEPS.find((step) => snapshot.hasTag(`step:${step}`));

export const selectVerifyType = (snapshot: RecoverySnapshot) =>
  snapshot.hasTag('step:verify') ? snapshot.context.channel : undefined;
export const selectIsBusy = (snapshot: RecoverySnapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: RecoverySnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : undefined;
export const selectIsDone = (snapshot: RecoverySnapshot) => snapshot.status === 'done';
/** The code step's own actor (countdown, resend, code errors); undefined off the verify step. */
export const selectVerificationActor = (snapshot: RecoverySnapshot) =>
  snapshot.children.verification as VerificationActor | undefined;
export const selectVerification = (snapshot: RecoverySnapshot): VerificationSnapshot | undefined =>
  selectVerificationActor(snapshot)?.getSnapshot();

/** Where the code goes (or went): the channel, and the e-mail or the full phone number. */
export const selectRecoveryDestination = ({ context }: RecoverySnapshot) => ({
  channel: context.channel,
  destination: context.destination,
});
