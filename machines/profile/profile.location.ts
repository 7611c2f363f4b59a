import type { SnapshotFrom } from 'xstate';
import { type AppLocation, routeOfTags } from '../../contract/routes.ts';
import type { profileMachine } from './profile.machine.ts';
import { PROFILE_PAGES, type ProfileStepId } from './profile.types.ts';

/* Where the profile has the customer: what the app's navigation binding reads, without the chart's selectors. */

type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

/** The step the customer is on, from the `step:*` tags; undefined once signed out. */
export const selectStep = (snapshot: ProfileSnapshot): ProfileStepId | undefined =>
  PROFILE_PAGES.find((step) => snapshot.hasTag(`step:${step}`));

/**
 * Where the customer is: `/profile/{step}`, or `/privacy/terms` and `/privacy/policy`; once signed
 * out (a new password, or the account deleted), the sign-in page.
 */
export function selectLocation(snapshot: ProfileSnapshot): AppLocation | undefined {
  if (snapshot.status === 'done') return { path: '/auth' };
  const path = routeOfTags(snapshot.tags);
  const step = selectStep(snapshot);
  return path === undefined || step === undefined ? undefined : { path, params: { id: step } };
}
