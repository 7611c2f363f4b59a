import { and } from 'xstate';
import { required } from '../shared/required.ts';
import {
  checkedLocation,
  failure,
  locationProblem,
  openedReceiptOf,
  orderInputOf,
  paidReceiptOf,
  paymentInputOf,
  receiptInputOf,
  registrationInputOf,
  sessionOf,
} from './table.context.ts';
import type { TableContext } from './table.types.ts';

/**
 * Inside the session (spec §1 "view the order, and pay the bill"): the live bill, polled by the
 * bill child, beside the pages the diner moves between. Paying, ordering from the menu and completing
 * the account are children of the pages that show them. Part of the table chart (table.machine.ts).
 */
export const inSessionState = {
  type: 'parallel',
  on: { 'table.leave': '#table.leaving' },
  states: {
    bill: {
      invoke: {
        id: 'billPoller',
        // The payment asks it for the bill at once when another diner paid first.
        systemId: 'billPoller',
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
        // The poller's timer does not survive a reload: the bill on screen is the stored one, asked for again now.
        'table.resumed': { actions: 'askForBill' },
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
          invoke: {
            id: 'tableRegistration',
            systemId: 'tableRegistration',
            src: 'tableRegistration',
            input: registrationInputOf,
            onDone: [
              { guard: 'isRegistrationSkipped', target: 'order', actions: 'skipRegistrationUpdate' },
              { target: 'order' },
            ],
            onError: 'order',
          },
          // Its code-resend timer does not survive a reload: the step starts over from the account.
          on: { 'table.resumed': { target: 'registrationUpdate', reenter: true } },
        },
        order: {
          tags: 'route:/table/order',
          on: {
            // Spec §2: the menu needs table ordering and the indoor area; geolocation needs table ordering.
            'menu.open': [
              { guard: and(['canOrderAtTable', 'isInsideIndoorArea']), target: 'menu' },
              { guard: 'canOrderAtTable', target: 'geolocation' },
            ],
            'payment.start': { guard: 'hasBill', target: 'payment' },
            'receipt.open': {
              guard: 'isOwnPaidPayment',
              target: 'receipt',
              actions: { type: 'showReceipt', params: openedReceiptOf },
            },
          },
        },
        // Spec §2 "The menu requires being inside the indoor area": the browser says where the diner is.
        geolocation: {
          tags: 'route:/table/geolocation',
          initial: 'asking',
          on: { 'menu.close': 'order', 'step.back': 'order' },
          states: {
            asking: { on: { 'location.check': 'checking' } },
            checking: {
              tags: 'busy',
              invoke: {
                id: 'checkLocation',
                src: 'checkLocation',
                input: ({ context }: { context: TableContext }) => ({
                  storeId: required(context.storeId, 'storeId'),
                }),
                onDone: [
                  {
                    guard: 'isInside',
                    target: '#table.inSession.view.menu',
                    actions: { type: 'storeLocation', params: checkedLocation },
                  },
                  {
                    target: 'outside',
                    actions: { type: 'storeLocation', params: checkedLocation },
                  },
                ],
                onError: {
                  target: 'failed',
                  actions: { type: 'storeLocationProblem', params: locationProblem },
                },
              },
            },
            outside: { tags: 'outside', on: { 'location.check': 'checking' } },
            failed: { tags: 'error', on: { 'location.check': 'checking' } },
          },
        },
        menu: {
          tags: 'route:/table/menu',
          invoke: {
            id: 'tableOrder',
            systemId: 'tableOrder',
            src: 'tableOrder',
            input: orderInputOf,
            // The order is on the bill: back to it, fetched now rather than at the next poll.
            onDone: { target: 'order', actions: ['refreshBill', 'announceOrderPlaced'] },
            onError: 'order',
          },
          on: {
            'menu.close': 'order',
            'step.back': 'order',
            'payment.start': { guard: 'hasBill', target: 'payment' },
            // A basket is not kept across a reload; the menu loads again.
            'table.resumed': { target: 'menu', reenter: true },
          },
        },
        // The diner's payment: kept while they look at the bill, ended when they close it.
        payment: {
          invoke: {
            id: 'tablePayment',
            systemId: 'tablePayment',
            src: 'tablePayment',
            input: paymentInputOf,
            // A PIX charge now holds the share, or the payment went through: the bill shows it now.
            onSnapshot: [
              { guard: 'paymentNowHoldsShare', actions: ['notePaymentHoldsShare', 'refreshBill'] },
              { guard: 'paymentNoLongerHoldsShare', actions: 'notePaymentReleasedShare' },
            ],
            // Paid: its receipt.
            onDone: [
              {
                guard: 'hasPaidReceipt',
                target: 'receipt',
                actions: { type: 'showReceipt', params: paidReceiptOf },
              },
              { target: 'order' },
            ],
            onError: { target: 'order', actions: { type: 'storeError', params: failure } },
          },
          initial: 'paying',
          exit: 'notePaymentReleasedShare',
          on: {
            'payment.close': 'order',
            'table.resumed': { actions: 'resumePayment' },
            'bill.loaded': { guard: 'isNewBill', actions: 'forwardBillToPayment' },
          },
          states: {
            paying: {
              tags: 'route:/table/payment',
              on: { 'bill.show': 'lookingAtBill', 'step.back': 'lookingAtBill' },
            },
            // Back at the bill while a payment is under way (a PIX waiting): "Pay" returns to it.
            lookingAtBill: { tags: 'route:/table/order', on: { 'payment.start': 'paying' } },
          },
        },
        // A paid share's receipt, on the payment's page: shown, and e-mailed whenever the diner asks.
        receipt: {
          tags: 'route:/table/payment',
          invoke: {
            id: 'tableReceipt',
            systemId: 'tableReceipt',
            src: 'tableReceipt',
            input: receiptInputOf,
            onError: 'order',
          },
          exit: 'closeReceipt',
          on: { 'receipt.close': 'order', 'step.back': 'order' },
        },
      },
    },
  },
} as const;
