// Completing a diner's name, e-mail or phone at the table.
// Spec §2 `/table/registration-update`; §4.
import { assign, forwardTo, setup } from 'xstate';
import { awaitingValue } from '../shared/checked-step.ts';
import { fullPhoneNumber, isEmail, isPhoneNumber } from '../shared/contact.ts';
import { type AccountErrorKey, isResendTooSoon } from '../shared/error-key.ts';
import { provided } from '../shared/provided.ts';
import { verificationMachine } from '../shared/verification.machine.ts';
import type { AccountUser } from '../user/user.types.ts';
import {
  emailSubmit,
  entryState,
  phoneSubmit,
  savedUser,
  verifyState,
} from './table-registration.contact.ts';
import { failure, initialContext, missingDetails } from './table-registration.context.ts';
import type {
  ContactInput,
  SaveContactInput,
  TableDetail,
  TableRegistrationContext,
  TableRegistrationEvent,
  TableRegistrationInput,
  TableRegistrationOutput,
  TableRegistrationTag,
} from './table-registration.types.ts';

const nameSubmit = {
  'name.submit': [
    { guard: 'hasName', target: 'saving', actions: ['storeName', 'clearError'] },
    { target: 'invalid', actions: ['storeName', { type: 'storeError', params: 'nameRequired' }] },
  ],
} as const;

/**
 * Spec §2 /table/registration-update: a signed-in diner without a name, e-mail or phone (spec §4
 * "all table info") gives each one missing — the e-mail and the phone confirmed by a code — and
 * goes on to the bill; or skips. Each detail is saved on the account as soon as it is given.
 */
export const tableRegistrationMachine = setup({
  types: {} as {
    context: TableRegistrationContext;
    events: TableRegistrationEvent;
    input: TableRegistrationInput;
    output: TableRegistrationOutput;
    tags: TableRegistrationTag;
  },
  actors: {
    saveName: provided<AccountUser, { name: string }>('tableRegistration', 'saveName'),
    /** True when the code went out; false when the contact belongs to another account. */
    sendContactCode: provided<boolean, ContactInput>('tableRegistration', 'sendContactCode'),
    verification: verificationMachine,
    saveContact: provided<AccountUser, SaveContactInput>('tableRegistration', 'saveContact'),
  },
  actions: {
    storeName: assign(({ event }) => (event.type === 'name.submit' ? { name: event.name.trim() } : {})),
    storeEmail: assign(({ event }) => (event.type === 'email.submit' ? { email: event.email.trim() } : {})),
    storePhone: assign(({ event }) =>
      event.type === 'phone.submit'
        ? { phone: { iso: event.iso, dialCode: event.dialCode, number: event.number } }
        : {},
    ),
    storeCode: assign((_, code: string) => ({ code })),
    storeSavedUser: assign((_, user: AccountUser) => ({ user })),
    storeError: assign((_, error: AccountErrorKey) => ({ error })),
    clearError: assign({ error: undefined }),
    forwardToVerification: forwardTo('verification'),
    // Provided by the app: the user store.
    storeUser: (_, _user: AccountUser) => {},
  },
  guards: {
    isMissing: ({ context }, detail: TableDetail) => missingDetails(context.user).includes(detail),
    hasName: ({ event }) => event.type === 'name.submit' && event.name.trim() !== '',
    isEmailWellFormed: ({ event }) => event.type === 'email.submit' && isEmail(event.email),
    isPhoneWellFormed: ({ event }) =>
      event.type === 'phone.submit' && isPhoneNumber(fullPhoneNumber(event.dialCode, event.number)),
    /** Spec §5 "Server validity answers (is_valid)". */
    isValidAnswer: ({ event }) => (event as { output?: unknown }).output === true,
    isTooSoon: ({ event }) => isResendTooSoon((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'tableRegistration',
  context: ({ input }) => initialContext(input),
  initial: 'asking',
  output: ({ context }) => ({ outcome: missingDetails(context.user).length === 0 ? 'updated' : 'skipped' }),
  states: {
    asking: {
      initial: 'next',
      on: { 'registration.skip': '#tableRegistration.skipped' },
      states: {
        // The first detail still missing, read from the account the server last answered.
        next: {
          always: [
            { guard: { type: 'isMissing', params: 'name' }, target: 'name' },
            { guard: { type: 'isMissing', params: 'email' }, target: 'email' },
            { guard: { type: 'isMissing', params: 'phone' }, target: 'phone' },
            { target: '#tableRegistration.done' },
          ],
        },
        name: {
          tags: 'step:name',
          initial: 'idle',
          states: {
            ...awaitingValue(nameSubmit),
            saving: {
              tags: 'busy',
              invoke: {
                id: 'saveName',
                src: 'saveName',
                input: ({ context }) => ({ name: context.name }),
                onDone: {
                  target: '#tableRegistration.asking.next',
                  actions: [
                    { type: 'storeSavedUser', params: savedUser },
                    { type: 'storeUser', params: savedUser },
                  ],
                },
                onError: { target: 'invalid', actions: { type: 'storeError', params: failure } },
              },
            },
          },
        },
        email: entryState('email', emailSubmit),
        verifyEmail: verifyState('email'),
        phone: entryState('phone', phoneSubmit),
        verifyPhone: verifyState('phone'),
      },
    },
    done: { type: 'final' },
    skipped: { type: 'final' },
  },
});
