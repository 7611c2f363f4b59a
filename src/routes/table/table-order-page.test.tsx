// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../machines/table/table.harness.ts';
import { formatMoney } from '../../lib/money.ts';
import { TableOrderPage } from './table-order-page.tsx';
import {
  detailedBill,
  renderTablePage,
  settledBill,
  startFakeTable,
  tableContext,
} from './table-test-kit.tsx';

const brl = (cents: number) => formatMoney(cents, 'en-US');
const never = () => new Promise<never>(() => {});
const dueRegion = () => screen.getByRole('region', { name: /Left to pay|Table settled/ });

describe('the live bill', () => {
  it('shows the check’s shape while the first bill loads', async () => {
    const table = startFakeTable({ loadBill: never });
    const { container } = await renderTablePage(TableOrderPage, tableContext(table));
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('lists the lines, who paid or is paying them, the totals and the diners', async () => {
    const table = startFakeTable({ loadBill: async () => detailedBill });
    await renderTablePage(TableOrderPage, tableContext(table));
    const due = await screen.findByRole('region', { name: 'Left to pay' });
    expect(within(due).getByText(brl(10180))).toBeTruthy();
    expect(due.querySelector('[aria-live="polite"]')).toBeTruthy();
    expect(within(due).getByText(`${brl(7990)} of it is being paid right now`)).toBeTruthy();
    expect(screen.getByText('Picanha na Brasa')).toBeTruthy();
    expect(screen.getByText('Being paid by Bruno')).toBeTruthy();
    expect(screen.getByText(`${brl(2490)} each`)).toBeTruthy();
    expect(screen.getAllByText('Paid').length).toBe(1);
    const totals = screen.getByText('Subtotal').closest('dl') as HTMLElement;
    expect(within(totals).getByText(brl(15160))).toBeTruthy();
    expect(within(totals).getByText('Service (10 %, optional)')).toBeTruthy();
    expect(within(totals).getByText(brl(1516))).toBeTruthy();
    expect(within(totals).getByText(brl(16676))).toBeTruthy();
    expect(within(totals).getByText('Being paid now')).toBeTruthy();
    expect(screen.getByText('(you)')).toBeTruthy();
    expect(screen.getByText(`paid ${brl(5478)}`)).toBeTruthy();
    expect(screen.getByText('nothing paid yet')).toBeTruthy();
  });

  it('starts paying from the bill', async () => {
    const table = startFakeTable({ loadBill: async () => detailedBill });
    await renderTablePage(TableOrderPage, tableContext(table));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(table.getSnapshot().hasTag('route:/table/payment')).toBe(true);
  });

  it('says the table is settled and offers no payment', async () => {
    const table = startFakeTable({ loadBill: async () => settledBill });
    await renderTablePage(TableOrderPage, tableContext(table));
    expect(await screen.findByText('Table settled')).toBeTruthy();
    expect(within(dueRegion()).getByText('Everything is paid. Thank you!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave the table' })).toBeTruthy();
  });

  it('keeps the last bill on screen when a refresh fails', async () => {
    const table = startFakeTable({ loadBill: async () => detailedBill });
    await renderTablePage(TableOrderPage, tableContext(table));
    await screen.findByRole('region', { name: 'Left to pay' });
    act(() => table.send({ type: 'bill.failed' }));
    expect(screen.getByRole('status').textContent).toContain('Reconnecting');
    expect(screen.getByText('Picanha na Brasa')).toBeTruthy();
  });

  it('explains a bill that could not be loaded and tries again', async () => {
    let calls = 0;
    const table = startFakeTable({
      loadBill: async () => {
        calls += 1;
        if (calls === 1) throw apiError(undefined);
        return detailedBill;
      },
    });
    await renderTablePage(TableOrderPage, tableContext(table));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Left to pay' })).toBeTruthy());
  });

  it('asks before leaving the table', async () => {
    const table = startFakeTable({ loadBill: async () => detailedBill });
    await renderTablePage(TableOrderPage, tableContext(table));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave the table' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the table?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(table.getSnapshot().hasTag('route:/table/qrcode')).toBe(true));
  });
});
