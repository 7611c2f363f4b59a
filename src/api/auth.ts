import {
  type B2cLogin,
  type B2cPolling,
  b2cLogin,
  b2cPolling,
  type IsValid,
  isValid,
  type LoginBody,
  type LogoutBody,
  ok,
  type RecoveryCodeBody,
  type RefreshedTokens,
  type ResetPasswordBody,
  refreshedTokens,
  type SocialProvider,
  type SocialTokens,
  socialTokens,
  type Tokens,
  tokens,
} from '../../contract/schemas/auth.ts';
import { api, type Call } from './client.ts';

export function login({ username, password, code, signal }: Call & LoginBody): Promise<Tokens> {
  return api.request(tokens, '/crm/v1/login', {
    method: 'POST',
    body: new URLSearchParams({ username, password, ...(code ? { code } : {}) }),
    auth: false,
    errorContext: 'user',
    signal,
  });
}

export function refreshTokens({
  refreshToken,
  signal,
}: Call & { refreshToken: string }): Promise<RefreshedTokens> {
  return api.request(refreshedTokens, '/crm/v1/login/refresh', {
    method: 'POST',
    body: { refresh_token: refreshToken },
    auth: false,
    signal,
  });
}

/** Ends the session of `refreshToken` on the server: its refresh and access tokens stop working. */
export async function logout({ refreshToken, signal }: Call & { refreshToken: string }): Promise<void> {
  await api.request(ok, '/crm/v1/logout', {
    method: 'POST',
    body: { refresh_token: refreshToken } satisfies LogoutBody,
    auth: false,
    signal,
  });
}

/** `token`: the provider's ID token. */
export function socialLogin({
  provider,
  token,
  signal,
}: Call & { provider: SocialProvider; token: string }): Promise<SocialTokens> {
  return api.request(socialTokens, `/crm/v1/login/${provider}`, {
    method: 'POST',
    body: { token },
    auth: false,
    errorContext: 'user',
    signal,
  });
}

export function b2cStart({ uniqueUserId, signal }: Call & { uniqueUserId: string }): Promise<B2cLogin> {
  return api.request(b2cLogin, '/crm/v1/b2c/login', {
    query: { 'unique-user-id': uniqueUserId },
    auth: false,
    signal,
  });
}

export function b2cPoll({ sessionId, signal }: Call & { sessionId: string }): Promise<B2cPolling> {
  return api.request(b2cPolling, '/crm/v1/b2c/polling', {
    query: { 'session-id': sessionId },
    auth: false,
    signal,
  });
}

export async function b2cReset({ sessionId, signal }: Call & { sessionId?: string } = {}): Promise<void> {
  await api.request(ok, '/crm/v1/b2c/reset', { query: { 'session-id': sessionId }, auth: false, signal });
}

/** Recovery: true when an account has this e-mail; a code is then e-mailed. */
export function checkRecoveryEmail({ email, signal }: Call & { email: string }): Promise<IsValid> {
  return api.request(isValid, '/crm/v1/passwords/check-email', {
    method: 'POST',
    body: { email },
    auth: false,
    signal,
  });
}

export function checkRecoveryPhone({
  phoneNumber,
  signal,
}: Call & { phoneNumber: string }): Promise<IsValid> {
  return api.request(isValid, '/crm/v1/passwords/check-phone', {
    method: 'POST',
    body: { phone_number: phoneNumber },
    auth: false,
    signal,
  });
}

export function checkRecoveryCode({ signal, ...body }: Call & RecoveryCodeBody): Promise<IsValid> {
  return api.request(isValid, '/crm/v1/passwords/check-code', { method: 'POST', body, auth: false, signal });
}

export async function resetPassword({ signal, ...body }: Call & ResetPasswordBody): Promise<void> {
  await api.request(ok, '/crm/v1/passwords/reset', { method: 'POST', body, auth: false, signal });
}
