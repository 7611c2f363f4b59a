// The account pages: sign-in, registration and recovery as children, loaded with their pages.
// Spec §2 `/auth`, `/login`, `/register/*`, `/recovery/*`; §4 "Login".
import { assign, setup } from 'xstate';
import { type AccountFlow, accountFlowOf } from '../../contract/routes.ts';
import { loginMachine } from '../login/login.machine.ts';
import { recoveryMachine } from '../recovery/recovery.machine.ts';
import { registrationMachine } from '../registration/registration.machine.ts';
import { hasDocument, hasPhone } from '../user/user-facts.ts';
import type { AccountContext, AccountEvent, AccountInput } from './account.types.ts';

/**
 * A signed-in social or b2c customer who still lacks a phone or a CPF completes their registration
 * (the after-login rules send them there); anyone else registers from the start.
 */
function registrationInputOf({ user, returnsToTable }: AccountContext) {
  if (user === null || (hasPhone(user) && hasDocument(user)))
    return { hasActiveTableSession: returnsToTable };
  return {
    isToCompleteRegister: true,
    hasActiveTableSession: returnsToTable,
    draft: {
      email: user.email ?? '',
      name: user.name ?? '',
      phone_number: user.phone_number ?? '',
      document: user.document ?? '',
      birthday: user.birthday ?? '',
    },
  };
}

/**
 * The account pages (spec §2 `/auth`, `/login`, `/register/*`, `/recovery/*`; §4 "Login", the
 * registration steps): one actor owns them and runs the flow of the page the visitor is on — login,
 * registration or recovery — as its child, kept while the visitor moves between that flow's pages and
 * stopped when they leave them.
 */
export const accountMachine = setup({
  types: {} as { context: AccountContext; events: AccountEvent; input: AccountInput; tags: 'error' },
  actors: { login: loginMachine, registration: registrationMachine, recovery: recoveryMachine },
  actions: {
    storeRoute: assign(({ event }) =>
      event.type === 'route.entered' ? { pathname: event.pathname, ...event.facts } : {},
    ),
  },
  guards: {
    entersAnotherFlow: ({ context, event }) =>
      event.type === 'route.entered' && accountFlowOf(event.pathname) !== accountFlowOf(context.pathname),
    isOn: ({ context }, flow: AccountFlow) => accountFlowOf(context.pathname) === flow,
  },
}).createMachine({
  id: 'account',
  context: ({ input }) => input,
  initial: 'deciding',
  on: {
    'route.entered': [
      { guard: 'entersAnotherFlow', target: '.deciding', actions: 'storeRoute' },
      { actions: 'storeRoute' },
    ],
  },
  states: {
    deciding: {
      always: [
        { guard: { type: 'isOn', params: 'login' }, target: 'login' },
        { guard: { type: 'isOn', params: 'registration' }, target: 'registration' },
        { guard: { type: 'isOn', params: 'recovery' }, target: 'recovery' },
        { target: 'away' },
      ],
    },
    // On no account page: nothing runs.
    away: {},
    login: {
      invoke: {
        id: 'login',
        systemId: 'login',
        src: 'login',
        input: ({ context }) => ({ hasActiveTableSession: context.returnsToTable, device: context.device }),
        onError: 'broken',
      },
    },
    registration: {
      invoke: {
        id: 'registration',
        systemId: 'registration',
        src: 'registration',
        input: ({ context }) => registrationInputOf(context),
        onError: 'broken',
      },
    },
    recovery: {
      invoke: { id: 'recovery', systemId: 'recovery', src: 'recovery', input: {}, onError: 'broken' },
    },
    // A flow failed in a way it could not handle itself: the page says so and offers to start again.
    broken: { tags: 'error', on: { 'account.retry': 'deciding' } },
  },
});
