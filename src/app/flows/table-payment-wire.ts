import type { ShareConflict, ShareRequest, TablePayment } from '../../../contract/schemas/table.ts';
import type {
  PaymentAnswer,
  PaymentMode,
  PaymentRace,
  PaymentReceipt,
  PaymentRequest,
} from '../../../machines/table-payment/table-payment.types.ts';
import { pixChargeOf } from './pix-wire.ts';

/** A share as calculate and totalize take it. */
export function shareOf({ userSessionId, selection, serviceFee, tipCents }: PaymentRequest): ShareRequest {
  const common = { user_session_id: userSessionId, include_service_fee: serviceFee, tip: tipCents };
  switch (selection.mode) {
    case 'items':
      return {
        mode: 'ITEMS',
        ...common,
        items: selection.items.map((item) => ({
          bill_item_id: item.billItemId,
          parts: item.parts,
          ...(item.units === undefined ? {} : { units: item.units }),
        })),
      };
    case 'equal':
      return { mode: 'EQUAL', ...common, seats_paying: selection.paying, seats_total: selection.total };
    case 'custom':
      return { mode: 'CUSTOM', ...common, amount: selection.cents };
    default:
      return { mode: 'FULL', ...common };
  }
}

const modes: Record<TablePayment['mode'], PaymentMode> = {
  FULL: 'full',
  ITEMS: 'items',
  EQUAL: 'equal',
  CUSTOM: 'custom',
};

/** A paid share's receipt, with everything it shows. */
export function receiptOf(payment: TablePayment): PaymentReceipt {
  return {
    paymentId: payment.id,
    total: payment.total.value,
    method: payment.method === 'PIX' ? 'pix' : 'card',
    details: {
      reference: payment.reference,
      mode: modes[payment.mode],
      lines: payment.items.map((line) => ({
        billItemId: line.bill_item_id,
        name: line.name,
        units: line.units ?? undefined,
        quantity: line.quantity,
        parts: line.parts,
        amountCents: line.amount.value,
      })),
      itemsAmount: payment.items_amount.value,
      serviceFee: payment.service_fee.value,
      tip: payment.tip.value,
      card: payment.card ?? undefined,
      paidAt: payment.paid_at ?? undefined,
      place: payment.place,
      document: payment.document ?? undefined,
    },
  };
}

/** A payment as the machines read it: paid, a PIX to pay, or why it did not go through. */
export function answerOf(payment: TablePayment): PaymentAnswer | { status: 'unknown' } {
  switch (payment.status) {
    case 'APPROVED':
      return { status: 'approved', receipt: receiptOf(payment) };
    case 'PENDING':
      if (payment.pix === null) return { status: 'unknown' };
      return { status: 'pending', pix: pixChargeOf(payment.pix) };
    case 'DECLINED':
      return { status: 'declined', code: payment.error_code ?? 'CARD_DECLINED_PAYMENT_ERROR' };
    default:
      return { status: 'error', code: payment.error_code ?? payment.status };
  }
}

/** What the diner is told of a share someone else took first. */
export const raceOf = (conflict: ShareConflict): PaymentRace => ({
  by: conflict.by?.name,
  paying: conflict.by?.paying ?? false,
  item: conflict.item?.name,
  dueCents: conflict.due.value,
  billPaid: conflict.bill_paid,
});
