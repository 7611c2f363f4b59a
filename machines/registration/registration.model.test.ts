import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { newUser } from '../user/user.fixtures.ts';
import { registrationMachine } from './registration.machine.ts';
import {
  selectError,
  selectIsBusy,
  selectRedirectTo,
  selectStep,
  selectVerifyType,
} from './registration.selectors.ts';

const offline = { error: { key: 'network' } };
const tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const personalData = {
  name: 'Bruno Lima',
  birthday: '15/08/85',
  cpf: '111.444.777-35',
  acceptedTerms: true,
  acceptedNotifications: false,
};
const answers = { 'is valid': { output: true }, 'is taken': { output: false } };

modelTest('registration machine', {
  machine: registrationMachine,
  stateKey: ({ context }) => ({
    completing: context.isToCompleteRegister,
    hasPhone: context.phone_number !== '',
  }),
  inputs: {
    'a new visitor': {},
    'a social user without a phone': { isToCompleteRegister: true },
    'a social user with a phone': {
      isToCompleteRegister: true,
      draft: { phone_number: '+5511912345678' },
    },
  },
  events: {
    'email.submit': { 'an e-mail': { email: 'bruno@example.com' }, malformed: { email: 'bruno@' } },
    'phone.submit': {
      'a mobile': { iso: 'BR', dialCode: '+55', number: '(11) 91234-5678' },
      malformed: { iso: 'BR', dialCode: '+55', number: '12' },
    },
    'data.submit': { 'valid data': personalData, 'a wrong cpf': { ...personalData, cpf: '111.444.777-36' } },
    'password.submit': {
      strong: { password: 'secret123', confirmation: 'secret123' },
      mismatched: { password: 'secret123', confirmation: 'secret' },
    },
    'code.submit': { 'a code': { code: '123456' } },
    'xstate.done.actor.checkEmail': answers,
    'xstate.error.actor.checkEmail': { offline },
    'xstate.done.actor.checkPhone': answers,
    'xstate.error.actor.checkPhone': { offline },
    'xstate.done.actor.checkCpf': answers,
    'xstate.error.actor.checkCpf': { offline },
    'xstate.done.actor.verification': { verified: { output: { code: '123456' } } },
    'xstate.error.actor.verification': { crashed: { error: new Error('crashed') } },
    'xstate.done.actor.register': { tokens: { output: tokens } },
    'xstate.error.actor.register': { offline },
    'xstate.done.actor.completeRegistration': { completed: { output: undefined } },
    'xstate.error.actor.completeRegistration': { offline },
    'xstate.done.actor.loadUser': { 'the new user': { output: newUser } },
    'xstate.error.actor.loadUser': { offline },
  },
  assertions: {
    email: (snapshot) => expect(selectStep(snapshot)).toBe('email'),
    verifyEmail: (snapshot) => {
      expect(selectStep(snapshot)).toBe('verify');
      expect(selectVerifyType(snapshot)).toBe('email');
    },
    phone: (snapshot) => expect(selectStep(snapshot)).toBe('phone'),
    verifyPhone: (snapshot) => expect(selectVerifyType(snapshot)).toBe('phone'),
    data: (snapshot) => expect(selectStep(snapshot)).toBe('data'),
    password: (snapshot) => expect(selectStep(snapshot)).toBe('password'),
    confirm: (snapshot) => expect(selectStep(snapshot)).toBe('confirm'),
    '#registration.email.invalid': (snapshot) => expect(selectError(snapshot)).toBeDefined(),
    '#registration.phone.invalid': (snapshot) => expect(selectError(snapshot)).toBeDefined(),
    '#registration.data.invalid': (snapshot) => expect(selectError(snapshot)).toBeDefined(),
    '#registration.password.invalid': (snapshot) => expect(selectError(snapshot)).toBeDefined(),
    '#registration.confirm.failed': (snapshot) => expect(selectError(snapshot)).toBe('network'),
    '#registration.email.checking': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    '#registration.phone.checking': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    '#registration.data.checking': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    '#registration.data.completing': (snapshot) => expect(snapshot.context.isToCompleteRegister).toBe(true),
    '#registration.password.registering': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    '#registration.confirm.ready': (snapshot) => expect(snapshot.context.user).toEqual(newUser),
    done: (snapshot) => {
      expect(selectStep(snapshot)).toBeUndefined();
      expect(selectRedirectTo(snapshot)).toBe('/geolocation');
    },
  },
});
