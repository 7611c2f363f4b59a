import type { SnapshotFrom } from 'xstate';
import type { pwaMachine } from './pwa.machine.ts';

export type PwaSnapshot = SnapshotFrom<typeof pwaMachine>;

/** A new build is ready: the prompt shows until the customer updates or dismisses it. */
export const selectIsUpdateAvailable = (snapshot: PwaSnapshot) => snapshot.hasTag('updatePrompt');

/** The customer accepted: the new build takes over and the page reloads. */
export const selectIsReloading = (snapshot: PwaSnapshot) => snapshot.hasTag('reloading');

/** The browser offers to install the app, and nobody declined it yet. */
export const selectCanInstall = (snapshot: PwaSnapshot) => snapshot.hasTag('installOffer');

/** The browser can push and the customer has not decided about notifications yet. */
export const selectCanOfferNotifications = (snapshot: PwaSnapshot) => snapshot.hasTag('notificationsOffer');

/** The browser's permission prompt is open. */
export const selectIsAskingNotifications = (snapshot: PwaSnapshot) => snapshot.hasTag('askingNotifications');
