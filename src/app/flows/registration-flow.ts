import type { AnyRouter } from '@tanstack/react-router';
import { createActor, fromPromise } from 'xstate';
import { hrefOf } from '../../../contract/routes.ts';
import { registrationMachine } from '../../../machines/registration/registration.machine.ts';
import { selectLocation } from '../../../machines/registration/registration.selectors.ts';
import type { RegisterDraft, RegistrationInput } from '../../../machines/registration/registration.types.ts';
import { selectIsSignedIn } from '../../../machines/session/session.selectors.ts';
import { selectUser, selectUserType } from '../../../machines/user/user.selectors.ts';
import { hasDocument, hasPhone } from '../../../machines/user/user-facts.ts';
import { checkCpf, checkEmail, checkPhone, completeRegistration, registerUser } from '../../api/users.ts';
import type { RouterContext } from '../../router/guard-navigation.ts';
import { accountEffects, explainRefusal, loadUser, toTokens } from './account-effects.ts';
import { contactCodeCalls } from './contact-codes.ts';
import { routeScopedFlow } from './route-scoped-flow.ts';
import { provideVerification } from './verification.ts';

type Draft = { input: RegisterDraft; signal: AbortSignal };

/** Spec §4 registration with its real effects: the users API, the session and user actors, the router. */
export function provideRegistrationMachine(actors: RouterContext, router: AnyRouter) {
  const { user } = actors;
  const effects = accountEffects(actors, router);
  const verification = provideVerification(actors, contactCodeCalls);

  return registrationMachine.provide({
    actors: {
      checkEmail: fromPromise(
        async ({ input, signal }: { input: { email: string }; signal: AbortSignal }) => {
          const { is_valid } = await checkEmail({ email: input.email, signal });
          return is_valid;
        },
      ),
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
      verification,
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
      storeTokens: effects.storeTokens,
      // A b2c customer completing their data stays b2c.
      markRegistered: () => {
        if (selectUserType(user.getSnapshot()) !== 'b2c') effects.markRegistered();
      },
      storeUser: (_, loaded) => user.send({ type: 'user.loaded', user: loaded }),
    },
  });
}

/**
 * A signed-in social or b2c customer who still lacks a phone or a CPF completes their registration
 * (the after-login rule sends them here); anyone else registers from the start.
 */
export function registrationInput({ session, user }: RouterContext): RegistrationInput {
  const known = selectUser(user.getSnapshot());
  if (!selectIsSignedIn(session.getSnapshot()) || known === null) return {};
  if (hasPhone(known) && hasDocument(known)) return {};
  return {
    isToCompleteRegister: true,
    draft: {
      email: known.email ?? '',
      name: known.name ?? '',
      phone_number: known.phone_number ?? '',
      document: known.document ?? '',
      birthday: known.birthday ?? '',
    },
  };
}

export const REGISTRATION_STEPS = [
  '/register',
  '/register/verify?type=email',
  '/register/phone',
  '/register/verify?type=phone',
  '/register/data',
  '/register/password',
  '/register/confirm',
] as const;

/** One registration for all of /register/*: it survives moving between them and ends on leaving. */
export const registrationFlow = routeScopedFlow({
  scope: '/register',
  steps: REGISTRATION_STEPS,
  create: (actors, router) =>
    createActor(provideRegistrationMachine(actors, router), { input: registrationInput(actors) }),
  stepPath: (snapshot) => {
    const location = selectLocation(snapshot);
    return location && hrefOf(location);
  },
  onDone: (router, snapshot) => {
    const location = selectLocation(snapshot);
    if (location) void router.navigate({ href: hrefOf(location) });
  },
});

export type RegistrationActor = ReturnType<typeof registrationFlow.acquire>;
