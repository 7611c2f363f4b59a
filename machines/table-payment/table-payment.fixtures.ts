import { bill } from '../table/table.fixtures.ts';
import type {
  PaymentAnswer,
  PaymentReceipt,
  PixCharge,
  Quote,
  SavedCard,
  TablePaymentInput,
  Totalized,
} from './table-payment.types.ts';

/** Test data for the table-payment machines. */
export const savedCard: SavedCard = { id: 'card-1', brand: 'visa', last4: '4242' };
export const quote: Quote = { itemsAmount: 12590, serviceFee: 1259, tip: 0, total: 13849 };
export const totalized: Totalized = { paymentId: 'payment-1', total: 13849, expiresAt: 600_000 };
export const receipt: PaymentReceipt = {
  paymentId: 'payment-1',
  total: 9889,
  method: 'card',
  details: {
    reference: 'PAYMENT-',
    mode: 'items',
    lines: [
      { billItemId: 'item-1', name: 'Picanha', units: undefined, quantity: 1, parts: 1, amountCents: 8990 },
    ],
    itemsAmount: 8990,
    serviceFee: 899,
    tip: 0,
    card: { brand: 'visa', last4: '4242' },
    paidAt: '2026-11-24T15:02:00.000Z',
    place: { store: 'Brasa Paulista', table: '12' },
    document: undefined,
  },
};
export const pixCharge: PixCharge = {
  txid: 'tx-1',
  brCode: '00020126…6304ABCD',
  secondsLeft: 300,
  receivedAt: 0,
};

export const approved: PaymentAnswer = { status: 'approved', receipt };
export const declined: PaymentAnswer = { status: 'declined', code: 'CARD_PAYMENT_ERROR' };
export const pending: PaymentAnswer = { status: 'pending', pix: pixCharge };

export const diner: TablePaymentInput = {
  sessionId: 'session-1',
  userSessionId: 'user-session-1',
  seatToken: 'seat-token-1',
  dinerId: 'diner-1',
  bill,
  isRegistered: true,
  document: '52998224725',
};

export const card = {
  number: '4111111111111111',
  holder: 'ANA SOUZA',
  expMonth: '12',
  expYear: '30',
  cvv: '123',
};

/** A share of 1 of 3 chopps and half of the fries, with a tip, its CPF on the receipt. */
export const choppAndFries: PaymentReceipt = {
  paymentId: '3f2a9c1e-0000-4000-8000-000000000001',
  total: 3_036,
  method: 'card',
  details: {
    reference: '3F2A9C1E',
    mode: 'items',
    lines: [
      { billItemId: 'line-chopp', name: 'Chopp Pilsen', units: 1, quantity: 3, parts: 1, amountCents: 1_490 },
      {
        billItemId: 'line-fritas',
        name: 'Batata Frita',
        units: undefined,
        quantity: 1,
        parts: 2,
        amountCents: 1_095,
      },
    ],
    itemsAmount: 2_585,
    serviceFee: 259,
    tip: 192,
    card: { brand: 'visa', last4: '1111' },
    paidAt: '2026-11-24T15:02:00.000Z',
    place: { store: 'Brasa Grill Centro', table: '7' },
    document: '39053344705',
  },
};
