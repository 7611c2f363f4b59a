// A code sent by e-mail or SMS, checked, resent at most every 60 s.
// Spec §5 verification codes.
import { assign, setup, stateIn } from 'xstate';
import { type AccountErrorKey, errorKeyOf, isResendTooSoon } from './error-key.ts';
import { provided } from './provided.ts';
import type {
  CheckCodeInput,
  CodeSent,
  SendCodeInput,
  VerificationContext,
  VerificationEvent,
  VerificationInput,
  VerificationOutput,
  VerificationTag,
} from './verification.types.ts';

export const RESEND_COOLDOWN_MS = 60_000;

const failure = ({ event }: { event: { error: unknown } }) => errorKeyOf(event.error);
const codeSent = ({ context }: { context: VerificationContext }): CodeSent => ({
  channel: context.channel,
  at: Date.now(),
});

/**
 * A code sent by e-mail or SMS, checked, and resent at most once per 60 s (spec §5). The flow that
 * invokes it has just sent the first code. Registration and recovery provide their own calls.
 */
export const verificationMachine = setup({
  types: {} as {
    context: VerificationContext;
    events: VerificationEvent;
    input: VerificationInput;
    output: VerificationOutput;
    tags: VerificationTag;
  },
  actors: {
    checkCode: provided<boolean, CheckCodeInput>('verification', 'checkCode'),
    sendCode: provided<void, SendCodeInput>('verification', 'sendCode'),
  },
  actions: {
    storeCode: assign(({ event }) => (event.type === 'code.submit' ? { code: event.code.trim() } : {})),
    storeError: assign((_, error: AccountErrorKey) => ({ error })),
    clearError: assign({ error: undefined }),
    startCooldown: assign({ resendAvailableAt: () => Date.now() + RESEND_COOLDOWN_MS }),
    /** Provided by the app: the user store keeps the last resend time per channel. */
    recordCodeSent: (_, _sent: CodeSent) => {},
  },
  guards: {
    hasCode: ({ event }) => event.type === 'code.submit' && event.code.trim() !== '',
    isValid: (_, isValid: boolean) => isValid,
    canResend: stateIn({ active: { resend: 'available' } }),
    isTooSoon: ({ event }) => isResendTooSoon((event as { error?: unknown }).error),
  },
  delays: {
    resendCooldown: RESEND_COOLDOWN_MS,
  },
}).createMachine({
  id: 'verification',
  context: ({ input }) => ({
    channel: input.channel,
    destination: input.destination,
    code: '',
    error: undefined,
    resendAvailableAt: Date.now() + RESEND_COOLDOWN_MS,
  }),
  entry: { type: 'recordCodeSent', params: codeSent },
  initial: 'active',
  output: ({ context }) => ({ code: context.code }),
  states: {
    active: {
      type: 'parallel',
      states: {
        code: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'code.submit': [
                  { guard: 'hasCode', target: 'checking', actions: ['storeCode', 'clearError'] },
                  { actions: { type: 'storeError', params: 'invalidCode' } },
                ],
              },
            },
            checking: {
              tags: 'busy',
              invoke: {
                id: 'checkCode',
                src: 'checkCode',
                input: ({ context }) => ({
                  channel: context.channel,
                  destination: context.destination,
                  code: context.code,
                }),
                onDone: [
                  {
                    guard: { type: 'isValid', params: ({ event }) => event.output },
                    target: '#verification.verified',
                  },
                  // Spec §5: "code false = invalid code".
                  { target: 'editing', actions: { type: 'storeError', params: 'invalidCode' } },
                ],
                onError: { target: 'editing', actions: { type: 'storeError', params: failure } },
              },
            },
          },
        },
        resend: {
          initial: 'coolingDown',
          on: {
            // Spec §5: "allowed only when more than 60 seconds have passed since the last request".
            'code.resend': [
              { guard: 'canResend', target: '.sending', actions: 'clearError' },
              { actions: { type: 'storeError', params: 'resendTooSoon' } },
            ],
          },
          states: {
            coolingDown: {
              after: { resendCooldown: 'available' },
            },
            available: { tags: 'canResend' },
            sending: {
              tags: 'busy',
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({ channel: context.channel, destination: context.destination }),
                onDone: {
                  target: 'coolingDown',
                  actions: ['startCooldown', { type: 'recordCodeSent', params: codeSent }],
                },
                onError: [
                  // The server keeps its own 60 s (it answers 429): wait again.
                  {
                    guard: 'isTooSoon',
                    target: 'coolingDown',
                    actions: ['startCooldown', { type: 'storeError', params: 'resendTooSoon' }],
                  },
                  { target: 'available', actions: { type: 'storeError', params: failure } },
                ],
              },
            },
          },
        },
      },
    },
    verified: { type: 'final' },
  },
});
