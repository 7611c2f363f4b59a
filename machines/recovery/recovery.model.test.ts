import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { recoveryMachine } from './recovery.machine.ts';
import {
  selectError,
  selectIsBusy,
  selectIsDone,
  selectStep,
  selectVerifyType,
} from './recovery.selectors.ts';

const offline = { error: { key: 'network' } };
const answers = { 'is valid': { output: true }, unknown: { output: false } };

modelTest('recovery machine', {
  machine: recoveryMachine,
  stateKey: ({ context }) => context.channel,
  inputs: { 'a visitor': {} },
  events: {
    'email.submit': { 'an e-mail': { email: 'ana@example.com' }, malformed: { email: 'ana' } },
    'phone.submit': {
      'a mobile': { iso: 'BR', dialCode: '+55', number: '11987654321' },
      malformed: { iso: 'BR', dialCode: '+55', number: '1' },
    },
    'code.submit': { 'a code': { code: '123456' } },
    'password.submit': {
      strong: { password: 'newpass123', confirmation: 'newpass123' },
      weak: { password: 'newpass', confirmation: 'newpass' },
    },
    'xstate.done.actor.checkRecoveryEmail': answers,
    'xstate.error.actor.checkRecoveryEmail': { offline },
    'xstate.done.actor.checkRecoveryPhone': answers,
    'xstate.error.actor.checkRecoveryPhone': { offline },
    'xstate.done.actor.verification': { verified: { output: { code: '123456' } } },
    'xstate.error.actor.verification': { crashed: { error: new Error('crashed') } },
    'xstate.done.actor.resetPassword': { reset: { output: undefined } },
    'xstate.error.actor.resetPassword': { offline },
  },
  assertions: {
    'identify.idle': (snapshot) => expect(selectStep(snapshot)).toBe('identify'),
    'identify.invalid': (snapshot) => expect(selectError(snapshot)).toBeDefined(),
    'identify.checkingEmail': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    'identify.checkingPhone': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    verify: (snapshot) => expect(selectVerifyType(snapshot)).toBe(snapshot.context.channel),
    'password.idle': (snapshot) => expect(snapshot.context.code).toBe('123456'),
    'password.invalid': (snapshot) => expect(selectError(snapshot)).toBeDefined(),
    'password.resetting': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    confirm: (snapshot) => expect(selectStep(snapshot)).toBe('confirm'),
    done: (snapshot) => expect(selectIsDone(snapshot)).toBe(true),
  },
});
