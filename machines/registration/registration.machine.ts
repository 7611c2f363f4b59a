// Registration: e-mail, verify, phone, verify, data, password, confirm.
// Spec §4 registration steps; §5 checks.
import { and, assign, forwardTo, not, setup } from 'xstate';
import { afterLoginFacts, afterLoginPath } from '../login/after-login.ts';
import type { Tokens } from '../session/session.types.ts';
import { awaitingValue } from '../shared/checked-step.ts';
import { fullPhoneNumber, isEmail, isPhoneNumber } from '../shared/contact.ts';
import type { AccountErrorKey } from '../shared/error-key.ts';
import { passwordProblem } from '../shared/password-policy.ts';
import { provided } from '../shared/provided.ts';
import { verificationMachine } from '../shared/verification.machine.ts';
import type { AccountUser } from '../user/user.types.ts';
import { checkPersonalData } from './personal-data.ts';
import { draftOf, failure, initialContext, today } from './registration.context.ts';
import { dataSubmit, emailSubmit, passwordSubmit, phoneSubmit } from './registration.submits.ts';
import type {
  RegisterDraft,
  RegistrationContext,
  RegistrationEvent,
  RegistrationInput,
  RegistrationOutput,
  RegistrationTag,
} from './registration.types.ts';

/** The server refused the step's value (`is_valid: false`): stay, keeping what was typed. */
const refused = (params: AccountErrorKey) =>
  ({ target: 'invalid', actions: { type: 'storeError', params } }) as const;
const callFailed = { target: 'invalid', actions: { type: 'storeError', params: failure } } as const;

/** The code step's events go to the verification child (only there: no child, no code). */
const toVerification = {
  'code.submit': { actions: 'forwardToVerification' },
  'code.resend': { actions: 'forwardToVerification' },
} as const;

/** Spec §4 registration steps: Email, Verify, Phone, Data, Password, Confirm (§5 for each check). */
export const registrationMachine = setup({
  types: {} as {
    context: RegistrationContext;
    events: RegistrationEvent;
    input: RegistrationInput | undefined;
    output: RegistrationOutput;
    tags: RegistrationTag;
  },
  actors: {
    checkEmail: provided<boolean, { email: string }>('registration', 'checkEmail'),
    checkPhone: provided<boolean, { phone_number: string }>('registration', 'checkPhone'),
    checkCpf: provided<boolean, { cpf: string }>('registration', 'checkCpf'),
    verification: verificationMachine,
    register: provided<Tokens, RegisterDraft>('registration', 'register'),
    completeRegistration: provided<unknown, RegisterDraft>('registration', 'completeRegistration'),
    loadUser: provided<AccountUser>('registration', 'loadUser'),
  },
  actions: {
    storeEmail: assign(({ event }) => (event.type === 'email.submit' ? { email: event.email.trim() } : {})),
    storePhone: assign(({ event }) =>
      event.type === 'phone.submit'
        ? {
            iso: event.iso,
            dialCode: event.dialCode,
            phone_number: fullPhoneNumber(event.dialCode, event.number),
          }
        : {},
    ),
    storeData: assign(({ event }) => {
      if (event.type !== 'data.submit') return {};
      const checked = checkPersonalData(event, today());
      return checked.ok ? checked.data : {};
    }),
    storePassword: assign(({ event }) =>
      event.type === 'password.submit' ? { password: event.password } : {},
    ),
    storeEmailCode: assign((_, emailCode: string) => ({ emailCode })),
    storePhoneCode: assign((_, phoneCode: string) => ({ phoneCode })),
    storeLoadedUser: assign((_, user: AccountUser) => ({ user })),
    storeError: assign((_, error: AccountErrorKey) => ({ error })),
    clearError: assign({ error: undefined }),
    forwardToVerification: forwardTo('verification'),
    chooseDestination: assign(({ context }) => ({
      redirectTo: afterLoginPath(afterLoginFacts(context.user, context.hasActiveTableSession)),
    })),
    // Provided by the app: the session and user actors and the router.
    storeTokens: (_, _tokens: Tokens) => {},
    markRegistered: () => {},
    storeUser: (_, _user: AccountUser) => {},
    /** Spec §7 REGISTER_STARTED, with the step the customer starts at. */
    trackRegisterStarted: (_, _firstStep: 'email' | 'phone' | 'data') => {},
  },
  guards: {
    isCompleting: ({ context }) => context.isToCompleteRegister,
    hasPhone: ({ context }) => context.phone_number !== '',
    /** Spec §5 "Server validity answers (is_valid)". */
    isValidAnswer: ({ event }) => (event as { output?: unknown }).output === true,
    isEmailWellFormed: ({ event }) => event.type === 'email.submit' && isEmail(event.email),
    isPhoneWellFormed: ({ event }) =>
      event.type === 'phone.submit' && isPhoneNumber(fullPhoneNumber(event.dialCode, event.number)),
    isDataValid: ({ event }) => event.type === 'data.submit' && checkPersonalData(event, today()).ok,
    isPasswordAcceptable: ({ event }) =>
      event.type === 'password.submit' && passwordProblem(event.password, event.confirmation) === undefined,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => initialContext(input),
  initial: 'start',
  output: ({ context }) => ({ redirectTo: context.redirectTo }),
  states: {
    start: {
      always: [
        {
          guard: and(['isCompleting', 'hasPhone']),
          target: 'data',
          actions: { type: 'trackRegisterStarted', params: 'data' },
        },
        {
          guard: 'isCompleting',
          target: 'phone',
          actions: { type: 'trackRegisterStarted', params: 'phone' },
        },
        { target: 'email', actions: { type: 'trackRegisterStarted', params: 'email' } },
      ],
    },
    email: {
      tags: ['step:email', 'route:/register'],
      initial: 'idle',
      states: {
        ...awaitingValue(emailSubmit),
        checking: {
          tags: 'busy',
          invoke: {
            id: 'checkEmail',
            src: 'checkEmail',
            input: ({ context }) => ({ email: context.email }),
            onDone: [
              { guard: 'isValidAnswer', target: '#registration.verifyEmail' },
              refused('emailConflict'),
            ],
            onError: callFailed,
          },
        },
      },
    },
    verifyEmail: {
      tags: ['step:verify', 'verify:email', 'route:/register/verify'],
      invoke: {
        id: 'verification',
        src: 'verification',
        input: ({ context }) => ({ channel: 'email', destination: context.email }),
        // The API registers with the codes it checked.
        onDone: {
          target: 'phone',
          actions: { type: 'storeEmailCode', params: ({ event }) => event.output.code },
        },
        onError: { target: 'email.invalid', actions: { type: 'storeError', params: failure } },
      },
      on: { ...toVerification, 'step.back': 'email' },
    },
    phone: {
      tags: ['step:phone', 'route:/register/phone'],
      initial: 'idle',
      on: {
        // Completing a social or b2c sign-up starts here: there is no step before.
        'step.back': { guard: not('isCompleting'), target: 'email' },
      },
      states: {
        ...awaitingValue(phoneSubmit),
        checking: {
          tags: 'busy',
          invoke: {
            id: 'checkPhone',
            src: 'checkPhone',
            input: ({ context }) => ({ phone_number: context.phone_number }),
            onDone: [
              { guard: 'isValidAnswer', target: '#registration.verifyPhone' },
              refused('phoneConflict'),
            ],
            onError: callFailed,
          },
        },
      },
    },
    verifyPhone: {
      tags: ['step:verify', 'verify:phone', 'route:/register/verify'],
      invoke: {
        id: 'verification',
        src: 'verification',
        input: ({ context }) => ({ channel: 'phone', destination: context.phone_number }),
        onDone: {
          target: 'data',
          actions: { type: 'storePhoneCode', params: ({ event }) => event.output.code },
        },
        onError: { target: 'phone.invalid', actions: { type: 'storeError', params: failure } },
      },
      on: { ...toVerification, 'step.back': 'phone' },
    },
    data: {
      tags: ['step:data', 'route:/register/data'],
      initial: 'idle',
      on: { 'step.back': 'phone' },
      states: {
        ...awaitingValue(dataSubmit),
        checking: {
          tags: 'busy',
          invoke: {
            id: 'checkCpf',
            src: 'checkCpf',
            input: ({ context }) => ({ cpf: context.document }),
            onDone: [
              // Spec §4 "Saving personal details moves to step 4"; completing users set no password.
              { guard: and(['isValidAnswer', 'isCompleting']), target: 'completing' },
              { guard: 'isValidAnswer', target: '#registration.password' },
              refused('documentConflict'),
            ],
            onError: callFailed,
          },
        },
        completing: {
          tags: 'busy',
          invoke: {
            id: 'completeRegistration',
            src: 'completeRegistration',
            input: ({ context }) => draftOf(context),
            onDone: { target: '#registration.confirm', actions: 'markRegistered' },
            onError: callFailed,
          },
        },
      },
    },
    password: {
      tags: ['step:password', 'route:/register/password'],
      initial: 'idle',
      on: { 'step.back': 'data' },
      states: {
        ...awaitingValue(passwordSubmit),
        registering: {
          tags: 'busy',
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => draftOf(context),
            // Spec §4 "Saving the password moves to step 5".
            onDone: {
              target: '#registration.confirm',
              actions: [{ type: 'storeTokens', params: ({ event }) => event.output }, 'markRegistered'],
            },
            onError: callFailed,
          },
        },
      },
    },
    confirm: {
      tags: ['step:confirm', 'route:/register/confirm'],
      initial: 'loadingUser',
      states: {
        loadingUser: {
          tags: 'busy',
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            onDone: {
              target: 'ready',
              actions: [
                { type: 'storeLoadedUser', params: ({ event }) => event.output },
                { type: 'storeUser', params: ({ event }) => event.output },
              ],
            },
            onError: { target: 'failed', actions: { type: 'storeError', params: failure } },
          },
        },
        ready: {
          on: { 'confirm.continue': '#registration.done' },
        },
        failed: {
          tags: 'error',
          on: { 'confirm.continue': { target: 'loadingUser', actions: 'clearError' } },
        },
      },
    },
    // Spec §2 "After login": the new account goes where the after-login rules send it (selectLocation).
    done: { type: 'final', entry: 'chooseDestination' },
  },
});
