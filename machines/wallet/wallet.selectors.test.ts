import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { master, visa } from './wallet.fixtures.ts';
import { walletMachine } from './wallet.machine.ts';
import {
  selectCards,
  selectError,
  selectIsBusy,
  selectIsLoading,
  selectLoadFailed,
} from './wallet.selectors.ts';

const walletWith = (loadCards: () => Promise<(typeof visa)[]>) =>
  createActor(
    walletMachine.provide({
      actors: { loadCards: fromPromise(loadCards) },
      // Run alone, without the checkout or the tree to hear what is selected.
      actions: { reportSelection: () => {} },
    }),
    { input: { isRegistered: true } },
  ).start();

describe('the wallet selectors', () => {
  it('say the cards are loading, then list them default first', async () => {
    const wallet = walletWith(async () => [visa, master]);
    expect(selectIsLoading(wallet.getSnapshot())).toBe(true);
    expect(selectIsBusy(wallet.getSnapshot())).toBe(true);
    await waitFor(wallet, (snapshot) => !selectIsBusy(snapshot));
    expect(selectIsLoading(wallet.getSnapshot())).toBe(false);
    expect(selectCards(wallet.getSnapshot()).map((card) => card.id)).toEqual([master.id, visa.id]);
    expect(selectLoadFailed(wallet.getSnapshot())).toBe(false);
  });

  it('say the cards could not be read, and why', async () => {
    const wallet = walletWith(() => Promise.reject({ key: 'network' }));
    await waitFor(wallet, (snapshot) => !selectIsBusy(snapshot));
    expect(selectLoadFailed(wallet.getSnapshot())).toBe(true);
    expect(selectError(wallet.getSnapshot())).toEqual({ key: 'network', during: 'load' });
  });
});
