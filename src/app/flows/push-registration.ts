import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fetchPushPublicKey, savePushToken } from '../../api/push.ts';
import { canPush } from '../../lib/push-support.ts';
import { toast } from '../../ui/toast/toast-store.ts';

interface UserStore {
  send(event: { type: 'notificationToken.changed'; token: string | undefined }): void;
}

export interface PushPlatform {
  /** Whether the customer allowed notifications (the app never asks at sign-in). */
  isPermitted(): boolean;
  /** The app's service worker registration, when there is one. */
  registration(): Promise<ServiceWorkerRegistration | undefined>;
}

/** Whether this browser pushes and the customer allows notifications. */
export const notificationsAllowed = () => canPush() && Notification.permission === 'granted';

const browserPlatform: PushPlatform = {
  isPermitted: notificationsAllowed,
  registration: async () =>
    'serviceWorker' in navigator ? navigator.serviceWorker.getRegistration() : undefined,
};

const failed = msg`Notifications could not be turned on. Try again later.`;

/** A push service that does not answer must not hold the sign-in up: past this, the registration failed. */
const SUBSCRIBE_TIMEOUT_MS = 10_000;

function withinTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the push service did not answer')),
      SUBSCRIBE_TIMEOUT_MS,
    );
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Spec §4 "Login: … register push token" with §8: after a sign-in, when notifications are allowed, the
 * browser's web-push subscription is saved as the user's push token. A registration that fails clears
 * the stored token (here and on the API, which would push to nothing), says so, and rethrows. Not
 * cancelled with the sign-in's chart: the routing after login may stop it while the browser answers.
 */
export async function registerPushToken(
  user: UserStore | undefined,
  platform: PushPlatform = browserPlatform,
): Promise<void> {
  if (!platform.isPermitted()) return;
  const registration = await platform.registration();
  if (registration === undefined) return;
  try {
    const applicationServerKey = await fetchPushPublicKey();
    const subscription = await withinTimeout(
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
    );
    const token = JSON.stringify(subscription.toJSON());
    await savePushToken(token);
    user?.send({ type: 'notificationToken.changed', token });
  } catch (error) {
    user?.send({ type: 'notificationToken.changed', token: undefined });
    await savePushToken('').catch((cause: unknown) =>
      console.warn('[push] the stored token could not be cleared', cause),
    );
    toast.error(i18n._(failed));
    throw error;
  }
}
