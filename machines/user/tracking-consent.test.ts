import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { selectAnalyticsId, selectHasTrackingConsent } from './tracking-consent.ts';
import { completeUser } from './user.fixtures.ts';
import { userMachine } from './user.machine.ts';
import type { UserContext } from './user.types.ts';

const base: UserContext = {
  user: completeUser,
  type: 'registered',
  tutorialSeen: true,
  tableTermsAccepted: false,
  favorites: [],
  analyticsId: 'moe-1',
  profileStep: 0,
  lastResendAt: { email: undefined, phone: undefined },
  notificationToken: undefined,
  favoriteToggles: [],
};
const snapshotIn = (value: StateValue, overrides: Partial<UserContext> = {}) =>
  userMachine.resolveState({ value, context: { ...base, ...overrides } });
const guest = snapshotIn('guest', { user: null, type: 'guest' });

describe('tracking consent', () => {
  it('track only a signed-in customer who accepted notifications; keep the analytics id', () => {
    const consenting = { ...completeUser, accepted_notifications: true };
    expect(selectHasTrackingConsent(snapshotIn('registered', { user: consenting }))).toBe(true);
    expect(selectHasTrackingConsent(snapshotIn('b2c', { type: 'b2c', user: consenting }))).toBe(true);
    expect(
      selectHasTrackingConsent(
        snapshotIn('registered', { user: { ...completeUser, accepted_notifications: false } }),
      ),
    ).toBe(false);
    const unanswered = { ...completeUser, accepted_notifications: undefined };
    expect(selectHasTrackingConsent(snapshotIn('registered', { user: unanswered }))).toBe(false);
    expect(selectHasTrackingConsent(guest)).toBe(false);
    expect(selectAnalyticsId(snapshotIn('registered'))).toBe('moe-1');
  });
});
