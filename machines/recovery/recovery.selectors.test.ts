import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type StateValue, waitFor } from 'xstate';
import { hrefAt } from '../../tests/locations.ts';
import { selectLocation } from './recovery.location.ts';
import { recoveryMachine } from './recovery.machine.ts';
import {
  selectError,
  selectIsBusy,
  selectRecoveryDestination,
  selectStep,
  selectVerification,
  selectVerificationActor,
  selectVerifyType,
} from './recovery.selectors.ts';
import type { RecoveryContext } from './recovery.types.ts';

const base: RecoveryContext = {
  channel: 'phone',
  destination: '+5511987654321',
  code: '',
  error: undefined,
};
const snapshotIn = (value: StateValue, overrides: Partial<RecoveryContext> = {}) =>
  recoveryMachine.resolveState({ value, context: { ...base, ...overrides } });

describe('recovery selectors', () => {
  it.each([
    [{ identify: 'idle' }, 'identify', '/recovery'],
    ['verify', 'verify', '/recovery/verify?type=phone'],
    [{ password: 'idle' }, 'password', '/recovery/password'],
    ['confirm', 'confirm', '/recovery/confirm'],
    ['done', undefined, '/auth/login'],
  ] as const)('%j is the %s step at %s', (value, step, path) => {
    expect(selectStep(snapshotIn(value))).toBe(step);
    expect(hrefAt(selectLocation(snapshotIn(value)))).toBe(path);
  });

  it('reads the verify type, busy and error', () => {
    expect(selectVerifyType(snapshotIn('verify'))).toBe('phone');
    expect(selectVerifyType(snapshotIn('confirm'))).toBeUndefined();
    expect(selectIsBusy(snapshotIn({ identify: 'checkingPhone' }))).toBe(true);
    expect(selectError(snapshotIn({ identify: 'invalid' }, { error: 'invalidPhone' }))).toBe('invalidPhone');
    expect(selectError(snapshotIn({ identify: 'idle' }, { error: 'invalidPhone' }))).toBeUndefined();
  });

  it('gives the channel and the destination the code goes to', () => {
    expect(selectRecoveryDestination(snapshotIn({ identify: 'idle' }))).toEqual({
      channel: 'phone',
      destination: '+5511987654321',
    });
  });

  it('gives the verification actor of the verify step, and nothing off that step', async () => {
    const machine = recoveryMachine.provide({
      actors: { checkRecoveryEmail: fromPromise(async () => true) },
    });
    const recovery = createActor(machine, { input: {} }).start();
    expect(selectVerificationActor(recovery.getSnapshot())).toBeUndefined();
    recovery.send({ type: 'email.submit', email: 'ana@example.com' });
    const snapshot = await waitFor(recovery, (current) => selectStep(current) === 'verify');
    expect(selectVerificationActor(snapshot)?.getSnapshot().context.destination).toBe('ana@example.com');
    expect(selectVerification(snapshot)?.context.channel).toBe('email');
    recovery.stop();
  });
});
