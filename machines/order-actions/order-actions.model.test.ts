import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { everythingBack, offline, oneMissing, orderActionsInput } from './order-actions.fixtures.ts';
import { orderActionsMachine } from './order-actions.machine.ts';
import {
  selectInvoiceError,
  selectInvoiceSentTo,
  selectIsRebuying,
  selectIsSendingInvoice,
  selectMissing,
  selectRebuyError,
} from './order-actions.selectors.ts';

modelTest('order actions machine', {
  machine: orderActionsMachine,
  stateKey: ({ context }) => ({ missing: context.missing.length, error: context.invoiceError ?? '' }),
  inputs: { 'an order': orderActionsInput },
  events: {
    'rebuy.start': { start: {} },
    'rebuy.continue': { continue: {} },
    'rebuy.dismiss': { dismiss: {} },
    'xstate.done.actor.rebuy': {
      'all back': { output: everythingBack },
      'one missing': { output: oneMissing },
    },
    'xstate.error.actor.rebuy': { offline: { error: offline } },
    'invoice.send': { 'to maria': { email: ' maria@exemplo.com.br ' }, 'to nobody': { email: 'maria' } },
    'invoice.dismiss': { dismiss: {} },
    'xstate.done.actor.sendInvoice': { sent: { output: undefined } },
    'xstate.error.actor.sendInvoice': { offline: { error: offline } },
  },
  assertions: {
    'rebuy.idle': (snapshot) => expect(selectMissing(snapshot)).toEqual([]),
    'rebuy.rebuying': (snapshot) => expect(selectIsRebuying(snapshot)).toBe(true),
    'rebuy.incomplete': (snapshot) => expect(selectMissing(snapshot)).toEqual(oneMissing.missing),
    'rebuy.failed': (snapshot) => expect(selectRebuyError(snapshot)).toBe('network'),
    'invoice.idle': (snapshot) => expect(selectInvoiceSentTo(snapshot)).toBeUndefined(),
    'invoice.sending': (snapshot) => {
      expect(selectIsSendingInvoice(snapshot)).toBe(true);
      expect(snapshot.context.invoiceTo).toBe('maria@exemplo.com.br');
    },
    'invoice.sent': (snapshot) => {
      expect(selectInvoiceSentTo(snapshot)).toBe('maria@exemplo.com.br');
      expect(selectInvoiceError(snapshot)).toBeUndefined();
    },
  },
});
