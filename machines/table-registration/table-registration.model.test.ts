import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import type { AccountUser } from '../user/user.types.ts';
import { missingDetails } from './table-registration.context.ts';
import { tableRegistrationMachine } from './table-registration.machine.ts';
import {
  selectError,
  selectIsBusy,
  selectOutcome,
  selectStep,
  selectVerifyType,
  type TableRegistrationSnapshot,
} from './table-registration.selectors.ts';

const nothing: AccountUser = { id: 'user-1', name: null, email: null, phone_number: null, address: [] };
const offline = { error: { key: 'network' } };

/** The account the server answers to a save: the detail of the step just given, filled in. */
function saved(snapshot: TableRegistrationSnapshot): AccountUser {
  const { user } = snapshot.context;
  if (snapshot.hasTag('step:name')) return { ...user, name: 'Bia Costa' };
  if (snapshot.hasTag('verify:email')) return { ...user, email: 'bia@example.com' };
  return { ...user, phone_number: '+5511912345678' };
}

modelTest('table registration machine', {
  machine: tableRegistrationMachine,
  // Guards read what the account still misses; the rest of the context only fills the forms.
  stateKey: ({ context }) => missingDetails(context.user),
  inputs: {
    'a diner missing every detail': { user: nothing },
  },
  events: {
    'name.submit': { 'a name': { name: 'Bia Costa' }, blank: { name: ' ' } },
    'email.submit': { 'an e-mail': { email: 'bia@example.com' }, malformed: { email: 'bia@' } },
    'phone.submit': {
      'a mobile': { iso: 'BR', dialCode: '+55', number: '(11) 91234-5678' },
      malformed: { iso: 'BR', dialCode: '+55', number: '12' },
    },
    'code.submit': { 'a code': { code: '123456' } },
    'xstate.done.actor.saveName': (snapshot) => ({ saved: { output: saved(snapshot) } }),
    'xstate.error.actor.saveName': { offline },
    'xstate.done.actor.sendContactCode': { 'code sent': { output: true }, taken: { output: false } },
    'xstate.error.actor.sendContactCode': {
      'too soon': { error: { key: 'default', status: 429 } },
      offline,
    },
    'xstate.done.actor.verification': { verified: { output: { code: '123456' } } },
    'xstate.error.actor.verification': { crashed: { error: new Error('crashed') } },
    'xstate.done.actor.saveContact': (snapshot) => ({ saved: { output: saved(snapshot) } }),
    'xstate.error.actor.saveContact': { 'taken meanwhile': { error: { key: 'emailConflict' } } },
  },
  assertions: {
    'asking.name.idle': (snapshot) => expect(selectStep(snapshot)).toBe('name'),
    'asking.email.idle': (snapshot) => expect(selectStep(snapshot)).toBe('email'),
    'asking.phone.idle': (snapshot) => expect(selectStep(snapshot)).toBe('phone'),
    '#tableRegistration.asking.name.invalid': (snapshot) => expect(selectError(snapshot)).toBeDefined(),
    '#tableRegistration.asking.email.invalid': (snapshot) => expect(selectError(snapshot)).toBeDefined(),
    '#tableRegistration.asking.phone.invalid': (snapshot) => expect(selectError(snapshot)).toBeDefined(),
    '#tableRegistration.asking.name.saving': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    '#tableRegistration.asking.email.sending': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    '#tableRegistration.asking.phone.sending': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    'asking.verifyEmail.code': (snapshot) => expect(selectVerifyType(snapshot)).toBe('email'),
    'asking.verifyPhone.code': (snapshot) => expect(selectVerifyType(snapshot)).toBe('phone'),
    '#tableRegistration.asking.verifyEmail.saving': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    '#tableRegistration.asking.verifyPhone.saving': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    done: (snapshot) => {
      expect(selectStep(snapshot)).toBeUndefined();
      expect(selectOutcome(snapshot)).toBe('updated');
    },
    skipped: (snapshot) => expect(selectOutcome(snapshot)).toBe('skipped'),
  },
});
