import type { SnapshotFrom } from 'xstate';
import { type AppLocation, routeOfTags } from '../../contract/routes.ts';
import type { geolocationMachine } from './geolocation.machine.ts';

/*
 * Where the wizard has the customer: what the app's tree and its navigation binding read of it before
 * the wizard's own code (its chart, its forms) has downloaded.
 */

/** Where the visitor is: the page of the current step. */
export function selectLocation(snapshot: SnapshotFrom<typeof geolocationMachine>): AppLocation | undefined {
  const path = routeOfTags(snapshot.tags);
  return path === undefined ? undefined : { path };
}
