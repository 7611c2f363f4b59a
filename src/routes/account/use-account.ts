import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import {
  type LoginActor,
  type RecoveryActor,
  type RegistrationActor,
  selectLogin,
  selectRecovery,
  selectRegistration,
} from '../../../machines/account/account.selectors.ts';
import { type AccountActor, selectAccount } from '../../../machines/app/app.selectors.ts';
import { useAppActors } from '../shell/use-app-actors.ts';

/** The account pages' flows (DESIGN §3); their guard waits for the account's code before they render. */
function useAccount(): AccountActor {
  const account = useSelector(useAppActors().app, selectAccount);
  if (account === undefined) throw new Error('The account is loaded before its pages render (their guard)');
  return account;
}

/**
 * The flow of the page: the running one, or, while the visitor leaves its pages, the one that ran
 * (it is stopped as the next page loads, and the page still shows until then).
 */
function useRunning<T>(flow: T | undefined, name: string): T {
  const last = useRef(flow);
  if (flow !== undefined) last.current = flow;
  if (last.current === undefined) throw new Error(`The ${name} runs on its own pages`);
  return last.current;
}

/** The sign-in of /auth and /auth/login. */
export const useLogin = (): LoginActor => useRunning(useSelector(useAccount(), selectLogin), 'login');
/** The registration of /register/*. */
export const useRegistration = (): RegistrationActor =>
  useRunning(useSelector(useAccount(), selectRegistration), 'registration');
/** The password recovery of /recovery/*. */
export const useRecovery = (): RecoveryActor =>
  useRunning(useSelector(useAccount(), selectRecovery), 'recovery');
