import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cardDetails, master, tokenized, visa } from './wallet.fixtures.ts';
import { sortCards, walletMachine } from './wallet.machine.ts';
import type { WalletInput } from './wallet.types.ts';

const failure = (status: number | undefined) =>
  Object.assign(new Error('failed'), { key: status === undefined ? 'network' : 'default', status });

type Fakes = Partial<
  Record<'loadCards' | 'tokenizeCard' | 'saveCard' | 'setDefaultCard' | 'deleteCard', () => Promise<unknown>>
>;

async function startWallet(input: WalletInput, fakes: Fakes = {}) {
  const reported: unknown[] = [];
  const actor = createActor(
    walletMachine.provide({
      actors: {
        loadCards: fromPromise(fakes.loadCards ?? (async () => [visa, master])),
        tokenizeCard: fromPromise(fakes.tokenizeCard ?? (async () => tokenized)),
        saveCard: fromPromise(fakes.saveCard ?? (async () => ({ ...visa, id: 'card-3' }))),
        setDefaultCard: fromPromise(fakes.setDefaultCard ?? (async () => [visa, master])),
        deleteCard: fromPromise(fakes.deleteCard ?? (async () => undefined)),
      } as never,
      actions: { reportSelection: ({ context }) => reported.push(context.selected) },
    }),
    { input },
  );
  actor.start();
  const idle = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  await idle();
  return { actor, reported, idle, snapshot: () => actor.getSnapshot() };
}

describe('the wallet', () => {
  it('sorts the default card first, keeping the order of the others', () => {
    const amex = { ...visa, id: 'card-4' };
    expect(sortCards([visa, amex, master]).map((card) => card.id)).toEqual(['card-2', 'card-1', 'card-4']);
  });

  it('loads nothing for a guest, who has no saved cards', async () => {
    const { snapshot, reported } = await startWallet({ isRegistered: false });
    expect(snapshot().context.cards).toEqual([]);
    expect(reported).toEqual([]);
  });

  it('reports the default card as chosen once the cards are loaded', async () => {
    const { reported } = await startWallet({ isRegistered: true });
    expect(reported).toEqual([{ kind: 'saved', cardId: 'card-2' }]);
  });

  it('offers a retry when the cards cannot be loaded', async () => {
    let calls = 0;
    const { actor, idle, snapshot } = await startWallet(
      { isRegistered: true },
      { loadCards: async () => (++calls === 1 ? Promise.reject(failure(undefined)) : [visa]) },
    );
    expect(snapshot().context.error).toEqual({ key: 'network', during: 'load' });
    actor.send({ type: 'cards.retry' });
    await idle();
    expect(snapshot().context.cards).toEqual([visa]);
    expect(snapshot().context.error).toBeUndefined();
  });

  it('uses a new card once when saving it fails, and says so', async () => {
    const { actor, idle, snapshot, reported } = await startWallet(
      { isRegistered: true },
      { saveCard: async () => Promise.reject(failure(500)) },
    );
    actor.send({ type: 'card.add', save: true, ...cardDetails });
    await idle();
    expect(snapshot().context.selected).toEqual({ kind: 'new', ...tokenized });
    expect(snapshot().context.error).toEqual({ key: 'default', during: 'save' });
    expect(reported.at(-1)).toEqual({ kind: 'new', ...tokenized });
    expect(snapshot().context.pending).toBeUndefined();
  });

  it('keeps the list when a card cannot be deleted or made the default', async () => {
    const { actor, idle, snapshot } = await startWallet(
      { isRegistered: true },
      {
        deleteCard: async () => Promise.reject(failure(500)),
        setDefaultCard: async () => Promise.reject(failure(500)),
      },
    );
    actor.send({ type: 'card.delete', cardId: 'card-1' });
    await idle();
    expect(snapshot().context.error).toEqual({ key: 'default', during: 'delete' });
    actor.send({ type: 'card.setDefault', cardId: 'card-1' });
    await idle();
    expect(snapshot().context.error).toEqual({ key: 'default', during: 'setDefault' });
    expect(snapshot().context.cards.map((card) => card.id)).toEqual(['card-2', 'card-1']);
    actor.send({ type: 'error.dismiss' });
    expect(snapshot().context.error).toBeUndefined();
  });

  it('ignores cards that are not saved', async () => {
    const { actor, snapshot } = await startWallet({ isRegistered: true });
    actor.send({ type: 'card.use', cardId: 'card-9' });
    actor.send({ type: 'card.delete', cardId: 'card-9' });
    expect(snapshot().value).toBe('ready');
    expect(snapshot().context.selected).toEqual({ kind: 'saved', cardId: 'card-2' });
  });
});
