// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TableReceiptActor } from '../../../../machines/table/table.selectors.ts';
import { choppAndFries } from '../../../../machines/table-payment/table-payment.fixtures.ts';
import { reopened, startReceipt } from '../../../../machines/table-receipt/table-receipt.harness.ts';
import type { TableReceiptInput } from '../../../../machines/table-receipt/table-receipt.types.ts';
import { formatMoney } from '../../../lib/money.ts';
import { detailedBill, renderTablePage, startFakeTable, tableContext } from '../table-test-kit.tsx';
import { ReceiptScreen } from './receipt-screen.tsx';

const brl = (cents: number) => formatMoney(cents, 'en-US');

const receipt = choppAndFries;

const start = (input: Partial<TableReceiptInput> = {}) => {
  const started = startReceipt({ ...reopened, ...input }, receipt);
  return { ...started, actor: started.actor as unknown as TableReceiptActor };
};

const renderReceipt = (actor: TableReceiptActor) =>
  renderTablePage(
    () => ReceiptScreen({ actor }),
    tableContext(startFakeTable({ loadBill: async () => detailedBill })),
    '/table/payment',
  );

describe('the receipt page', () => {
  it('shows what was paid, where, when, how, its reference and the CPF asked for', async () => {
    await renderReceipt(start({ receipt, email: 'ana@example.com', emailed: true }).actor);
    expect(await screen.findByRole('heading', { name: 'Payment approved' })).toBeTruthy();
    expect(screen.getByText('Thank you! Your receipt is on its way to ana@example.com.')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Payment receipt' });
    expect(within(card).getByText('Brasa Grill Centro · Table 7')).toBeTruthy();
    expect(within(card).getByText('3F2A9C1E')).toBeTruthy();
    expect(within(card).getByText('1 of 3')).toBeTruthy();
    expect(within(card).getByText('split 2 ways')).toBeTruthy();
    expect(within(card).getByText(brl(192))).toBeTruthy();
    expect(within(card).getByText('Visa ending 1111')).toBeTruthy();
    expect(within(card).getByText('390.533.447-05')).toBeTruthy();
  });

  it('reads a receipt opened again, then sends it to the e-mail typed', async () => {
    const { actor, sent } = start();
    await renderReceipt(actor);
    expect(await screen.findByText('Thank you! Show this screen to the waiter if they ask.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    expect(screen.getByText('Type the e-mail to send it to.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Send it to' }), {
      target: { value: 'joana@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send by e-mail' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Sent to joana@example.com.');
    expect(sent).toEqual([{ paymentId: 'payment-1', seatToken: 'seat-token-1', email: 'joana@example.com' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy());
  });
});
