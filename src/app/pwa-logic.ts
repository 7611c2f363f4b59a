import { fromCallback, fromPromise } from 'xstate';
import { pwaMachine } from '../../machines/pwa/pwa.machine.ts';
import type {
  InstallEvent,
  InstallOutcome,
  NotificationsPermission,
  ServiceWorkerCommand,
  ServiceWorkerEvent,
} from '../../machines/pwa/pwa.types.ts';
import { canPush } from '../lib/push-support.ts';
import { bindServiceWorker, type InstallPromptEvent } from './service-worker-binding.ts';

interface System {
  system: { get(systemId: 'user'): { send(event: { type: 'pushOffer.declined' }): void } | undefined };
}

/**
 * The installable app with its real effects: the service worker, the browser's install offer and its
 * notification permission. A chunk of its own, which the app tree downloads after the first screen.
 */
export function pwaLogic() {
  // The browser's offer, kept until the customer answers ours.
  let offer: InstallPromptEvent | undefined;
  return pwaMachine.provide({
    actors: {
      serviceWorker: fromCallback<ServiceWorkerCommand, undefined, ServiceWorkerEvent | InstallEvent>(
        ({ sendBack, receive }) => {
          const binding = bindServiceWorker({ report: sendBack, keepOffer: (kept) => (offer = kept) });
          receive((command) => binding.command(command));
          return () => binding.stop();
        },
      ),
      promptInstall: fromPromise<InstallOutcome, undefined>(async () => {
        const prompt = offer;
        offer = undefined;
        if (prompt === undefined) return 'dismissed';
        await prompt.prompt();
        return (await prompt.userChoice).outcome;
      }),
      // Notification.permission asks the browser synchronously (tens of ms): the asynchronous query
      // where there is one.
      readNotificationsPermission: fromPromise<NotificationsPermission, undefined>(async () => {
        if (!canPush()) return 'unsupported';
        const status = await navigator.permissions?.query({ name: 'notifications' }).catch(() => undefined);
        if (status === undefined) return Notification.permission;
        return status.state === 'prompt' ? 'default' : status.state;
      }),
      requestNotificationsPermission: fromPromise<NotificationsPermission, undefined>(() =>
        Notification.requestPermission(),
      ),
    },
    actions: {
      reload: () => window.location.reload(),
      rememberNotificationsDeclined: ({ system }: System) =>
        system.get('user')?.send({ type: 'pushOffer.declined' }),
    },
  });
}
