import type { Holder, TableBill } from '../../../contract/schemas/table.ts';
import type { Bill, BillHolder } from '../../../machines/table/bill.ts';

const holderOf = (holder: Holder): BillHolder => ({ dinerId: holder.diner_id, name: holder.name });

const methodOf = (method: 'CARD' | 'PIX' | null) =>
  method === null ? undefined : method === 'CARD' ? ('card' as const) : ('pix' as const);

/** The bill as the table flow keeps it, from the API's answer. */
export function toBill(bill: TableBill): Bill {
  const itemsTotal = bill.totals.items_total.value;
  const paid = bill.totals.paid.value;
  return {
    items: bill.items.map((item) => ({
      billItemId: item.id,
      itemId: item.item_id,
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
      dinerId: participant.diner_id,
      name: participant.name,
      paidCents: participant.paid.value,
      registered: participant.registered,
      away: participant.away,
    })),
    payments: bill.payments.map((payment) => ({
      id: payment.id,
      dinerId: payment.diner_id,
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
