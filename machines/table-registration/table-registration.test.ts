import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { verificationMachine } from '../shared/verification.machine.ts';
import type { CheckCodeInput } from '../shared/verification.types.ts';
import type { AccountUser } from '../user/user.types.ts';
import { tableRegistrationMachine } from './table-registration.machine.ts';
import {
  selectError,
  selectIsBusy,
  selectOutcome,
  selectProgress,
  selectStep,
  selectTyped,
  selectVerificationActor,
  selectVerifyDestination,
} from './table-registration.selectors.ts';
import type { ContactInput, SaveContactInput } from './table-registration.types.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const noPhone: AccountUser = {
  id: 'user-1',
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone_number: null,
  address: [],
};
const nothing: AccountUser = { id: 'user-2', name: '', email: null, phone_number: null, address: [] };

interface Fakes {
  /** The answer of check-email / check-phone: true sends the code, false is a conflict; or a failure. */
  send?: (input: ContactInput) => Promise<boolean>;
  validCode?: string;
  save?: (input: SaveContactInput) => Promise<void>;
}

function startFlow(user: AccountUser, fakes: Fakes = {}) {
  let account = { ...user };
  const calls = { sent: [] as ContactInput[], saved: [] as SaveContactInput[], names: [] as string[] };
  const told = { stored: [] as AccountUser[], updated: 0, skipped: 0 };
  const machine = tableRegistrationMachine.provide({
    actors: {
      saveName: fromPromise<AccountUser, { name: string }>(async ({ input }) => {
        calls.names.push(input.name);
        account = { ...account, name: input.name };
        return account;
      }),
      sendContactCode: fromPromise<boolean, ContactInput>(async ({ input }) => {
        calls.sent.push(input);
        return (fakes.send ?? (async () => true))(input);
      }),
      verification: verificationMachine.provide({
        actors: {
          checkCode: fromPromise<boolean, CheckCodeInput>(
            async ({ input }) => input.code === (fakes.validCode ?? '123456'),
          ),
          sendCode: fromPromise(async () => {}),
        },
      }),
      saveContact: fromPromise<AccountUser, SaveContactInput>(async ({ input }) => {
        calls.saved.push(input);
        await fakes.save?.(input);
        const field = input.channel === 'email' ? 'email' : 'phone_number';
        account = { ...account, [field]: input.destination };
        return account;
      }),
    },
    actions: {
      storeUser: (_, stored) => told.stored.push(stored),
      notifyUpdated: () => told.updated++,
      notifySkipped: () => told.skipped++,
    },
  });
  const flow = createActor(machine, { input: { user } }).start();
  return { flow, calls, told };
}

const typePhone = { type: 'phone.submit', iso: 'BR', dialCode: '+55', number: '(11) 91234-5678' } as const;

describe('table registration machine', () => {
  it('asks a diner without a phone only for it, confirms it by SMS code and tells the table', async () => {
    const { flow, calls, told } = startFlow(noPhone);
    expect(selectStep(flow.getSnapshot())).toBe('phone');
    expect(selectProgress(flow.getSnapshot())).toBeUndefined();
    flow.send(typePhone);
    expect(selectIsBusy(flow.getSnapshot())).toBe(true);
    await flush();
    expect(calls.sent).toEqual([{ channel: 'phone', destination: '+5511912345678' }]);
    expect(selectStep(flow.getSnapshot())).toBe('verify');
    expect(selectVerifyDestination(flow.getSnapshot())).toBe('+5511912345678');
    flow.send({ type: 'code.submit', code: '123456' });
    await flush();
    expect(calls.saved).toEqual([{ channel: 'phone', destination: '+5511912345678', code: '123456' }]);
    expect(told.stored.at(-1)?.phone_number).toBe('+5511912345678');
    expect(told.updated).toBe(1);
    expect(selectOutcome(flow.getSnapshot())).toBe('updated');
  });

  it('asks name, e-mail and phone in that order, counting the steps, each saved as it is given', async () => {
    const { flow, calls, told } = startFlow(nothing);
    expect(selectProgress(flow.getSnapshot())).toEqual({ current: 1, total: 3, detail: 'name' });
    flow.send({ type: 'name.submit', name: '  Bia Costa ' });
    await flush();
    expect(calls.names).toEqual(['Bia Costa']);
    expect(told.stored).toHaveLength(1);
    expect(selectProgress(flow.getSnapshot())).toEqual({ current: 2, total: 3, detail: 'email' });
    flow.send({ type: 'email.submit', email: 'bia@example.com' });
    await flush();
    expect(selectProgress(flow.getSnapshot())).toEqual({ current: 2, total: 3, detail: 'email' });
    flow.send({ type: 'code.submit', code: '123456' });
    await flush();
    expect(calls.saved[0]).toEqual({ channel: 'email', destination: 'bia@example.com', code: '123456' });
    expect(selectProgress(flow.getSnapshot())).toEqual({ current: 3, total: 3, detail: 'phone' });
    flow.send(typePhone);
    await flush();
    flow.send({ type: 'code.submit', code: '123456' });
    await flush();
    expect(told.updated).toBe(1);
    expect(told.stored).toHaveLength(3);
  });

  it('refuses an empty name, a malformed e-mail or phone before anything is sent', async () => {
    const { flow, calls } = startFlow(nothing);
    flow.send({ type: 'name.submit', name: '  ' });
    expect(selectError(flow.getSnapshot())).toBe('nameRequired');
    flow.send({ type: 'name.submit', name: 'Bia' });
    await flush();
    flow.send({ type: 'email.submit', email: 'bia@' });
    expect(selectError(flow.getSnapshot())).toBe('malformedEmail');
    expect(selectTyped(flow.getSnapshot()).email).toBe('bia@');
    expect(calls.sent).toEqual([]);
  });

  it('"phone false = phone conflict": keeps the number and says so', async () => {
    const { flow } = startFlow(noPhone, { send: async () => false });
    flow.send(typePhone);
    await flush();
    expect(selectStep(flow.getSnapshot())).toBe('phone');
    expect(selectError(flow.getSnapshot())).toBe('phoneConflict');
    expect(selectTyped(flow.getSnapshot()).phone).toEqual({
      iso: 'BR',
      dialCode: '+55',
      number: '(11) 91234-5678',
    });
  });

  it('a contact taken between the code and the save (409) goes back to it with the conflict', async () => {
    const { flow, told } = startFlow(noPhone, { save: () => Promise.reject({ key: 'phoneConflict' }) });
    flow.send(typePhone);
    await flush();
    flow.send({ type: 'code.submit', code: '123456' });
    await flush();
    expect(selectStep(flow.getSnapshot())).toBe('phone');
    expect(selectError(flow.getSnapshot())).toBe('phoneConflict');
    expect(told.updated).toBe(0);
  });

  it('"code false = invalid code": stays on the code, which the code step reports', async () => {
    const { flow, calls } = startFlow(noPhone);
    flow.send(typePhone);
    await flush();
    flow.send({ type: 'code.submit', code: '000000' });
    await flush();
    expect(selectStep(flow.getSnapshot())).toBe('verify');
    const verification = selectVerificationActor(flow.getSnapshot());
    expect(verification?.getSnapshot().context.error).toBe('invalidCode');
    expect(calls.saved).toEqual([]);
  });

  it('a code sent less than 60 s ago (429) is the one to type: on to the code step', async () => {
    const { flow } = startFlow(noPhone, { send: () => Promise.reject({ key: 'default', status: 429 }) });
    flow.send(typePhone);
    await flush();
    expect(selectStep(flow.getSnapshot())).toBe('verify');
  });

  it('any other failure to send stays on the contact with its message', async () => {
    const { flow } = startFlow(noPhone, { send: () => Promise.reject({ key: 'network' }) });
    flow.send(typePhone);
    await flush();
    expect(selectStep(flow.getSnapshot())).toBe('phone');
    expect(selectError(flow.getSnapshot())).toBe('network');
  });

  it('goes back from the code to the contact, keeping it', async () => {
    const { flow } = startFlow(noPhone);
    flow.send(typePhone);
    await flush();
    flow.send({ type: 'step.back' });
    expect(selectStep(flow.getSnapshot())).toBe('phone');
    expect(selectTyped(flow.getSnapshot()).phone.number).toBe('(11) 91234-5678');
  });

  it('skips from any step: the table is told, nothing more is saved', async () => {
    const { flow, told } = startFlow(nothing);
    flow.send({ type: 'name.submit', name: 'Bia' });
    await flush();
    flow.send({ type: 'registration.skip' });
    expect(told).toMatchObject({ skipped: 1, updated: 0 });
    expect(selectOutcome(flow.getSnapshot())).toBe('skipped');
  });

  it('a diner with every detail is done at once', () => {
    const { flow, told } = startFlow({ ...noPhone, phone_number: '+5511987654321' });
    expect(told.updated).toBe(1);
    expect(selectStep(flow.getSnapshot())).toBeUndefined();
  });
});
