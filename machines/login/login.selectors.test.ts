import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { loginMachine } from './login.machine.ts';
import {
  selectApprovalUrl,
  selectError,
  selectIsAwaitingApproval,
  selectIsBusy,
  selectIsDone,
  selectRedirectTo,
} from './login.selectors.ts';
import type { LoginContext } from './login.types.ts';

const base: LoginContext = {
  method: 'password',
  username: '',
  password: '',
  code: undefined,
  social: undefined,
  uniqueUserId: undefined,
  approval: { sessionId: 'b2c-1', approvalUrl: 'https://idp.example/approve' },
  user: null,
  error: 'invalidCredentials',
  retryAfter: undefined,
  redirectTo: '/geolocation',
  hasActiveTableSession: false,
  device: { type: 'web', version: '1' },
};
const snapshotIn = (value: StateValue, overrides: Partial<LoginContext> = {}) =>
  loginMachine.resolveState({ value, context: { ...base, ...overrides } });

describe('login selectors', () => {
  it('show the error only after a failed attempt', () => {
    expect(selectError(snapshotIn({ editing: 'failed' }))).toBe('invalidCredentials');
    expect(selectError(snapshotIn({ editing: 'idle' }))).toBeUndefined();
  });

  it('report busy from submit to routing', () => {
    expect(selectIsBusy(snapshotIn('authenticating'))).toBe(true);
    expect(selectIsBusy(snapshotIn('loadingUser'))).toBe(true);
    expect(selectIsBusy(snapshotIn({ editing: 'idle' }))).toBe(false);
  });

  it('report the b2c approval wait with its page', () => {
    expect(selectIsAwaitingApproval(snapshotIn({ b2c: 'waiting' }))).toBe(true);
    expect(selectIsAwaitingApproval(snapshotIn({ b2c: 'starting' }))).toBe(false);
    expect(selectApprovalUrl(snapshotIn({ b2c: 'polling' }))).toBe('https://idp.example/approve');
  });

  it('give the destination once done', () => {
    expect(selectIsDone(snapshotIn('done'))).toBe(true);
    expect(selectRedirectTo(snapshotIn('done'))).toBe('/geolocation');
  });
});
