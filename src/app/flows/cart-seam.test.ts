import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { options, sheet } from '../../../machines/product/product.fixtures.ts';
import { productMachine } from '../../../machines/product/product.machine.ts';
import { handToCart } from './cart-seam.ts';

describe('adding a dish from its sheet', () => {
  it('sends the tree cart.addItem with the dish as chosen', async () => {
    const heard: unknown[] = [];
    const app = { send: (event: unknown) => void heard.push(event) };
    const machine = productMachine.provide({
      actors: { loadOptions: fromPromise(async () => options) },
      actions: {
        addToCart: (_, line) =>
          handToCart({ system: { get: (id) => (id === 'app' ? app : undefined) } }, line),
      },
    });
    const product = createActor(machine, { input: sheet }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    product.send({ type: 'choice.toggle', groupId: 'doneness', choiceId: 'rare' });
    product.send({ type: 'quantity.set', quantity: 2 });
    product.send({ type: 'item.add' });
    expect(heard).toEqual([
      {
        type: 'cart.addItem',
        item: { itemId: 'grill-0', name: 'grill 0', unitPriceCents: 8990, quantity: 2, choiceIds: ['rare'] },
      },
    ]);
  });
});
