import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { diner, pixCharge, quote, savedCard } from './table-payment.fixtures.ts';
import { tablePaymentMachine } from './table-payment.machine.ts';
import {
  selectBill,
  selectCanPay,
  selectCanRetryReconcile,
  selectCard,
  selectCardError,
  selectDocument,
  selectError,
  selectIsBusy,
  selectIsItemSelected,
  selectIsPaid,
  selectIsPaying,
  selectIsPixExpired,
  selectIsQuoting,
  selectIsTokenizing,
  selectIsUnknown,
  selectMethod,
  selectMode,
  selectPix,
  selectQuote,
  selectQuoteError,
  selectReceipt,
  selectSavedCards,
  selectSecondsLeft,
  selectSelection,
  selectServiceFee,
  selectTip,
  selectValidation,
  type TablePaymentSnapshot,
} from './table-payment.selectors.ts';

const start = () => {
  const actor = createActor(
    tablePaymentMachine.provide({
      actors: {
        calculate: fromPromise(async () => quote),
        loadSavedCards: fromPromise(async () => [savedCard]),
      },
    }),
    { input: diner },
  );
  actor.start();
  return actor;
};

describe('table payment selectors', () => {
  it('read a fresh payment', () => {
    const snapshot = start().getSnapshot();
    expect(selectMode(snapshot)).toBe('full');
    expect(selectSelection(snapshot)).toEqual({ mode: 'full' });
    expect(selectIsItemSelected(snapshot, 'item-1')).toBe(false);
    expect(selectBill(snapshot)).toBe(diner.bill);
    expect(selectServiceFee(snapshot)).toBe(true);
    expect(selectTip(snapshot)).toBe(0);
    expect(selectDocument(snapshot)).toEqual({ cpf: '52998224725', include: false });
    expect(selectMethod(snapshot)).toBeUndefined();
    expect(selectCard(snapshot)).toBeUndefined();
    expect(selectSavedCards(snapshot)).toEqual([]);
    expect(selectQuote(snapshot)).toBeUndefined();
    expect(selectIsQuoting(snapshot)).toBe(true);
    expect(selectValidation(snapshot)).toEqual({ amount: undefined, document: undefined, email: undefined });
    expect(selectCanPay(snapshot)).toBe(false);
    expect(selectIsBusy(snapshot)).toBe(false);
    expect(selectIsPaying(snapshot)).toBe(false);
    expect(selectIsTokenizing(snapshot)).toBe(false);
    expect(selectError(snapshot)).toBeUndefined();
    expect(selectQuoteError(snapshot)).toBeUndefined();
    expect(selectCardError(snapshot)).toBeUndefined();
    expect(selectPix(snapshot)).toBeUndefined();
    expect(selectSecondsLeft(snapshot, 0)).toBeUndefined();
    expect(selectIsPixExpired(snapshot)).toBe(false);
    expect(selectIsUnknown(snapshot)).toBe(false);
    expect(selectCanRetryReconcile(snapshot)).toBe(false);
    expect(selectIsPaid(snapshot)).toBe(false);
    expect(selectReceipt(snapshot)).toBeUndefined();
  });

  it('tells a card being tokenized while the quote is still asked for', () => {
    const actor = start();
    actor.send({
      type: 'card.submit',
      number: '4111111111111111',
      holder: 'ANA',
      expMonth: '12',
      expYear: '30',
      cvv: '123',
    });
    const snapshot = actor.getSnapshot();
    expect(selectIsQuoting(snapshot)).toBe(true);
    expect(selectIsTokenizing(snapshot)).toBe(true);
  });

  it('counts the PIX seconds down by the given clock, never below zero', () => {
    const snapshot = start().getSnapshot();
    const withPix = {
      ...snapshot,
      context: { ...snapshot.context, pix: pixCharge },
      hasTag: (tag: string) => tag === 'pix',
    } as unknown as TablePaymentSnapshot;
    expect(selectPix(withPix)).toEqual(pixCharge);
    expect(selectSecondsLeft(withPix, 0)).toBe(300);
    expect(selectSecondsLeft(withPix, 299_001)).toBe(1);
    expect(selectSecondsLeft(withPix, 400_000)).toBe(0);
  });

  it("counts from the charge's receipt on the device, not from the API's instant", () => {
    const snapshot = start().getSnapshot();
    // Received on a phone whose clock reads 2031: only the time elapsed since then counts.
    const receivedAt = Date.parse('2031-05-01T08:00:00Z');
    const withPix = {
      ...snapshot,
      context: { ...snapshot.context, pix: { ...pixCharge, secondsLeft: 600, receivedAt } },
      hasTag: (tag: string) => tag === 'pix',
    } as unknown as TablePaymentSnapshot;
    expect(selectSecondsLeft(withPix, receivedAt)).toBe(600);
    expect(selectSecondsLeft(withPix, receivedAt + 61_500)).toBe(539);
    expect(selectSecondsLeft(withPix, receivedAt + 600_000)).toBe(0);
  });

  it('marks chosen items', () => {
    const actor = start();
    actor.send({ type: 'mode.select', mode: 'items' });
    actor.send({ type: 'item.toggle', billItemId: 'item-1' });
    expect(selectIsItemSelected(actor.getSnapshot(), 'item-1')).toBe(true);
    actor.send({ type: 'item.toggle', billItemId: 'item-1' });
    expect(selectIsItemSelected(actor.getSnapshot(), 'item-1')).toBe(false);
  });
});
