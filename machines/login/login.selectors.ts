import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine.ts';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export const selectIsBusy = (snapshot: LoginSnapshot) => snapshot.hasTag('busy');
/** The message id to show under the form; undefined unless the last attempt failed. */
export const selectError = (snapshot: LoginSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : undefined;
/** How long a blocked sign-in stays blocked, in whole minutes (at least 1), when the API said. */
export const selectBlockedMinutes = (snapshot: LoginSnapshot) => {
  const seconds = snapshot.hasTag('error') ? snapshot.context.retryAfter : undefined;
  return seconds === undefined ? undefined : Math.max(1, Math.ceil(seconds / 60));
};
/** Where the sign-in code went when one is asked for: the e-mail or the phone the account was named by. */
export const selectCodeChannel = (snapshot: LoginSnapshot): 'email' | 'sms' | undefined =>
  snapshot.hasTag('codeRequired') ? (snapshot.context.username.includes('@') ? 'email' : 'sms') : undefined;
export const selectIsAwaitingApproval = (snapshot: LoginSnapshot) => snapshot.hasTag('awaitingApproval');
export const selectApprovalUrl = (snapshot: LoginSnapshot) => snapshot.context.approval?.approvalUrl;
export const selectIsDone = (snapshot: LoginSnapshot) => snapshot.hasTag('done');
export const selectRedirectTo = (snapshot: LoginSnapshot) => snapshot.context.redirectTo;
