import type { SnapshotFrom } from 'xstate';
import type { VerificationActor } from '../shared/verification.selectors.ts';
import type { VerificationChannel } from '../shared/verification.types.ts';
import { destinationOf } from './table-registration.context.ts';
import type { tableRegistrationMachine } from './table-registration.machine.ts';
import type { TableDetail } from './table-registration.types.ts';

export type TableRegistrationSnapshot = SnapshotFrom<typeof tableRegistrationMachine>;

const STEPS = ['name', 'email', 'verify', 'phone'] as const;
export type TableRegistrationStep = (typeof STEPS)[number];

/** The step the diner is on, from the `step:*` tags; undefined once finished. */
export const selectStep = (snapshot: TableRegistrationSnapshot): TableRegistrationStep | undefined =>
  STEPS.find((step) => snapshot.hasTag(`step:${step}`));

export const selectVerifyType = (snapshot: TableRegistrationSnapshot): VerificationChannel | undefined => {
  if (snapshot.hasTag('verify:email')) return 'email';
  return snapshot.hasTag('verify:phone') ? 'phone' : undefined;
};

/** The detail being given; a code counts as part of its contact's step. */
export const selectDetail = (snapshot: TableRegistrationSnapshot): TableDetail | undefined => {
  const step = selectStep(snapshot);
  return step === 'verify' ? selectVerifyType(snapshot) : step;
};

/** "Step 2 of 3": among the details this diner was missing when they arrived. */
export function selectProgress(snapshot: TableRegistrationSnapshot) {
  const detail = selectDetail(snapshot);
  const { steps } = snapshot.context;
  if (detail === undefined || steps.length < 2) return undefined;
  return { current: steps.indexOf(detail) + 1, total: steps.length, detail };
}

export const selectIsBusy = (snapshot: TableRegistrationSnapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: TableRegistrationSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : undefined;

/** What the diner typed, to show it again (a conflict or a step back keeps it). */
export const selectTyped = (snapshot: TableRegistrationSnapshot) => {
  const { name, email, phone } = snapshot.context;
  return { name, email, phone };
};

/** The code step's own actor (countdown, resend, code errors); undefined off the code step. */
export const selectVerificationActor = (snapshot: TableRegistrationSnapshot) =>
  snapshot.children.verification as VerificationActor | undefined;

/** Where the code went: the e-mail, or the full phone number. */
export const selectVerifyDestination = (snapshot: TableRegistrationSnapshot) => {
  const channel = selectVerifyType(snapshot);
  return channel === undefined ? undefined : destinationOf(snapshot.context, channel);
};

export const selectOutcome = (snapshot: TableRegistrationSnapshot) =>
  snapshot.status === 'done' ? snapshot.output?.outcome : undefined;
