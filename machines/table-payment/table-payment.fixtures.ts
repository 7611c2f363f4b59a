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
export const receipt: PaymentReceipt = { paymentId: 'payment-1', total: 13849, method: 'card' };
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
