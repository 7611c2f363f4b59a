import type { PaymentStatus } from '../../contract/schemas/table.ts';

/** The table's live bill as the table flow keeps it (the app maps the API's answer to it); cents. */

/** A diner as the bill shows them to the others: by public id and name. */
export interface BillHolder {
  dinerId: string;
  name: string;
}

/** One line of the bill. */
export interface BillItem {
  billItemId: string;
  /** The menu's item (what analytics name). */
  itemId: string;
  name: string;
  quantity: number;
  totalCents: number;
  /** What nobody has claimed yet of the line. */
  remainingCents: number;
  /** How many diners the line is currently split across (1: not split). */
  parts: number;
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

export interface BillParticipant {
  dinerId: string;
  name: string;
  /** Items, fee and tip of this diner's approved payments. */
  paidCents: number;
  registered: boolean;
  /** Not heard from for two minutes (the phone closed): listed, but not counted at the table. */
  away: boolean;
}

export interface BillPayment {
  id: string;
  /** The payer's public id. */
  dinerId: string;
  name: string;
  method: 'card' | 'pix' | undefined;
  status: PaymentStatus;
  totalCents: number;
}

export interface BillTotals {
  itemsTotal: number;
  paid: number;
  /** What is still unpaid (a share being paid still counts as unpaid: a waiting PIX never reads as settled). */
  due: number;
  seats: number;
}

export interface Bill {
  items: BillItem[];
  totals: BillTotals;
  participants: BillParticipant[];
  payments: BillPayment[];
  heldCents: number;
  serviceFeePercent: number;
  isPaid: boolean;
}

/** What a new payment may still claim: the unpaid part minus the shares being paid right now. */
export function payableBill(bill: Bill): Bill {
  return { ...bill, totals: { ...bill.totals, due: Math.max(0, bill.totals.due - bill.heldCents) } };
}

/** Whole units of a line nobody has claimed yet (a line of one has none to choose). */
export const unitsLeft = (line: BillItem) =>
  line.quantity > 1 && line.unitCents > 0 ? Math.floor(line.remainingCents / line.unitCents) : 0;

/** The diners at the table now: those away are not counted. */
export const presentDiners = (bill: Bill) => bill.participants.filter((diner) => diner.away !== true);

/**
 * Who an equal split is among: the diners present who have paid nothing yet, with `me` (about to pay)
 * among them; at least one.
 */
export function peopleStillToPay(bill: Bill, me: string | undefined): number {
  const unpaid = presentDiners(bill).filter((diner) => diner.paidCents === 0 && diner.dinerId !== me);
  return unpaid.length + 1;
}

/** The most recent payment by someone other than `me` that is paid or being paid, if any. */
export function lastPaymentByOthers(bill: Bill, me: string | undefined): BillPayment | undefined {
  return bill.payments.findLast(
    (payment) => payment.dinerId !== me && (payment.status === 'APPROVED' || payment.status === 'PENDING'),
  );
}

/** The part of the service fee on an items amount, as the server rounds it. */
export const serviceFeeOf = (bill: Bill, cents: number) => Math.round((cents * bill.serviceFeePercent) / 100);
