import type { SnapshotFrom } from 'xstate';
import { type AppLocation, routeOfTags } from '../../contract/routes.ts';
import type { registrationMachine } from './registration.machine.ts';

/* Where the registration has the visitor: what the app's navigation binding reads, without the chart's code. */

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

export const selectVerifyType = (snapshot: RegistrationSnapshot) => {
  if (snapshot.hasTag('verify:email')) return 'email';
  return snapshot.hasTag('verify:phone') ? 'phone' : undefined;
};

/**
 * Where the user is: the page of the current step (spec §2), with the type query the verify page
 * needs; once done, where the after-login rules send the new account.
 */
export function selectLocation(snapshot: RegistrationSnapshot): AppLocation | undefined {
  if (snapshot.status === 'done') return { path: snapshot.context.redirectTo ?? '/' };
  const path = routeOfTags(snapshot.tags);
  if (path === undefined) return undefined;
  const type = selectVerifyType(snapshot);
  return type === undefined ? { path } : { path, search: { type } };
}
