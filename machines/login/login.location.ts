import type { SnapshotFrom } from 'xstate';
import type { AppLocation } from '../../contract/routes.ts';
import type { loginMachine } from './login.machine.ts';

/* Where the sign-in has the user: what the app's navigation binding reads, without the chart's selectors. */

/** Spec §2 "After login": once signed in, where the rules send the user; before that, nowhere new. */
export const selectLocation = (snapshot: SnapshotFrom<typeof loginMachine>): AppLocation | undefined =>
  snapshot.status === 'done' ? { path: snapshot.context.redirectTo ?? '/' } : undefined;
