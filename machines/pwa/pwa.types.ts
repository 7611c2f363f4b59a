/** What the service-worker binding reports (workbox-window's lifecycle, spec §4). */
export type ServiceWorkerEvent =
  | { type: 'sw.unsupported' }
  | { type: 'sw.registered' }
  /** A new build's worker is installed and waits for the pages of the old one to let go. */
  | { type: 'sw.waiting' }
  /** The new worker controls the page: what the page runs is the old build. */
  | { type: 'sw.controlling' };

/** The browser's offer to install the app (`beforeinstallprompt`), kept for a sensible moment. */
export type InstallEvent = { type: 'install.available' } | { type: 'install.unavailable' };

export type PwaEvent =
  | ServiceWorkerEvent
  | InstallEvent
  | { type: 'update.accept' }
  | { type: 'update.dismiss' }
  | { type: 'install.accept' }
  | { type: 'install.dismiss' }
  | { type: 'notifications.accept' }
  | { type: 'notifications.dismiss' };

/** What the chart asks of the binding. */
export type ServiceWorkerCommand =
  | { type: 'sw.register' }
  | { type: 'sw.skipWaiting' }
  | { type: 'sw.check' };

export type InstallOutcome = 'accepted' | 'dismissed';

/** The browser's notification permission, or that it cannot push (no Notification or PushManager). */
export type NotificationsPermission = NotificationPermission | 'unsupported';

export type PwaTag =
  | 'updatePrompt'
  | 'reloading'
  | 'installOffer'
  | 'notificationsOffer'
  | 'askingNotifications';
