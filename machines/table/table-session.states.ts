import { and } from 'xstate';
import { failure, persist, sessionOf } from './table.context.ts';

/**
 * Inside the session (spec §1 "view the order, and pay the bill"): the live bill, polled by the
 * bill child, beside the pages the diner moves between. Part of the table chart (table.machine.ts).
 */
export const inSessionState = {
  type: 'parallel',
  on: { 'table.leave': '#table.leaving' },
  states: {
    bill: {
      invoke: {
        id: 'billPoller',
        src: 'billPoller',
        input: sessionOf,
        // The poller ends only when the session is gone server-side.
        onDone: '#table.expired',
        onError: { target: '.failed', actions: { type: 'storeError', params: failure } },
      },
      initial: 'loading',
      on: {
        'bill.loaded': [
          { guard: 'isBillSettled', target: '.settled', actions: 'storeBill' },
          { target: '.open', actions: 'storeBill' },
        ],
        'bill.failed': [{ guard: 'hasBill', target: '.stale' }, { target: '.failed' }],
        'bill.refresh': { actions: 'refreshBill' },
      },
      states: {
        loading: { tags: 'busy' },
        open: { tags: 'ready' },
        settled: {
          tags: ['ready', 'settled'],
          entry: 'announceSettled',
          on: {
            'bill.loaded': [
              { guard: 'isBillSettled', actions: 'storeBill' },
              { target: 'open', actions: 'storeBill' },
            ],
          },
        },
        // A poll failed: the last bill stays on screen and the next tick tries again.
        stale: { tags: ['ready', 'stale'] },
        failed: {
          tags: 'error',
          on: {
            'bill.refresh': { target: '#table.inSession.bill', reenter: true, actions: 'clearError' },
          },
        },
      },
    },
    view: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'needsRegistrationUpdate', target: 'registrationUpdate' }, { target: 'order' }],
        },
        registrationUpdate: {
          tags: 'route:/table/registration-update',
          on: {
            'registration.skip': { target: 'order', actions: ['skipRegistrationUpdate', persist] },
            'registration.updated': 'order',
          },
        },
        order: {
          tags: 'route:/table/order',
          on: {
            // Spec §2: the menu needs table ordering and the indoor area; geolocation needs table ordering.
            'menu.open': [
              { guard: and(['canOrderAtTable', 'isInsideIndoorArea']), target: 'menu' },
              { guard: 'canOrderAtTable', target: 'geolocation' },
            ],
            'payment.start': 'payment',
          },
        },
        geolocation: {
          tags: 'route:/table/geolocation',
          initial: 'asking',
          on: {
            'location.checked': [
              { guard: 'isInside', target: 'menu', actions: ['storeLocation', persist] },
              { target: '.outside', actions: ['storeLocation', persist] },
            ],
            'menu.close': 'order',
          },
          states: { asking: {}, outside: { tags: 'outside' } },
        },
        menu: {
          tags: 'route:/table/menu',
          on: {
            'menu.close': 'order',
            'payment.start': 'payment',
            // The order is on the bill: back to it, fetched now rather than at the next poll.
            'order.placed': { target: 'order', actions: 'refreshBill' },
          },
        },
        // The app navigates to /table/payment and spawns the table-payment machine.
        payment: { tags: 'route:/table/payment', on: { 'payment.finished': 'order' } },
      },
    },
  },
} as const;
