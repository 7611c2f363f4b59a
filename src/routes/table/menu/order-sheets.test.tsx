// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TableOrderActor } from '../../../../machines/table/table.selectors.ts';
import { diner, menu, picanhaOptions } from '../../../../machines/table-order/table-order.fixtures.ts';
import { tableOrderMachine } from '../../../../machines/table-order/table-order.machine.ts';
import type { PlacedOrder } from '../../../../machines/table-order/table-order.types.ts';
import { formatMoney } from '../../../lib/money.ts';
import { renderUi } from '../../../ui/test-render.tsx';
import { ItemSheet } from './item-sheet.tsx';
import { OrderSheet } from './order-sheet.tsx';

const lost = () => Object.assign(new Error('network'), { key: 'network', status: undefined });

function startOrder(placeOrder: () => Promise<PlacedOrder>): TableOrderActor {
  const machine = tableOrderMachine.provide({
    actors: {
      loadMenu: fromPromise(async () => menu),
      loadItem: fromPromise(async () => picanhaOptions),
      placeOrder: fromPromise(placeOrder),
    },
  });
  return createActor(machine, { input: diner }).start() as unknown as TableOrderActor;
}

async function openPicanha(actor: TableOrderActor) {
  await waitFor(() => expect(actor.getSnapshot().matches('browsing')).toBe(true));
  actor.send({ type: 'item.open', itemId: 'picanha' });
  renderUi(<ItemSheet actor={actor} />);
  return screen.findByRole('dialog', { name: 'Picanha na brasa' });
}

describe('the dish sheet', () => {
  it('names the required group left empty, then adds the dish with its price', async () => {
    const actor = startOrder(async () => ({ totalCents: 0 }));
    const sheet = await openPicanha(actor);
    fireEvent.click(within(sheet).getByRole('button', { name: /^Add/ }));
    expect(within(sheet).getByRole('alert').textContent).toContain(
      'Choose the options marked as required: Ponto da carne.',
    );
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Mal passada' }));
    fireEvent.click(within(sheet).getByRole('checkbox', { name: /Fritas/ }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'One more Picanha na brasa' }));
    // Two units of R$ 89,90 with fries at R$ 12,00.
    fireEvent.click(within(sheet).getByRole('button', { name: `Add · ${formatMoney(20380, 'en-US')}` }));
    expect(actor.getSnapshot().context.lines).toMatchObject([{ itemId: 'picanha', quantity: 2 }]);
  });
});

describe('the order sheet', () => {
  it('when the answer is lost, says so, keeps the order as sent and offers only to try again', async () => {
    const actor = startOrder(() => Promise.reject(lost()));
    await openPicanha(actor);
    actor.send({ type: 'choice.toggle', groupId: 'doneness', choiceId: 'rare' });
    actor.send({ type: 'item.add' });
    actor.send({ type: 'basket.open' });
    renderUi(<OrderSheet actor={actor} />);
    const sheet = screen.getByRole('dialog', { name: 'Your order' });
    fireEvent.click(within(sheet).getByRole('button', { name: /^Send order/ }));
    await waitFor(() => expect(within(sheet).getByRole('alert').textContent).toContain("couldn't confirm"));
    expect(within(sheet).queryByRole('button', { name: /One more/ })).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
