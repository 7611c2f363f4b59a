import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { receipt } from '../table-payment/table-payment.fixtures.ts';
import { reopened } from './table-receipt.harness.ts';
import { tableReceiptMachine } from './table-receipt.machine.ts';
import {
  selectEmailProblem,
  selectIsLoading,
  selectIsSending,
  selectLoadFailed,
  selectReceipt,
  selectSendError,
  selectSentTo,
} from './table-receipt.selectors.ts';

const offline = { error: { key: 'network' } };

modelTest('table receipt machine', {
  machine: tableReceiptMachine,
  stateKey: ({ context }) => ({ receipt: context.receipt !== undefined, email: context.email }),
  inputs: {
    'just paid, e-mailed to the account': {
      ...reopened,
      receipt,
      email: 'ana@exemplo.com.br',
      emailed: true,
    },
    'opened again from the bill': reopened,
  },
  events: {
    'email.set': {
      'an e-mail': { email: 'ana@exemplo.com.br' },
      'a wrong e-mail': { email: 'ana@' },
      nothing: { email: ' ' },
    },
    'xstate.done.actor.loadReceipt': { loaded: { output: receipt } },
    'xstate.error.actor.loadReceipt': { offline },
    'xstate.done.actor.sendReceipt': { sent: { output: undefined } },
    'xstate.error.actor.sendReceipt': { offline },
  },
  assertions: {
    loading: (snapshot) => expect(selectIsLoading(snapshot)).toBe(true),
    failed: (snapshot) => expect(selectLoadFailed(snapshot)).toBe(true),
    shown: (snapshot) => expect(selectReceipt(snapshot)).toEqual(receipt),
    'shown.idle': (snapshot) =>
      expect([undefined, 'invalidEmail', 'emailRequired']).toContain(selectEmailProblem(snapshot)),
    'shown.sending': (snapshot) => expect(selectIsSending(snapshot)).toBe(true),
    'shown.sent': (snapshot) => expect(selectSentTo(snapshot)).toBe('ana@exemplo.com.br'),
    'shown.unsent': (snapshot) => expect(selectSendError(snapshot)).toBe('network'),
  },
});
