import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { failingChart, standInChart, standInInputOf } from '../../tests/model/stand-in-chart.ts';
import { completeUser } from '../user/user.fixtures.ts';
import { accountMachine } from './account.machine.ts';
import { selectIsBroken, selectLogin, selectRecovery, selectRegistration } from './account.selectors.ts';
import type { AccountFacts, AccountInput } from './account.types.ts';

const guest: AccountFacts = { returnsToTable: false, user: null };
const device = { type: 'web' as const, version: 'test' };

function startAccount(pathname: string, facts: AccountFacts = guest) {
  const machine = accountMachine.provide({
    actors: {
      login: standInChart('login'),
      registration: standInChart('registration'),
      recovery: standInChart('recovery'),
    },
  });
  const input: AccountInput = { pathname, device, ...facts };
  return createActor(machine, { input }).start();
}

const enter = (pathname: string, facts: AccountFacts = guest) =>
  ({ type: 'route.entered', pathname, facts }) as const;

describe('account (the account pages’ flows)', () => {
  it('runs the flow of the page it starts on', () => {
    expect(selectLogin(startAccount('/auth').getSnapshot())).toBeDefined();
    expect(selectRegistration(startAccount('/register/phone').getSnapshot())).toBeDefined();
    expect(selectRecovery(startAccount('/recovery/verify').getSnapshot())).toBeDefined();
    expect(startAccount('/').getSnapshot().value).toBe('away');
  });

  it('keeps one registration across its pages and stops it when they are left', () => {
    const account = startAccount('/register');
    const registration = selectRegistration(account.getSnapshot());
    account.send(enter('/register/verify'));
    account.send(enter('/register/phone'));
    expect(selectRegistration(account.getSnapshot())).toBe(registration);
    account.send(enter('/menu'));
    expect(selectRegistration(account.getSnapshot())).toBeUndefined();
    expect(registration?.getSnapshot().status).toBe('stopped');
  });

  it('keeps the sign-in between /auth and /auth/login, and starts recovery from it', () => {
    const account = startAccount('/auth');
    const login = selectLogin(account.getSnapshot());
    account.send(enter('/auth/login'));
    expect(selectLogin(account.getSnapshot())).toBe(login);
    account.send(enter('/recovery'));
    expect(selectLogin(account.getSnapshot())).toBeUndefined();
    expect(selectRecovery(account.getSnapshot())).toBeDefined();
  });

  it('starts the sign-in with what the after-login rules need: a table being sat at, the device', () => {
    const account = startAccount('/', guest);
    account.send(enter('/auth/login', { returnsToTable: true, user: null }));
    const login = selectLogin(account.getSnapshot());
    expect(standInInputOf(login)).toEqual({ hasActiveTableSession: true, device });
  });

  it('has a signed-in customer without a phone complete their registration', () => {
    const account = startAccount('/register/phone', {
      returnsToTable: false,
      user: { ...completeUser, phone_number: null },
    });
    const registration = selectRegistration(account.getSnapshot());
    expect(standInInputOf(registration)).toMatchObject({
      isToCompleteRegister: true,
      draft: { email: completeUser.email, document: completeUser.document },
    });
  });

  it('registers a new visitor from the start', () => {
    const registration = selectRegistration(startAccount('/register').getSnapshot());
    expect(standInInputOf(registration)).toEqual({ hasActiveTableSession: false });
  });

  it('says a flow broke and starts it again when asked', () => {
    const machine = accountMachine.provide({
      actors: {
        login: failingChart('login'),
        registration: standInChart('registration'),
        recovery: standInChart('recovery'),
      },
    });
    const account = createActor(machine, { input: { pathname: '/auth', device, ...guest } }).start();
    expect(selectIsBroken(account.getSnapshot())).toBe(true);
    account.send(enter('/register'));
    expect(selectRegistration(account.getSnapshot())).toBeDefined();
  });
});
