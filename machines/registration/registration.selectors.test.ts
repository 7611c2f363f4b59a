import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type StateValue, waitFor } from 'xstate';
import { hrefAt } from '../../tests/locations.ts';
import { initialContext } from './registration.context.ts';
import { registrationMachine } from './registration.machine.ts';
import {
  selectDraft,
  selectError,
  selectIsBusy,
  selectLocation,
  selectStep,
  selectStepIndex,
  selectVerification,
  selectVerificationActor,
  selectVerifyDestination,
  selectVerifyType,
} from './registration.selectors.ts';
import type { RegistrationContext } from './registration.types.ts';

const snapshotIn = (value: StateValue, overrides: Partial<RegistrationContext> = {}) =>
  registrationMachine.resolveState({ value, context: { ...initialContext({}), ...overrides } });

describe('registration selectors', () => {
  it.each([
    [{ email: 'idle' }, 'email', 0, '/register'],
    ['verifyEmail', 'verify', 1, '/register/verify?type=email'],
    [{ phone: 'checking' }, 'phone', 2, '/register/phone'],
    ['verifyPhone', 'verify', 1, '/register/verify?type=phone'],
    [{ data: 'invalid' }, 'data', 3, '/register/data'],
    [{ password: 'registering' }, 'password', 4, '/register/password'],
    [{ confirm: 'ready' }, 'confirm', 5, '/register/confirm'],
  ] as const)('%j is the %s step (%i) at %s', (value, step, index, path) => {
    const snapshot = snapshotIn(value);
    expect(selectStep(snapshot)).toBe(step);
    expect(selectStepIndex(snapshot)).toBe(index);
    expect(hrefAt(selectLocation(snapshot))).toBe(path);
  });

  it('has no step once done, and is where the after-login rules send the new account', () => {
    const done = snapshotIn('done', { redirectTo: '/geolocation' });
    expect(selectStep(done)).toBeUndefined();
    expect(hrefAt(selectLocation(done))).toBe('/geolocation');
  });

  it('reads the verify type only on the verify step', () => {
    expect(selectVerifyType(snapshotIn('verifyPhone'))).toBe('phone');
    expect(selectVerifyType(snapshotIn({ phone: 'idle' }))).toBeUndefined();
  });

  it('shows the error only while the step is invalid', () => {
    expect(selectError(snapshotIn({ email: 'invalid' }, { error: 'emailConflict' }))).toBe('emailConflict');
    expect(selectError(snapshotIn({ email: 'checking' }, { error: 'emailConflict' }))).toBeUndefined();
  });

  it('reports busy while a check runs', () => {
    expect(selectIsBusy(snapshotIn({ data: 'checking' }))).toBe(true);
    expect(selectIsBusy(snapshotIn({ data: 'idle' }))).toBe(false);
  });

  it('gives the register draft without the machine bookkeeping', () => {
    expect(selectDraft(snapshotIn({ email: 'idle' }, { email: 'ana@example.com' }))).toEqual({
      iso: 'BR',
      email: 'ana@example.com',
      name: '',
      birthday: '',
      phone_number: '',
      document: '',
      password: '',
      accepted_terms: false,
      accepted_notifications: false,
      external_id: undefined,
      auth_provider: undefined,
      isToCompleteRegister: false,
      emailCode: '',
      phoneCode: '',
    });
  });

  it('gives where the code of the verify step went, and nothing off that step', () => {
    const draft = { email: 'ana@example.com', phone_number: '+5511987654321' };
    expect(selectVerifyDestination(snapshotIn('verifyEmail', draft))).toBe('ana@example.com');
    expect(selectVerifyDestination(snapshotIn('verifyPhone', draft))).toBe('+5511987654321');
    expect(selectVerifyDestination(snapshotIn({ phone: 'idle' }, draft))).toBeUndefined();
  });

  it('gives the verification actor of the verify step, and nothing off that step', async () => {
    const machine = registrationMachine.provide({ actors: { checkEmail: fromPromise(async () => true) } });
    const registration = createActor(machine, { input: {} }).start();
    expect(selectVerificationActor(registration.getSnapshot())).toBeUndefined();
    registration.send({ type: 'email.submit', email: 'ana@example.com' });
    const snapshot = await waitFor(registration, (current) => selectStep(current) === 'verify');
    expect(selectVerificationActor(snapshot)?.getSnapshot().context.destination).toBe('ana@example.com');
    expect(selectVerification(snapshot)?.context.channel).toBe('email');
    registration.stop();
  });
});
