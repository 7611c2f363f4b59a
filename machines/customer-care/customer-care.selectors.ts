import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { customerCareMachine } from './customer-care.machine.ts';

export type CustomerCareSnapshot = SnapshotFrom<typeof customerCareMachine>;
export type CustomerCareActor = ActorRefFrom<typeof customerCareMachine>;

export const selectIsOpen = (snapshot: CustomerCareSnapshot) => snapshot.hasTag('open');
export const selectIsLoading = (snapshot: CustomerCareSnapshot) => snapshot.hasTag('busy');
/** The content to show, while the sheet is open and it was read. */
export const selectContent = (snapshot: CustomerCareSnapshot) =>
  snapshot.hasTag('ready') ? snapshot.context.content : undefined;
export const selectError = (snapshot: CustomerCareSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : undefined;
