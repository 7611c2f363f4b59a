import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { pwaMachine } from './pwa.machine.ts';
import {
  selectCanInstall,
  selectCanOfferNotifications,
  selectIsAskingNotifications,
  selectIsReloading,
  selectIsUpdateAvailable,
} from './pwa.selectors.ts';

modelTest('pwa machine', {
  machine: pwaMachine,
  events: {
    'xstate.done.actor.promptInstall': {
      installed: { output: 'accepted' },
      'not now': { output: 'dismissed' },
    },
    'xstate.error.actor.promptInstall': {
      'the prompt was gone': { error: new Error('prompt already used') },
    },
    'xstate.done.actor.readNotificationsPermission': {
      'not decided': { output: 'default' },
      allowed: { output: 'granted' },
      'cannot push': { output: 'unsupported' },
    },
    'xstate.error.actor.readNotificationsPermission': {
      'no answer': { error: new Error('permissions unavailable') },
    },
    'xstate.done.actor.requestNotificationsPermission': {
      allowed: { output: 'granted' },
      denied: { output: 'denied' },
      'left unanswered': { output: 'default' },
    },
    'xstate.error.actor.requestNotificationsPermission': {
      'the prompt failed': { error: new Error('prompt failed') },
    },
  },
  assertions: {
    'update.available': (snapshot) => expect(selectIsUpdateAvailable(snapshot)).toBe(true),
    'update.current': (snapshot) => expect(selectIsUpdateAvailable(snapshot)).toBe(false),
    'update.dismissed': (snapshot) => expect(selectIsUpdateAvailable(snapshot)).toBe(false),
    'update.activating': (snapshot) => expect(selectIsReloading(snapshot)).toBe(true),
    'update.reloading': (snapshot) => expect(selectIsReloading(snapshot)).toBe(true),
    'install.offered': (snapshot) => expect(selectCanInstall(snapshot)).toBe(true),
    'install.declined': (snapshot) => expect(selectCanInstall(snapshot)).toBe(false),
    'install.installed': (snapshot) => expect(selectCanInstall(snapshot)).toBe(false),
    'notifications.undecided': (snapshot) => expect(selectCanOfferNotifications(snapshot)).toBe(true),
    'notifications.asking': (snapshot) => expect(selectIsAskingNotifications(snapshot)).toBe(true),
    'notifications.allowed': (snapshot) => expect(selectCanOfferNotifications(snapshot)).toBe(false),
    'notifications.declined': (snapshot) => expect(selectCanOfferNotifications(snapshot)).toBe(false),
    'notifications.decided': (snapshot) => expect(selectCanOfferNotifications(snapshot)).toBe(false),
  },
});
