import { type IsValid, isValid, type Tokens, tokens } from '../../contract/schemas/auth.ts';
import {
  type CompleteRegistrationBody,
  type RegisterBody,
  type UpdateMeBody,
  type User,
  user,
} from '../../contract/schemas/user.ts';
import { api, type Call } from './client.ts';

const check = (path: string, body: Record<string, unknown>, signal?: AbortSignal): Promise<IsValid> =>
  api.request(isValid, `/crm/v1/users/${path}`, { method: 'POST', body, auth: false, signal });

/** False when the e-mail is taken; true sends a code to it (429 RESEND_TOO_SOON within 60 s). */
export function checkEmail({ email, feature, signal }: Call & { email: string; feature?: string }) {
  return check('check-email', { email, feature }, signal);
}

/** False when the number is taken; true texts a code to it (429 RESEND_TOO_SOON within 60 s). */
export function checkPhone({
  phoneNumber,
  feature,
  signal,
}: Call & { phoneNumber: string; feature?: string }) {
  return check('check-phone', { phone_number: phoneNumber, feature }, signal);
}

/** False when the CPF is taken or its check digits are wrong. */
export function checkCpf({ cpf, signal }: Call & { cpf: string }) {
  return check('check-cpf', { cpf }, signal);
}

export function checkEmailCode({ email, code, signal }: Call & { email: string; code: string }) {
  return check('check-email-code', { email, code }, signal);
}

export function checkPhoneCode({ phoneNumber, code, signal }: Call & { phoneNumber: string; code: string }) {
  return check('check-phone-code', { phone_number: phoneNumber, code }, signal);
}

/** Logs in as well: the answer holds the new account's tokens. */
export function registerUser({ signal, ...body }: Call & RegisterBody): Promise<Tokens> {
  return api.request(tokens, '/crm/v1/users', { method: 'POST', body, auth: false, signal });
}

export function completeRegistration({ signal, ...body }: Call & CompleteRegistrationBody): Promise<User> {
  return api.request(user, '/crm/v1/users/complete-registration', {
    method: 'PATCH',
    body,
    errorContext: 'userUpdate',
    signal,
  });
}

export function fetchMe({ signal }: Call = {}): Promise<User> {
  return api.request(user, '/crm/v1/users/me', { errorContext: 'user', signal });
}

/** A wrong `current_password` fails with key invalidPassword. */
export function updateMe({ signal, ...body }: Call & UpdateMeBody): Promise<User> {
  return api.request(user, '/crm/v1/users/me', { method: 'PATCH', body, errorContext: 'userUpdate', signal });
}

/** `form`: `image` (file), `push_token`, `accepted_pg_terms` ('true' | 'false'). */
export function putMe({ form, signal }: Call & { form: FormData }): Promise<User> {
  return api.request(user, '/crm/v1/users/me', {
    method: 'PUT',
    body: form,
    errorContext: 'userUpdate',
    signal,
  });
}
