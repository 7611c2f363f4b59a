import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { completeUser } from '../user/user.fixtures.ts';
import { contactMachine } from './contact.machine.ts';
import { selectError, selectIsBusy, selectVerifyChannel } from './contact.selectors.ts';

const offline = { error: { key: 'network' } };

modelTest('contact machine', {
  machine: contactMachine,
  stateKey: ({ context }) => ({ canUpdateEmail: context.canUpdateEmail, channel: context.channel }),
  inputs: {
    'an e-mail that can change': { canUpdateEmail: true },
    'an e-mail kept by its provider': { canUpdateEmail: false },
  },
  events: {
    'email.submit': { 'an e-mail': { email: 'nova@exemplo.com' }, malformed: { email: 'nova@' } },
    'phone.submit': {
      'a mobile': { dialCode: '+55', number: '(11) 91234-5678' },
      malformed: { dialCode: '+55', number: '12' },
    },
    'code.submit': { 'a code': { code: '123456' } },
    'xstate.done.actor.checkContact': { available: { output: true }, taken: { output: false } },
    'xstate.error.actor.checkContact': { offline },
    'xstate.done.actor.verification': { verified: { output: { code: '123456' } } },
    'xstate.error.actor.verification': { crashed: { error: new Error('crashed') } },
    'xstate.done.actor.saveContact': { saved: { output: completeUser } },
    'xstate.error.actor.saveContact': { offline },
  },
  assertions: {
    editing: (snapshot) => expect(selectIsBusy(snapshot)).toBe(false),
    checking: (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    verifying: (snapshot) => expect(selectVerifyChannel(snapshot)).toBe(snapshot.context.channel),
    saving: (snapshot) => expect(snapshot.context.code).toBe('123456'),
    saved: (snapshot) => {
      expect(snapshot.output).toEqual({ user: completeUser });
      expect(selectError(snapshot)).toBeUndefined();
    },
    left: (snapshot) => expect(snapshot.output).toEqual({ user: undefined }),
  },
});
