import { Workbox } from 'workbox-window';
import type { InstallEvent, ServiceWorkerCommand, ServiceWorkerEvent } from '../../machines/pwa/pwa.types.ts';
import { toastPushes } from './push-toast.ts';

/** `beforeinstallprompt`'s event (Chromium): not in the DOM typings. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface Binding {
  report(event: ServiceWorkerEvent | InstallEvent): void;
  /** The browser's install offer, kept (or dropped) for the pwa chart's prompt. */
  keepOffer(offer: InstallPromptEvent | undefined): void;
}

/**
 * The service worker through workbox-window, and the browser's install offer: what the pwa chart
 * hears of them, and its commands. A chunk of its own, loaded after the first screen.
 */
export function bindServiceWorker({ report, keepOffer }: Binding) {
  const onOffer = (event: Event) => {
    event.preventDefault();
    keepOffer(event as InstallPromptEvent);
    report({ type: 'install.available' });
  };
  const onInstalled = () => {
    keepOffer(undefined);
    report({ type: 'install.unavailable' });
  };
  window.addEventListener('beforeinstallprompt', onOffer);
  window.addEventListener('appinstalled', onInstalled);
  const supported = 'serviceWorker' in navigator;
  // A worker that already holds the page (a returning customer) may push before the registration.
  const stopToasts = supported ? toastPushes(navigator.serviceWorker) : () => {};
  let worker: Workbox | undefined;
  const register = () => {
    if (!supported) return report({ type: 'sw.unsupported' });
    worker = new Workbox('/sw.js');
    worker.addEventListener('waiting', () => report({ type: 'sw.waiting' }));
    worker.addEventListener('controlling', () => report({ type: 'sw.controlling' }));
    worker.register().then(
      () => report({ type: 'sw.registered' }),
      () => report({ type: 'sw.unsupported' }),
    );
  };
  return {
    command(command: ServiceWorkerCommand) {
      if (command.type === 'sw.register') register();
      else if (command.type === 'sw.skipWaiting') worker?.messageSkipWaiting();
      else void worker?.update();
    },
    stop() {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
      stopToasts();
    },
  };
}
