import type { SnapshotFrom } from 'xstate';
import type { privacyRequestsMachine } from './privacy-requests.machine.ts';

export type PrivacyRequestsSnapshot = SnapshotFrom<typeof privacyRequestsMachine>;

export const selectRequests = (snapshot: PrivacyRequestsSnapshot) => snapshot.context.requests;
export const selectIsBusy = (snapshot: PrivacyRequestsSnapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: PrivacyRequestsSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : undefined;
/** The customer asked to delete their account and is asked to confirm. */
export const selectIsConfirmingDeletion = (snapshot: PrivacyRequestsSnapshot) =>
  snapshot.hasTag('confirmDeletion');
/** What is being asked (or failed and may be retried). */
export const selectPendingKind = (snapshot: PrivacyRequestsSnapshot) => snapshot.context.pending?.kind;
export const selectIsAccountDeleted = (snapshot: PrivacyRequestsSnapshot) => snapshot.status === 'done';
