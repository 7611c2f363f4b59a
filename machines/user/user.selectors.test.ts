import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import { completeUser, newUser } from './user.fixtures.ts';
import { userMachine } from './user.machine.ts';
import {
  selectHasAccess,
  selectHasAddress,
  selectHasAllDeliveryInfo,
  selectHasAllTableInfo,
  selectIsRegistered,
  selectLastResendAt,
  selectPersisted,
  selectUserType,
} from './user.selectors.ts';
import type { UserContext } from './user.types.ts';
import { selectIsFavorite } from './user-preferences.selectors.ts';

const base: UserContext = {
  user: completeUser,
  type: 'registered',
  tutorialSeen: true,
  tableTermsAccepted: false,
  favorites: ['item-1'],
  analyticsId: 'moe-1',
  profileStep: 0,
  lastResendAt: { email: 1_000, phone: undefined },
  notificationToken: 'push-1',
  favoriteToggles: [],
};
const snapshotIn = (value: StateValue, overrides: Partial<UserContext> = {}) =>
  userMachine.resolveState({ value, context: { ...base, ...overrides } });
const guest = snapshotIn('guest', { user: null, type: 'guest' });

describe('user selectors', () => {
  it('read the type; registered includes b2c', () => {
    expect(selectUserType(snapshotIn('b2c', { type: 'b2c' }))).toBe('b2c');
    expect(selectIsRegistered(snapshotIn('b2c', { type: 'b2c' }))).toBe(true);
    expect(selectIsRegistered(guest)).toBe(false);
  });

  it('"A user with all delivery info has document, phone number and at least one address."', () => {
    expect(selectHasAllDeliveryInfo(snapshotIn('registered'))).toBe(true);
    expect(selectHasAllDeliveryInfo(snapshotIn('registered', { user: newUser }))).toBe(false);
    expect(
      selectHasAllDeliveryInfo(snapshotIn('registered', { user: { ...completeUser, document: '' } })),
    ).toBe(false);
    expect(
      selectHasAllDeliveryInfo(snapshotIn('registered', { user: { ...completeUser, phone_number: null } })),
    ).toBe(false);
    expect(selectHasAllDeliveryInfo(guest)).toBe(false);
  });

  it('"A user with all table info has name, email and phone."', () => {
    expect(selectHasAllTableInfo(snapshotIn('registered', { user: newUser }))).toBe(true);
    expect(selectHasAllTableInfo(snapshotIn('registered', { user: { ...newUser, email: null } }))).toBe(
      false,
    );
    expect(selectHasAllTableInfo(guest)).toBe(false);
  });

  it('tell whether the user has an address', () => {
    expect(selectHasAddress(snapshotIn('registered'))).toBe(true);
    expect(selectHasAddress(snapshotIn('registered', { user: newUser }))).toBe(false);
  });

  describe('"Access: a guest has access when an order id exists. A registered user has access with an access token and all delivery info."', () => {
    it.each([
      { who: 'a guest with an order id', snapshot: guest, orderId: 'order-1', token: false, expected: true },
      { who: 'a guest without one', snapshot: guest, orderId: undefined, token: false, expected: false },
      { who: 'a guest with an empty order id', snapshot: guest, orderId: '', token: true, expected: false },
      {
        who: 'a complete user with a token',
        snapshot: snapshotIn('registered'),
        orderId: undefined,
        token: true,
        expected: true,
      },
      {
        who: 'a complete user without a token',
        snapshot: snapshotIn('registered'),
        orderId: 'o',
        token: false,
        expected: false,
      },
      {
        who: 'a user missing delivery info',
        snapshot: snapshotIn('registered', { user: newUser }),
        orderId: 'o',
        token: true,
        expected: false,
      },
    ])('$who: $expected', ({ snapshot, orderId, token, expected }) => {
      expect(selectHasAccess(snapshot, { orderId, hasAccessToken: token })).toBe(expected);
    });
  });

  it('read favorites, resend times and the persisted slice', () => {
    const snapshot = snapshotIn('registered');
    expect(selectIsFavorite(snapshot, 'item-1')).toBe(true);
    expect(selectIsFavorite(snapshot, 'item-2')).toBe(false);
    expect(selectLastResendAt(snapshot, 'email')).toBe(1_000);
    expect(selectPersisted(snapshot)).toEqual({
      user: completeUser,
      type: 'registered',
      tutorialSeen: true,
      tableTermsAccepted: false,
      favorites: ['item-1'],
      analyticsId: 'moe-1',
    });
  });
});
