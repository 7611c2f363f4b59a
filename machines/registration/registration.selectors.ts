import type { VerificationActor, VerificationSnapshot } from '../shared/verification.selectors.ts';
import { draftOf } from './registration.context.ts';
import { type RegistrationSnapshot, selectVerifyType } from './registration.location.ts';

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
