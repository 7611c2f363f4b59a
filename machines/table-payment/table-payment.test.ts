import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { approved, card, declined, pending, pixCharge, quote, receipt } from './table-payment.fixtures.ts';
import { inTurn, lost, readyToPay, startPayment } from './table-payment.harness.ts';
import {
  selectCanPay,
  selectCanRetryReconcile,
  selectEmail,
  selectError,
  selectIsUnknown,
  selectPix,
  selectQuote,
  selectSecondsLeft,
  selectSelection,
  selectValidation,
} from './table-payment.selectors.ts';
import type {
  AddPaymentRequest,
  PaymentAnswer,
  PixPollAnswer,
  ReconcileAnswer,
} from './table-payment.types.ts';

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('choosing what to pay', () => {
  it('quotes the whole bill with the 10 % service fee on by default', async () => {
    const { calls, settle, snapshot } = startPayment();
    expect(snapshot().hasTag('quoting')).toBe(true);
    await settle(300);
    expect(calls.calculate).toEqual([
      {
        sessionId: 'session-1',
        userSessionId: 'user-session-1',
        seatToken: 'seat-token-1',
        selection: { mode: 'full' },
        serviceFee: true,
        tipCents: 0,
      },
    ]);
    expect(selectQuote(snapshot())).toEqual(quote);
  });

  it('asks for one quote after quick changes, 300 ms after the last', async () => {
    const { actor, calls, settle } = startPayment();
    actor.send({ type: 'fee.toggle' });
    await settle(200);
    actor.send({ type: 'tip.set', cents: 500 });
    await settle(200);
    expect(calls.calculate).toBeUndefined();
    await settle(100);
    expect(calls.calculate).toMatchObject([{ serviceFee: false, tipCents: 500 }]);
  });

  it('pays chosen items, one of them split across three diners', async () => {
    const { actor, calls, settle, snapshot } = startPayment();
    actor.send({ type: 'mode.select', mode: 'items' });
    actor.send({ type: 'item.toggle', billItemId: 'item-1' });
    actor.send({ type: 'item.parts', billItemId: 'item-2', parts: 3 });
    actor.send({ type: 'item.toggle', billItemId: 'unknown-item' });
    await settle(300);
    const selection = {
      mode: 'items',
      items: [
        { billItemId: 'item-1', parts: 1 },
        // Both caipirinhas, split across three.
        { billItemId: 'item-2', parts: 3, units: 2 },
      ],
    };
    expect(selectSelection(snapshot())).toEqual(selection);
    expect(calls.calculate).toMatchObject([{ selection }]);
  });

  it('quotes nothing while no item is chosen', async () => {
    const { actor, calls, settle } = startPayment();
    actor.send({ type: 'mode.select', mode: 'items' });
    await settle(300);
    expect(calls.calculate).toBeUndefined();
  });

  it('splits equally among the seats', async () => {
    const { actor, calls, settle, snapshot } = startPayment();
    actor.send({ type: 'mode.select', mode: 'equal' });
    actor.send({ type: 'seats.set', paying: 2, total: 4 });
    await settle(300);
    expect(calls.calculate).toMatchObject([{ selection: { mode: 'equal', paying: 2, total: 4 } }]);
    actor.send({ type: 'seats.set', paying: 5, total: 4 });
    expect(selectValidation(snapshot()).amount).toBe('seatsInvalid');
  });

  it('refuses a custom amount above what is due, or none', async () => {
    const { actor, calls, settle, snapshot } = startPayment();
    actor.send({ type: 'mode.select', mode: 'custom' });
    actor.send({ type: 'amount.set', cents: 99_999 });
    expect(selectValidation(snapshot()).amount).toBe('amountTooHigh');
    actor.send({ type: 'amount.set', cents: 0 });
    expect(selectValidation(snapshot()).amount).toBe('amountRequired');
    await settle(300);
    expect(calls.calculate).toBeUndefined();
    actor.send({ type: 'amount.set', cents: 5000 });
    await settle(300);
    expect(calls.calculate).toMatchObject([{ selection: { mode: 'custom', cents: 5000 } }]);
  });

  it('checks the cpf for the receipt', () => {
    const { actor, snapshot } = startPayment();
    actor.send({ type: 'document.set', cpf: '111.444.777-36', include: true });
    expect(selectValidation(snapshot()).document).toBe('invalidCpf');
    actor.send({ type: 'document.set', cpf: '111.444.777-35', include: true });
    expect(selectValidation(snapshot()).document).toBeUndefined();
  });

  it("sends a guest's e-mail for the receipt, checked loosely when given", async () => {
    const { actor, calls, settle, snapshot } = await readyToPay({ addPayment: inTurn(pending) }, 'pix');
    actor.send({ type: 'email.set', email: 'joana@' });
    expect(selectValidation(snapshot()).email).toBe('invalidEmail');
    expect(selectCanPay(snapshot())).toBe(false);
    actor.send({ type: 'email.set', email: '' });
    expect(selectValidation(snapshot()).email).toBeUndefined();
    actor.send({ type: 'email.set', email: ' joana@example.com ' });
    expect(selectValidation(snapshot()).email).toBeUndefined();
    expect(selectEmail(snapshot())).toBe('joana@example.com');
    expect(selectCanPay(snapshot())).toBe(true);
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(calls.addPayment).toMatchObject([{ method: 'pix', email: 'joana@example.com' }]);
  });

  it('sends no e-mail when none is given', async () => {
    const { actor, calls, settle } = await readyToPay();
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(calls.addPayment?.[0]).not.toHaveProperty('email');
  });

  it('can pay only with a quote, a method and, for cards, a card', async () => {
    const { actor, settle, snapshot } = startPayment();
    await settle(300);
    expect(selectCanPay(snapshot())).toBe(false);
    actor.send({ type: 'method.select', method: 'card' });
    expect(selectCanPay(snapshot())).toBe(false);
    actor.send({ type: 'card.use', cardId: 'not-mine' });
    expect(selectCanPay(snapshot())).toBe(false);
    actor.send({ type: 'card.use', cardId: 'card-1' });
    expect(selectCanPay(snapshot())).toBe(true);
    actor.send({ type: 'tip.set', cents: 100 });
    expect(selectCanPay(snapshot())).toBe(false);
  });
});

describe('paying by card', () => {
  it('pays with a saved card under a fresh idempotency key', async () => {
    const { actor, calls, settle, snapshot } = await readyToPay();
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(calls.addPayment).toEqual([
      {
        sessionId: 'session-1',
        userSessionId: 'user-session-1',
        seatToken: 'seat-token-1',
        paymentId: 'payment-1',
        method: 'card',
        cardId: 'card-1',
        idempotencyKey: 'key-1',
        includeDocumentInvoice: false,
        document: '52998224725',
      },
    ]);
    expect(snapshot().hasTag('paid')).toBe(true);
    expect(snapshot().output).toEqual({ receipt, email: '' });
  });

  it('tokenizes a new card and never keeps its number', async () => {
    const { actor, calls, settle, snapshot } = await readyToPay();
    actor.send({ type: 'card.submit', ...card });
    expect(snapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(calls.tokenizeCard).toEqual([card]);
    expect(JSON.stringify(snapshot().context)).not.toContain(card.number);
    expect(JSON.stringify(snapshot().context)).not.toContain(card.cvv);
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(calls.addPayment).toMatchObject([{ cardToken: 'tok-1' }]);
  });

  it('keeps the selection when the card is declined', async () => {
    const { actor, calls, settle, snapshot } = await readyToPay({ addPayment: inTurn(declined, approved) });
    actor.send({ type: 'mode.select', mode: 'equal' });
    actor.send({ type: 'seats.set', paying: 1, total: 2 });
    await settle(300);
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(snapshot().hasTag('choosing')).toBe(true);
    expect(selectError(snapshot())).toBe('paymentError');
    expect(selectSelection(snapshot())).toEqual({ mode: 'equal', paying: 1, total: 2 });
    expect(snapshot().context.card).toEqual({ kind: 'saved', cardId: 'card-1' });
    await settle(300);
    actor.send({ type: 'payment.submit' });
    await settle();
    // A new attempt is a new payment, with its own key.
    expect(calls.addPayment?.map((call) => (call as AddPaymentRequest).idempotencyKey)).toEqual([
      'key-1',
      'key-2',
    ]);
    expect(snapshot().hasTag('paid')).toBe(true);
  });

  it('classifies a refused payment by its code', async () => {
    const refused = Object.assign(new Error('refused'), {
      key: 'default',
      status: 422,
      code: 'X_REFUND_ERROR',
    });
    const { actor, settle, snapshot } = await readyToPay({ addPayment: inTurn<PaymentAnswer>(refused) });
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(selectError(snapshot())).toBe('refundError');
    actor.send({ type: 'error.dismiss' });
    expect(selectError(snapshot())).toBeUndefined();
  });

  it('shows the processing error at once when the provider answers it', async () => {
    const processing = Object.assign(new Error('the payment provider failed'), {
      key: 'default',
      status: 502,
      code: 'PROCESSING_PAYMENT_ERROR',
    });
    const { actor, calls, settle, snapshot } = await readyToPay({
      addPayment: inTurn<PaymentAnswer>(processing),
    });
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(selectIsUnknown(snapshot())).toBe(false);
    expect(snapshot().hasTag('choosing')).toBe(true);
    expect(selectError(snapshot())).toBe('paymentError');
    expect(calls.reconcile).toBeUndefined();
    expect(snapshot().context.payment).toBeUndefined();
  });
});

describe('paying by PIX', () => {
  it('shows the code, counts down and is paid when the bank confirms', async () => {
    const { actor, calls, settle, snapshot } = await readyToPay(
      {
        addPayment: inTurn(pending),
        pollPayment: inTurn<PixPollAnswer>({ status: 'pending' }, { status: 'approved', receipt }),
      },
      'pix',
    );
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(selectPix(snapshot())).toEqual(pixCharge);
    expect(selectSecondsLeft(snapshot(), Date.now())).toBe(300);
    await settle(3000);
    expect(calls.pollPayment).toEqual([{ paymentId: 'payment-1', seatToken: 'seat-token-1' }]);
    expect(snapshot().hasTag('pix')).toBe(true);
    await settle(3000);
    expect(snapshot().hasTag('paid')).toBe(true);
  });

  it("expires the code after the API's seconds left, whatever the device's clock says", async () => {
    // A phone whose clock is years off (or an API on a moved business clock) changes nothing.
    vi.setSystemTime(Date.parse('2031-05-01T08:00:00Z'));
    const { actor, settle, snapshot } = await readyToPay({ addPayment: inTurn(pending) }, 'pix');
    actor.send({ type: 'payment.submit' });
    await settle();
    await settle(pixCharge.secondsLeft * 1000 - 1);
    expect(snapshot().hasTag('pix')).toBe(true);
    await settle(1);
    expect(snapshot().hasTag('pixExpired')).toBe(true);
  });

  it('expires the code at its expiry, then lets the diner choose again', async () => {
    const { actor, settle, snapshot } = await readyToPay({ addPayment: inTurn(pending) }, 'pix');
    actor.send({ type: 'payment.submit' });
    await settle();
    await settle(pixCharge.secondsLeft * 1000);
    expect(snapshot().hasTag('pixExpired')).toBe(true);
    actor.send({ type: 'payment.retry' });
    expect(snapshot().hasTag('choosing')).toBe(true);
    expect(snapshot().context.payment).toBeUndefined();
  });
});

describe('unknown status', () => {
  it('reconciles an uncoded 5xx as a lost answer', async () => {
    const failed = Object.assign(new Error('bad gateway'), { key: 'default', status: 502 });
    const { actor, settle, snapshot } = await readyToPay({ addPayment: inTurn<PaymentAnswer>(failed) });
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(selectIsUnknown(snapshot())).toBe(true);
  });

  it('reconciles with the same idempotency key when the answer is lost', async () => {
    const { actor, calls, settle, snapshot } = await readyToPay({
      addPayment: inTurn<PaymentAnswer>(lost()),
      reconcile: inTurn<ReconcileAnswer>({ status: 'unknown' }, approved),
    });
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(selectIsUnknown(snapshot())).toBe(true);
    await settle(2000);
    expect(snapshot().hasTag('paid')).toBe(true);
    const sent = calls.addPayment?.[0] as AddPaymentRequest;
    expect(calls.addPayment).toHaveLength(1);
    expect(calls.reconcile).toEqual([{ request: sent }, { request: sent }]);
    expect(sent.idempotencyKey).toBe('key-1');
  });

  it('stays unknown after three tries and offers a retry, never paying again', async () => {
    const { actor, calls, settle, snapshot } = await readyToPay({
      addPayment: inTurn<PaymentAnswer>(lost()),
      reconcile: inTurn<ReconcileAnswer>({ status: 'unknown' }, lost(), { status: 'unknown' }, declined),
    });
    actor.send({ type: 'payment.submit' });
    await settle(10_000);
    expect(calls.reconcile).toHaveLength(3);
    expect(selectCanRetryReconcile(snapshot())).toBe(true);
    actor.send({ type: 'reconcile.retry' });
    await settle();
    expect(calls.reconcile).toHaveLength(4);
    expect(calls.addPayment).toHaveLength(1);
    expect(selectError(snapshot())).toBe('paymentError');
  });

  it('shows the PIX code when the lost answer was a pending PIX', async () => {
    const { actor, settle, snapshot } = await readyToPay(
      { addPayment: inTurn<PaymentAnswer>(lost()), reconcile: inTurn<ReconcileAnswer>(pending) },
      'pix',
    );
    actor.send({ type: 'payment.submit' });
    await settle();
    expect(selectPix(snapshot())).toEqual(pixCharge);
  });
});
