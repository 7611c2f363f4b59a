import type { Locale } from '../../contract/locales.ts';
import { money } from '../../contract/money.ts';
import type { Lobby, Participant, PaymentSummary, TableBill } from '../../contract/schemas/table.ts';
import type { Queryable } from '../db/db.ts';
import { mediaUrl } from '../media/media-urls.ts';
import { holding, liveStatus } from './bill-state.ts';
import { isAway } from './presence.ts';
import type { SessionRow } from './sessions.ts';

/**
 * The entity tag of what a seat reads of the session (bill, lobby): the bill's version, the holds
 * lapsed since (they read EXPIRED), the diners gone away since (a diner coming back moves the version
 * on), the session as of now and the language of the dishes' names.
 */
export const billTag = (session: SessionRow, locale?: Locale) =>
  `${session.version}.${session.lapsed}.${session.away}.${session.status}${locale ? `.${locale}` : ''}`;

const iso = (date: Date | string) => new Date(date).toISOString();

/** SQL: the names of bill line `bi`'s chosen options, in menu order, as a JSON array (`locale`: its parameter). */
export const lineOptions = (locale: string) =>
  `(select coalesce(json_agg(o.name->>${locale} order by ig.position, o.position), '[]')
    from bill_item_options bo join option_choices o on o.id = bo.choice_id
    left join item_option_groups ig on ig.item_id = bi.item_id and ig.group_id = o.group_id
    where bo.bill_item_id = bi.id)`;

interface ParticipantRow {
  id: string;
  name: string;
  paid: number;
  approved: boolean;
  registered: boolean;
  away: boolean;
}

/** SQL: the seated diners of session `session` (an expression), in the order they sat down. */
const participantRows = (session: string) =>
  `select tp.public_id as id, tp.name, tp.approved_at is not null as approved, tp.user_id is not null as registered,
     ${isAway('tp')} as away,
     coalesce((select sum(p.items_cents + p.service_fee_cents + p.tip_cents) from table_payments p
       where p.participant_id = tp.id and p.status = 'APPROVED'), 0)::int as paid
   from table_participants tp where tp.table_session_id = ${session} and tp.left_at is null
   order by tp.joined_at, tp.id`;

const toParticipant = ({ id, name, paid, approved, registered, away }: ParticipantRow): Participant => ({
  diner_id: id,
  name,
  paid: money(paid),
  approved,
  registered,
  away,
});

export async function participants(q: Queryable, sessionId: string): Promise<Participant[]> {
  return (await q.query<ParticipantRow>(participantRows('$1'), [sessionId])).map(toParticipant);
}

export async function lobbyView(q: Queryable, session: SessionRow): Promise<Lobby> {
  return { session_id: session.id, status: session.status, participants: await participants(q, session.id) };
}

interface PaymentRow {
  id: string;
  diner_id: string;
  name: string;
  method: 'CARD' | 'PIX' | null;
  status: PaymentSummary['status'];
  items_cents: number;
  service_fee_cents: number;
  tip_cents: number;
  created_at: Date | string;
}

/** SQL: the payments of bill `bill` (an expression), oldest first, as a read shows them. */
const paymentRows = (bill: string) =>
  `select p.id, tp.public_id as diner_id, tp.name, p.method, ${liveStatus('p')} as status, p.items_cents,
     p.service_fee_cents, p.tip_cents, p.created_at
   from table_payments p join table_participants tp on tp.id = p.participant_id
   where p.bill_id = ${bill} order by p.created_at, p.id`;

const toPaymentSummary = (row: PaymentRow): PaymentSummary => ({
  id: row.id,
  diner_id: row.diner_id,
  name: row.name,
  method: row.method,
  status: row.status,
  items_amount: money(row.items_cents),
  service_fee: money(row.service_fee_cents),
  tip: money(row.tip_cents),
  total: money(row.items_cents + row.service_fee_cents + row.tip_cents),
  created_at: iso(row.created_at),
});

interface LineRow {
  id: string;
  item_id: string;
  name: string;
  quantity: number;
  unit_price_cents: number;
  options: string[];
  note: string | null;
  ordered_by_id: string | null;
  ordered_by_name: string | null;
  paid: number;
  held: number;
  holders: Array<{ diner_id: string; name: string }> | null;
}

/** SQL: the lines of bill `bill` (an expression) with what is paid and held of each, in order. */
const lineRows = (bill: string, locale: string) =>
  `select bi.id, bi.item_id, i.name->>${locale} as name, bi.quantity, bi.unit_price_cents, bi.note,
     ob.public_id as ordered_by_id, ob.name as ordered_by_name,
     ${lineOptions(locale)} as options,
     coalesce(sum(pi.amount_cents) filter (where p.status = 'APPROVED'), 0)::int as paid,
     coalesce(sum(pi.amount_cents) filter (where ${holding('p')}), 0)::int as held,
     jsonb_agg(distinct jsonb_build_object('diner_id', tp.public_id, 'name', tp.name))
       filter (where ${holding('p')}) as holders
   from bill_items bi join items i on i.id = bi.item_id
   left join table_participants ob on ob.id = bi.ordered_by
   left join table_payment_items pi on pi.bill_item_id = bi.id
   left join table_payments p on p.id = pi.payment_id
   left join table_participants tp on tp.id = p.participant_id
   where bi.bill_id = ${bill}
   group by bi.id, i.name, ob.id order by bi.ordered_at, bi.id`;

/** SQL: the rows of `rows` (a query) as one JSON array, in their order. */
const asArray = (rows: string) => `(select coalesce(json_agg(r), '[]') from (${rows}) r)`;

/** A bill as `billSelect` reads it (through JSON, its time is a string). */
export interface BillRow {
  status: 'OPEN' | 'PAID';
  fee: number;
  updated_at: Date | string;
  table_id: string;
  code: string;
  seats: number;
  indoor: boolean;
  lines: LineRow[];
  payments: PaymentRow[];
  participants: ParticipantRow[];
}

/**
 * SQL: the live bill of session `session` in one row (`BillRow`): the bill and its table, its lines,
 * payments and diners; `session` and `locale` are parameters.
 */
export const billSelect = (session: string, locale: string) =>
  `select b.status, b.service_fee_percent as fee, b.updated_at, t.id as table_id, t.code, t.seats, t.indoor,
     ${asArray(lineRows('b.id', locale))} as lines,
     ${asArray(paymentRows('b.id'))} as payments,
     ${asArray(participantRows('s.id'))} as participants
   from bills b join table_sessions s on s.id = b.table_session_id join dining_tables t on t.id = s.table_id
   where s.id = ${session}`;

/** The live bill in one query, or from `read` when the session's query brought it along. */
export async function billView(
  q: Queryable,
  session: SessionRow,
  locale: Locale,
  read?: BillRow,
): Promise<TableBill> {
  const [bill] = read ? [read] : await q.query<BillRow>(billSelect('$1', '$2'), [session.id, locale]);
  if (!bill) throw new Error(`bill ${session.bill_id} vanished`);
  const { lines } = bill;
  const payments = bill.payments.map(toPaymentSummary);
  const sumOf = (status: string) =>
    payments.filter((p) => p.status === status).reduce((sum, p) => sum + p.items_amount.value, 0);
  const itemsTotal = lines.reduce((sum, line) => sum + line.quantity * line.unit_price_cents, 0);
  const paid = sumOf('APPROVED');
  const held = sumOf('PENDING');
  const billPaid = bill.status === 'PAID';
  return {
    session_id: session.id,
    status: session.status,
    bill_status: bill.status,
    table: { id: bill.table_id, code: bill.code, seats: bill.seats, indoor: bill.indoor },
    items: lines.map((line) => {
      const total = line.quantity * line.unit_price_cents;
      // Shares paid by amount (FULL, EQUAL, CUSTOM) name no line: a paid bill has every line paid.
      const paidCents = billPaid ? total : line.paid;
      const heldCents = billPaid ? 0 : line.held;
      return {
        id: line.id,
        item_id: line.item_id,
        name: line.name,
        image: mediaUrl.item(line.item_id),
        quantity: line.quantity,
        unit_price: money(line.unit_price_cents),
        total: money(total),
        options: line.options,
        note: line.note,
        ordered_by: line.ordered_by_id
          ? { diner_id: line.ordered_by_id, name: line.ordered_by_name ?? '' }
          : null,
        claims: {
          paid_cents: paidCents,
          held_cents: heldCents,
          remaining_cents: Math.max(0, total - paidCents - heldCents),
          holders: billPaid ? [] : (line.holders ?? []),
        },
      };
    }),
    participants: bill.participants.map(toParticipant),
    payments,
    totals: {
      items_total: money(itemsTotal),
      paid: money(paid),
      held: money(held),
      due: money(Math.max(0, itemsTotal - paid - held)),
      service_fee_percent: bill.fee,
    },
    updated_at: iso(bill.updated_at),
  };
}
