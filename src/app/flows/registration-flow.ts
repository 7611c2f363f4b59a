import { fromPromise } from 'xstate';
import type { UserActor } from '../../../machines/app/app.selectors.ts';
import { registrationMachine } from '../../../machines/registration/registration.machine.ts';
import type { RegisterDraft } from '../../../machines/registration/registration.types.ts';
import { selectUserType } from '../../../machines/user/user.selectors.ts';
import type { AccountUser } from '../../../machines/user/user.types.ts';
import { checkCpf, checkEmail, checkPhone, completeRegistration, registerUser } from '../../api/users.ts';
import { trackWith } from '../../lib/analytics.ts';
import { accountActions, explainRefusal, loadUser, toTokens } from './account-effects.ts';
import { registerStartedEvent } from './account-events.ts';
import { contactCodeCalls } from './contact-codes.ts';
import { provideVerification } from './verification.ts';

type Draft = { input: RegisterDraft; signal: AbortSignal };

/** Spec §4 registration with its real effects: the users API, the session and the user store. */
export const providedRegistrationMachine = registrationMachine.provide({
  actors: {
    checkEmail: fromPromise(async ({ input, signal }: { input: { email: string }; signal: AbortSignal }) => {
      const { is_valid } = await checkEmail({ email: input.email, signal });
      return is_valid;
    }),
    checkPhone: fromPromise(
      async ({ input, signal }: { input: { phone_number: string }; signal: AbortSignal }) => {
        const { is_valid } = await checkPhone({ phoneNumber: input.phone_number, signal });
        return is_valid;
      },
    ),
    checkCpf: fromPromise(async ({ input, signal }: { input: { cpf: string }; signal: AbortSignal }) => {
      const { is_valid } = await checkCpf({ cpf: input.cpf, signal });
      return is_valid;
    }),
    verification: provideVerification(contactCodeCalls),
    register: fromPromise(async ({ input, signal }: Draft) => {
      const answer = await registerUser({
        email: input.email,
        phone_number: input.phone_number,
        name: input.name,
        birthday: input.birthday,
        document: input.document,
        password: input.password,
        accepted_terms: input.accepted_terms,
        accepted_notifications: input.accepted_notifications,
        email_code: input.emailCode,
        phone_code: input.phoneCode,
        signal,
      }).catch(explainRefusal);
      return toTokens(answer);
    }),
    completeRegistration: fromPromise<unknown, RegisterDraft>(async ({ input, signal }) => {
      // Only a number checked in this flow is new (it has its code); a known one is not sent again.
      const newPhone =
        input.phoneCode === '' ? {} : { phone_number: input.phone_number, phone_code: input.phoneCode };
      return completeRegistration({
        ...newPhone,
        document: input.document,
        name: input.name,
        birthday: input.birthday,
        accepted_terms: input.accepted_terms,
        signal,
      }).catch(explainRefusal);
    }),
    loadUser,
  },
  actions: {
    storeTokens: accountActions.storeTokens,
    // A b2c customer completing their data stays b2c.
    markRegistered: (args) => {
      const user = args.system.get('user') as UserActor | undefined;
      if (user && selectUserType(user.getSnapshot()) !== 'b2c') accountActions.markRegistered(args);
    },
    storeUser: (args, loaded) => accountActions.storeUser(args, loaded as AccountUser),
    trackRegisterStarted: trackWith(registerStartedEvent),
  },
});
