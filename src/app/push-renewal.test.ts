import { describe, expect, it } from 'vitest';
import { type RenewalEffects, renewPushToken } from './push-renewal.ts';

function effects(state: { signedIn: boolean; permitted: boolean; fails?: boolean }) {
  let granted = () => {};
  let registered = 0;
  const fake: RenewalEffects = {
    isSignedIn: () => state.signedIn,
    isPermitted: () => state.permitted,
    register: async () => {
      registered += 1;
      if (state.fails) throw new Error('no push service');
    },
    onPermissionGranted: (callback) => {
      granted = callback;
    },
  };
  return { fake, grant: () => granted(), registered: () => registered };
}

describe('renewing the push token', () => {
  it('saves the subscription at the start of a signed-in app whose customer allows notifications', () => {
    const { fake, registered } = effects({ signedIn: true, permitted: true });
    renewPushToken(fake);
    expect(registered()).toBe(1);
  });

  it('asks nothing of a visitor, nor of a customer who has not allowed notifications', () => {
    for (const state of [
      { signedIn: false, permitted: true },
      { signedIn: true, permitted: false },
    ]) {
      const { fake, registered } = effects(state);
      renewPushToken(fake);
      expect(registered()).toBe(0);
    }
  });

  it('saves it when the customer allows notifications later, if signed in then', () => {
    const state = { signedIn: false, permitted: false };
    const { fake, grant, registered } = effects(state);
    renewPushToken(fake);
    state.permitted = true;
    grant();
    expect(registered()).toBe(0);
    state.signedIn = true;
    grant();
    expect(registered()).toBe(1);
  });

  it('keeps a failed renewal to itself: the registration already said it and cleared the token', async () => {
    const { fake, registered } = effects({ signedIn: true, permitted: true, fails: true });
    expect(() => renewPushToken(fake)).not.toThrow();
    await Promise.resolve();
    expect(registered()).toBe(1);
  });
});
