import { Workbox } from 'workbox-window';
import { fromCallback, fromPromise } from 'xstate';
import { pwaMachine } from '../../machines/pwa/pwa.machine.ts';
import type {
  InstallEvent,
  InstallOutcome,
  ServiceWorkerCommand,
  ServiceWorkerEvent,
} from '../../machines/pwa/pwa.types.ts';

/** `beforeinstallprompt`'s event (Chromium): not in the DOM typings. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: InstallOutcome }>;
}

/**
 * The installable app with its real effects — the service worker through workbox-window, the
 * browser's install prompt: a chunk of its own, loaded after the first screen.
 */
export function pwaLogic() {
  // The browser's offer, kept until the customer answers ours.
  let offer: InstallPromptEvent | undefined;
  return pwaMachine.provide({
    actors: {
      serviceWorker: fromCallback<ServiceWorkerCommand, undefined, ServiceWorkerEvent | InstallEvent>(
        ({ sendBack, receive }) => {
          const onOffer = (event: Event) => {
            event.preventDefault();
            offer = event as InstallPromptEvent;
            sendBack({ type: 'install.available' });
          };
          const onInstalled = () => {
            offer = undefined;
            sendBack({ type: 'install.unavailable' });
          };
          window.addEventListener('beforeinstallprompt', onOffer);
          window.addEventListener('appinstalled', onInstalled);
          if (!('serviceWorker' in navigator)) {
            sendBack({ type: 'sw.unsupported' });
          } else {
            const worker = new Workbox('/sw.js');
            worker.addEventListener('waiting', () => sendBack({ type: 'sw.waiting' }));
            worker.addEventListener('controlling', () => sendBack({ type: 'sw.controlling' }));
            receive((command) => {
              if (command.type === 'sw.skipWaiting') worker.messageSkipWaiting();
              else void worker.update();
            });
            worker.register().then(
              () => sendBack({ type: 'sw.registered' }),
              () => sendBack({ type: 'sw.unsupported' }),
            );
          }
          return () => {
            window.removeEventListener('beforeinstallprompt', onOffer);
            window.removeEventListener('appinstalled', onInstalled);
          };
        },
      ),
      promptInstall: fromPromise<InstallOutcome, undefined>(async () => {
        const prompt = offer;
        offer = undefined;
        if (prompt === undefined) return 'dismissed';
        await prompt.prompt();
        return (await prompt.userChoice).outcome;
      }),
    },
    actions: { reload: () => window.location.reload() },
  });
}
