import type { SnapshotFrom } from 'xstate';
import type { AppLocation } from '../../contract/routes.ts';
import type { loginMachine } from './login.machine.ts';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export const selectIsBusy = (snapshot: LoginSnapshot) => snapshot.hasTag('busy');
/** The message id to show under the form; undefined unless the last attempt failed. */
export const selectError = (snapshot: LoginSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : undefined;
/** Where the sign-in code went when one is asked for: the e-mail or the phone the account was named by. */
export const selectCodeChannel = (snapshot: LoginSnapshot): 'email' | 'sms' | undefined =>
  snapshot.hasTag('codeRequired') ? (snapshot.context.username.includes('@') ? 'email' : 'sms') : undefined;
export const selectIsAwaitingApproval = (snapshot: LoginSnapshot) => snapshot.hasTag('awaitingApproval');
export const selectApprovalUrl = (snapshot: LoginSnapshot) => snapshot.context.approval?.approvalUrl;
export const selectIsDone = (snapshot: LoginSnapshot) => snapshot.hasTag('done');
export const selectRedirectTo = (snapshot: LoginSnapshot) => snapshot.context.redirectTo;

/** Spec §2 "After login": once signed in, where the rules send the user; before that, nowhere new. */
export const selectLocation = (snapshot: LoginSnapshot): AppLocation | undefined =>
  snapshot.status === 'done' ? { path: snapshot.context.redirectTo ?? '/' } : undefined;
