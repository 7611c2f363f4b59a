import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { completeUser, newUser } from '../user/user.fixtures.ts';
import { loginMachine } from './login.machine.ts';
import {
  selectApprovalUrl,
  selectCodeChannel,
  selectError,
  selectIsAwaitingApproval,
  selectIsBusy,
  selectIsDone,
  selectRedirectTo,
} from './login.selectors.ts';

const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const offline = { error: { key: 'network' } };

modelTest('login machine', {
  machine: loginMachine,
  stateKey: ({ context }) => ({ method: context.method, redirectTo: context.redirectTo }),
  inputs: {
    'no table session': { hasActiveTableSession: false, device: { type: 'web', version: '1' } },
  },
  events: {
    'login.submit': {
      'e-mail and password': { username: 'ana@example.com', password: 'secret123' },
      'empty form': { username: '', password: '' },
      'with the code sent': { username: 'ana@example.com', password: 'secret123', code: '123456' },
    },
    'social.submit': { google: { provider: 'google', token: 'oauth' } },
    'b2c.start': { customer: { uniqueUserId: 'cpf-hash' } },
    'xstate.done.actor.authenticate': { tokens: { output: tokens } },
    'xstate.error.actor.authenticate': {
      'wrong password': { error: { key: 'unauthorized', status: 401 } },
      'a code is asked for': { error: { key: 'unauthorized', status: 401, code: 'SIGN_IN_CODE_REQUIRED' } },
      'a wrong code': { error: { key: 'unauthorized', status: 401, code: 'INVALID_SIGN_IN_CODE' } },
    },
    'xstate.done.actor.socialAuthenticate': { tokens: { output: tokens } },
    'xstate.error.actor.socialAuthenticate': { offline },
    'xstate.done.actor.b2cStart': {
      'approval page': { output: { sessionId: 'b2c-1', approvalUrl: 'https://idp.example/approve' } },
    },
    'xstate.error.actor.b2cStart': { offline },
    'xstate.done.actor.b2cPoll': {
      pending: { output: { status: 'pending' } },
      approved: { output: { status: 'approved', tokens } },
    },
    'xstate.error.actor.b2cPoll': { offline },
    'xstate.done.actor.loadUser': {
      'a complete user': { output: completeUser },
      'a new user': { output: newUser },
    },
    'xstate.error.actor.loadUser': { offline },
    'xstate.done.actor.registerPushToken': { registered: { output: undefined } },
    'xstate.error.actor.registerPushToken': { denied: { error: new Error('denied') } },
  },
  assertions: {
    'editing.idle': (snapshot) => {
      expect(selectIsBusy(snapshot)).toBe(false);
      expect(selectError(snapshot)).toBeUndefined();
    },
    'editing.failed': (snapshot) => {
      expect(['missingCredentials', 'invalidCredentials', 'network']).toContain(selectError(snapshot));
    },
    'editing.code.asked': (snapshot) => {
      expect(selectCodeChannel(snapshot)).toBe('email');
      expect(selectError(snapshot)).toBeUndefined();
    },
    'editing.code.wrong': (snapshot) => {
      expect(selectCodeChannel(snapshot)).toBe('email');
      expect(selectError(snapshot)).toBe('invalidCode');
    },
    authenticating: (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    socialAuthenticating: (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    'b2c.starting': (snapshot) => expect(selectIsAwaitingApproval(snapshot)).toBe(false),
    'b2c.waiting': (snapshot) => {
      expect(selectIsAwaitingApproval(snapshot)).toBe(true);
      expect(selectApprovalUrl(snapshot)).toBe('https://idp.example/approve');
    },
    'b2c.polling': (snapshot) => expect(selectIsAwaitingApproval(snapshot)).toBe(true),
    loadingUser: (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    registeringPush: (snapshot) => expect(snapshot.context.user).not.toBeNull(),
    done: (snapshot) => {
      expect(selectIsDone(snapshot)).toBe(true);
      const expected =
        snapshot.context.method === 'b2c' || snapshot.context.user === completeUser ? '/' : '/geolocation';
      expect(selectRedirectTo(snapshot)).toBe(expected);
      expect(snapshot.output).toEqual({ redirectTo: expected });
    },
  },
});
