import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { hrefAt } from '../../tests/locations.ts';
import type { Tokens } from '../session/session.types.ts';
import { verificationMachine } from '../shared/verification.machine.ts';
import type { CheckCodeInput } from '../shared/verification.types.ts';
import { newUser } from '../user/user.fixtures.ts';
import type { AccountUser } from '../user/user.types.ts';
import { type RegistrationSnapshot, selectLocation } from './registration.location.ts';
import { registrationMachine } from './registration.machine.ts';
import { selectError, selectStep, selectVerification } from './registration.selectors.ts';
import type { RegisterDraft, RegistrationInput } from './registration.types.ts';

const tokens: Tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const personalData = {
  name: 'Bruno Lima',
  birthday: '15/08/85',
  cpf: '111.444.777-35',
  acceptedTerms: true,
  acceptedNotifications: true,
};

interface Answers {
  checkEmail?: boolean;
  checkPhone?: boolean;
  checkCpf?: boolean;
  code?: boolean;
  register?: () => Promise<Tokens>;
}

function startRegistration(answers: Answers = {}, input: RegistrationInput = {}) {
  const log: string[] = [];
  const calls: Record<string, unknown[]> = {};
  const record = (name: string, value?: unknown) => {
    log.push(name);
    calls[name] = [...(calls[name] ?? []), value];
  };
  const answer = <TInput>(name: string, value: boolean | undefined) =>
    fromPromise<boolean, TInput>(async ({ input: called }) => {
      record(name, called);
      return value ?? true;
    });
  const machine = registrationMachine.provide({
    actors: {
      checkEmail: answer('checkEmail', answers.checkEmail),
      checkPhone: answer('checkPhone', answers.checkPhone),
      checkCpf: answer('checkCpf', answers.checkCpf),
      verification: verificationMachine.provide({
        actors: {
          checkCode: answer<CheckCodeInput>('checkCode', answers.code),
          sendCode: fromPromise(async () => {}),
        },
      }),
      register: fromPromise<Tokens, RegisterDraft>(async ({ input: draft }) => {
        record('register', draft);
        return (answers.register ?? (async () => tokens))();
      }),
      completeRegistration: fromPromise<unknown, RegisterDraft>(async ({ input: draft }) => {
        record('completeRegistration', draft);
      }),
      loadUser: fromPromise<AccountUser, undefined>(async () => {
        record('loadUser');
        return newUser;
      }),
    },
    actions: {
      storeTokens: (_, value: Tokens) => record('storeTokens', value),
      markRegistered: () => record('markRegistered'),
      storeUser: (_, user: AccountUser) => record('storeUser', user),
      // Kept out of the call log the other cases read.
      trackRegisterStarted: (_, firstStep) => {
        calls.trackRegisterStarted = [...(calls.trackRegisterStarted ?? []), firstStep];
      },
    },
  });
  const registration = createActor(machine, { input: { ...input } }).start();
  const at = (step: string) =>
    waitFor(registration, (snapshot) => selectStep(snapshot) === step && !snapshot.hasTag('busy'));
  return { registration, log, calls, at };
}

const idle = (snapshot: RegistrationSnapshot) => !snapshot.hasTag('busy');

// Today is 1 January 2026: a birthday on the 2nd is in the future.
beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 0, 1), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('registration machine', () => {
  it('reports REGISTER_STARTED once, with the step it starts at (spec §7)', async () => {
    expect(startRegistration().calls.trackRegisterStarted).toEqual(['email']);
    const completing = startRegistration({}, { isToCompleteRegister: true });
    expect(completing.calls.trackRegisterStarted).toEqual(['phone']);
    completing.registration.send({
      type: 'phone.submit',
      iso: 'BR',
      dialCode: '+55',
      number: '(11) 91234-5678',
    });
    await completing.at('verify');
    expect(completing.calls.trackRegisterStarted).toEqual(['phone']);
  });

  it('walks Email → Verify → Phone → Verify → Data → Password → Confirm and routes a new user to geolocation', async () => {
    const { registration, log, calls, at } = startRegistration();
    expect(hrefAt(selectLocation(registration.getSnapshot()))).toBe('/register');
    registration.send({ type: 'email.submit', email: ' bruno@example.com ' });
    await at('verify');
    expect(hrefAt(selectLocation(registration.getSnapshot()))).toBe('/register/verify?type=email');
    registration.send({ type: 'code.submit', code: '123456' });
    await at('phone');
    registration.send({ type: 'phone.submit', iso: 'BR', dialCode: '+55', number: '(11) 91234-5678' });
    await at('verify');
    expect(hrefAt(selectLocation(registration.getSnapshot()))).toBe('/register/verify?type=phone');
    registration.send({ type: 'code.submit', code: '654321' });
    await at('data');
    registration.send({ type: 'data.submit', ...personalData });
    await at('password');
    registration.send({ type: 'password.submit', password: 'secret123', confirmation: 'secret123' });
    await at('confirm');
    registration.send({ type: 'confirm.continue' });
    expect(registration.getSnapshot().output).toEqual({ redirectTo: '/geolocation' });

    expect(calls.checkEmail).toEqual([{ email: 'bruno@example.com' }]);
    expect(calls.checkCode).toEqual([
      { channel: 'email', destination: 'bruno@example.com', code: '123456' },
      { channel: 'phone', destination: '+5511912345678', code: '654321' },
    ]);
    expect(calls.checkPhone).toEqual([{ phone_number: '+5511912345678' }]);
    expect(calls.checkCpf).toEqual([{ cpf: '11144477735' }]);
    expect(calls.register).toEqual([
      {
        iso: 'BR',
        email: 'bruno@example.com',
        name: 'Bruno Lima',
        birthday: '1985-08-15',
        phone_number: '+5511912345678',
        document: '11144477735',
        password: 'secret123',
        accepted_terms: true,
        accepted_notifications: true,
        external_id: undefined,
        auth_provider: undefined,
        isToCompleteRegister: false,
        // The API registers with the codes the verify steps checked.
        emailCode: '123456',
        phoneCode: '654321',
      },
    ]);
    expect(log.slice(-5)).toEqual(['register', 'storeTokens', 'markRegistered', 'loadUser', 'storeUser']);
    expect(selectLocation(registration.getSnapshot())).toEqual({ path: '/geolocation' });
  });

  it('"e-mail false = email conflict": stays on the e-mail step keeping the typed value', async () => {
    const { registration } = startRegistration({ checkEmail: false });
    registration.send({ type: 'email.submit', email: 'ana@example.com' });
    const snapshot = await waitFor(registration, idle);
    expect(selectStep(snapshot)).toBe('email');
    expect(selectError(snapshot)).toBe('emailConflict');
    expect(snapshot.context.email).toBe('ana@example.com');
  });

  it('refuses a malformed e-mail before calling the API', () => {
    const { registration, log } = startRegistration();
    registration.send({ type: 'email.submit', email: 'ana@' });
    expect(selectError(registration.getSnapshot())).toBe('malformedEmail');
    expect(log).toEqual([]);
  });

  it('"code false = invalid code": the verification step shows it', async () => {
    const { registration, at } = startRegistration({ code: false });
    registration.send({ type: 'email.submit', email: 'bruno@example.com' });
    await at('verify');
    registration.send({ type: 'code.submit', code: '000000' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectStep(registration.getSnapshot())).toBe('verify');
    expect(selectVerification(registration.getSnapshot())?.context.error).toBe('invalidCode');
  });

  it('refuses a resend inside the 60 s with resendTooSoon', async () => {
    const { registration, at } = startRegistration();
    registration.send({ type: 'email.submit', email: 'bruno@example.com' });
    await at('verify');
    registration.send({ type: 'code.resend' });
    expect(selectVerification(registration.getSnapshot())?.context.error).toBe('resendTooSoon');
  });

  it.each([
    ['phone false = phone conflict', { checkPhone: false }, 'phone', 'phoneConflict'],
    ['cpf false = document conflict', { checkCpf: false }, 'data', 'documentConflict'],
  ] as const)('"%s"', async (_, answers, step, error) => {
    const { registration, at } = startRegistration(answers, { isToCompleteRegister: false });
    registration.send({ type: 'email.submit', email: 'bruno@example.com' });
    await at('verify');
    registration.send({ type: 'code.submit', code: '1' });
    await at('phone');
    registration.send({ type: 'phone.submit', iso: 'BR', dialCode: '+55', number: '11912345678' });
    if (step === 'data') {
      await at('verify');
      registration.send({ type: 'code.submit', code: '2' });
      await at('data');
      registration.send({ type: 'data.submit', ...personalData });
    }
    const snapshot = await at(step);
    expect(selectError(snapshot)).toBe(error);
  });

  it.each([
    ['a wrong cpf', { cpf: '111.444.777-36' }, 'invalidCpf'],
    ['an impossible birthday', { birthday: '30/02/85' }, 'invalidBirthday'],
    ['a birthday after today', { birthday: '02/01/2026' }, 'invalidBirthday'],
    ['terms not accepted', { acceptedTerms: false }, 'termsRequired'],
  ])('refuses personal data with %s', async (_, change, error) => {
    const { registration, at } = startRegistration(
      {},
      { isToCompleteRegister: true, draft: { phone_number: '+55119' } },
    );
    await at('data');
    registration.send({ type: 'data.submit', ...personalData, ...change });
    expect(selectError(registration.getSnapshot())).toBe(error);
  });

  it.each([
    ['too short', 'abc123', 'abc123', 'passwordTooShort'],
    ['without digits', 'abcdefgh', 'abcdefgh', 'passwordNeedsLettersAndDigits'],
    ['without letters', '12345678', '12345678', 'passwordNeedsLettersAndDigits'],
    ['typed differently', 'secret123', 'secret124', 'passwordMismatch'],
  ])('refuses a password %s', async (_, password, confirmation, error) => {
    const { registration, at } = startRegistration({}, { isToCompleteRegister: false });
    registration.send({ type: 'email.submit', email: 'bruno@example.com' });
    await at('verify');
    registration.send({ type: 'code.submit', code: '1' });
    await at('phone');
    registration.send({ type: 'phone.submit', iso: 'BR', dialCode: '+55', number: '11912345678' });
    await at('verify');
    registration.send({ type: 'code.submit', code: '2' });
    await at('data');
    registration.send({ type: 'data.submit', ...personalData });
    await at('password');
    registration.send({ type: 'password.submit', password, confirmation });
    expect(selectError(registration.getSnapshot())).toBe(error);
  });

  it('goes back a step with step.back', async () => {
    const { registration, at } = startRegistration();
    registration.send({ type: 'email.submit', email: 'bruno@example.com' });
    await at('verify');
    registration.send({ type: 'step.back' });
    expect(selectStep(registration.getSnapshot())).toBe('email');
  });

  describe('ignores a second submit while its request is in flight', () => {
    const toVerifyEmail = async ({ registration, at }: ReturnType<typeof startRegistration>) => {
      registration.send({ type: 'email.submit', email: 'bruno@example.com' });
      await at('verify');
    };
    const toPhone = async (started: ReturnType<typeof startRegistration>) => {
      await toVerifyEmail(started);
      started.registration.send({ type: 'code.submit', code: '123456' });
      await started.at('phone');
    };
    const phone = { type: 'phone.submit', iso: 'BR', dialCode: '+55', number: '11912345678' } as const;
    const toData = async (started: ReturnType<typeof startRegistration>) => {
      await toPhone(started);
      started.registration.send(phone);
      await started.at('verify');
      started.registration.send({ type: 'code.submit', code: '654321' });
      await started.at('data');
    };
    const toPassword = async (started: ReturnType<typeof startRegistration>) => {
      await toData(started);
      started.registration.send({ type: 'data.submit', ...personalData });
      await started.at('password');
    };

    it('ignores a second submit while checking the e-mail', async () => {
      const { registration, calls, at } = startRegistration();
      registration.send({ type: 'email.submit', email: 'bruno@example.com' });
      registration.send({ type: 'email.submit', email: 'bruno@example.com' });
      await at('verify');
      expect(calls.checkEmail).toEqual([{ email: 'bruno@example.com' }]);
    });

    it('ignores a second code while checking the code', async () => {
      const started = startRegistration();
      await toVerifyEmail(started);
      started.registration.send({ type: 'code.submit', code: '123456' });
      started.registration.send({ type: 'code.submit', code: '123456' });
      await started.at('phone');
      expect(started.calls.checkCode).toHaveLength(1);
    });

    it('ignores a second submit while checking the phone', async () => {
      const started = startRegistration();
      await toPhone(started);
      started.registration.send(phone);
      started.registration.send(phone);
      await started.at('verify');
      expect(started.calls.checkPhone).toEqual([{ phone_number: '+5511912345678' }]);
    });

    it('ignores a second submit while checking the CPF', async () => {
      const started = startRegistration();
      await toData(started);
      started.registration.send({ type: 'data.submit', ...personalData });
      started.registration.send({ type: 'data.submit', ...personalData });
      await started.at('password');
      expect(started.calls.checkCpf).toHaveLength(1);
    });

    it('ignores a second submit while registering', async () => {
      const started = startRegistration();
      await toPassword(started);
      const password = { type: 'password.submit', password: 'secret123', confirmation: 'secret123' } as const;
      started.registration.send(password);
      started.registration.send(password);
      await started.at('confirm');
      expect(started.calls.register).toHaveLength(1);
    });

    it('still takes a new submit after a refusal', async () => {
      const { registration, calls } = startRegistration({ checkEmail: false });
      registration.send({ type: 'email.submit', email: 'ana@example.com' });
      await waitFor(registration, (snapshot) => selectError(snapshot) === 'emailConflict');
      registration.send({ type: 'email.submit', email: 'bruno@example.com' });
      await waitFor(registration, idle);
      expect(calls.checkEmail).toEqual([{ email: 'ana@example.com' }, { email: 'bruno@example.com' }]);
    });
  });

  describe('completing a social or b2c sign-up (isToCompleteRegister)', () => {
    it('starts at the phone step, and nothing is before it', () => {
      const { registration } = startRegistration({}, { isToCompleteRegister: true });
      expect(selectStep(registration.getSnapshot())).toBe('phone');
      registration.send({ type: 'step.back' });
      expect(selectStep(registration.getSnapshot())).toBe('phone');
    });

    it('starts at the data step when the phone is known, and ends with completeRegistration', async () => {
      const { registration, log, calls, at } = startRegistration(
        {},
        {
          isToCompleteRegister: true,
          draft: { email: 'bruno@example.com', phone_number: '+5511912345678', auth_provider: 'google' },
        },
      );
      expect(selectStep(registration.getSnapshot())).toBe('data');
      registration.send({ type: 'data.submit', ...personalData });
      await at('confirm');
      expect(log).toEqual(['checkCpf', 'completeRegistration', 'markRegistered', 'loadUser', 'storeUser']);
      // The known phone was not checked here: there is no code to send with it.
      expect(calls.completeRegistration).toEqual([expect.objectContaining({ phoneCode: '' })]);
      registration.send({ type: 'confirm.continue' });
      expect(registration.getSnapshot().output).toEqual({ redirectTo: '/geolocation' });
    });

    it('completes with the code of a phone checked here', async () => {
      const { registration, calls, at } = startRegistration({}, { isToCompleteRegister: true });
      registration.send({ type: 'phone.submit', iso: 'BR', dialCode: '+55', number: '11912345678' });
      await at('verify');
      registration.send({ type: 'code.submit', code: '654321' });
      await at('data');
      registration.send({ type: 'data.submit', ...personalData });
      await at('confirm');
      expect(calls.completeRegistration).toEqual([
        expect.objectContaining({ phone_number: '+5511912345678', phoneCode: '654321', emailCode: '' }),
      ]);
    });
  });
});
