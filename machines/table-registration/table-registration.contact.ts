import { awaitingValue } from '../shared/checked-step.ts';
import type { AccountErrorKey } from '../shared/error-key.ts';
import type { VerificationChannel } from '../shared/verification.types.ts';
import type { AccountUser } from '../user/user.types.ts';
import { destinationOf, failure } from './table-registration.context.ts';
import type { TableRegistrationContext } from './table-registration.types.ts';

/*
 * The e-mail and the phone steps are the same chart: type the contact, a code is sent to it (the
 * server refuses one that belongs to another account), the code is checked, the account takes the
 * contact. A submit while a call is in flight is ignored (it would send a second code).
 */

type Args = { context: TableRegistrationContext };
/** The account as the server answered a save. */
export const savedUser = ({ event }: { event: { output: AccountUser } }) => event.output;
const checkedCode = ({ event }: { event: { output: { code: string } } }) => event.output.code;

const verifyStateOf = { email: 'verifyEmail', phone: 'verifyPhone' } as const;
const conflictOf = { email: 'emailConflict', phone: 'phoneConflict' } as const satisfies Record<
  VerificationChannel,
  AccountErrorKey
>;

export const emailSubmit = {
  'email.submit': [
    { guard: 'isEmailWellFormed', target: 'sending', actions: ['storeEmail', 'clearError'] },
    { target: 'invalid', actions: ['storeEmail', { type: 'storeError', params: 'malformedEmail' }] },
  ],
} as const;

export const phoneSubmit = {
  'phone.submit': [
    { guard: 'isPhoneWellFormed', target: 'sending', actions: ['storePhone', 'clearError'] },
    { target: 'invalid', actions: ['storePhone', { type: 'storeError', params: 'malformedPhone' }] },
  ],
} as const;

/** `email` or `phone`: the contact typed, then its code sent. */
export function entryState<TChannel extends VerificationChannel, TSubmit extends object>(
  channel: TChannel,
  submit: TSubmit,
) {
  const verify = `#tableRegistration.asking.${verifyStateOf[channel]}` as const;
  return {
    tags: `step:${channel}`,
    initial: 'idle',
    states: {
      ...awaitingValue(submit),
      sending: {
        tags: 'busy',
        invoke: {
          id: 'sendContactCode',
          src: 'sendContactCode',
          input: ({ context }: Args) => ({ channel, destination: destinationOf(context, channel) }),
          onDone: [
            { guard: 'isValidAnswer', target: verify },
            // Spec §5 "e-mail false = email conflict; phone false = phone conflict".
            { target: 'invalid', actions: { type: 'storeError', params: conflictOf[channel] } },
          ],
          onError: [
            // A code went to this contact less than 60 s ago (the server answers 429): it is the one to type.
            { guard: 'isTooSoon', target: verify },
            { target: 'invalid', actions: { type: 'storeError', params: failure } },
          ],
        },
      },
    },
  } as const;
}

/** `verifyEmail` or `verifyPhone`: the code child (60 s resend), then the account saved with the contact. */
export function verifyState<TChannel extends VerificationChannel>(channel: TChannel) {
  const entry = `#tableRegistration.asking.${channel}` as const;
  return {
    tags: ['step:verify', `verify:${channel}`],
    initial: 'code',
    states: {
      code: {
        invoke: {
          id: 'verification',
          src: 'verification',
          input: ({ context }: Args) => ({
            channel,
            destination: destinationOf(context, channel),
          }),
          onDone: {
            target: 'saving',
            actions: { type: 'storeCode', params: checkedCode },
          },
          onError: { target: `${entry}.invalid`, actions: { type: 'storeError', params: failure } },
        },
        on: {
          // Only the code step has the child: no child, no code.
          'code.submit': { actions: 'forwardToVerification' },
          'code.resend': { actions: 'forwardToVerification' },
          // Back to the contact, to correct it; what was typed stays.
          'step.back': entry,
        },
      },
      saving: {
        tags: 'busy',
        invoke: {
          id: 'saveContact',
          src: 'saveContact',
          input: ({ context }: Args) => ({
            channel,
            destination: destinationOf(context, channel),
            code: context.code,
          }),
          onDone: {
            target: '#tableRegistration.asking.next',
            actions: [
              { type: 'storeSavedUser', params: savedUser },
              { type: 'storeUser', params: savedUser },
            ],
          },
          // Taken meanwhile (409) or the code no longer good: said at the contact, which is kept.
          onError: { target: `${entry}.invalid`, actions: { type: 'storeError', params: failure } },
        },
      },
    },
  } as const;
}
