import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { everythingBack, offline, oneMissing, orderActionsInput } from './order-actions.fixtures.ts';
import { orderActionsMachine } from './order-actions.machine.ts';
import {
  selectInvoiceError,
  selectInvoiceSentTo,
  selectMissing,
  selectRebuyError,
} from './order-actions.selectors.ts';
import type { InvoiceInput, RebuyInput, RebuyOutcome, RepurchaseTracked } from './order-actions.types.ts';

function startActions(rebuyAnswer: RebuyOutcome | Error, invoiceFails = false) {
  const done: string[] = [];
  const tracked: RepurchaseTracked[] = [];
  const asked: { rebuy: RebuyInput[]; invoice: InvoiceInput[] } = { rebuy: [], invoice: [] };
  const machine = orderActionsMachine.provide({
    actors: {
      rebuy: fromPromise<RebuyOutcome, RebuyInput>(async ({ input }) => {
        asked.rebuy.push(input);
        if (rebuyAnswer instanceof Error) throw Object.assign(rebuyAnswer, offline);
        return rebuyAnswer;
      }),
      sendInvoice: fromPromise<void, InvoiceInput>(async ({ input }) => {
        asked.invoice.push(input);
        if (invoiceFails) throw offline;
      }),
    },
    actions: {
      reloadCart: () => void done.push('reloadCart'),
      goToCart: () => void done.push('goToCart'),
      trackRepurchase: (_, payload) => void tracked.push(payload),
    },
  });
  const actor = createActor(machine, { input: orderActionsInput }).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { actor, done, tracked, asked, settled };
}

describe('ordering again', () => {
  it('refills the cart with the order, reloads it, reports REPURCHASE_COMPLETED and goes to the cart', async () => {
    const { actor, done, tracked, asked, settled } = startActions(everythingBack);
    actor.send({ type: 'rebuy.start' });
    await settled();
    expect(asked.rebuy).toEqual([{ orderId: 'order-9' }]);
    expect(done).toEqual(['reloadCart', 'goToCart']);
    expect(tracked).toEqual([{ order_id: 'order-9', cart_order_id: 'cart-2', items: 2, missing_items: 0 }]);
  });

  it('says what is no longer available before going on to the cart', async () => {
    const { actor, done, tracked, settled } = startActions(oneMissing);
    actor.send({ type: 'rebuy.start' });
    await settled();
    expect(done).toEqual(['reloadCart']);
    expect(selectMissing(actor.getSnapshot())).toEqual([{ name: 'Costela no bafo', reason: 'unavailable' }]);
    expect(tracked[0]?.missing_items).toBe(1);
    actor.send({ type: 'rebuy.continue' });
    expect(done).toEqual(['reloadCart', 'goToCart']);
    expect(selectMissing(actor.getSnapshot())).toEqual([]);
  });

  it('keeps the customer on the order when the rebuy fails, and tells nobody', async () => {
    const { actor, done, tracked, settled } = startActions(new Error('offline'));
    actor.send({ type: 'rebuy.start' });
    await settled();
    expect(selectRebuyError(actor.getSnapshot())).toBe('network');
    expect(done).toEqual([]);
    expect(tracked).toEqual([]);
  });
});

describe('the invoice by e-mail', () => {
  it('sends it once to the address typed, trimmed', async () => {
    const { actor, asked, settled } = startActions(everythingBack);
    actor.send({ type: 'invoice.send', email: ' maria@exemplo.com.br ' });
    actor.send({ type: 'invoice.send', email: 'maria@exemplo.com.br' });
    await settled();
    expect(asked.invoice).toEqual([{ orderId: 'order-9', email: 'maria@exemplo.com.br' }]);
    expect(selectInvoiceSentTo(actor.getSnapshot())).toBe('maria@exemplo.com.br');
  });

  it('refuses an address that is not one, without a call', () => {
    const { actor, asked } = startActions(everythingBack);
    actor.send({ type: 'invoice.send', email: 'maria@' });
    expect(selectInvoiceError(actor.getSnapshot())).toBe('invalidEmail');
    expect(asked.invoice).toEqual([]);
  });

  it('says so when the API could not send it', async () => {
    const { actor, settled } = startActions(everythingBack, true);
    actor.send({ type: 'invoice.send', email: 'maria@exemplo.com.br' });
    await settled();
    expect(selectInvoiceError(actor.getSnapshot())).toBe('network');
    expect(selectInvoiceSentTo(actor.getSnapshot())).toBeUndefined();
  });
});
