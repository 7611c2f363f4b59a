import { afterAll, beforeAll, expect, vi } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { verificationMachine } from './verification.machine.ts';
import {
  selectCanResend,
  selectIsBusy,
  selectIsVerified,
  selectResendAvailableAt,
} from './verification.selectors.ts';

const offline = { error: { key: 'network' } };

// The resend cooldown counts from the moment the code was sent: the clock stands at 0.
beforeAll(() => vi.useFakeTimers({ now: 0, toFake: ['Date'] }));
afterAll(() => vi.useRealTimers());

modelTest('verification machine', {
  machine: verificationMachine,
  // Nothing but the state value decides where the chart goes.
  stateKey: () => null,
  inputs: { 'an e-mail code': { channel: 'email', destination: 'ana@example.com' } },
  events: {
    'code.submit': { 'a code': { code: '123456' }, empty: { code: ' ' } },
    'xstate.done.actor.checkCode': { valid: { output: true }, invalid: { output: false } },
    'xstate.error.actor.checkCode': { offline },
    'xstate.done.actor.sendCode': { sent: { output: undefined } },
    'xstate.error.actor.sendCode': { 'too soon': { error: { key: 'default', status: 429 } }, offline },
  },
  assertions: {
    'active.code.editing': (snapshot) => expect(selectIsVerified(snapshot)).toBe(false),
    'active.code.checking': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    'active.resend.coolingDown': (snapshot) => {
      expect(selectCanResend(snapshot)).toBe(false);
      expect(selectResendAvailableAt(snapshot)).toBe(60_000);
    },
    'active.resend.available': (snapshot) => expect(selectCanResend(snapshot)).toBe(true),
    'active.resend.sending': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    verified: (snapshot) => {
      expect(selectIsVerified(snapshot)).toBe(true);
      expect(snapshot.output).toEqual({ code: '123456' });
    },
  },
});
