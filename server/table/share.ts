import type { ItemClaim, ShareRequest } from '../../contract/schemas/table.ts';
import { HttpError } from '../http/http-error.ts';

export interface BillLine {
  id: string;
  name: string;
  quantity: number;
  /** Per unit, chosen options included. */
  unit: number;
  total: number;
  /** Cents of this line paid or held by item claims. */
  claimed: number;
}

/** The bill as a payment sees it, all in cents of the items portion. */
export interface BillState {
  status: 'OPEN' | 'PAID';
  feePercent: number;
  itemsTotal: number;
  paid: number;
  held: number;
  lines: BillLine[];
}

export interface ShareLine {
  billItemId: string;
  name: string;
  /** Units of the line claimed; null: the line as a whole. */
  units: number | null;
  quantity: number;
  parts: number;
  amount: number;
}

export interface Share {
  mode: ShareRequest['mode'];
  lines: ShareLine[];
  items: number;
  fee: number;
  tip: number;
  total: number;
  due: number;
}

export const dueOf = (state: BillState) => state.itemsTotal - state.paid - state.held;

/** Codes of a share the bill can no longer take because someone else paid or is paying it. */
export const conflictCodes = ['NOTHING_DUE', 'AMOUNT_EXCEEDS_DUE', 'ITEM_ALREADY_PAID'] as const;

export const amountExceedsDue = (due: number) =>
  new HttpError(409, `the amount exceeds what is still due (${due} cents)`, 'AMOUNT_EXCEEDS_DUE', { due });

/**
 * 1/`parts` of the claimed units (or of the whole line), never more than what is left of the line;
 * when only rounding cents would remain, this claim takes them (the last part absorbs the rounding).
 */
function claimAmount(line: BillLine, units: number | null, parts: number): number {
  const remaining = line.total - line.claimed;
  const part = Math.floor((units === null ? line.total : units * line.unit) / parts);
  return remaining - part < parts ? remaining : Math.min(part, remaining);
}

function itemLines(state: BillState, claims: ItemClaim[]): ShareLine[] {
  const seen = new Set<string>();
  return claims.map(({ bill_item_id, parts = 1, units }) => {
    if (seen.has(bill_item_id)) throw new HttpError(400, 'a bill item is listed twice', 'INVALID_ITEMS');
    seen.add(bill_item_id);
    const line = state.lines.find((candidate) => candidate.id === bill_item_id);
    if (!line) throw new HttpError(400, `${bill_item_id} is not on this bill`, 'INVALID_ITEMS');
    if (units !== undefined && units > line.quantity) {
      throw new HttpError(400, `${line.name} has ${line.quantity} units`, 'INVALID_ITEMS');
    }
    const amount = claimAmount(line, units ?? null, parts);
    if (amount <= 0) {
      throw new HttpError(409, `${line.name} is already paid or being paid`, 'ITEM_ALREADY_PAID', {
        bill_item_id,
      });
    }
    return {
      billItemId: line.id,
      name: line.name,
      units: units ?? null,
      quantity: line.quantity,
      parts,
      amount,
    };
  });
}

/**
 * `paying` of `total` equal shares of what is left: each share is the due divided by the people still
 * to pay, rounded down, and whoever pays the last one pays the cents left.
 */
function equalShare(paying: number, total: number, due: number): number {
  if (paying > total) throw new HttpError(400, 'seats_paying exceeds seats_total', 'INVALID_SHARE');
  return paying === total ? due : Math.floor(due / total) * paying;
}

/** What a payer owes for `request`, or 409 when the bill cannot take it. Pure. */
export function computeShare(state: BillState, request: ShareRequest): Share {
  const due = dueOf(state);
  if (state.status === 'PAID' || due <= 0) {
    throw new HttpError(409, 'nothing is left to pay on this bill', 'NOTHING_DUE', { due: Math.max(0, due) });
  }
  let lines: ShareLine[] = [];
  let items: number;
  switch (request.mode) {
    case 'FULL':
      items = due;
      break;
    case 'ITEMS':
      lines = itemLines(state, request.items);
      items = lines.reduce((sum, line) => sum + line.amount, 0);
      break;
    case 'EQUAL':
      items = equalShare(request.seats_paying, request.seats_total, due);
      break;
    case 'CUSTOM':
      items = request.amount;
      break;
  }
  if (items > due) throw amountExceedsDue(due);
  const fee = request.include_service_fee === false ? 0 : Math.round((items * state.feePercent) / 100);
  const tip = request.tip ?? 0;
  return { mode: request.mode, lines, items, fee, tip, total: items + fee + tip, due };
}
