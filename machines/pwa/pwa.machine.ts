// The installable app: the update prompt, the install offer and the notifications offer.
// Spec §1 installable app and push notifications; §4 a new service-worker version prompts for update, a periodic build check.
import { fromCallback, sendTo, setup } from 'xstate';
import { provided } from '../shared/provided.ts';
import type {
  InstallEvent,
  InstallOutcome,
  NotificationsPermission,
  PwaEvent,
  PwaTag,
  ServiceWorkerCommand,
  ServiceWorkerEvent,
} from './pwa.types.ts';

/** How often an open app asks the server for a new build. */
export const BUILD_CHECK_MS = 30 * 60 * 1000;

/**
 * How long the worker's registration waits once the chart has started (after the first screen). Its
 * install downloads every screen's code, about 150 files: at once, it competed with the first screen's
 * scripts and first taps on a phone's line and cores (Lighthouse mobile, a new visitor on `/`: median
 * 79 with it, 89 without). A visitor who leaves sooner gets the worker on the next visit.
 */
export const REGISTER_DELAY_MS = 5_000;

/**
 * The service worker is registered by a binding the app provides (`serviceWorker`, a callback actor
 * that reports the worker's lifecycle and the browser's install offer, and takes `sw.register`,
 * `sw.skipWaiting` and `sw.check`), `REGISTER_DELAY_MS` after the chart starts. A new build waits
 * until the customer accepts the prompt; the page reloads once the new worker controls it, so it
 * never runs old code against new caches. The install offer waits for a moment the customer has got
 * something out of the app (views show it on success screens), never on first paint.
 */
export const pwaMachine = setup({
  types: {} as { events: PwaEvent; tags: PwaTag },
  actors: {
    // Provided by the app: registers the worker and reports its lifecycle to this chart.
    serviceWorker: fromCallback<ServiceWorkerCommand, undefined, ServiceWorkerEvent | InstallEvent>(() => {}),
    promptInstall: provided<InstallOutcome>('pwa', 'promptInstall'),
    readNotificationsPermission: provided<NotificationsPermission>('pwa', 'readNotificationsPermission'),
    requestNotificationsPermission: provided<NotificationsPermission>(
      'pwa',
      'requestNotificationsPermission',
    ),
  },
  actions: {
    register: sendTo('serviceWorker', { type: 'sw.register' } satisfies ServiceWorkerCommand),
    skipWaiting: sendTo('serviceWorker', { type: 'sw.skipWaiting' } satisfies ServiceWorkerCommand),
    checkForBuild: sendTo('serviceWorker', { type: 'sw.check' } satisfies ServiceWorkerCommand),
    // Provided by the app: the page loads again, from the new worker.
    reload: () => {},
    // Provided by the app: the customer's answer is kept with them, so the offer is not made again.
    rememberNotificationsDeclined: () => {},
  },
  guards: {
    wasInstalled: ({ event }) => (event as { output?: InstallOutcome }).output === 'accepted',
    isUndecided: ({ event }) => (event as { output?: NotificationsPermission }).output === 'default',
    isGranted: ({ event }) => (event as { output?: NotificationsPermission }).output === 'granted',
  },
  delays: { REGISTER: REGISTER_DELAY_MS, BUILD_CHECK: BUILD_CHECK_MS },
}).createMachine({
  id: 'pwa',
  type: 'parallel',
  invoke: { id: 'serviceWorker', src: 'serviceWorker' },
  states: {
    update: {
      initial: 'deferred',
      states: {
        // The first screen is the customer's before the worker downloads the rest of the app.
        deferred: { after: { REGISTER: { target: 'registering', actions: 'register' } } },
        registering: {
          on: { 'sw.registered': 'current', 'sw.unsupported': 'unsupported', 'sw.waiting': 'available' },
        },
        unsupported: { type: 'final' },
        current: {
          after: { BUILD_CHECK: { target: 'current', reenter: true, actions: 'checkForBuild' } },
          on: { 'sw.waiting': 'available' },
        },
        available: {
          tags: 'updatePrompt',
          on: {
            'update.accept': { target: 'activating', actions: 'skipWaiting' },
            'update.dismiss': 'dismissed',
          },
        },
        // Asked again at the next new build, not at every page.
        dismissed: {
          after: { BUILD_CHECK: { target: 'dismissed', reenter: true, actions: 'checkForBuild' } },
          on: { 'sw.waiting': 'available' },
        },
        activating: { tags: 'reloading', on: { 'sw.controlling': 'reloading' } },
        reloading: { tags: 'reloading', entry: 'reload', type: 'final' },
      },
    },
    install: {
      initial: 'unavailable',
      states: {
        unavailable: { on: { 'install.available': 'offered' } },
        offered: {
          tags: 'installOffer',
          on: {
            'install.accept': 'prompting',
            'install.dismiss': 'declined',
            'install.unavailable': 'unavailable',
          },
        },
        prompting: {
          invoke: {
            id: 'promptInstall',
            src: 'promptInstall',
            onDone: [{ guard: 'wasInstalled', target: 'installed' }, { target: 'declined' }],
            onError: 'declined',
          },
        },
        installed: { type: 'final' },
        declined: { type: 'final' },
      },
    },
    // Offered where an order was paid (views show it there) to a customer who has not decided yet.
    notifications: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'readNotificationsPermission',
            src: 'readNotificationsPermission',
            onDone: [{ guard: 'isUndecided', target: 'undecided' }, { target: 'decided' }],
            onError: 'decided',
          },
        },
        undecided: {
          tags: 'notificationsOffer',
          on: { 'notifications.accept': 'asking', 'notifications.dismiss': 'declined' },
        },
        asking: {
          tags: ['notificationsOffer', 'askingNotifications'],
          invoke: {
            id: 'requestNotificationsPermission',
            src: 'requestNotificationsPermission',
            onDone: [{ guard: 'isGranted', target: 'allowed' }, { target: 'declined' }],
            onError: 'declined',
          },
        },
        // The push renewal saves the subscription once the browser says so.
        allowed: { type: 'final' },
        // Turned down, or the browser's prompt left unanswered.
        declined: { type: 'final', entry: 'rememberNotificationsDeclined' },
        decided: { type: 'final' },
      },
    },
  },
});
