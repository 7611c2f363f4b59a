import { and, assign, emit, not, sendTo, setup } from 'xstate';
import { provided } from '../shared/provided.ts';
import { required } from '../shared/required.ts';
import {
  dinerOf,
  failure,
  initialContext,
  persist,
  sessionOf,
  tableInfoFailure,
  withoutSession,
  withoutTable,
} from './table.context.ts';
import { guestOf, locationOf, qrCodeOf, tableGuards } from './table.rules.ts';
import type {
  LoadTableInfoInput,
  PersistedTable,
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

const enterTable = [
  { guard: 'isCurrentTable' },
  { target: '#table.journey', actions: ['storeQrCode', persist] },
] as const;
const sawTutorial = {
  target: 'afterTutorial',
  actions: ['markTutorialSeen', 'rememberTutorialSeen'],
} as const;

/**
 * The dine-in journey (spec §2 "Table flow order", §4 "Table QR entry"): terms, tutorial, QR code,
 * then the guest form or straight to the order; inside the session, the live bill and the table menu.
 * The `route:*` tags name the page the diner belongs on (selectStep); route guards read them.
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
    leaveSession: provided<void, TableSession>('table', 'leaveSession'),
    billPoller: billPollerMachine,
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
    storeLocation: assign(locationOf),
    storeBill: assign(({ event }) => (event.type === 'bill.loaded' ? { bill: event.bill } : {})),
    /** Spec §4 "Leaving table pages resets the table session and order state." */
    clearTable: assign({
      ...withoutSession,
      storeId: undefined,
      tableId: undefined,
      externalScanning: false,
    }),
    /** Spec §4 "Leaving the table area resets table and session state." */
    resetTable: assign(withoutTable),
    storeError: assign((_, error: TableErrorKey) => ({ error })),
    clearError: assign({ error: undefined }),
    refreshBill: sendTo('billPoller', { type: 'bill.refresh' }),
    announceSettled: emit({ type: 'bill.settled' }),
    // Provided by the app: storage and the user store (which also tells the API about the terms).
    persist: (_, _slice: PersistedTable) => {},
    acceptTerms: () => {},
    rememberTutorialSeen: () => {},
  },
  guards: tableGuards,
}).createMachine({
  id: 'table',
  context: ({ input }) => initialContext(input),
  initial: 'start',
  on: {
    'qr.entered': enterTable,
    'qr.scanned': enterTable,
    // Spec §4: "… unless a redirect is pending" (a guest signing in comes back to this table).
    'table.exit': [
      { guard: 'isRedirectPending' },
      { target: '#table.journey', actions: ['resetTable', persist] },
    ],
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
          invoke: {
            id: 'loadTableInfo',
            src: 'loadTableInfo',
            input: ({ context }) => ({
              storeId: required(context.storeId, 'storeId'),
              tableId: required(context.tableId, 'tableId'),
            }),
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
                  persist,
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
            'guest.continue': { target: 'form', actions: ['clearRedirectPending', persist] },
            'user.changed': [
              {
                guard: and(['hasSignedIn', 'isSignedInWithName']),
                target: 'connecting',
                actions: ['storeUser', 'clearRedirectPending', persist],
              },
              {
                guard: 'hasSignedIn',
                target: 'form',
                actions: ['storeUser', 'clearRedirectPending', persist],
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
              { target: 'connecting', actions: ['storeGuest', 'clearError', persist] },
            ],
          },
          states: { editing: {}, invalid: { tags: 'error' } },
        },
        connecting: {
          tags: 'busy',
          invoke: {
            id: 'connect',
            src: 'connect',
            input: ({ context }) => ({
              storeId: required(context.storeId, 'storeId'),
              tableId: required(context.tableId, 'tableId'),
              tableInfo: required(context.tableInfo, 'tableInfo'),
              diner: dinerOf(context),
            }),
            onDone: [
              {
                guard: 'hasConnected',
                target: '#table.inSession',
                actions: [
                  { type: 'storeSession', params: ({ event }) => required(event.output.session, 'session') },
                  persist,
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
            onDone: { target: '#table.journey', actions: ['clearTable', persist] },
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
    expired: { tags: ['expired', 'route:/table/qrcode'], entry: ['clearTable', persist] },
  },
});
