import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { completeUser } from './user.fixtures.ts';
import { userMachine } from './user.machine.ts';
import { selectIsRegistered, selectUser, selectUserType } from './user.selectors.ts';

modelTest('user machine', {
  machine: userMachine,
  // Only the type decides where the chart goes; the data events are self-transitions.
  stateKey: ({ context }) => context.type,
  inputs: { 'nothing stored': {} },
  events: {
    'user.signedIn': { registered: { userType: 'registered' }, b2c: { userType: 'b2c' } },
    'user.loaded': { 'as stored': { user: completeUser }, 'as b2c': { user: completeUser, userType: 'b2c' } },
    'favorites.loaded': { two: { itemIds: ['item-1', 'item-2'] } },
    'favorites.toggled': { on: { itemId: 'item-3', active: true }, off: { itemId: 'item-1', active: false } },
    'resend.recorded': { email: { channel: 'email', at: 1 } },
    'profileStep.changed': { credentials: { step: 3 } },
    'notificationToken.changed': { 'a token': { token: 'push-1' } },
    'analytics.identified': { moengage: { uniqueId: 'moe-1' } },
    'pushOffer.declined': { declined: {} },
  },
  assertions: {
    guest: (snapshot) => {
      expect(selectUserType(snapshot)).toBe('guest');
      expect(selectIsRegistered(snapshot)).toBe(false);
      expect(selectUser(snapshot)).toBeNull();
    },
    registered: (snapshot) => {
      expect(selectUserType(snapshot)).toBe('registered');
      expect(selectIsRegistered(snapshot)).toBe(true);
    },
    b2c: (snapshot) => {
      expect(selectUserType(snapshot)).toBe('b2c');
      expect(selectIsRegistered(snapshot)).toBe(true);
    },
  },
});
