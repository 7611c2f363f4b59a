import { expect } from 'vitest';
import { modelTest } from '../../tests/model/model-test.ts';
import { pwaMachine } from './pwa.machine.ts';
import { selectCanInstall, selectIsReloading, selectIsUpdateAvailable } from './pwa.selectors.ts';

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
  },
});
