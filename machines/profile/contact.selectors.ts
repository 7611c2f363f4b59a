import type { SnapshotFrom } from 'xstate';
import type { VerificationActor } from '../shared/verification.selectors.ts';
import type { contactMachine } from './contact.machine.ts';

export type ContactSnapshot = SnapshotFrom<typeof contactMachine>;

export const selectIsBusy = (snapshot: ContactSnapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: ContactSnapshot) => snapshot.context.error;
/** Which new contact the code went to, while the code is asked for. */
export const selectVerifyChannel = (snapshot: ContactSnapshot) =>
  snapshot.hasTag('verify') ? snapshot.context.channel : undefined;
/** The code step's own actor (countdown, resend, code errors); undefined off that step. */
export const selectVerificationActor = (snapshot: ContactSnapshot) =>
  snapshot.children.verification as VerificationActor | undefined;
