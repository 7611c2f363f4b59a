import * as z from 'zod/mini';
import { tokens } from '../../contract/schemas/auth.ts';
import { outbox } from '../../contract/schemas/dev.ts';
import { demoCustomer } from '../seed/customers.ts';
import type { TestApp } from './test-app.ts';

export const customer = demoCustomer;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sends `body` as JSON with `method` (default POST). */
export function send(
  t: TestApp,
  path: string,
  body: unknown,
  init: { method?: string; token?: string; headers?: Record<string, string> } = {},
) {
  return t.request(path, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? bearer(init.token) : {}),
      ...init.headers,
    },
    body: JSON.stringify(body),
  });
}

/**
 * The body of an answer of `status`. An error's body names its request as its `X-Request-Id` header
 * does; that id is checked here and left out of what is answered, which tests compare.
 */
export async function expectStatus(response: Response, status: number): Promise<unknown> {
  const body = await response.json();
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${JSON.stringify(body)}`);
  return withoutRequestId(response, body);
}

/** An error body without its `request_id`, once it is checked to be the answer's `X-Request-Id`. */
export function withoutRequestId(response: Response, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('request_id' in body)) return body;
  const { request_id, ...rest } = body as { request_id: unknown };
  if (request_id !== response.headers.get('x-request-id')) {
    throw new Error(`the body's request_id ${String(request_id)} is not the answer's X-Request-Id`);
  }
  return rest;
}

export async function login(t: TestApp, username: string, password: string) {
  const response = await t.request('/api/crm/v1/login', {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
  });
  return z.parse(tokens, await expectStatus(response, 200));
}

/** The 6-digit code of the newest outbox message to `to`. */
export async function lastCode(t: TestApp, to: string): Promise<string> {
  const messages = await t.getParsed(outbox, '/api/dev/outbox');
  const code = messages.find((message) => message.to === to)?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

export interface NewAccount {
  email: string;
  phone_number: string;
  document: string;
  password?: string;
}

/** Every registration step as the client takes them; answers the new account's tokens. */
export async function register(t: TestApp, account: NewAccount) {
  const users = '/api/crm/v1/users';
  await expectStatus(await send(t, `${users}/check-email`, { email: account.email }), 200);
  const email_code = await lastCode(t, account.email);
  await expectStatus(
    await send(t, `${users}/check-email-code`, { email: account.email, code: email_code }),
    200,
  );
  await expectStatus(await send(t, `${users}/check-phone`, { phone_number: account.phone_number }), 200);
  const phone_code = await lastCode(t, account.phone_number);
  await expectStatus(
    await send(t, `${users}/check-phone-code`, { phone_number: account.phone_number, code: phone_code }),
    200,
  );
  const response = await send(t, users, {
    email: account.email,
    phone_number: account.phone_number,
    document: account.document,
    password: account.password ?? 'Senha1234',
    name: 'Teste da Silva',
    birthday: '1995-01-31',
    accepted_terms: true,
    accepted_notifications: false,
    email_code,
    phone_code,
  });
  return z.parse(tokens, await expectStatus(response, 201));
}
