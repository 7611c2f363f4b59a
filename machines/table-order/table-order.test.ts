import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { numberedKeys } from '../../tests/idempotency-keys.ts';
import { diner, menu, picanhaOptions } from './table-order.fixtures.ts';
import { tableOrderMachine } from './table-order.machine.ts';
import {
  selectDraftSummary,
  selectError,
  selectIsOutcomeUnknown,
  selectLines,
  selectOrderSummary,
} from './table-order.selectors.ts';
import type { LoadItemInput, PlacedOrder, PlaceOrderInput } from './table-order.types.ts';

const lost = () => Object.assign(new Error('network'), { key: 'network', status: undefined });
const refused = (code: string) => Object.assign(new Error(code), { key: 'default', status: 409, code });

function startOrder(answers: Array<PlacedOrder | Error>) {
  const sent: PlaceOrderInput[] = [];
  numberedKeys();
  const machine = tableOrderMachine.provide({
    actors: {
      loadMenu: fromPromise(async () => menu),
      loadItem: fromPromise(async ({ input }: { input: LoadItemInput }) =>
        input.itemId === 'picanha' ? picanhaOptions : [],
      ),
      placeOrder: fromPromise(async ({ input }: { input: PlaceOrderInput }) => {
        sent.push(input);
        const answer = answers[Math.min(sent.length - 1, answers.length - 1)] as PlacedOrder | Error;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: diner }).start();
  return { actor, sent };
}

async function orderPicanha(actor: ReturnType<typeof startOrder>['actor']) {
  await waitFor(actor, (snapshot) => snapshot.matches('browsing'));
  actor.send({ type: 'item.open', itemId: 'picanha' });
  await waitFor(actor, (snapshot) => snapshot.matches({ item: 'choosing' }));
  actor.send({ type: 'item.add' });
  expect(selectError(actor.getSnapshot())).toBe('optionsRequired');
  actor.send({ type: 'choice.toggle', groupId: 'doneness', choiceId: 'rare' });
  actor.send({ type: 'choice.toggle', groupId: 'extras', choiceId: 'fries' });
  actor.send({ type: 'quantity.set', quantity: 2 });
  actor.send({ type: 'note.change', note: 'sem sal grosso' });
  expect(selectDraftSummary(actor.getSnapshot())).toEqual({ totalCents: 20380, complete: true, missing: [] });
  actor.send({ type: 'item.add' });
}

describe('ordering from the table menu', () => {
  it('gathers dishes with their options and sends them under one key', async () => {
    const { actor, sent } = startOrder([{ totalCents: 20380 }]);
    await orderPicanha(actor);
    expect(selectOrderSummary(actor.getSnapshot())).toEqual({ count: 2, totalCents: 20380 });
    actor.send({ type: 'basket.open' });
    actor.send({ type: 'order.send' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ totalCents: 20380 });
    expect(sent[0]).toMatchObject({
      sessionId: 'session-1',
      userSessionId: 'seat-1',
      idempotencyKey: 'key-1',
    });
    expect(sent[0]?.lines[0]).toMatchObject({ itemId: 'picanha', quantity: 2, note: 'sem sal grosso' });
  });

  it('does not open a sold-out dish', async () => {
    const { actor } = startOrder([]);
    await waitFor(actor, (snapshot) => snapshot.matches('browsing'));
    actor.send({ type: 'item.open', itemId: 'costela' });
    expect(actor.getSnapshot().matches('browsing')).toBe(true);
  });

  it('retries a lost answer with the same key only, so the kitchen never gets it twice', async () => {
    const { actor, sent } = startOrder([lost(), { totalCents: 20380 }]);
    await orderPicanha(actor);
    actor.send({ type: 'basket.open' });
    actor.send({ type: 'order.send' });
    await waitFor(actor, (snapshot) => snapshot.matches('unknown'));
    expect(selectIsOutcomeUnknown(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'line.set', key: selectLines(actor.getSnapshot())[0]?.key ?? '', quantity: 5 });
    expect(selectOrderSummary(actor.getSnapshot()).count).toBe(2);
    actor.send({ type: 'order.send' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent.map((input) => input.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('keeps a refused order to edit and sends it again under a new key', async () => {
    const { actor, sent } = startOrder([refused('ITEM_UNAVAILABLE'), { totalCents: 10190 }]);
    await orderPicanha(actor);
    actor.send({ type: 'basket.open' });
    actor.send({ type: 'order.send' });
    await waitFor(actor, (snapshot) => snapshot.matches('basket') && selectError(snapshot) !== undefined);
    expect(selectError(actor.getSnapshot())).toBe('itemUnavailable');
    const [line] = selectLines(actor.getSnapshot());
    actor.send({ type: 'line.set', key: line?.key ?? '', quantity: 1 });
    actor.send({ type: 'order.send' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent.map((input) => input.idempotencyKey)).toEqual(['key-1', 'key-2']);
    expect(sent[1]?.lines[0]?.quantity).toBe(1);
  });

  it('goes back to the menu when the last line is removed', async () => {
    const { actor } = startOrder([]);
    await orderPicanha(actor);
    actor.send({ type: 'basket.open' });
    actor.send({ type: 'line.set', key: selectLines(actor.getSnapshot())[0]?.key ?? '', quantity: 0 });
    expect(actor.getSnapshot().matches('browsing')).toBe(true);
    actor.send({ type: 'basket.open' });
    expect(actor.getSnapshot().matches('browsing')).toBe(true);
  });
});
