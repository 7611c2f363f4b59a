// Profile step 2: a new e-mail or phone, confirmed by a code.
// Spec §4 profile steps; §3 `can_update_email`; §5 verification codes.
import { assign, forwardTo, not, setup } from 'xstate';
import { fullPhoneNumber, isEmail, isPhoneNumber } from '../shared/contact.ts';
import { errorKeyOf } from '../shared/error-key.ts';
import { provided } from '../shared/provided.ts';
import { verificationMachine } from '../shared/verification.machine.ts';
import type { AccountUser } from '../user/user.types.ts';
import type {
  ContactContext,
  ContactErrorKey,
  ContactEvent,
  ContactInput,
  ContactOutput,
  ContactTag,
  ContactTarget,
  SaveContactInput,
} from './contact.types.ts';

const failure = ({ event }: { event: { error: unknown } }) => errorKeyOf(event.error);
const callFailed = { target: '#contact.editing', actions: { type: 'storeError', params: failure } } as const;
const targetOf = ({ context }: { context: ContactContext }): ContactTarget => ({
  channel: context.channel,
  destination: context.destination,
});

/**
 * Profile step 2, contact information (spec §4; §3 `can_update_email`): a new e-mail (only when the
 * account allows it) or phone number, taken once the code sent to it is checked — the shared
 * verification chart, with its 60 s resend rule (spec §5). Ends with the account as saved, or
 * without a change when the customer goes back from the form.
 */
export const contactMachine = setup({
  types: {} as {
    context: ContactContext;
    events: ContactEvent;
    input: ContactInput;
    output: ContactOutput;
    tags: ContactTag;
  },
  actors: {
    /** Spec §5: false = the contact belongs to another account; true sends the code to it. */
    checkContact: provided<boolean, ContactTarget>('contact', 'checkContact'),
    verification: verificationMachine,
    saveContact: provided<AccountUser, SaveContactInput>('contact', 'saveContact'),
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
    storeUser: assign((_, user: AccountUser) => ({ user })),
    storeError: assign((_, error: ContactErrorKey) => ({ error })),
    storeConflict: assign(({ context }) => ({
      error: context.channel === 'email' ? ('emailConflict' as const) : ('phoneConflict' as const),
    })),
    clearError: assign({ error: undefined }),
    forwardToVerification: forwardTo('verification'),
  },
  guards: {
    canUpdateEmail: ({ context }) => context.canUpdateEmail,
    isEmailWellFormed: ({ event }) => event.type === 'email.submit' && isEmail(event.email),
    isPhoneWellFormed: ({ event }) =>
      event.type === 'phone.submit' && isPhoneNumber(fullPhoneNumber(event.dialCode, event.number)),
    isAvailable: (_, isValid: boolean) => isValid,
  },
}).createMachine({
  id: 'contact',
  context: ({ input }) => ({
    canUpdateEmail: input.canUpdateEmail,
    channel: 'email',
    destination: '',
    code: '',
    user: undefined,
    error: undefined,
  }),
  initial: 'editing',
  output: ({ context }) => ({ user: context.user }),
  states: {
    editing: {
      on: {
        'step.back': 'left',
        'email.submit': [
          { guard: not('canUpdateEmail'), actions: { type: 'storeError', params: 'emailLocked' } },
          { guard: 'isEmailWellFormed', target: 'checking', actions: ['storeEmail', 'clearError'] },
          { actions: { type: 'storeError', params: 'malformedEmail' } },
        ],
        'phone.submit': [
          { guard: 'isPhoneWellFormed', target: 'checking', actions: ['storePhone', 'clearError'] },
          { actions: { type: 'storeError', params: 'malformedPhone' } },
        ],
      },
    },
    checking: {
      tags: 'busy',
      invoke: {
        id: 'checkContact',
        src: 'checkContact',
        input: targetOf,
        onDone: [
          { guard: { type: 'isAvailable', params: ({ event }) => event.output }, target: 'verifying' },
          { target: 'editing', actions: 'storeConflict' },
        ],
        onError: callFailed,
      },
    },
    verifying: {
      tags: 'verify',
      invoke: {
        id: 'verification',
        src: 'verification',
        input: targetOf,
        onDone: {
          target: 'saving',
          actions: { type: 'storeCode', params: ({ event }) => event.output.code },
        },
        onError: callFailed,
      },
      on: {
        'code.submit': { actions: 'forwardToVerification' },
        'code.resend': { actions: 'forwardToVerification' },
        'step.back': 'editing',
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveContact',
        src: 'saveContact',
        input: ({ context }) => ({ ...targetOf({ context }), code: context.code }),
        onDone: { target: 'saved', actions: { type: 'storeUser', params: ({ event }) => event.output } },
        onError: callFailed,
      },
    },
    saved: { type: 'final' },
    left: { type: 'final' },
  },
});
