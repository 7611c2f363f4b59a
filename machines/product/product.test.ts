import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { options, sheet } from './product.fixtures.ts';
import { productMachine } from './product.machine.ts';
import { selectDraftSummary, selectError, selectIsFailed } from './product.selectors.ts';
import type { CartLine, LoadOptionsInput } from './product.types.ts';

function openSheet(load: (input: LoadOptionsInput) => Promise<typeof options> = async () => options) {
  const added: CartLine[] = [];
  const asked: LoadOptionsInput[] = [];
  const machine = productMachine.provide({
    actors: {
      loadOptions: fromPromise(async ({ input }: { input: LoadOptionsInput }) => {
        asked.push(input);
        return load(input);
      }),
    },
    actions: { addToCart: (_, line) => void added.push(line) },
  });
  const actor = createActor(machine, { input: sheet }).start();
  const ready = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, added, asked, ready };
}

describe('the product sheet', () => {
  it('loads the dish’s options for the service shown', async () => {
    const { actor, asked, ready } = openSheet();
    await ready();
    expect(asked).toEqual([{ itemId: 'grill-0', serviceId: 'svc-delivery' }]);
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
  });

  it('names the required group left empty and adds nothing', async () => {
    const { actor, added, ready } = openSheet();
    await ready();
    actor.send({ type: 'item.add' });
    expect(selectError(actor.getSnapshot())).toBe('optionsRequired');
    expect(selectDraftSummary(actor.getSnapshot())?.missing).toEqual(['doneness']);
    expect(added).toEqual([]);
  });

  it('refuses a sold-out choice and keeps the price following the choices and quantity', async () => {
    const { actor, ready } = openSheet();
    await ready();
    actor.send({ type: 'choice.toggle', groupId: 'doneness', choiceId: 'well' });
    expect(selectDraftSummary(actor.getSnapshot())).toMatchObject({ totalCents: 8990, complete: false });
    actor.send({ type: 'choice.toggle', groupId: 'doneness', choiceId: 'rare' });
    actor.send({ type: 'choice.toggle', groupId: 'extras', choiceId: 'fries' });
    actor.send({ type: 'quantity.set', quantity: 2 });
    expect(selectDraftSummary(actor.getSnapshot())).toEqual({
      totalCents: 2 * (8990 + 1200),
      complete: true,
      missing: [],
    });
  });

  it('hands the cart the line with its choices, note, quantity and service, then closes', async () => {
    const { actor, added, ready } = openSheet();
    await ready();
    actor.send({ type: 'choice.toggle', groupId: 'doneness', choiceId: 'medium' });
    actor.send({ type: 'choice.toggle', groupId: 'extras', choiceId: 'rice' });
    actor.send({ type: 'note.change', note: '  sem cebola ' });
    actor.send({ type: 'quantity.set', quantity: 3 });
    actor.send({ type: 'item.add' });
    expect(added).toEqual([
      {
        key: 'grill-0|medium|rice|sem cebola',
        itemId: 'grill-0',
        name: 'grill 0',
        quantity: 3,
        choiceIds: ['medium', 'rice'],
        choiceNames: ['Ao ponto', 'Arroz'],
        unitCents: 8990 + 900,
        note: 'sem cebola',
        serviceId: 'svc-delivery',
      },
    ]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('offers to try again when the options do not load', async () => {
    let fail = true;
    const { actor, ready } = openSheet(async () => {
      if (fail) throw { key: 'network' };
      return options;
    });
    await ready();
    expect(selectIsFailed(actor.getSnapshot())).toBe(true);
    expect(selectError(actor.getSnapshot())).toBe('network');
    fail = false;
    actor.send({ type: 'item.retry' });
    await ready();
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
  });
});

describe('the product sheet’s analytics (spec §7)', () => {
  it('reports PRODUCT_VIEWED with the dish once its options are shown, not when they fail', async () => {
    const viewed: unknown[] = [];
    const open = (load: () => Promise<typeof options>) =>
      createActor(
        productMachine.provide({
          actors: { loadOptions: fromPromise(load) },
          actions: { trackProductViewed: (_, item) => void viewed.push(item) },
        }),
        { input: sheet },
      ).start();
    open(async () => {
      throw new Error('offline');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(viewed).toEqual([]);
    open(async () => options);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(viewed).toEqual([sheet.item]);
  });
});
