import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { hrefAt } from '../../tests/locations.ts';
import { verificationMachine } from '../shared/verification.machine.ts';
import type { CheckCodeInput } from '../shared/verification.types.ts';
import { selectLocation } from './recovery.location.ts';
import { recoveryMachine } from './recovery.machine.ts';
import { selectError, selectIsDone, selectStep, selectVerification } from './recovery.selectors.ts';
import type { ResetPasswordInput } from './recovery.types.ts';

interface Answers {
  email?: boolean;
  phone?: boolean;
  code?: boolean;
  reset?: () => Promise<void>;
}

function startRecovery(answers: Answers = {}) {
  const calls: Record<string, unknown[]> = {};
  const answer = <TInput>(name: string, value: boolean | undefined) =>
    fromPromise<boolean, TInput>(async ({ input }) => {
      calls[name] = [...(calls[name] ?? []), input];
      return value ?? true;
    });
  const machine = recoveryMachine.provide({
    actors: {
      checkRecoveryEmail: answer('checkRecoveryEmail', answers.email),
      checkRecoveryPhone: answer('checkRecoveryPhone', answers.phone),
      verification: verificationMachine.provide({
        actors: {
          checkCode: answer<CheckCodeInput>('checkRecoveryCode', answers.code),
          sendCode: fromPromise(async () => {}),
        },
      }),
      resetPassword: fromPromise<void, ResetPasswordInput>(async ({ input }) => {
        calls.resetPassword = [...(calls.resetPassword ?? []), input];
        return (answers.reset ?? (async () => {}))();
      }),
    },
  });
  const recovery = createActor(machine, { input: {} }).start();
  const at = (step: string) =>
    waitFor(recovery, (snapshot) => selectStep(snapshot) === step && !snapshot.hasTag('busy'));
  return { recovery, calls, at };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('recovery machine', () => {
  it('identifies by e-mail, verifies the code, resets the password and confirms', async () => {
    const { recovery, calls, at } = startRecovery();
    expect(hrefAt(selectLocation(recovery.getSnapshot()))).toBe('/recovery');
    recovery.send({ type: 'email.submit', email: 'ana@example.com' });
    await at('verify');
    expect(hrefAt(selectLocation(recovery.getSnapshot()))).toBe('/recovery/verify?type=email');
    recovery.send({ type: 'code.submit', code: '123456' });
    await at('password');
    recovery.send({ type: 'password.submit', password: 'newpass123', confirmation: 'newpass123' });
    await at('confirm');
    recovery.send({ type: 'confirm.continue' });
    expect(selectIsDone(recovery.getSnapshot())).toBe(true);
    expect(calls.checkRecoveryEmail).toEqual([{ email: 'ana@example.com' }]);
    expect(calls.checkRecoveryCode).toEqual([
      { channel: 'email', destination: 'ana@example.com', code: '123456' },
    ]);
    expect(calls.resetPassword).toEqual([
      { channel: 'email', destination: 'ana@example.com', code: '123456', password: 'newpass123' },
    ]);
    expect(recovery.getSnapshot().context).not.toHaveProperty('password');
  });

  it('identifies by phone with the full number', async () => {
    const { recovery, calls, at } = startRecovery();
    recovery.send({ type: 'phone.submit', iso: 'BR', dialCode: '+55', number: '(11) 98765-4321' });
    await at('verify');
    expect(calls.checkRecoveryPhone).toEqual([{ phone_number: '+5511987654321' }]);
    expect(hrefAt(selectLocation(recovery.getSnapshot()))).toBe('/recovery/verify?type=phone');
  });

  it.each([
    ['"password-reset e-mail false = invalid e-mail"', { email: false }, 'email', 'invalidEmail'],
    ['"phone check must be true else a phone error"', { phone: false }, 'phone', 'invalidPhone'],
  ] as const)('%s', async (_, answers, by, error) => {
    const { recovery, at } = startRecovery(answers);
    if (by === 'email') recovery.send({ type: 'email.submit', email: 'nobody@example.com' });
    else recovery.send({ type: 'phone.submit', iso: 'BR', dialCode: '+55', number: '11900000000' });
    expect(selectError(await at('identify'))).toBe(error);
  });

  it('"code false = invalid code", and a resend waits 60 s', async () => {
    const { recovery, at } = startRecovery({ code: false });
    recovery.send({ type: 'email.submit', email: 'ana@example.com' });
    await at('verify');
    recovery.send({ type: 'code.submit', code: '000000' });
    await flush();
    expect(selectVerification(recovery.getSnapshot())?.context.error).toBe('invalidCode');
    recovery.send({ type: 'code.resend' });
    expect(selectVerification(recovery.getSnapshot())?.context.error).toBe('resendTooSoon');
  });

  it('applies the password policy to the new password', async () => {
    const { recovery, at } = startRecovery();
    recovery.send({ type: 'email.submit', email: 'ana@example.com' });
    await at('verify');
    recovery.send({ type: 'code.submit', code: '123456' });
    await at('password');
    recovery.send({ type: 'password.submit', password: 'short1', confirmation: 'short1' });
    expect(selectError(recovery.getSnapshot())).toBe('passwordTooShort');
  });

  it('goes back from the code to the identification', async () => {
    const { recovery, at } = startRecovery();
    recovery.send({ type: 'email.submit', email: 'ana@example.com' });
    await at('verify');
    recovery.send({ type: 'step.back' });
    expect(selectStep(recovery.getSnapshot())).toBe('identify');
  });

  describe('ignores a second submit while its request is in flight', () => {
    it('ignores a second submit while checking the e-mail', async () => {
      const { recovery, calls, at } = startRecovery();
      recovery.send({ type: 'email.submit', email: 'ana@example.com' });
      recovery.send({ type: 'email.submit', email: 'ana@example.com' });
      recovery.send({ type: 'phone.submit', iso: 'BR', dialCode: '+55', number: '11987654321' });
      await at('verify');
      expect(calls.checkRecoveryEmail).toEqual([{ email: 'ana@example.com' }]);
      expect(calls.checkRecoveryPhone).toBeUndefined();
    });

    it('ignores a second submit while checking the phone', async () => {
      const { recovery, calls, at } = startRecovery();
      const phone = { type: 'phone.submit', iso: 'BR', dialCode: '+55', number: '11987654321' } as const;
      recovery.send(phone);
      recovery.send(phone);
      await at('verify');
      expect(calls.checkRecoveryPhone).toEqual([{ phone_number: '+5511987654321' }]);
    });

    it('ignores a second submit while resetting the password', async () => {
      const { recovery, calls, at } = startRecovery();
      recovery.send({ type: 'email.submit', email: 'ana@example.com' });
      await at('verify');
      recovery.send({ type: 'code.submit', code: '123456' });
      await at('password');
      const password = {
        type: 'password.submit',
        password: 'newpass123',
        confirmation: 'newpass123',
      } as const;
      recovery.send(password);
      recovery.send(password);
      await at('confirm');
      expect(calls.resetPassword).toHaveLength(1);
    });
  });
});
