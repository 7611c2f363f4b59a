import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { receipt } from '../table-payment/table-payment.fixtures.ts';
import { reopened, startReceipt } from './table-receipt.harness.ts';
import { selectEmailProblem, selectReceipt, selectSentTo } from './table-receipt.selectors.ts';
import type { TableReceiptInput } from './table-receipt.types.ts';

const start = (input: TableReceiptInput) => startReceipt(input, receipt);

describe('a receipt', () => {
  it('just paid shows at once; opened again, it is read first', async () => {
    expect(selectReceipt(start({ ...reopened, receipt }).actor.getSnapshot())).toBe(receipt);
    const { actor } = start(reopened);
    expect(selectReceipt(actor.getSnapshot())).toBeUndefined();
    await waitFor(actor, (snapshot) => snapshot.hasTag('ready'));
    expect(selectReceipt(actor.getSnapshot())).toBe(receipt);
  });

  it('goes to the e-mail typed, again whenever asked, and asks for one when none is given', async () => {
    const { actor, sent } = start({ ...reopened, receipt });
    actor.send({ type: 'receipt.send' });
    expect(selectEmailProblem(actor.getSnapshot())).toBe('emailRequired');
    actor.send({ type: 'email.set', email: 'joana@' });
    expect(selectEmailProblem(actor.getSnapshot())).toBe('invalidEmail');
    actor.send({ type: 'email.set', email: ' joana@example.com ' });
    actor.send({ type: 'receipt.send' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('sent'));
    expect(selectSentTo(actor.getSnapshot())).toBe('joana@example.com');
    actor.send({ type: 'receipt.send' });
    await waitFor(actor, () => sent.length === 2);
    expect(sent).toEqual([
      { paymentId: 'payment-1', seatToken: 'seat-token-1', email: 'joana@example.com' },
      { paymentId: 'payment-1', seatToken: 'seat-token-1', email: 'joana@example.com' },
    ]);
  });
});
