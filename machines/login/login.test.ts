import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { Tokens } from '../session/session.types.ts';
import { completeUser, newUser } from '../user/user.fixtures.ts';
import type { AccountUser } from '../user/user.types.ts';
import { selectLocation } from './login.location.ts';
import { loginMachine } from './login.machine.ts';
import {
  selectBlockedMinutes,
  selectCodeChannel,
  selectError,
  selectIsAwaitingApproval,
  selectRedirectTo,
} from './login.selectors.ts';
import type {
  ApprovalWindowEvent,
  B2cPollResult,
  Credentials,
  LoginAnalytics,
  LoginInput,
  SocialCredentials,
} from './login.types.ts';

const tokens: Tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };

// The login analytics event carries the time of the sign-in.
beforeEach(() => vi.useFakeTimers({ now: 1_700, toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());
const input: LoginInput = {
  hasActiveTableSession: false,
  device: { type: 'web-android', version: '14' },
};

interface Fakes {
  authenticate?: (credentials: Credentials) => Promise<Tokens>;
  loadUser?: () => Promise<AccountUser>;
  registerPushToken?: () => Promise<void>;
  b2cPoll?: () => Promise<B2cPollResult>;
}

function startLogin(fakes: Fakes = {}, loginInput: LoginInput = input) {
  const log: string[] = [];
  const calls: Record<string, unknown[]> = {};
  const record = (name: string, value?: unknown) => {
    log.push(name);
    calls[name] = [...(calls[name] ?? []), value];
  };
  const machine = loginMachine.provide({
    actors: {
      authenticate: fromPromise<Tokens, Credentials>(async ({ input: credentials }) => {
        record('authenticate', credentials);
        return (fakes.authenticate ?? (async () => tokens))(credentials);
      }),
      socialAuthenticate: fromPromise<Tokens, SocialCredentials>(async ({ input: social }) => {
        record('socialAuthenticate', social);
        return tokens;
      }),
      b2cStart: fromPromise(async () => ({ sessionId: 'b2c-1', approvalUrl: 'https://idp.example/approve' })),
      b2cPoll: fromPromise<B2cPollResult, { sessionId: string }>(async () => {
        record('b2cPoll');
        return (
          fakes.b2cPoll ?? (async () => ({ status: 'approved', tokens, analyticsId: 'moe-1' }) as const)
        )();
      }),
      loadUser: fromPromise(async () => {
        record('loadUser');
        return (fakes.loadUser ?? (async () => completeUser))();
      }),
      registerPushToken: fromPromise(async () => {
        record('registerPushToken');
        return (fakes.registerPushToken ?? (async () => {}))();
      }),
      approvalWindow: fromCallback<ApprovalWindowEvent>(({ receive }) => {
        record('reserveApprovalWindow');
        receive((event) => record('openApproval', event.approvalUrl));
        return () => record('leaveApprovalWindow');
      }),
    },
    actions: {
      clearUser: () => record('clearUser'),
      storeTokens: (_, value: Tokens) => record('storeTokens', value),
      markRegistered: () => record('markRegistered'),
      markB2c: (_, value: string | undefined) => record('markB2c', value),
      storeUser: (_, value: unknown) => record('storeUser', value),
      discardTokens: () => record('discardTokens'),
      sendLoginAnalytics: (_, event: LoginAnalytics) => record('sendLoginAnalytics', event),
    },
    delays: { b2cPollInterval: 1 },
  });
  const login = createActor(machine, { input: loginInput }).start();
  const settled = () => waitFor(login, (snapshot) => snapshot.status === 'done' || snapshot.hasTag('error'));
  return { login, log, calls, settled };
}

const unauthorized = Object.assign(new Error('unauthorized'), { key: 'unauthorized', status: 401 });
const refusedWith = (code: string) =>
  Object.assign(new Error(code), { key: 'unauthorized', status: 401, code });

describe('login machine', () => {
  it('signs in in the order of spec §4 and routes home a user with everything', async () => {
    const { login, log, calls, settled } = startLogin();
    login.send({ type: 'login.submit', username: ' (11) 98765-4321 ', password: ' secret123 ' });
    const snapshot = await settled();
    expect(log).toEqual([
      'clearUser',
      'authenticate',
      'storeTokens',
      'markRegistered',
      'loadUser',
      'storeUser',
      'registerPushToken',
      'sendLoginAnalytics',
    ]);
    expect(calls.authenticate).toEqual([{ username: '+5511987654321', password: 'secret123' }]);
    expect(calls.storeUser).toEqual([{ user: completeUser, userType: 'registered' }]);
    expect(calls.sendLoginAnalytics).toEqual([
      { userId: 'user-1', timestamp: 1_700, userDeviceType: 'web-android', userDeviceVersion: '14' },
    ]);
    expect(selectLocation(login.getSnapshot())).toEqual({ path: '/' });
    expect(snapshot.output).toEqual({ redirectTo: '/' });
  });

  it('sends a new user without an address to geolocation', async () => {
    const { login, settled } = startLogin({ loadUser: async () => newUser });
    login.send({ type: 'login.submit', username: 'bruno@example.com', password: 'secret123' });
    expect(selectRedirectTo(await settled())).toBe('/geolocation');
  });

  it('goes to table-payment when a table session is active', async () => {
    const { login, settled } = startLogin({}, { ...input, hasActiveTableSession: true });
    login.send({ type: 'login.submit', username: 'ana@example.com', password: 'secret123' });
    expect(selectRedirectTo(await settled())).toBe('/table-payment');
  });

  it('asks for the code an account failed from many clients was sent, and signs in with it', async () => {
    const answers = [refusedWith('SIGN_IN_CODE_REQUIRED'), refusedWith('INVALID_SIGN_IN_CODE')];
    const { login, calls, settled } = startLogin({
      authenticate: async () => {
        const refusal = answers.shift();
        if (refusal) throw refusal;
        return tokens;
      },
    });
    login.send({ type: 'login.submit', username: 'ana@example.com', password: 'secret123' });
    await waitFor(login, (snapshot) => snapshot.hasTag('codeRequired'));
    expect(selectCodeChannel(login.getSnapshot())).toBe('email');
    expect(selectError(login.getSnapshot())).toBeUndefined();
    login.send({
      type: 'login.submit',
      username: 'ana@example.com',
      password: 'secret123',
      code: ' 111111 ',
    });
    const wrong = await settled();
    expect(selectError(wrong)).toBe('invalidCode');
    expect(selectCodeChannel(wrong)).toBe('email');
    login.send({ type: 'login.submit', username: 'ana@example.com', password: 'secret123', code: '123456' });
    expect((await settled()).status).toBe('done');
    expect(calls.authenticate?.at(-1)).toEqual({
      username: 'ana@example.com',
      password: 'secret123',
      code: '123456',
    });
  });

  it('shows invalidCredentials when the login answers 401, and lets the user try again', async () => {
    const { login, settled } = startLogin({ authenticate: () => Promise.reject(unauthorized) });
    login.send({ type: 'login.submit', username: 'ana@example.com', password: 'wrong' });
    const snapshot = await settled();
    expect(selectError(snapshot)).toBe('invalidCredentials');
    expect(snapshot.context.password).toBe('');
    expect(snapshot.hasTag('editing')).toBe(true);
  });

  it('says a throttled sign-in is blocked, and for how long, not that a code came too soon', async () => {
    const blocked = { status: 429, code: 'TOO_MANY_ATTEMPTS', retryAfter: '841' };
    const { login, settled } = startLogin({ authenticate: () => Promise.reject(blocked) });
    login.send({ type: 'login.submit', username: 'ana@example.com', password: 'wrong' });
    const snapshot = await settled();
    expect(selectError(snapshot)).toBe('signInBlocked');
    expect(selectBlockedMinutes(snapshot)).toBe(15);
    login.send({ type: 'login.submit', username: 'ana@example.com', password: 'right' });
    expect(selectBlockedMinutes(login.getSnapshot())).toBeUndefined();
  });

  it('shows the API error key of other failures, or default', async () => {
    const offline = startLogin({ authenticate: () => Promise.reject({ key: 'network' }) });
    offline.login.send({ type: 'login.submit', username: 'ana@example.com', password: 'x' });
    expect(selectError(await offline.settled())).toBe('network');
    const odd = startLogin({ authenticate: () => Promise.reject(new Error('?')) });
    odd.login.send({ type: 'login.submit', username: 'ana@example.com', password: 'x' });
    expect(selectError(await odd.settled())).toBe('default');
  });

  it('refuses an empty form without calling the API', () => {
    const { login, log } = startLogin();
    login.send({ type: 'login.submit', username: '  ', password: 'x' });
    expect(selectError(login.getSnapshot())).toBe('missingCredentials');
    expect(log).toEqual([]);
  });

  it('drops the tokens again when the user cannot be loaded', async () => {
    const { login, log, settled } = startLogin({ loadUser: () => Promise.reject({ key: 'userNotFound' }) });
    login.send({ type: 'login.submit', username: 'ana@example.com', password: 'secret123' });
    expect(selectError(await settled())).toBe('userNotFound');
    expect(log).toContain('discardTokens');
  });

  it('does not fail the login when the push token cannot be registered', async () => {
    const { login, log, settled } = startLogin({
      registerPushToken: () => Promise.reject(new Error('denied')),
    });
    login.send({ type: 'login.submit', username: 'ana@example.com', password: 'secret123' });
    expect((await settled()).status).toBe('done');
    expect(log).toContain('sendLoginAnalytics');
  });

  it('signs in with a social provider through the same chain', async () => {
    const { login, log, calls, settled } = startLogin();
    login.send({ type: 'social.submit', provider: 'apple', token: 'id-token' });
    expect((await settled()).output).toEqual({ redirectTo: '/' });
    expect(calls.socialAuthenticate).toEqual([{ provider: 'apple', token: 'id-token' }]);
    expect(log.slice(0, 4)).toEqual(['clearUser', 'socialAuthenticate', 'storeTokens', 'markRegistered']);
  });

  it('b2c: opens the approval page, polls until approved, marks b2c and goes home with everything', async () => {
    let polls = 0;
    const { login, log, calls, settled } = startLogin({
      b2cPoll: async () => {
        polls += 1;
        return polls < 3 ? { status: 'pending' } : { status: 'approved', tokens, analyticsId: 'moe-1' };
      },
    });
    login.send({ type: 'b2c.start', uniqueUserId: 'cpf-hash' });
    expect((await settled()).output).toEqual({ redirectTo: '/' });
    expect(polls).toBe(3);
    expect(calls.openApproval).toEqual(['https://idp.example/approve']);
    // The window was opened as the sign-in started (the tap), and left to the provider once pointed there.
    expect(log.indexOf('reserveApprovalWindow')).toBeLessThan(log.indexOf('openApproval'));
    expect(calls.markB2c).toEqual(['moe-1']);
    expect(calls.storeUser).toEqual([{ user: completeUser, userType: 'b2c' }]);
    expect(log).not.toContain('markRegistered');
  });

  it.each<[string, AccountUser, string]>([
    [
      'a new b2c customer (no address, phone nor CPF) to geolocation',
      { id: 'b2c-1', address: [] },
      '/geolocation',
    ],
    [
      'a b2c customer without a phone to register it',
      { ...completeUser, phone_number: null },
      '/register/phone',
    ],
    ['a b2c customer without a CPF to register it', { ...completeUser, document: null }, '/register/data'],
  ])('b2c follows the after-login rules too: sends %s', async (_, user, path) => {
    const { login, settled } = startLogin({ loadUser: async () => user });
    login.send({ type: 'b2c.start', uniqueUserId: 'cpf-hash' });
    expect(selectRedirectTo(await settled())).toBe(path);
    expect(selectLocation(login.getSnapshot())).toEqual({ path });
  });

  it('ignores a second submit while signing in', async () => {
    const { login, calls, settled } = startLogin();
    login.send({ type: 'login.submit', username: 'ana@example.com', password: 'secret123' });
    login.send({ type: 'login.submit', username: 'ana@example.com', password: 'secret123' });
    login.send({ type: 'social.submit', provider: 'google', token: 'token' });
    await settled();
    expect(calls.authenticate).toHaveLength(1);
    expect(calls.socialAuthenticate).toBeUndefined();
  });

  it('b2c: the customer can cancel while waiting for the approval', async () => {
    const { login } = startLogin({ b2cPoll: async () => ({ status: 'pending' }) });
    login.send({ type: 'b2c.start', uniqueUserId: 'cpf-hash' });
    await waitFor(login, selectIsAwaitingApproval);
    login.send({ type: 'b2c.cancel' });
    expect(login.getSnapshot().hasTag('editing')).toBe(true);
  });
});
