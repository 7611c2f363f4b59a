import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { sessionMachine } from './session.machine.ts';
import {
  selectAccessToken,
  selectIsRefreshing,
  selectIsSignedIn,
  selectTokenVersion,
} from './session.selectors.ts';
import type { SessionContext } from './session.types.ts';

const context: SessionContext = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  tokenVersion: 3,
  waiting: [],
};
const snapshotIn = (value: StateValue, overrides: Partial<SessionContext> = {}) =>
  sessionMachine.resolveState({ value, context: { ...context, ...overrides } });

describe('session selectors', () => {
  it('give the access token only while signed in', () => {
    expect(selectAccessToken(snapshotIn({ signedIn: 'active' }))).toBe('access-1');
    expect(selectAccessToken(snapshotIn({ signedIn: 'refreshing' }))).toBe('access-1');
    expect(selectAccessToken(snapshotIn('signedOut'))).toBeUndefined();
  });

  it('tell signed in from signed out', () => {
    expect(selectIsSignedIn(snapshotIn({ signedIn: 'refreshing' }))).toBe(true);
    expect(selectIsSignedIn(snapshotIn('signedOut', { accessToken: undefined }))).toBe(false);
  });

  it('report a refresh in flight', () => {
    expect(selectIsRefreshing(snapshotIn({ signedIn: 'refreshing' }, { waiting: ['r1'] }))).toBe(true);
    expect(selectIsRefreshing(snapshotIn({ signedIn: 'active' }))).toBe(false);
  });

  it('read the token version', () => {
    expect(selectTokenVersion(snapshotIn({ signedIn: 'active' }))).toBe(3);
  });
});
