import type { Locale } from '../../contract/locales.ts';
import { money } from '../../contract/money.ts';
import type { ShareConflict, ShareRequest } from '../../contract/schemas/table.ts';
import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { holding, loadBillState } from './bill-state.ts';
import { type BillState, computeShare, conflictCodes, dueOf, type Share } from './share.ts';

export interface ShareAsked {
  billId: string;
  /** Who asks: their own payments are not what took the bill from them. */
  participantId: string;
  locale: Locale;
}

const isConflict = (error: unknown): error is HttpError =>
  error instanceof HttpError && (conflictCodes as readonly (string | undefined)[]).includes(error.code);

/** The other diner whose payment (of line `itemId`, when named) was paid or held last, if any. */
async function takenBy(q: Queryable, asked: ShareAsked, itemId: string | undefined) {
  const [row] = await q.query<{ diner_id: string; name: string; paying: boolean }>(
    `select tp.public_id as diner_id, tp.name, p.status = 'PENDING' as paying
     from table_payments p join table_participants tp on tp.id = p.participant_id
     where p.bill_id = $1 and p.participant_id <> $2 and (p.status = 'APPROVED' or ${holding('p')})
       and ($3::uuid is null or exists (
         select 1 from table_payment_items pi where pi.payment_id = p.id and pi.bill_item_id = $3))
     order by coalesce(p.paid_at, p.created_at) desc, p.id limit 1`,
    [asked.billId, asked.participantId, itemId ?? null],
  );
  return row ?? null;
}

/** `error` (a conflict) with what the app tells the diner: what is left and who took it. */
async function explained(q: Queryable, asked: ShareAsked, state: BillState, error: HttpError) {
  const itemId = typeof error.fields?.bill_item_id === 'string' ? error.fields.bill_item_id : undefined;
  const line = state.lines.find((candidate) => candidate.id === itemId);
  const conflict: ShareConflict = {
    due: money(Math.max(0, dueOf(state))),
    bill_paid: state.status === 'PAID',
    by: await takenBy(q, asked, line?.id),
    item: line ? { bill_item_id: line.id, name: line.name } : null,
  };
  return new HttpError(error.status, error.detail, error.code, { ...error.fields, conflict });
}

/**
 * What `request` costs on the bill as it is now (`computeShare`); a share the bill can no longer take
 * is refused with its `conflict` (contract `shareConflict`). Under the bill's lock when it holds one.
 */
export async function quoteShare(q: Queryable, asked: ShareAsked, request: ShareRequest): Promise<Share> {
  const state = await loadBillState(q, asked.billId, asked.locale);
  try {
    return computeShare(state, request);
  } catch (error) {
    throw isConflict(error) ? await explained(q, asked, state, error) : error;
  }
}
