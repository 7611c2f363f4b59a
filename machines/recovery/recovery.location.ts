import type { SnapshotFrom } from 'xstate';
import { type AppLocation, routeOfTags } from '../../contract/routes.ts';
import type { recoveryMachine } from './recovery.machine.ts';

/* Where the recovery has the user: what the app's navigation binding reads, without the chart's selectors. */

/** Where the user is: the page of the current step (spec §2), with the type query the verify page needs. */
export function selectLocation(snapshot: SnapshotFrom<typeof recoveryMachine>): AppLocation | undefined {
  const path = routeOfTags(snapshot.tags);
  if (path === undefined) return undefined;
  return snapshot.hasTag('step:verify') ? { path, search: { type: snapshot.context.channel } } : { path };
}
