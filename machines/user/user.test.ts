import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { completeUser } from './user.fixtures.ts';
import { persistedOf, userMachine } from './user.machine.ts';
import { selectIsRegistered, selectUser, selectUserType } from './user.selectors.ts';
import type { PersistedUser, UserInput } from './user.types.ts';
import { selectFavorites, selectPushOfferDeclined } from './user-preferences.selectors.ts';

function startUser(input?: UserInput) {
  const written: PersistedUser[] = [];
  const machine = userMachine.provide({
    actions: {
      persist: (_, slice: PersistedUser) => {
        written.push(slice);
      },
    },
  });
  return { user: createActor(machine, { input }).start(), written };
}

describe('user machine', () => {
  it('starts as a guest with nothing stored', () => {
    const { user } = startUser();
    expect(selectUserType(user.getSnapshot())).toBe('guest');
    expect(selectUser(user.getSnapshot())).toBeNull();
  });

  it('restores the stored type and user', () => {
    const { user } = startUser({ user: completeUser, type: 'b2c', favorites: ['item-1'] });
    expect(user.getSnapshot().value).toBe('b2c');
    expect(selectFavorites(user.getSnapshot())).toEqual(['item-1']);
  });

  it('is marked registered at login and stores the loaded user, persisting both', () => {
    const { user, written } = startUser();
    user.send({ type: 'user.signedIn', userType: 'registered' });
    user.send({ type: 'user.loaded', user: completeUser });
    expect(selectIsRegistered(user.getSnapshot())).toBe(true);
    expect(selectUser(user.getSnapshot())).toEqual(completeUser);
    expect(written.at(-1)).toMatchObject({ user: completeUser, type: 'registered' });
  });

  it('loads a b2c user as b2c', () => {
    const { user } = startUser();
    user.send({ type: 'user.loaded', user: completeUser, userType: 'b2c' });
    expect(user.getSnapshot().value).toBe('b2c');
  });

  it('keeps the type when the user is reloaded', () => {
    const { user } = startUser({ user: completeUser, type: 'b2c' });
    user.send({ type: 'user.loaded', user: { ...completeUser, name: 'Ana S.' } });
    expect(selectUserType(user.getSnapshot())).toBe('b2c');
  });

  it('"Favorite toggle: active true adds the item id if absent, false removes it."', () => {
    const { user, written } = startUser({ favorites: ['item-1'] });
    user.send({ type: 'favorites.toggled', itemId: 'item-2', active: true });
    user.send({ type: 'favorites.toggled', itemId: 'item-2', active: true });
    expect(selectFavorites(user.getSnapshot())).toEqual(['item-1', 'item-2']);
    user.send({ type: 'favorites.toggled', itemId: 'item-1', active: false });
    user.send({ type: 'favorites.toggled', itemId: 'item-9', active: false });
    expect(selectFavorites(user.getSnapshot())).toEqual(['item-2']);
    expect(written.at(-1)?.favorites).toEqual(['item-2']);
  });

  it('keeps the hearts tapped while the favorites were loading, over the list the load answers', () => {
    const { user, written } = startUser({ favorites: ['item-1'] });
    user.send({ type: 'favorites.toggled', itemId: 'item-2', active: true });
    user.send({ type: 'favorites.toggled', itemId: 'item-1', active: false });
    // Asked before the taps reached the API: it answers the list as it was.
    user.send({ type: 'favorites.loaded', itemIds: ['item-1', 'item-3'] });
    expect(selectFavorites(user.getSnapshot())).toEqual(['item-3', 'item-2']);
    expect(written.at(-1)?.favorites).toEqual(['item-3', 'item-2']);
    // The next load is the API's word alone.
    user.send({ type: 'favorites.loaded', itemIds: ['item-4'] });
    expect(selectFavorites(user.getSnapshot())).toEqual(['item-4']);
  });

  it('clears the user on logout but remembers the tutorial and the table terms', () => {
    const { user } = startUser({ user: completeUser, type: 'registered', favorites: ['item-1'] });
    user.send({ type: 'tutorial.seen' });
    user.send({ type: 'tableTerms.accepted' });
    user.send({ type: 'user.cleared' });
    expect(persistedOf(user.getSnapshot().context)).toEqual({
      user: null,
      type: 'guest',
      tutorialSeen: true,
      tableTermsAccepted: true,
      favorites: [],
      analyticsId: undefined,
    });
  });

  it('remembers a notifications offer turned down, and reads it back', () => {
    const { user, written } = startUser({ user: completeUser, type: 'registered' });
    expect(selectPushOfferDeclined(user.getSnapshot())).toBe(false);
    user.send({ type: 'pushOffer.declined' });
    expect(selectPushOfferDeclined(user.getSnapshot())).toBe(true);
    expect(written.at(-1)?.pushOfferDeclined).toBe(true);
    const restored = startUser(written.at(-1));
    expect(selectPushOfferDeclined(restored.user.getSnapshot())).toBe(true);
  });

  it('writes nothing when cleared: the storage cleared after it stays empty', () => {
    const { user, written } = startUser({ user: completeUser, type: 'registered' });
    user.send({ type: 'user.cleared' });
    expect(selectUserType(user.getSnapshot())).toBe('guest');
    expect(written).toEqual([]);
  });

  it('records resends, profile step and notification token without writing storage', () => {
    const { user, written } = startUser();
    user.send({ type: 'resend.recorded', channel: 'phone', at: 42 });
    user.send({ type: 'profileStep.changed', step: 3 });
    user.send({ type: 'notificationToken.changed', token: 'push-1' });
    const { context } = user.getSnapshot();
    expect(context.lastResendAt).toEqual({ email: undefined, phone: 42 });
    expect(context.profileStep).toBe(3);
    expect(context.notificationToken).toBe('push-1');
    expect(written).toEqual([]);
  });

  it('persists the analytics unique id', () => {
    const { user, written } = startUser();
    user.send({ type: 'analytics.identified', uniqueId: 'moe-1' });
    expect(written.at(-1)?.analyticsId).toBe('moe-1');
  });
});
