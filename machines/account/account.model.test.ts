import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { standInChart } from '../../tests/model/stand-in-chart.ts';
import { completeUser } from '../user/user.fixtures.ts';
import { accountMachine } from './account.machine.ts';
import { selectIsBroken, selectLogin, selectRecovery, selectRegistration } from './account.selectors.ts';

const guest = { returnsToTable: false, user: null };
const route = (pathname: string) => ({ pathname, facts: guest });

modelTest('account machine', {
  machine: accountMachine.provide({
    actors: {
      login: standInChart('login'),
      registration: standInChart('registration'),
      recovery: standInChart('recovery'),
    },
  }),
  stateKey: ({ context }) => context.pathname,
  inputs: {
    'a visitor on the home page': { pathname: '/', device: { type: 'web', version: '1' }, ...guest },
  },
  events: {
    'route.entered': {
      'the sign-in': route('/auth'),
      'the login form': route('/auth/login'),
      'the registration': route('/register'),
      'its phone step': { pathname: '/register/phone', facts: { returnsToTable: true, user: completeUser } },
      'the recovery': route('/recovery'),
      'the menu': route('/menu'),
    },
    'xstate.error.actor.login': { broken: { error: new Error('broken') } },
    'xstate.error.actor.registration': { broken: { error: new Error('broken') } },
    'xstate.error.actor.recovery': { broken: { error: new Error('broken') } },
  },
  assertions: {
    away: (snapshot) => expect(selectLogin(snapshot) ?? selectRegistration(snapshot)).toBeUndefined(),
    login: (snapshot) => expect(selectLogin(snapshot)).toBeDefined(),
    registration: (snapshot) => expect(selectRegistration(snapshot)).toBeDefined(),
    recovery: (snapshot) => expect(selectRecovery(snapshot)).toBeDefined(),
    broken: (snapshot) => expect(selectIsBroken(snapshot)).toBe(true),
  },
});
