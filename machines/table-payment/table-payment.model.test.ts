import { expect } from 'vitest';
import { UUID_PATTERN } from '../../tests/idempotency-keys.ts';
import { modelTest } from '../../tests/model/model-test.ts';
import { bill } from '../table/table.fixtures.ts';
import { hasPayableSelection, hasPaymentDetails } from './table-payment.context.ts';
import {
  approved,
  declined,
  diner,
  pending,
  quote,
  receipt,
  savedCard,
  totalized,
} from './table-payment.fixtures.ts';
import { tablePaymentMachine } from './table-payment.machine.ts';
import {
  selectCanRetryReconcile,
  selectCardError,
  selectError,
  selectIsBusy,
  selectIsQuoting,
  selectIsUnknown,
  selectPix,
  selectQuote,
  selectQuoteError,
  selectReceipt,
} from './table-payment.selectors.ts';

const offline = { error: { key: 'network' } };
const lost = { error: { key: 'timeout' } };
const refused = { error: { key: 'default', status: 422, code: 'CARD_PAYMENT_ERROR' } };
const processing = { error: { key: 'default', status: 502, code: 'PROCESSING_PAYMENT_ERROR' } };
const race = { by: 'Bia', paying: false, item: 'Picanha', dueCents: 3_600, billPaid: false };
const paidFirst = { error: { key: 'default', status: 409, code: 'ITEM_ALREADY_PAID', race } };
const picanhaTaken = {
  ...bill,
  items: bill.items.map((line, i) => (i === 0 ? { ...line, remainingCents: 0 } : line)),
};

modelTest('table payment machine', {
  machine: tablePaymentMachine,
  // What the guards read, besides the state value.
  stateKey: ({ context }) => ({
    payable: hasPayableSelection(context),
    details: hasPaymentDetails(context),
    error: context.error !== undefined,
    cards: context.isRegistered && !context.savedCardsLoaded,
  }),
  inputs: { 'a registered diner': diner },
  events: {
    'mode.select': { items: { mode: 'items' }, full: { mode: 'full' } },
    'item.toggle': { 'the picanha': { billItemId: 'item-1' }, 'an unknown item': { billItemId: 'nope' } },
    'item.parts': { 'the caipirinha in three': { billItemId: 'item-2', parts: 3 } },
    'item.units': { 'one caipirinha': { billItemId: 'item-2', units: 1 } },
    'bill.changed': { 'the picanha paid by another diner': { bill: picanhaTaken } },
    'seats.set': { 'one of two': { paying: 1, total: 2 } },
    'amount.set': { 'too much': { cents: 99_999 } },
    'tip.set': { 'R$ 5': { cents: 500 } },
    'document.set': { 'a wrong cpf': { cpf: '111.444.777-36', include: true } },
    'email.set': { 'a wrong e-mail': { email: 'joana@' }, 'an e-mail': { email: 'joana@example.com' } },
    'method.select': { pix: { method: 'pix' } },
    'card.use': { 'the saved card': { cardId: 'card-1' }, 'not mine': { cardId: 'card-9' } },
    'card.tokenized': { 'a new card': { token: 'tok-1', brand: 'visa', last4: '1111' } },
    'card.submit': {
      'a card': { number: '4111111111111111', holder: 'ANA', expMonth: '12', expYear: '30', cvv: '123' },
    },
    'xstate.done.actor.loadSavedCards': { 'one saved card': { output: [savedCard] } },
    'xstate.error.actor.loadSavedCards': { offline },
    'xstate.done.actor.calculate': { quoted: { output: quote } },
    'xstate.error.actor.calculate': { offline, 'paid first': paidFirst },
    'xstate.done.actor.tokenizeCard': {
      tokenized: { output: { token: 'tok-2', brand: 'visa', last4: '4242' } },
    },
    'xstate.error.actor.tokenizeCard': { refused },
    'xstate.done.actor.totalize': { reserved: { output: totalized } },
    'xstate.error.actor.totalize': { offline, 'paid first': paidFirst },
    'xstate.done.actor.addPayment': {
      approved: { output: approved },
      declined: { output: declined },
      'pix pending': { output: pending },
    },
    'xstate.error.actor.addPayment': { 'answer lost': lost, refused, processing },
    'xstate.done.actor.pix': {
      paid: { output: { status: 'approved', receipt } },
      expired: { output: { status: 'expired' } },
    },
    'xstate.error.actor.pix': { crashed: { error: new Error('crashed') } },
    'xstate.done.actor.reconciliation': {
      approved: { output: approved },
      declined: { output: declined },
      'pix pending': { output: pending },
    },
    'xstate.error.actor.reconciliation': { crashed: { error: new Error('crashed') } },
  },
  assertions: {
    '#tablePayment.choosing.quote.waiting': (snapshot) => expect(selectIsQuoting(snapshot)).toBe(true),
    '#tablePayment.choosing.quote.idle': (snapshot) => expect(selectQuote(snapshot)).toBeUndefined(),
    '#tablePayment.choosing.quote.calculating': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    '#tablePayment.choosing.quote.ready': (snapshot) => expect(selectQuote(snapshot)).toEqual(quote),
    '#tablePayment.choosing.quote.failed': (snapshot) => expect(selectQuoteError(snapshot)).toBe('network'),
    '#tablePayment.choosing.card.idle': (snapshot) =>
      expect(JSON.stringify(snapshot.context)).not.toContain('4111'),
    '#tablePayment.choosing.card.tokenizing': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    '#tablePayment.choosing.card.failed': (snapshot) =>
      expect(selectCardError(snapshot)).toBe('paymentError'),
    '#tablePayment.choosing.notice.none': (snapshot) => expect(selectError(snapshot)).toBeUndefined(),
    '#tablePayment.choosing.notice.shown': (snapshot) => expect(selectError(snapshot)).toBeDefined(),
    '#tablePayment.paying.totalizing': (snapshot) => expect(snapshot.hasTag('paying')).toBe(true),
    '#tablePayment.paying.adding': (snapshot) =>
      expect(snapshot.context.idempotencyKey).toMatch(UUID_PATTERN),
    '#tablePayment.pix': (snapshot) => expect(selectPix(snapshot)).toBeDefined(),
    '#tablePayment.pixExpired': (snapshot) => expect(snapshot.hasTag('pixExpired')).toBe(true),
    '#tablePayment.unknown.reconciling': (snapshot) => {
      expect(selectIsUnknown(snapshot)).toBe(true);
      expect(snapshot.context.idempotencyKey).toMatch(UUID_PATTERN);
    },
    '#tablePayment.unknown.stuck': (snapshot) => expect(selectCanRetryReconcile(snapshot)).toBe(true),
    '#tablePayment.paid': (snapshot) => expect(selectReceipt(snapshot)).toEqual(receipt),
  },
});
