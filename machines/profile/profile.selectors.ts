import type { SnapshotFrom } from 'xstate';
import type { ContactSnapshot } from './contact.selectors.ts';
import type { PrivacyRequestsSnapshot } from './privacy-requests.selectors.ts';
import { selectStep } from './profile.location.ts';
import type { profileMachine } from './profile.machine.ts';
import { PROFILE_STEPS } from './profile.types.ts';

export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

/** Spec §4 numbers the steps 0 (default) to 6 (policy); the request centre has no number. */
export const selectStepIndex = (snapshot: ProfileSnapshot): number | undefined => {
  const step = selectStep(snapshot);
  const index = step === undefined || step === 'privacy' ? -1 : PROFILE_STEPS.indexOf(step);
  return index === -1 ? undefined : index;
};

export const selectIsBusy = (snapshot: ProfileSnapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: ProfileSnapshot) => snapshot.context.error;
export const selectUser = (snapshot: ProfileSnapshot) => snapshot.context.user;
export const selectLocale = (snapshot: ProfileSnapshot) => snapshot.context.locale;
/** The picture chosen on step 1 as it will be saved (a data: URL); undefined until one is. */
export const selectPicturePreview = (snapshot: ProfileSnapshot) => snapshot.context.picture?.preview;
/** Step 1 is reading a picked photo (cropping and resizing it). */
export const selectIsPreparingPicture = (snapshot: ProfileSnapshot) =>
  snapshot.matches({ personal: 'preparingPicture' });
/** The terms or policy of steps 5 and 6, once loaded. */
export const selectLegalText = (snapshot: ProfileSnapshot) => snapshot.context.legal;
/** Spec §5: "A password update logs the user out after a success toast" — the toast is showing. */
export const selectIsPasswordChanged = (snapshot: ProfileSnapshot) =>
  snapshot.matches({ credentials: 'changed' });

/** Step 2's own chart; undefined off that step. */
export const selectContact = (snapshot: ProfileSnapshot) =>
  snapshot.children.contact?.getSnapshot() as ContactSnapshot | undefined;
/** The request centre's own chart; undefined off that page. */
export const selectPrivacyRequests = (snapshot: ProfileSnapshot) =>
  snapshot.children.privacyRequests?.getSnapshot() as PrivacyRequestsSnapshot | undefined;

/** A CPF as step 1 shows it (not editable): `***.533.447-**`. */
export function maskCpf(document: string | null | undefined): string | undefined {
  const digits = document?.replace(/\D/g, '') ?? '';
  return digits.length === 11 ? `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` : undefined;
}
