import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { required } from '../shared/required.ts';
import { receipt } from '../table-payment/table-payment.fixtures.ts';
import { selectReceipt } from '../table-receipt/table-receipt.selectors.ts';
import type { Bill } from './bill.ts';
import { bill, registered, seated } from './table.fixtures.ts';
import { quotedForPix, startTable } from './table.harness.ts';
import { selectStep } from './table.location.ts';
import { selectPaidByMe, selectTablePayment, selectTableReceipt } from './table.selectors.ts';

const withPayment = (dinerId: string): Bill => ({
  ...bill,
  payments: [
    { id: 'payment-1', dinerId, name: 'Ana Souza', method: 'card', status: 'APPROVED', totalCents: 9_889 },
  ],
});

describe('the receipt (spec §7 table payments)', () => {
  it('follows a paid share, with what it paid, and goes back to the bill', async () => {
    const table = startTable({ ...seated, user: { ...registered, account: undefined } });
    const { actor } = table;
    const payment = await quotedForPix(table);
    payment.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => selectTableReceipt(snapshot) !== undefined);
    expect(selectStep(actor.getSnapshot())).toBe('/table/payment');
    const shown = required(selectTableReceipt(actor.getSnapshot()), 'the receipt');
    expect(selectReceipt(shown.getSnapshot())).toEqual(receipt);
    expect(shown.getSnapshot().context).toMatchObject({
      email: '',
      emailed: false,
      seatToken: 'seat-token-1',
    });
    actor.send({ type: 'receipt.close' });
    expect(selectStep(actor.getSnapshot())).toBe('/table/order');
    expect(actor.getSnapshot().context.receiptOf).toBeUndefined();
  });

  it('opens again from the bill for a share of this diner, never of another', async () => {
    const { actor, calls } = startTable(seated, { loadBill: async () => withPayment('diner-1') });
    await waitFor(actor, (snapshot) => selectPaidByMe(snapshot).length === 1);
    actor.send({ type: 'receipt.open', paymentId: 'payment-9' });
    expect(selectStep(actor.getSnapshot())).toBe('/table/order');
    actor.send({ type: 'receipt.open', paymentId: 'payment-1' });
    expect(selectStep(actor.getSnapshot())).toBe('/table/payment');
    const shown = required(selectTableReceipt(actor.getSnapshot()), 'the receipt');
    await waitFor(shown, (snapshot) => snapshot.hasTag('ready'));
    expect(calls.loadReceipt).toEqual([{ paymentId: 'payment-1', seatToken: 'seat-token-1' }]);
  });

  it("lists only this diner's paid shares on the bill", async () => {
    const { actor } = startTable(seated, { loadBill: async () => withPayment('diner-2') });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    expect(selectPaidByMe(actor.getSnapshot())).toEqual([]);
  });
});

describe('a payment under way follows the bill', () => {
  it('hears of each new bill, less what others are paying', async () => {
    let loaded = bill;
    const { actor } = startTable(seated, { loadBill: async () => loaded });
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    actor.send({ type: 'payment.start' });
    const payment = required(selectTablePayment(actor.getSnapshot()), 'the payment');
    loaded = { ...bill, heldCents: 8_990 };
    actor.send({ type: 'bill.refresh' });
    await waitFor(payment, (snapshot) => snapshot.context.bill.totals.due === bill.totals.due - 8_990);
  });
});
