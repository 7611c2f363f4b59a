// Password recovery: identify, verify, new password, confirm.
// Spec §2 `/recovery/*`; §3 and §5 password rules.
import { assign, forwardTo, setup } from 'xstate';
import { awaitingValue } from '../shared/checked-step.ts';
import { fullPhoneNumber, isEmail, isPhoneNumber } from '../shared/contact.ts';
import { type AccountErrorKey, errorKeyOf } from '../shared/error-key.ts';
import { passwordProblem } from '../shared/password-policy.ts';
import { provided } from '../shared/provided.ts';
import { verificationMachine } from '../shared/verification.machine.ts';
import type {
  RecoveryContext,
  RecoveryEvent,
  RecoveryInput,
  RecoveryTag,
  ResetPasswordInput,
} from './recovery.types.ts';

const failure = ({ event }: { event: { error: unknown } }) => errorKeyOf(event.error);
const callFailed = { target: 'invalid', actions: { type: 'storeError', params: failure } } as const;

/*
 * Each step's submit is handled only while its form is idle or shows an error: a second submit
 * while the step's call is in flight is ignored (restarting it would send a second code).
 */
type PasswordSubmit = Extract<RecoveryEvent, { type: 'password.submit' }>;
const identifySubmit = {
  'email.submit': [
    { guard: 'isEmailWellFormed', target: 'checkingEmail', actions: ['storeEmail', 'clearError'] },
    { target: 'invalid', actions: ['storeEmail', { type: 'storeError', params: 'malformedEmail' }] },
  ],
  'phone.submit': [
    { guard: 'isPhoneWellFormed', target: 'checkingPhone', actions: ['storePhone', 'clearError'] },
    { target: 'invalid', actions: ['storePhone', { type: 'storeError', params: 'malformedPhone' }] },
  ],
} as const;
const passwordSubmit = {
  'password.submit': [
    { guard: 'isPasswordAcceptable', target: 'resetting', actions: 'clearError' },
    {
      target: 'invalid',
      actions: {
        type: 'storeError',
        params: ({ event }: { event: PasswordSubmit }) =>
          passwordProblem(event.password, event.confirmation) ?? 'default',
      },
    },
  ],
} as const;

/** Spec §2 /recovery → verify → password → confirm, with the password-reset kinds of §3 and §5. */
export const recoveryMachine = setup({
  types: {} as {
    context: RecoveryContext;
    events: RecoveryEvent;
    input: RecoveryInput | undefined;
    tags: RecoveryTag;
  },
  actors: {
    checkRecoveryEmail: provided<boolean, { email: string }>('recovery', 'checkRecoveryEmail'),
    checkRecoveryPhone: provided<boolean, { phone_number: string }>('recovery', 'checkRecoveryPhone'),
    verification: verificationMachine,
    resetPassword: provided<void, ResetPasswordInput>('recovery', 'resetPassword'),
  },
  actions: {
    storeEmail: assign(({ event }) =>
      event.type === 'email.submit' ? { channel: 'email' as const, destination: event.email.trim() } : {},
    ),
    storePhone: assign(({ event }) =>
      event.type === 'phone.submit'
        ? { channel: 'phone' as const, destination: fullPhoneNumber(event.dialCode, event.number) }
        : {},
    ),
    storeCode: assign((_, code: string) => ({ code })),
    storeError: assign((_, error: AccountErrorKey) => ({ error })),
    clearError: assign({ error: undefined }),
    forwardToVerification: forwardTo('verification'),
  },
  guards: {
    isValidAnswer: ({ event }) => (event as { output?: unknown }).output === true,
    isEmailWellFormed: ({ event }) => event.type === 'email.submit' && isEmail(event.email),
    isPhoneWellFormed: ({ event }) =>
      event.type === 'phone.submit' && isPhoneNumber(fullPhoneNumber(event.dialCode, event.number)),
    isPasswordAcceptable: ({ event }) =>
      event.type === 'password.submit' && passwordProblem(event.password, event.confirmation) === undefined,
  },
}).createMachine({
  id: 'recovery',
  context: () => ({
    channel: 'email',
    destination: '',
    code: '',
    error: undefined,
  }),
  initial: 'identify',
  states: {
    identify: {
      tags: ['step:identify', 'route:/recovery'],
      initial: 'idle',
      states: {
        ...awaitingValue(identifySubmit),
        checkingEmail: {
          tags: 'busy',
          invoke: {
            id: 'checkRecoveryEmail',
            src: 'checkRecoveryEmail',
            input: ({ context }) => ({ email: context.destination }),
            onDone: [
              { guard: 'isValidAnswer', target: '#recovery.verify' },
              // Spec §5: "password-reset e-mail false = invalid e-mail".
              { target: 'invalid', actions: { type: 'storeError', params: 'invalidEmail' } },
            ],
            onError: callFailed,
          },
        },
        checkingPhone: {
          tags: 'busy',
          invoke: {
            id: 'checkRecoveryPhone',
            src: 'checkRecoveryPhone',
            input: ({ context }) => ({ phone_number: context.destination }),
            onDone: [
              { guard: 'isValidAnswer', target: '#recovery.verify' },
              // Spec §5: "phone check must be true else a phone error".
              { target: 'invalid', actions: { type: 'storeError', params: 'invalidPhone' } },
            ],
            onError: callFailed,
          },
        },
      },
    },
    verify: {
      tags: ['step:verify', 'route:/recovery/verify'],
      invoke: {
        id: 'verification',
        src: 'verification',
        input: ({ context }) => ({
          channel: context.channel,
          destination: context.destination,
        }),
        onDone: {
          target: 'password',
          actions: { type: 'storeCode', params: ({ event }) => event.output.code },
        },
        onError: { target: 'identify.invalid', actions: { type: 'storeError', params: failure } },
      },
      on: {
        'code.submit': { actions: 'forwardToVerification' },
        'code.resend': { actions: 'forwardToVerification' },
        'step.back': 'identify',
      },
    },
    password: {
      tags: ['step:password', 'route:/recovery/password'],
      initial: 'idle',
      states: {
        ...awaitingValue(passwordSubmit),
        resetting: {
          tags: 'busy',
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            // The new password is only in the event that started the call: it is never kept.
            input: ({ context, event }) => ({
              channel: context.channel,
              destination: context.destination,
              code: context.code,
              password: event.type === 'password.submit' ? event.password : '',
            }),
            onDone: '#recovery.confirm',
            onError: callFailed,
          },
        },
      },
    },
    confirm: {
      tags: ['step:confirm', 'route:/recovery/confirm'],
      on: { 'confirm.continue': 'done' },
    },
    // Spec §2: once the password is changed, the visitor logs in with it.
    done: { type: 'final', tags: 'route:/auth/login' },
  },
});
