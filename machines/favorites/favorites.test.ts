import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { favoritesMachine } from './favorites.machine.ts';
import {
  selectError,
  selectIsPending,
  selectIsSaving,
  selectIsSignInOffered,
} from './favorites.selectors.ts';
import type { FavoriteChange, FavoriteToggle } from './favorites.types.ts';

/** The user store's list, as the parent applies the changes (spec §4 "Favorite toggle"). */
function applied(changes: FavoriteChange[], start: string[] = []): string[] {
  const list = [...start];
  for (const { itemId, active } of changes) {
    const index = list.indexOf(itemId);
    if (active && index === -1) list.push(itemId);
    if (!active && index !== -1) list.splice(index, 1);
  }
  return list;
}

function startFavorites(signedIn: boolean, save: (toggle: FavoriteToggle) => Promise<void> = async () => {}) {
  const sent: FavoriteToggle[] = [];
  const changes: FavoriteChange[] = [];
  const machine = favoritesMachine.provide({
    actors: {
      saveFavorite: fromPromise(async ({ input }: { input: FavoriteToggle }) => {
        sent.push(input);
        return save(input);
      }),
    },
    actions: { applyFavorite: (_, change: FavoriteChange) => changes.push(change) },
  });
  const actor = createActor(machine, { input: { signedIn } }).start();
  const toggle = (itemId: string, active: boolean) =>
    actor.send({ type: 'favorite.toggle', itemId, active, serviceId: 'svc-delivery' });
  const settled = () => waitFor(actor, (snapshot) => snapshot.matches('idle'));
  return { actor, sent, changes, toggle, settled };
}

describe('favorite heart', () => {
  it('changes the list at once and tells the API with the current service id', async () => {
    const { actor, sent, changes, toggle, settled } = startFavorites(true);
    toggle('picanha', true);
    expect(changes).toEqual([{ itemId: 'picanha', active: true }]);
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    expect(selectIsPending(actor.getSnapshot(), 'picanha')).toBe(true);
    await settled();
    expect(sent).toEqual([{ itemId: 'picanha', active: true, serviceId: 'svc-delivery' }]);
    expect(selectIsPending(actor.getSnapshot(), 'picanha')).toBe(false);
  });

  it('sends quick taps one at a time, in order', async () => {
    const { sent, changes, toggle, settled } = startFavorites(true);
    toggle('picanha', true);
    toggle('costela', true);
    toggle('picanha', false);
    expect(applied(changes)).toEqual(['costela']);
    await settled();
    expect(sent.map(({ itemId, active }) => `${itemId} ${active}`)).toEqual([
      'picanha true',
      'costela true',
      'picanha false',
    ]);
  });

  it('undoes a tap the API refuses and reports it; the next tap clears the error', async () => {
    const { actor, changes, toggle, settled } = startFavorites(true, async ({ itemId }) => {
      if (itemId === 'picanha') throw { key: 'network' };
    });
    toggle('picanha', true);
    toggle('costela', true);
    await settled();
    expect(applied(changes, ['farofa'])).toEqual(['farofa', 'costela']);
    expect(selectError(actor.getSnapshot())).toBe('favoriteFailed');
    toggle('costela', false);
    expect(selectError(actor.getSnapshot())).toBeUndefined();
  });

  it('undoing a refused removal puts the dish back', async () => {
    const { changes, toggle, settled } = startFavorites(true, () => Promise.reject({ key: 'default' }));
    toggle('picanha', false);
    await settled();
    expect(applied(changes, ['picanha'])).toEqual(['picanha']);
  });

  it('offers a guest sign-in instead, and says when they take it', () => {
    const { actor, sent, changes, toggle } = startFavorites(false);
    const requested: string[] = [];
    actor.on('signIn.requested', (event) => requested.push(event.type));
    toggle('picanha', true);
    expect(selectIsSignInOffered(actor.getSnapshot())).toBe(true);
    expect(changes).toEqual([]);
    actor.send({ type: 'signIn.dismiss' });
    expect(selectIsSignInOffered(actor.getSnapshot())).toBe(false);
    expect(requested).toEqual([]);
    toggle('picanha', true);
    actor.send({ type: 'signIn.accept' });
    expect(requested).toEqual(['signIn.requested']);
    expect(sent).toEqual([]);
  });
});

describe('the heart’s analytics (spec §7)', () => {
  it('reports PRODUCT_FAVORITED once the API took the tap, and nothing for a tap it refused', async () => {
    const tracked: FavoriteToggle[] = [];
    const machine = favoritesMachine.provide({
      actors: {
        saveFavorite: fromPromise(async ({ input }: { input: FavoriteToggle }) => {
          if (input.itemId === 'refused') throw new Error('500');
        }),
      },
      actions: { trackFavorited: (_, toggle) => void tracked.push(toggle) },
    });
    const actor = createActor(machine, { input: { signedIn: true } }).start();
    actor.send({ type: 'favorite.toggle', itemId: 'picanha', active: true, serviceId: 'svc-delivery' });
    actor.send({ type: 'favorite.toggle', itemId: 'refused', active: true, serviceId: 'svc-delivery' });
    actor.send({ type: 'favorite.toggle', itemId: 'picanha', active: false, serviceId: 'svc-delivery' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(tracked).toEqual([
      { itemId: 'picanha', active: true, serviceId: 'svc-delivery' },
      { itemId: 'picanha', active: false, serviceId: 'svc-delivery' },
    ]);
  });
});
