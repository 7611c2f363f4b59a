import type { SnapshotFrom } from 'xstate';
import { type AppLocation, routeOfTags } from '../../contract/routes.ts';
import type { VerificationActor, VerificationSnapshot } from '../shared/verification.selectors.ts';
import { draftOf } from './registration.context.ts';
import type { registrationMachine } from './registration.machine.ts';

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

export const REGISTRATION_STEPS = ['email', 'verify', 'phone', 'data', 'password', 'confirm'] as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[number];

/** The step the user is on, from the `step:*` tags; undefined once done. */
export const selectStep = (snapshot: RegistrationSnapshot): RegistrationStep | undefined =>
  REGISTRATION_STEPS.find((step) => snapshot.hasTag(`step:${step}`));

/** Spec §4 numbers the steps from 0 (Email) to 5 (Confirm). */
export const selectStepIndex = (snapshot: RegistrationSnapshot) => {
  const step = selectStep(snapshot);
  return step === undefined ? undefined : REGISTRATION_STEPS.indexOf(step);
};

export const selectVerifyType = (snapshot: RegistrationSnapshot) => {
  if (snapshot.hasTag('verify:email')) return 'email';
  return snapshot.hasTag('verify:phone') ? 'phone' : undefined;
};

/**
 * Where the user is: the page of the current step (spec §2), with the type query the verify page
 * needs; once done, where the after-login rules send the new account.
 */
export function selectLocation(snapshot: RegistrationSnapshot): AppLocation | undefined {
  if (snapshot.status === 'done') return { path: snapshot.context.redirectTo ?? '/' };
  const path = routeOfTags(snapshot.tags);
  if (path === undefined) return undefined;
  const type = selectVerifyType(snapshot);
  return type === undefined ? { path } : { path, search: { type } };
}

export const selectIsBusy = (snapshot: RegistrationSnapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: RegistrationSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : undefined;
export const selectDraft = (snapshot: RegistrationSnapshot) => draftOf(snapshot.context);
export const selectRedirectTo = (snapshot: RegistrationSnapshot) => snapshot.context.redirectTo;

/** The code step's own actor (countdown, resend, code errors); undefined off the verify step. */
export const selectVerificationActor = (snapshot: RegistrationSnapshot) =>
  snapshot.children.verification as VerificationActor | undefined;

/** The code step's own snapshot; undefined off the verify step. */
export const selectVerification = (snapshot: RegistrationSnapshot): VerificationSnapshot | undefined =>
  selectVerificationActor(snapshot)?.getSnapshot();

/** Where the code of the verify step went: the e-mail, or the full phone number. */
export const selectVerifyDestination = (snapshot: RegistrationSnapshot) => {
  const type = selectVerifyType(snapshot);
  if (type === undefined) return undefined;
  return type === 'phone' ? snapshot.context.phone_number : snapshot.context.email;
};
