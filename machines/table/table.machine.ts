// The dine-in journey: terms, tutorial, QR code, session, bill, order, payment.
// Spec §2 "Table flow order"; §4 "Table QR entry".
import { and, assign, emit, forwardTo, not, raise, sendTo, setup } from 'xstate';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import { tableOrderMachine } from '../table-order/table-order.machine.ts';
import { tablePaymentMachine } from '../table-payment/table-payment.machine.ts';
import { tableReceiptMachine } from '../table-receipt/table-receipt.machine.ts';
import { tableRegistrationMachine } from '../table-registration/table-registration.machine.ts';
import { payableBill } from './bill.ts';
import {
  dinerOf,
  failure,
  initialContext,
  sessionOf,
  tableCodeOf,
  tableInfoFailure,
  withoutSession,
  withoutTable,
} from './table.context.ts';
import { guestOf, locationOf, qrCodeOf, tableGuards } from './table.rules.ts';
import type {
  LoadTableInfoInput,
  LocationCheck,
  LocationProblem,
  Seat,
  TableContext,
  TableEmitted,
  TableErrorKey,
  TableEvent,
  TableInfo,
  TableInput,
  TableSession,
  TableTag,
} from './table.types.ts';
import { billPollerMachine } from './table-bill.machine.ts';
import { connectMachine } from './table-connect.machine.ts';
import { inSessionState } from './table-session.states.ts';
import { tableTermsMachine } from './table-terms.machine.ts';

const enterTable = [
  { guard: 'isCurrentTable' },
  { target: '#table.journey', actions: 'storeQrCode' },
] as const;
/**
 * The link of the table being loaded or joined, entered again (the app names the page's table when
 * the table starts and when its route is entered, in either order): nothing restarts, and no second
 * join is sent. Another table's link still does.
 */
const enteredAgain = { guard: 'isTableBeingEntered' } as const;
const sawTutorial = {
  target: 'afterTutorial',
  actions: ['markTutorialSeen', 'rememberTutorialSeen'],
} as const;

/**
 * The dine-in journey (spec §2 "Table flow order", §4 "Table QR entry"): terms, tutorial, QR code,
 * then the guest form or straight to the order; inside the session, the live bill and the table menu.
 * The `route:*` tags name the page the diner belongs on (selectStep, selectLocation); route guards
 * read them. Paying, ordering from the menu and completing the account are its children.
 */
export const tableMachine = setup({
  types: {} as {
    context: TableContext;
    events: TableEvent;
    input: TableInput;
    tags: TableTag;
    emitted: TableEmitted;
  },
  actors: {
    loadTableInfo: provided<TableInfo, LoadTableInfoInput>('table', 'loadTableInfo'),
    connect: connectMachine,
    leaveSession: provided<void, Seat>('table', 'leaveSession'),
    checkLocation: provided<LocationCheck, { storeId: string }>('table', 'checkLocation'),
    billPoller: billPollerMachine,
    tableTerms: tableTermsMachine,
    tablePayment: tablePaymentMachine,
    tableOrder: tableOrderMachine,
    tableRegistration: tableRegistrationMachine,
    tableReceipt: tableReceiptMachine,
  },
  actions: {
    storeQrCode: assign(qrCodeOf),
    storeTableInfo: assign((_, tableInfo: TableInfo) => ({ tableInfo })),
    storeSession: assign((_, session: TableSession) => ({ ...session, isPnmRedirect: false })),
    markRedirectPending: assign({ isPnmRedirect: true }),
    clearRedirectPending: assign({ isPnmRedirect: false }),
    storeGuest: assign(guestOf),
    storeUser: assign(({ event }) => (event.type === 'user.changed' ? { user: event.user } : {})),
    storeFeatures: assign(({ event }) =>
      event.type === 'features.loaded' ? { tableOrderEnabled: event.tableOrder } : {},
    ),
    markTermsAccepted: assign({ termsAccepted: true }),
    markTutorialSeen: assign({ tutorialSeen: true }),
    skipRegistrationUpdate: assign({ skipRegistrationUpdate: true }),
    storeLocation: assign((_, check: LocationCheck) => locationOf(check)),
    storeLocationProblem: assign((_, locationProblem: LocationProblem) => ({ locationProblem })),
    storeBill: assign(({ event }) => (event.type === 'bill.loaded' ? { bill: event.bill } : {})),
    /** Spec §4 "Leaving table pages resets the table session and order state." */
    clearTable: assign({
      ...withoutSession,
      storeId: undefined,
      tableId: undefined,
      tableKey: undefined,
      externalScanning: false,
    }),
    /** Spec §4 "Leaving the table area resets table and session state." */
    resetTable: assign(withoutTable),
    storeError: assign((_, error: TableErrorKey) => ({ error })),
    clearError: assign({ error: undefined }),
    refreshBill: sendTo('billPoller', { type: 'bill.refresh' }),
    announceSettled: emit({ type: 'bill.settled' }),
    askForBill: raise({ type: 'bill.refresh' }),
    loadTerms: sendTo('tableTerms', { type: 'terms.load' }),
    forwardToTerms: forwardTo('tableTerms'),
    notePaymentHoldsShare: assign({ paymentHoldsShare: true }),
    notePaymentReleasedShare: assign({ paymentHoldsShare: false }),
    resumePayment: sendTo('tablePayment', { type: 'payment.resumed' }),
    /** What is left to pay follows the table while the diner pays (others' shares held are not theirs to pay). */
    forwardBillToPayment: sendTo('tablePayment', ({ event }) =>
      event.type === 'bill.loaded'
        ? { type: 'bill.changed' as const, bill: payableBill(event.bill) }
        : { type: 'bill.show' as const },
    ),
    showReceipt: assign((_, receiptOf: TableContext['receiptOf']) => ({ receiptOf })),
    closeReceipt: assign({ receiptOf: undefined }),
    // Provided by the app: the user store (which also tells the API about the terms).
    acceptTerms: () => {},
    /** The order reached the bill: the diner is told so. */
    announceOrderPlaced: () => {},
    rememberTutorialSeen: () => {},
  },
  guards: tableGuards,
}).createMachine({
  id: 'table',
  context: ({ input }) => initialContext(input),
  // The terms pages read the terms from here, whatever step the diner is at.
  invoke: { id: 'tableTerms', src: 'tableTerms' },
  initial: 'start',
  on: {
    'terms.load': { actions: 'forwardToTerms' },
    'qr.entered': enterTable,
    'qr.scanned': enterTable,
    // Spec §4: "… unless a redirect is pending" (a guest signing in comes back to this table).
    'table.exit': [{ guard: 'isRedirectPending' }, { target: '#table.journey', actions: 'resetTable' }],
    'user.changed': { actions: 'storeUser' },
    'features.loaded': { actions: 'storeFeatures' },
  },
  states: {
    // A reload with a stored session returns to it; the first bill load confirms or expires it.
    start: { always: [{ guard: 'hasStoredSession', target: 'inSession' }, { target: 'journey' }] },
    journey: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'needsTerms', target: 'terms' }, { target: 'afterTerms' }] },
        terms: {
          tags: 'route:/table',
          entry: 'loadTerms',
          on: { 'terms.accept': { target: 'afterTerms', actions: ['markTermsAccepted', 'acceptTerms'] } },
        },
        afterTerms: { always: [{ guard: 'needsTutorial', target: 'tutorial' }, { target: 'afterTutorial' }] },
        tutorial: {
          tags: 'route:/table/tutorial',
          on: { 'tutorial.finish': sawTutorial, 'tutorial.skip': sawTutorial },
        },
        // The QR link already gave the ids: no scan.
        afterTutorial: { always: [{ guard: 'hasTableIds', target: 'loadingTable' }, { target: 'scanning' }] },
        scanning: { tags: 'route:/table/qrcode' },
        loadingTable: {
          tags: 'busy',
          on: { 'qr.entered': enteredAgain },
          invoke: {
            id: 'loadTableInfo',
            src: 'loadTableInfo',
            input: ({ context }) => tableCodeOf(context),
            onDone: [
              {
                guard: and(['isRegistered', 'hasUserName']),
                target: 'connecting',
                actions: { type: 'storeTableInfo', params: ({ event }) => event.output },
              },
              // An account without a name (a social or b2c sign-in) gives one on the table form.
              {
                guard: 'isRegistered',
                target: 'form',
                actions: { type: 'storeTableInfo', params: ({ event }) => event.output },
              },
              // Spec §4: "A guest is marked redirect-pending and sent to auth."
              {
                target: 'auth',
                actions: [
                  { type: 'storeTableInfo', params: ({ event }) => event.output },
                  'markRedirectPending',
                ],
              },
            ],
            onError: { target: 'tableFailed', actions: { type: 'storeError', params: tableInfoFailure } },
          },
        },
        tableFailed: {
          tags: ['route:/table/qrcode', 'error'],
          on: { 'table.retry': { guard: 'canRetryTable', target: 'loadingTable', actions: 'clearError' } },
        },
        auth: {
          tags: 'route:/auth',
          on: {
            'guest.continue': { target: 'form', actions: 'clearRedirectPending' },
            'user.changed': [
              {
                guard: and(['hasSignedIn', 'isSignedInWithName']),
                target: 'connecting',
                actions: ['storeUser', 'clearRedirectPending'],
              },
              {
                guard: 'hasSignedIn',
                target: 'form',
                actions: ['storeUser', 'clearRedirectPending'],
              },
              { actions: 'storeUser' },
            ],
          },
        },
        form: {
          tags: 'route:/table/form',
          initial: 'editing',
          on: {
            'guest.submit': [
              {
                guard: not('hasGuestName'),
                target: '.invalid',
                actions: { type: 'storeError', params: 'nameRequired' },
              },
              {
                guard: not('hasValidDocument'),
                target: '.invalid',
                actions: { type: 'storeError', params: 'invalidCpf' },
              },
              { target: 'connecting', actions: ['storeGuest', 'clearError'] },
            ],
          },
          states: { editing: {}, invalid: { tags: 'error' } },
        },
        connecting: {
          tags: 'busy',
          on: { 'qr.entered': enteredAgain },
          invoke: {
            id: 'connect',
            src: 'connect',
            input: ({ context }) => ({
              ...tableCodeOf(context),
              tableInfo: required(context.tableInfo, 'tableInfo'),
              diner: dinerOf(context),
            }),
            onDone: [
              {
                guard: 'hasConnected',
                target: '#table.inSession',
                actions: [
                  { type: 'storeSession', params: ({ event }) => required(event.output.session, 'session') },
                ],
              },
              {
                target: 'connectFailed',
                actions: { type: 'storeError', params: ({ event }) => event.output.error ?? 'default' },
              },
            ],
            onError: { target: 'connectFailed', actions: { type: 'storeError', params: failure } },
          },
        },
        connectFailed: {
          tags: 'error',
          on: { 'table.retry': { target: 'connecting', actions: 'clearError' } },
        },
      },
    },
    inSession: inSessionState,
    leaving: {
      initial: 'sending',
      states: {
        sending: {
          tags: 'busy',
          invoke: {
            id: 'leaveSession',
            src: 'leaveSession',
            input: sessionOf,
            onDone: { target: '#table.journey', actions: 'clearTable' },
            onError: { target: 'failed', actions: { type: 'storeError', params: failure } },
          },
        },
        failed: {
          tags: 'error',
          on: {
            'table.leave': { target: 'sending', actions: 'clearError' },
            'leave.cancel': { target: '#table.inSession', actions: 'clearError' },
          },
        },
      },
    },
    // The session ended server-side: scan the table's QR code (or open its link) again.
    expired: { tags: ['expired', 'route:/table/qrcode'], entry: ['clearTable'] },
  },
});
