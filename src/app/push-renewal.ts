import { selectSession, selectUser } from '../../machines/app/app.selectors.ts';
import { selectIsSignedIn } from '../../machines/session/session.selectors.ts';
import type { AppActor } from './app-tree.ts';
import { notificationsAllowed, type PushPlatform, registerPushToken } from './flows/push-registration.ts';

export interface RenewalEffects {
  isSignedIn(): boolean;
  /** Whether the customer allows notifications now. */
  isPermitted(): boolean;
  /** Saves the browser's subscription as the user's push token (a failure is said and cleared there). */
  register(): Promise<void>;
  /** Calls `granted` each time the customer allows notifications (browser settings, a prompt). */
  onPermissionGranted(granted: () => void): void;
}

/**
 * Spec §3 "notification token", issue of the installable app: the subscription is saved after a
 * sign-in (the login flow), and also at each start of a signed-in app (a push service may have
 * replaced it, and the app's language may have changed since) and when the customer allows
 * notifications later.
 */
export function renewPushToken(effects: RenewalEffects): void {
  const renew = () => {
    if (!effects.isSignedIn() || !effects.isPermitted()) return;
    effects.register().catch((error: unknown) => console.warn('[push] not renewed', error));
  };
  renew();
  effects.onPermissionGranted(renew);
}

/** The app's worker once it is active: it registers after the first screen, so it may not be yet. */
const browserPlatform: PushPlatform = {
  isPermitted: notificationsAllowed,
  registration: async () => ('serviceWorker' in navigator ? navigator.serviceWorker.ready : undefined),
};

/** The renewal with the app's session and user store and the browser's permission. Loaded after the first screen. */
export function bindPushRenewal(app: AppActor): void {
  renewPushToken({
    isSignedIn: () => selectIsSignedIn(selectSession(app.getSnapshot()).getSnapshot()),
    isPermitted: notificationsAllowed,
    register: () => registerPushToken(selectUser(app.getSnapshot()), browserPlatform),
    onPermissionGranted(granted) {
      void navigator.permissions
        ?.query({ name: 'notifications' })
        .then((status) => {
          status.addEventListener('change', () => {
            if (status.state === 'granted') granted();
          });
        })
        .catch(() => {});
    },
  });
}
