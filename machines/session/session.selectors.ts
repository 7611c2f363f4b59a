import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine.ts';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** The bearer token requests carry; undefined when signed out. */
export const selectAccessToken = (snapshot: SessionSnapshot) =>
  snapshot.hasTag('signedIn') ? snapshot.context.accessToken : undefined;
export const selectIsSignedIn = (snapshot: SessionSnapshot) => snapshot.hasTag('signedIn');
export const selectIsRefreshing = (snapshot: SessionSnapshot) => snapshot.hasTag('refreshing');
export const selectTokenVersion = (snapshot: SessionSnapshot) => snapshot.context.tokenVersion;
