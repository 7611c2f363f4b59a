import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { sessionMachine } from './session.machine.ts';
import {
  type SessionSnapshot,
  selectAccessToken,
  selectIsRefreshing,
  selectIsSignedIn,
} from './session.selectors.ts';

const stored = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const refreshed = { accessToken: 'access-2', refreshToken: 'refresh-2' };

const unauthorized = (snapshot: SessionSnapshot) => {
  const current = snapshot.context.accessToken;
  return {
    'with the current token': { requestId: 'current', token: current, replayed: false },
    'with an older token': { requestId: 'older', token: 'access-0', replayed: false },
    'replayed with the current token': { requestId: 'replayed', token: current, replayed: true },
    'replayed with an older token': { requestId: 'stale', token: 'access-0', replayed: true },
  };
};

modelTest('session machine', {
  machine: sessionMachine,
  stateKey: ({ context }) => ({
    signedIn: context.accessToken !== undefined,
    waiting: context.waiting.length > 0,
  }),
  inputs: { 'stored tokens': stored, 'nothing stored': {} },
  events: {
    'session.signedIn': { 'new tokens': refreshed },
    'session.logout': { quietly: {}, 'to auth': { navigate: true } },
    'request.unauthorized': unauthorized,
    'xstate.done.actor.refreshTokens': { 'new tokens': { output: refreshed } },
    'xstate.error.actor.refreshTokens': { expired: { error: new Error('expired') } },
  },
  assertions: {
    signedOut: (snapshot) => {
      expect(selectIsSignedIn(snapshot)).toBe(false);
      expect(selectAccessToken(snapshot)).toBeUndefined();
      expect(snapshot.context.waiting).toEqual([]);
    },
    'signedIn.active': (snapshot) => {
      expect(selectIsSignedIn(snapshot)).toBe(true);
      expect(selectIsRefreshing(snapshot)).toBe(false);
      expect(snapshot.context.waiting).toEqual([]);
      expect(snapshot.context.tokenVersion).toBeGreaterThan(0);
    },
    'signedIn.refreshing': (snapshot) => {
      expect(selectIsRefreshing(snapshot)).toBe(true);
      expect(snapshot.context.waiting.length).toBeGreaterThan(0);
    },
  },
});
