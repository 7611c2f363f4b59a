import type { SnapshotFrom } from 'xstate';
import type { locateMachine } from './locate.machine.ts';

export type LocateSnapshot = SnapshotFrom<typeof locateMachine>;

export const selectPermission = (snapshot: LocateSnapshot) => snapshot.context.permission;
/** "Use my location" is offered unless the browser said no or has no geolocation. */
export const selectCanLocate = (snapshot: LocateSnapshot) =>
  snapshot.hasTag('choosing') &&
  snapshot.context.permission !== 'denied' &&
  snapshot.context.permission !== 'unavailable';
export const selectIsBusy = (snapshot: LocateSnapshot) => snapshot.hasTag('busy');
/** Asking the browser for the position (the permission prompt may be open). */
export const selectIsLocating = (snapshot: LocateSnapshot) => snapshot.matches('locating');
export const selectResults = (snapshot: LocateSnapshot) =>
  snapshot.hasTag('results') ? snapshot.context.results : [];
export const selectError = (snapshot: LocateSnapshot) => snapshot.context.error;
