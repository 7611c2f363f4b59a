import type { PaymentStatus, TableBill } from '../../../contract/schemas/table.ts';
import type { Bill, BillItem, BillParticipant } from '../../../machines/table/table.types.ts';

export interface BillHolder {
  userSessionId: string;
  name: string;
}

/** A bill line with what the table machine does not need but the check shows. */
export interface BillLine extends BillItem {
  image: string;
  unitCents: number;
  paidCents: number;
  /** Held by payments under way (a PIX waiting, a card being charged). */
  heldCents: number;
  /** Who is paying the held part right now. */
  holders: BillHolder[];
  /** Names of the chosen options. */
  options: string[];
  note: string | undefined;
  /** The diner who ordered it from the table menu; undefined when the waiter added it. */
  orderedBy: BillHolder | undefined;
}

export interface BillDiner extends BillParticipant {
  /** Items, fee and tip of this diner's approved payments. */
  paidCents: number;
  registered: boolean;
}

export interface BillPayment {
  id: string;
  userSessionId: string;
  name: string;
  method: 'card' | 'pix' | undefined;
  status: PaymentStatus;
  totalCents: number;
}

/**
 * The table machine's `Bill` as the app loads it: `totals.due` is what is still unpaid (a share
 * being paid still counts as unpaid, so a waiting PIX never reads as settled), and each line's
 * `remainingCents` is what nobody has claimed yet.
 */
export interface DetailedBill extends Bill {
  items: BillLine[];
  participants: BillDiner[];
  payments: BillPayment[];
  heldCents: number;
  serviceFeePercent: number;
  isPaid: boolean;
}

const holderOf = (holder: { user_session_id: string; name: string }): BillHolder => ({
  userSessionId: holder.user_session_id,
  name: holder.name,
});

const methodOf = (method: 'CARD' | 'PIX' | null) =>
  method === null ? undefined : method === 'CARD' ? ('card' as const) : ('pix' as const);

export function toBill(bill: TableBill): DetailedBill {
  const itemsTotal = bill.totals.items_total.value;
  const paid = bill.totals.paid.value;
  return {
    items: bill.items.map((item) => ({
      billItemId: item.id,
      name: item.name,
      quantity: item.quantity,
      totalCents: item.total.value,
      remainingCents: item.claims.remaining_cents,
      // Claiming a line takes what is left of it unless the diner splits it (the payment screen).
      parts: 1,
      image: item.image,
      unitCents: item.unit_price.value,
      paidCents: item.claims.paid_cents,
      heldCents: item.claims.held_cents,
      holders: item.claims.holders.map(holderOf),
      options: item.options,
      note: item.note ?? undefined,
      orderedBy: item.ordered_by === null ? undefined : holderOf(item.ordered_by),
    })),
    totals: {
      itemsTotal,
      paid,
      due: bill.bill_status === 'PAID' ? 0 : Math.max(0, itemsTotal - paid),
      seats: bill.table.seats,
    },
    participants: bill.participants.map((participant) => ({
      userSessionId: participant.user_session_id,
      name: participant.name,
      paidCents: participant.paid.value,
      registered: participant.registered,
    })),
    payments: bill.payments.map((payment) => ({
      id: payment.id,
      userSessionId: payment.user_session_id,
      name: payment.name,
      method: methodOf(payment.method),
      status: payment.status,
      totalCents: payment.total.value,
    })),
    heldCents: bill.totals.held.value,
    serviceFeePercent: bill.totals.service_fee_percent,
    isPaid: bill.bill_status === 'PAID',
  };
}

/** The bill the table machine holds, with the details the app's loader put there (`toBill`). */
export const detailsOf = (bill: Bill | undefined) => bill as DetailedBill | undefined;

/** What a new payment may still claim: the unpaid part minus the shares being paid right now. */
export function payableBill(bill: DetailedBill): DetailedBill {
  return { ...bill, totals: { ...bill.totals, due: Math.max(0, bill.totals.due - bill.heldCents) } };
}

/** The part of the service fee on an items amount, as the server rounds it. */
export const serviceFeeOf = (bill: DetailedBill, cents: number) =>
  Math.round((cents * bill.serviceFeePercent) / 100);
