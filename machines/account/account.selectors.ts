import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AppLocation } from '../../contract/routes.ts';
import { selectLocation as selectLoginLocation } from '../login/login.location.ts';
import type { loginMachine } from '../login/login.machine.ts';
import { selectLocation as selectRecoveryLocation } from '../recovery/recovery.location.ts';
import type { recoveryMachine } from '../recovery/recovery.machine.ts';
import { selectLocation as selectRegistrationLocation } from '../registration/registration.location.ts';
import type { registrationMachine } from '../registration/registration.machine.ts';
import type { accountMachine } from './account.machine.ts';

export type AccountSnapshot = SnapshotFrom<typeof accountMachine>;
export type LoginActor = ActorRefFrom<typeof loginMachine>;
export type RegistrationActor = ActorRefFrom<typeof registrationMachine>;
export type RecoveryActor = ActorRefFrom<typeof recoveryMachine>;

export const selectLogin = (snapshot: AccountSnapshot) => snapshot.children.login as LoginActor | undefined;
export const selectRegistration = (snapshot: AccountSnapshot) =>
  snapshot.children.registration as RegistrationActor | undefined;
export const selectRecovery = (snapshot: AccountSnapshot) =>
  snapshot.children.recovery as RecoveryActor | undefined;
/** A flow failed in a way it could not handle: the page offers to start again (`account.retry`). */
export const selectIsBroken = (snapshot: AccountSnapshot) => snapshot.hasTag('error');

/** Where the running flow puts the visitor (DESIGN §3, the navigation binding). */
export function selectLocation(snapshot: AccountSnapshot): AppLocation | undefined {
  const login = selectLogin(snapshot);
  if (login) return selectLoginLocation(login.getSnapshot());
  const registration = selectRegistration(snapshot);
  if (registration) return selectRegistrationLocation(registration.getSnapshot());
  const recovery = selectRecovery(snapshot);
  return recovery && selectRecoveryLocation(recovery.getSnapshot());
}
