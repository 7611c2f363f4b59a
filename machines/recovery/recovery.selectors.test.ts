import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { recoveryMachine } from './recovery.machine.ts';
import {
  selectError,
  selectIsBusy,
  selectStep,
  selectStepPath,
  selectVerifyType,
} from './recovery.selectors.ts';
import type { RecoveryContext } from './recovery.types.ts';

const base: RecoveryContext = {
  channel: 'phone',
  destination: '+5511987654321',
  code: '',
  error: undefined,
  now: () => 0,
};
const snapshotIn = (value: StateValue, overrides: Partial<RecoveryContext> = {}) =>
  recoveryMachine.resolveState({ value, context: { ...base, ...overrides } });

describe('recovery selectors', () => {
  it.each([
    [{ identify: 'idle' }, 'identify', '/recovery'],
    ['verify', 'verify', '/recovery/verify?type=phone'],
    [{ password: 'idle' }, 'password', '/recovery/password'],
    ['confirm', 'confirm', '/recovery/confirm'],
    ['done', undefined, undefined],
  ] as const)('%j is the %s step at %s', (value, step, path) => {
    expect(selectStep(snapshotIn(value))).toBe(step);
    expect(selectStepPath(snapshotIn(value))).toBe(path);
  });

  it('reads the verify type, busy and error', () => {
    expect(selectVerifyType(snapshotIn('verify'))).toBe('phone');
    expect(selectVerifyType(snapshotIn('confirm'))).toBeUndefined();
    expect(selectIsBusy(snapshotIn({ identify: 'checkingPhone' }))).toBe(true);
    expect(selectError(snapshotIn({ identify: 'invalid' }, { error: 'invalidPhone' }))).toBe('invalidPhone');
    expect(selectError(snapshotIn({ identify: 'idle' }, { error: 'invalidPhone' }))).toBeUndefined();
  });
});
