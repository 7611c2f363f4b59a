// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { payableBill } from '../../../machines/table/bill.ts';
import type { TablePaymentActor } from '../../../machines/table/table.selectors.ts';
import { pixMachine } from '../../../machines/table-payment/pix.machine.ts';
import { reconcileMachine } from '../../../machines/table-payment/reconcile.machine.ts';
import { tablePaymentMachine } from '../../../machines/table-payment/table-payment.machine.ts';
import type {
  PaymentAnswer,
  PixPollAnswer,
  Quote,
  ReconcileAnswer,
} from '../../../machines/table-payment/table-payment.types.ts';
import { formatMoney } from '../../lib/money.ts';
import { PaymentScreen } from './table-payment-page.tsx';
import { PixScreen } from './table-pix-page.tsx';
import {
  detailedBill,
  renderTablePage,
  settledBill,
  startFakeTable,
  tableContext,
} from './table-test-kit.tsx';

const brl = (cents: number) => formatMoney(cents, 'en-US');
const never = () => new Promise<never>(() => {});
const quote: Quote = { itemsAmount: 2190, serviceFee: 219, tip: 0, total: 2409 };
const receipt = { paymentId: 'payment-1', total: 2409, method: 'card' as const };
const pix = {
  txid: 'TX123456789012345678901234',
  brCode: '00020126580014br.gov.bcb.pix6304ABCD',
  secondsLeft: 300,
  receivedAt: Date.now(),
};

interface Fakes {
  calculate?: () => Promise<Quote>;
  addPayment?: () => Promise<PaymentAnswer>;
  pollPayment?: () => Promise<PixPollAnswer>;
  reconcile?: () => Promise<ReconcileAnswer>;
}

function startPayment(fakes: Fakes = {}): TablePaymentActor {
  const machine = tablePaymentMachine.provide({
    actors: {
      calculate: fromPromise(fakes.calculate ?? (async () => quote)),
      tokenizeCard: fromPromise(async () => ({ token: 'tok_1', brand: 'visa', last4: '1111' })),
      totalize: fromPromise(async () => ({
        paymentId: 'payment-1',
        total: 2409,
        expiresAt: Date.now() + 600_000,
      })),
      addPayment: fromPromise(
        fakes.addPayment ?? (async () => ({ status: 'approved', receipt }) as PaymentAnswer),
      ),
      pix: pixMachine.provide({
        actors: {
          pollPayment: fromPromise(
            fakes.pollPayment ?? (async () => ({ status: 'pending' }) as PixPollAnswer),
          ),
        },
      }),
      reconciliation: reconcileMachine.provide({
        actors: {
          reconcile: fromPromise(fakes.reconcile ?? (async () => ({ status: 'unknown' }) as ReconcileAnswer)),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      sessionId: 'session-1',
      userSessionId: 'user-session-1',
      seatToken: 'seat-token-1',
      dinerId: 'diner-1',
      bill: payableBill(detailedBill),
      isRegistered: false,
    },
  });
  return actor.start() as unknown as TablePaymentActor;
}

async function renderPayment(actor: TablePaymentActor, screenOf = PaymentScreen, path = '/table/payment') {
  const table = startFakeTable({ loadBill: async () => detailedBill });
  return renderTablePage(() => screenOf({ actor }), tableContext(table), path);
}

const payButton = () => screen.getByRole('button', { name: /^Pay/ }) as HTMLButtonElement;

async function choosePixAndQuote() {
  fireEvent.click(screen.getByRole('radio', { name: /PIX/ }));
  await waitFor(() => expect(payButton().textContent).toBe(`Pay ${brl(2409)} with PIX`));
}

describe('the payment chooser', () => {
  it('offers the four ways to pay, the service fee on by default, and waits for a quote', async () => {
    await renderPayment(startPayment({ calculate: never }));
    for (const name of [/The whole bill/, /My items/, /Equal shares/, /Another amount/]) {
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    }
    expect((screen.getByRole('radio', { name: /The whole bill/ }) as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'Add the 10 % service fee' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(payButton().disabled).toBe(true);
    expect(payButton().textContent).toBe('Pay');
  });

  it('shows the quote and pays once a method is chosen', async () => {
    await renderPayment(startPayment());
    await waitFor(() => expect(screen.getByText(brl(219))).toBeTruthy());
    const quoteList = screen.getByText('You pay').closest('dl') as HTMLElement;
    expect(within(quoteList).getByText(brl(2409))).toBeTruthy();
    expect(payButton().disabled).toBe(true);
    await choosePixAndQuote();
    expect(payButton().disabled).toBe(false);
  });

  it('lets the diner pick their items, split one, and refuses lines already paid or being paid', async () => {
    const actor = startPayment();
    await renderPayment(actor);
    fireEvent.click(screen.getByRole('radio', { name: /My items/ }));
    const fritas = screen.getByRole('checkbox', { name: /Batata Frita/ }) as HTMLInputElement;
    expect((screen.getByRole('checkbox', { name: /Picanha na Brasa/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.click(fritas);
    expect(fritas.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByText(/Split between 2/)).toBeTruthy();
  });

  it('tokenizes a new card and shows only its brand and last digits', async () => {
    await renderPayment(startPayment());
    fireEvent.click(screen.getByRole('radio', { name: /Credit or debit card/ }));
    const form = screen.getByRole('form', { name: 'New card' });
    fireEvent.change(within(form).getByLabelText('Card number'), { target: { value: '4111111111111111' } });
    fireEvent.change(within(form).getByLabelText('Name on the card'), { target: { value: 'ANA SOUZA' } });
    fireEvent.change(within(form).getByLabelText('Expiry (MM/YY)'), { target: { value: '1234' } });
    fireEvent.change(within(form).getByLabelText('CVV'), { target: { value: '123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Use this card' }));
    expect(await screen.findByText('Visa ending 1111')).toBeTruthy();
    await waitFor(() => expect(payButton().disabled).toBe(false));
  });

  it('shows a declined payment’s message and keeps what was chosen', async () => {
    const actor = startPayment({
      addPayment: async () => ({ status: 'declined', code: 'CARD_DECLINED_PAYMENT_ERROR' }),
    });
    await renderPayment(actor);
    await choosePixAndQuote();
    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Your payment was not approved');
    expect((screen.getByRole('radio', { name: /PIX/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(/Your payment was not approved/)).toBeNull());
  });

  it('shows the payment under way', async () => {
    await renderPayment(startPayment({ addPayment: never }));
    await choosePixAndQuote();
    fireEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Processing your payment…' })).toBeTruthy();
  });

  it('checks a payment whose answer was lost instead of paying again', async () => {
    const lost = async (): Promise<PaymentAnswer> => {
      throw Object.assign(new Error('network'), { key: 'network', status: undefined });
    };
    await renderPayment(startPayment({ addPayment: lost, reconcile: never }));
    await choosePixAndQuote();
    fireEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Checking your payment…' })).toBeTruthy();
    expect(screen.getByText(/you won't be charged twice/)).toBeTruthy();
  });

  it('confirms an approved payment on its way to the receipt', async () => {
    await renderPayment(startPayment());
    await choosePixAndQuote();
    fireEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Payment approved' })).toBeTruthy();
    expect(screen.getByText(brl(2409))).toBeTruthy();
  });

  it('says who paid first and what is left when a share was taken meanwhile', async () => {
    const race = { by: 'Bruno', paying: false, item: 'Batata Frita', dueCents: 1000, billPaid: false };
    const taken = async (): Promise<never> => {
      throw Object.assign(new Error('taken'), { key: 'default', status: 409, race });
    };
    await renderPayment(startPayment({ calculate: taken }));
    expect(
      await screen.findByText(`Bruno just paid Batata Frita. ${brl(1000)} is left to pay.`),
    ).toBeTruthy();
  });

  it('shows that nothing is left to pay, and by whom, once another diner paid it all', async () => {
    const actor = startPayment();
    await renderPayment(actor);
    actor.send({
      type: 'bill.changed',
      bill: {
        ...payableBill(settledBill),
        payments: [
          {
            id: 'p',
            dinerId: 'diner-bruno',
            name: 'Bruno',
            method: 'card',
            status: 'APPROVED',
            totalCents: 1,
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'The bill was just paid by Bruno' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to the bill' })).toBeTruthy();
  });
});

/** A payment driven to its PIX code before the page shows it. */
async function startPix(fakes: Fakes) {
  const actor = startPayment({ addPayment: async () => ({ status: 'pending', pix }), ...fakes });
  actor.send({ type: 'method.select', method: 'pix' });
  await waitFor(() => expect(actor.getSnapshot().hasTag('quoted')).toBe(true));
  actor.send({ type: 'payment.submit' });
  await waitFor(() => expect(actor.getSnapshot().hasTag('pix')).toBe(true));
  await renderPayment(actor, PixScreen, '/table/pix');
  return actor;
}

describe('the PIX page', () => {
  it('shows the code as a QR image and as text to copy, with the time left', async () => {
    await startPix({});
    expect(await screen.findByRole('img', { name: "PIX QR code to scan with your bank's app" })).toBeTruthy();
    expect((screen.getByLabelText('PIX copy and paste') as HTMLTextAreaElement).value).toBe(pix.brCode);
    expect(screen.getByTestId('pix-txid').textContent).toBe(pix.txid);
    expect(screen.getByText(/Expires in/)).toBeTruthy();
    expect(screen.getByRole('button', { name: "I've paid" })).toBeTruthy();
  });

  it('offers to choose again when the code expired', async () => {
    const actor = await startPix({ pollPayment: async () => ({ status: 'expired' }) });
    fireEvent.click(await screen.findByRole('button', { name: "I've paid" }));
    expect(await screen.findByRole('heading', { name: 'This PIX code expired' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose again' }));
    await waitFor(() => expect(actor.getSnapshot().hasTag('choosing')).toBe(true));
  });
});
