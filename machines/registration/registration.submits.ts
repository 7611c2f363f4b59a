import { passwordProblem } from '../shared/password-policy.ts';
import { dataProblem, today } from './registration.context.ts';
import type { RegistrationContext, RegistrationEvent } from './registration.types.ts';

/*
 * Each step's submit is handled only while its form is idle or shows an error: a second submit
 * while the step's call is in flight is ignored (restarting it would send a second code or register twice).
 */
type DataSubmit = Extract<RegistrationEvent, { type: 'data.submit' }>;
type PasswordSubmit = Extract<RegistrationEvent, { type: 'password.submit' }>;

export const emailSubmit = {
  'email.submit': [
    { guard: 'isEmailWellFormed', target: 'checking', actions: ['storeEmail', 'clearError'] },
    { target: 'invalid', actions: ['storeEmail', { type: 'storeError', params: 'malformedEmail' }] },
  ],
} as const;
export const phoneSubmit = {
  'phone.submit': [
    { guard: 'isPhoneWellFormed', target: 'checking', actions: ['storePhone', 'clearError'] },
    { target: 'invalid', actions: ['storePhone', { type: 'storeError', params: 'malformedPhone' }] },
  ],
} as const;
export const dataSubmit = {
  'data.submit': [
    { guard: 'isDataValid', target: 'checking', actions: ['storeData', 'clearError'] },
    {
      target: 'invalid',
      actions: {
        type: 'storeError',
        params: ({ context, event }: { context: RegistrationContext; event: DataSubmit }) =>
          dataProblem(event, today()),
      },
    },
  ],
} as const;
export const passwordSubmit = {
  'password.submit': [
    { guard: 'isPasswordAcceptable', target: 'registering', actions: ['storePassword', 'clearError'] },
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
