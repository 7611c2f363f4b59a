import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { modelTest } from '../../tests/model/model-test.ts';
import { receipt } from '../table-payment/table-payment.fixtures.ts';
import {
  bill,
  guest,
  incomplete,
  newcomer,
  openTable,
  paidBill,
  qrCode,
  registered,
  seated,
  session,
} from './table.fixtures.ts';
import {
  selectHasActiveSession,
  selectIsRedirectPending,
  selectStep,
  type TableSnapshot,
} from './table.location.ts';
import { tableMachine } from './table.machine.ts';
import { selectBill, selectCanRetryTable, selectError, selectIsBusy } from './table.selectors.ts';
import type { TableUser } from './table.types.ts';

const offline = { error: { key: 'network' } };
/** The bill with a share this diner (diner-1) paid. */
const paidByMe = {
  ...bill,
  payments: [
    {
      id: 'payment-1',
      dinerId: 'diner-1',
      name: 'Ana Souza',
      method: 'card',
      status: 'APPROVED',
      totalCents: 9_889,
    },
  ],
} as const;
/** A payment child's snapshot as the table's `onSnapshot` reads it: by its tags. */
const paymentTagged = (tag: string) => ({ tags: [tag], hasTag: (candidate: string) => candidate === tag });
const step = (path: string | undefined) => (snapshot: TableSnapshot) =>
  expect(selectStep(snapshot)).toBe(path);

modelTest('table machine', {
  machine: tableMachine,
  // What the guards read, besides the state value.
  stateKey: ({ context }) => ({
    terms: context.termsAccepted,
    tutorial: context.tutorialSeen,
    registered: context.user.isRegistered,
    named: context.user.name !== undefined,
    ids: context.storeId !== undefined,
    session: context.sessionId !== undefined,
    skip: context.skipRegistrationUpdate,
    inside: context.isInsideIndoorArea,
    redirect: context.isPnmRedirect,
    bill: context.bill !== undefined,
    holdsShare: context.paymentHoldsShare,
    paidByMe: context.bill?.payments.length === 1,
  }),
  inputs: {
    'a registered newcomer': newcomer,
    'a guest': { ...newcomer, user: guest },
    'a seated diner missing table info': { ...seated, user: incomplete },
    'an account without a name': { ...newcomer, user: { ...registered, name: undefined } },
  },
  events: {
    'qr.entered': { 'table 12': qrCode },
    'qr.scanned': {
      'table 12': qrCode,
      'another table': { storeId: 'store-1', tableId: 'table-7', key: 'KEY7' },
    },
    'guest.submit': {
      named: { name: 'Bia', includeDocumentInvoice: false },
      nameless: { name: ' ', includeDocumentInvoice: false },
      'a wrong cpf': { name: 'Bia', document: '111.444.777-36', includeDocumentInvoice: true },
    },
    'user.changed': (snapshot: AnyMachineSnapshot): Record<string, { user: TableUser }> =>
      snapshot.matches({ journey: 'auth' })
        ? {
            'signed in': { user: registered },
            'signed in without a name': { user: { ...registered, name: undefined } },
            'still a guest': { user: guest },
          }
        : { 'the same user': { user: snapshot.context.user } },
    'features.loaded': { 'table ordering on': { tableOrder: true } },
    'xstate.done.actor.checkLocation': {
      inside: { output: { inside: true, latitude: -23.56, longitude: -46.65 } },
      outside: { output: { inside: false, latitude: -23.5, longitude: -46.6 } },
    },
    'xstate.error.actor.checkLocation': {
      denied: { error: { problem: 'denied' } },
      unavailable: { error: { problem: 'unavailable' } },
    },
    'bill.loaded': { open: { bill }, paid: { bill: paidBill }, 'with my paid share': { bill: paidByMe } },
    'receipt.open': {
      'my paid share': { paymentId: 'payment-1' },
      "another diner's": { paymentId: 'payment-9' },
    },
    'xstate.done.actor.loadTableInfo': { 'an open table': { output: openTable } },
    'xstate.error.actor.loadTableInfo': {
      offline,
      'no such table': { error: { key: 'default', status: 404 } },
    },
    'xstate.done.actor.connect': {
      seated: { output: { session } },
      unavailable: { output: { error: 'tableUnavailable' } },
    },
    'xstate.error.actor.connect': { crashed: { error: new Error('crashed') } },
    'xstate.done.actor.leaveSession': { left: { output: undefined } },
    'xstate.error.actor.leaveSession': { offline },
    'xstate.done.actor.billPoller': { 'session gone': { output: { reason: 'sessionGone' } } },
    'xstate.error.actor.billPoller': { crashed: { error: new Error('crashed') } },
    'xstate.snapshot.tablePayment': {
      'a PIX waiting': { snapshot: paymentTagged('pix') },
      choosing: { snapshot: paymentTagged('choosing') },
    },
    'xstate.error.actor.tablePayment': { crashed: { error: new Error('crashed') } },
    'xstate.done.actor.tablePayment': {
      paid: { output: { receipt, email: 'ana@exemplo.com.br' } },
      'without a receipt': { output: { receipt: undefined, email: '' } },
    },
    'xstate.error.actor.tableReceipt': { crashed: { error: new Error('crashed') } },
    'xstate.done.actor.tableOrder': { placed: { output: { totalCents: 8990 } } },
    'xstate.error.actor.tableOrder': { crashed: { error: new Error('crashed') } },
    'xstate.done.actor.tableRegistration': {
      updated: { output: { outcome: 'updated' } },
      skipped: { output: { outcome: 'skipped' } },
    },
    'xstate.error.actor.tableRegistration': { crashed: { error: new Error('crashed') } },
  },
  assertions: {
    '#table.journey.terms': step('/table'),
    '#table.journey.tutorial': step('/table/tutorial'),
    '#table.journey.scanning': step('/table/qrcode'),
    '#table.journey.loadingTable': (snapshot) => {
      expect(selectStep(snapshot)).toBeUndefined();
      expect(selectIsBusy(snapshot)).toBe(true);
    },
    '#table.journey.tableFailed': (snapshot) => {
      expect(selectStep(snapshot)).toBe('/table/qrcode');
      expect(selectError(snapshot)).toMatch(/^(network|tableNotFound)$/);
      expect(selectCanRetryTable(snapshot)).toBe(selectError(snapshot) === 'network');
    },
    '#table.journey.auth': (snapshot) => {
      expect(selectStep(snapshot)).toBe('/auth');
      expect(selectIsRedirectPending(snapshot)).toBe(true);
    },
    '#table.journey.form.editing': step('/table/form'),
    '#table.journey.form.invalid': (snapshot) =>
      expect(selectError(snapshot)).toMatch(/nameRequired|invalidCpf/),
    '#table.journey.connecting': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    '#table.journey.connectFailed': (snapshot) => expect(selectError(snapshot)).toBeDefined(),
    '#table.inSession': (snapshot) => expect(selectHasActiveSession(snapshot)).toBe(true),
    '#table.inSession.bill.loading': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    '#table.inSession.bill.open': (snapshot) => expect(selectBill(snapshot)?.items).toEqual(bill.items),
    '#table.inSession.bill.settled': (snapshot) => expect(snapshot.hasTag('settled')).toBe(true),
    '#table.inSession.bill.stale': (snapshot) => {
      expect(snapshot.hasTag('stale')).toBe(true);
      expect(selectBill(snapshot)).toBeDefined();
    },
    '#table.inSession.bill.failed': (snapshot) => expect(snapshot.hasTag('error')).toBe(true),
    '#table.inSession.view.registrationUpdate': step('/table/registration-update'),
    '#table.inSession.view.order': step('/table/order'),
    '#table.inSession.view.geolocation.asking': step('/table/geolocation'),
    '#table.inSession.view.geolocation.outside': (snapshot) => expect(snapshot.hasTag('outside')).toBe(true),
    '#table.inSession.view.geolocation.checking': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    '#table.inSession.view.geolocation.failed': (snapshot) =>
      expect(snapshot.context.locationProblem).toMatch(/^(denied|unavailable)$/),
    '#table.inSession.view.menu': step('/table/menu'),
    '#table.inSession.view.payment.paying': step('/table/payment'),
    '#table.inSession.view.payment.lookingAtBill': step('/table/order'),
    '#table.inSession.view.receipt': (snapshot) => {
      expect(selectStep(snapshot)).toBe('/table/payment');
      expect(snapshot.context.receiptOf?.paymentId).toBe('payment-1');
    },
    '#table.leaving.sending': (snapshot) => expect(selectIsBusy(snapshot)).toBe(true),
    '#table.leaving.failed': (snapshot) => expect(selectError(snapshot)).toBe('network'),
    '#table.expired': (snapshot) => {
      expect(snapshot.hasTag('expired')).toBe(true);
      expect(selectHasActiveSession(snapshot)).toBe(false);
    },
  },
});
