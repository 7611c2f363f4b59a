import type { SnapshotFrom } from 'xstate';
import { persistedOf, type userMachine } from './user.machine.ts';
import type { ResendChannel } from './user.types.ts';
import { hasAddress, hasAllDeliveryInfo, hasAllTableInfo } from './user-facts.ts';

export type UserSnapshot = SnapshotFrom<typeof userMachine>;

export const selectUser = (snapshot: UserSnapshot) => snapshot.context.user;
export const selectUserType = (snapshot: UserSnapshot) => snapshot.context.type;
/** Spec §1: "Registered includes b2c." */
export const selectIsRegistered = (snapshot: UserSnapshot) => snapshot.hasTag('signedIn');
export const selectHasAddress = (snapshot: UserSnapshot) => hasAddress(snapshot.context.user);
export const selectHasAllDeliveryInfo = (snapshot: UserSnapshot) => hasAllDeliveryInfo(snapshot.context.user);
export const selectHasAllTableInfo = (snapshot: UserSnapshot) => hasAllTableInfo(snapshot.context.user);

export interface AccessFacts {
  /** The cart's order id (a guest's open order). */
  orderId: string | undefined;
  /** Whether the session holds an access token. */
  hasAccessToken: boolean;
}

/**
 * Spec §4: "a guest has access when an order id exists. A registered user has access with an
 * access token and all delivery info."
 */
export function selectHasAccess(snapshot: UserSnapshot, { orderId, hasAccessToken }: AccessFacts): boolean {
  if (snapshot.hasTag('guest')) return orderId !== undefined && orderId !== '';
  return hasAccessToken && selectHasAllDeliveryInfo(snapshot);
}

export const selectTutorialSeen = (snapshot: UserSnapshot) => snapshot.context.tutorialSeen;
export const selectTableTermsAccepted = (snapshot: UserSnapshot) => snapshot.context.tableTermsAccepted;
export const selectLastResendAt = (snapshot: UserSnapshot, channel: ResendChannel) =>
  snapshot.context.lastResendAt[channel];
/** What the app writes to storage. */
export const selectPersisted = (snapshot: UserSnapshot) => persistedOf(snapshot.context);
