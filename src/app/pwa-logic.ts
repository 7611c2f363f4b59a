import { fromCallback, fromPromise } from 'xstate';
import { pwaMachine } from '../../machines/pwa/pwa.machine.ts';
import type {
  InstallEvent,
  InstallOutcome,
  ServiceWorkerCommand,
  ServiceWorkerEvent,
} from '../../machines/pwa/pwa.types.ts';
import { pageLoaded } from '../lib/page-loaded.ts';
import type { InstallPromptEvent } from './service-worker-binding.ts';

/** The installable app with its real effects: the service worker and the browser's install offer. */
export function pwaLogic() {
  // The browser's offer, kept until the customer answers ours.
  let offer: InstallPromptEvent | undefined;
  return pwaMachine.provide({
    actors: {
      serviceWorker: fromCallback<ServiceWorkerCommand, undefined, ServiceWorkerEvent | InstallEvent>(
        ({ sendBack, receive }) => {
          let binding: ReturnType<typeof import('./service-worker-binding.ts').bindServiceWorker> | undefined;
          let stopped = false;
          receive((command) => binding?.command(command));
          void pageLoaded()
            .then(() => import('./service-worker-binding.ts'))
            .then(({ bindServiceWorker }) => {
              if (stopped) return;
              binding = bindServiceWorker({ report: sendBack, keepOffer: (kept) => (offer = kept) });
            })
            .catch(() => sendBack({ type: 'sw.unsupported' }));
          return () => {
            stopped = true;
            binding?.stop();
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
