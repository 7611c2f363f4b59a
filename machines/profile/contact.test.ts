import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { verificationMachine } from '../shared/verification.machine.ts';
import type { CheckCodeInput } from '../shared/verification.types.ts';
import { completeUser } from '../user/user.fixtures.ts';
import { contactMachine } from './contact.machine.ts';
import {
  selectError,
  selectIsBusy,
  selectVerificationActor,
  selectVerifyChannel,
} from './contact.selectors.ts';
import type { ContactTarget, SaveContactInput } from './contact.types.ts';

interface Fakes {
  available?: boolean;
  validCode?: string;
  save?: (input: SaveContactInput) => Promise<typeof completeUser>;
}

function start(canUpdateEmail: boolean, { available = true, validCode = '123456', save }: Fakes = {}) {
  const checked: ContactTarget[] = [];
  const saved: SaveContactInput[] = [];
  const machine = contactMachine.provide({
    actors: {
      checkContact: fromPromise(async ({ input }: { input: ContactTarget }) => {
        checked.push(input);
        return available;
      }),
      // The real code step, with the code checks of the API faked.
      verification: verificationMachine.provide({
        actors: {
          checkCode: fromPromise(async ({ input }: { input: CheckCodeInput }) => input.code === validCode),
          sendCode: fromPromise(async () => {}),
        },
      }),
      saveContact: fromPromise(async ({ input }: { input: SaveContactInput }) => {
        saved.push(input);
        return save ? save(input) : { ...completeUser, email: input.destination };
      }),
    },
  });
  const actor = createActor(machine, { input: { canUpdateEmail } }).start();
  const code = async (value: string) => {
    await waitFor(actor, (snapshot) => snapshot.matches('verifying'));
    actor.send({ type: 'code.submit', code: value });
  };
  return { actor, checked, saved, code };
}

describe('profile contact information', () => {
  it('changes the e-mail once the code sent to the new one is checked', async () => {
    const { actor, checked, saved, code } = start(true);
    actor.send({ type: 'email.submit', email: ' nova@exemplo.com ' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await code('123456');
    expect(selectVerifyChannel(actor.getSnapshot())).toBeUndefined();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(checked).toEqual([{ channel: 'email', destination: 'nova@exemplo.com' }]);
    expect(saved).toEqual([{ channel: 'email', destination: 'nova@exemplo.com', code: '123456' }]);
    expect(actor.getSnapshot().output?.user?.email).toBe('nova@exemplo.com');
  });

  it('changes the phone with its dial code, the code step telling which channel it is', async () => {
    const { actor, saved } = start(false);
    actor.send({ type: 'phone.submit', dialCode: '+55', number: '(11) 91234-5678' });
    await waitFor(actor, (snapshot) => snapshot.matches('verifying'));
    expect(selectVerifyChannel(actor.getSnapshot())).toBe('phone');
    expect(selectVerificationActor(actor.getSnapshot())).toBeDefined();
    actor.send({ type: 'code.submit', code: '123456' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(saved).toEqual([{ channel: 'phone', destination: '+5511912345678', code: '123456' }]);
  });

  it('keeps the e-mail when the account cannot change it', () => {
    const { actor, checked } = start(false);
    actor.send({ type: 'email.submit', email: 'nova@exemplo.com' });
    expect(selectError(actor.getSnapshot())).toBe('emailLocked');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(checked).toEqual([]);
  });

  it('refuses a malformed e-mail or phone before asking the API', () => {
    const { actor, checked } = start(true);
    actor.send({ type: 'email.submit', email: 'nova@' });
    expect(selectError(actor.getSnapshot())).toBe('malformedEmail');
    actor.send({ type: 'phone.submit', dialCode: '+55', number: '12' });
    expect(selectError(actor.getSnapshot())).toBe('malformedPhone');
    expect(checked).toEqual([]);
  });

  it('says the contact is taken when the API says so', async () => {
    const { actor } = start(true, { available: false });
    actor.send({ type: 'email.submit', email: 'cliente@exemplo.com.br' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(selectError(actor.getSnapshot())).toBe('emailConflict');
  });

  it('keeps asking for the code while it is wrong; back goes to the form, then out without a change', async () => {
    const { actor, saved, code } = start(true);
    actor.send({ type: 'email.submit', email: 'nova@exemplo.com' });
    await code('000000');
    const verification = selectVerificationActor(actor.getSnapshot());
    await waitFor(verification ?? actor, () => verification?.getSnapshot().context.error === 'invalidCode');
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().output).toEqual({ user: undefined });
    expect(saved).toEqual([]);
  });

  it('shows why the change failed and keeps the form', async () => {
    const { actor, code } = start(true, {
      save: async () => {
        throw { key: 'network' };
      },
    });
    actor.send({ type: 'email.submit', email: 'nova@exemplo.com' });
    await code('123456');
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && snapshot.context.error !== undefined);
    expect(selectError(actor.getSnapshot())).toBe('network');
  });
});
