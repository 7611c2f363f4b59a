import { accountMachine } from '../../machines/account/account.machine.ts';
import { providedLoginMachine } from './flows/login-flow.ts';
import { providedRecoveryMachine } from './flows/recovery-flow.ts';
import { providedRegistrationMachine } from './flows/registration-flow.ts';

/** The account pages' flows with their real effects: a chunk of its own, loaded with those pages. */
export const accountLogic = () =>
  accountMachine.provide({
    actors: {
      login: providedLoginMachine,
      registration: providedRegistrationMachine,
      recovery: providedRecoveryMachine,
    },
  });
