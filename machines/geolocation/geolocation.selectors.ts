import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { newAddressOf } from './address-form.ts';
import { formatLocation } from './formatted-location.ts';
import type { geolocationMachine } from './geolocation.machine.ts';
import type { locateMachine } from './locate.machine.ts';
import type { LocateSnapshot } from './locate.selectors.ts';

export type GeolocationSnapshot = SnapshotFrom<typeof geolocationMachine>;

export const WIZARD_STEPS = ['geolocation', 'address', 'confirm'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The step the visitor is on, from the `step:*` tags; undefined once done. */
export const selectStep = (snapshot: GeolocationSnapshot): WizardStep | undefined =>
  WIZARD_STEPS.find((step) => snapshot.hasTag(`step:${step}`));

/** Spec §2 numbers the steps Geolocation (0), Address (1), Confirm (2). */
export const selectStepIndex = (snapshot: GeolocationSnapshot) => {
  const step = selectStep(snapshot);
  return step === undefined ? undefined : WIZARD_STEPS.indexOf(step);
};

export const selectScope = (snapshot: GeolocationSnapshot) => snapshot.context.scope;
export const selectIsBusy = (snapshot: GeolocationSnapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: GeolocationSnapshot) => snapshot.context.error;
export const selectPlace = (snapshot: GeolocationSnapshot) => snapshot.context.place;
/** The form's values: from the place, or as last submitted. */
export const selectForm = (snapshot: GeolocationSnapshot) => snapshot.context.form;
export const selectFormProblems = (snapshot: GeolocationSnapshot) => snapshot.context.problems;
export const selectSavedAddress = (snapshot: GeolocationSnapshot) => snapshot.context.saved;

/** Spec §3 "Geolocation store: formatted location text": the saved address, else the place and form. */
export function selectFormattedLocation(snapshot: GeolocationSnapshot): string {
  const { saved, place, form } = snapshot.context;
  if (saved !== undefined) return formatLocation(saved);
  return place === undefined ? '' : formatLocation(newAddressOf(place, form));
}

export type LocateActor = ActorRefFrom<typeof locateMachine>;

/** The locate step's child, to follow its own snapshots (permission, results, errors); undefined off step 0. */
export const selectLocateActor = (snapshot: GeolocationSnapshot) =>
  snapshot.children.locate as LocateActor | undefined;

/** The locate step's own snapshot (permission, results, its errors); undefined off step 0. */
export const selectLocate = (snapshot: GeolocationSnapshot): LocateSnapshot | undefined =>
  (snapshot.children.locate as ActorRefFrom<typeof locateMachine> | undefined)?.getSnapshot();
