import webPush, { type PushSubscription } from 'web-push';
import type { Locale } from '../../contract/locales.ts';
import type { Db } from '../db/db.ts';
import { log } from '../ops/log.ts';
import { type VapidKeys, vapidKeys } from './vapid-keys.ts';

/** What the app's service worker shows (spec §9: a toast "title: body" while the app is open). */
export interface PushMessage {
  title: string;
  body: string;
  /** Where a tap on the notification leads. */
  url: string;
}

export type SendPush = (subscription: PushSubscription, payload: string, keys: VapidKeys) => Promise<void>;

const sendWithWebPush: SendPush = async (subscription, payload, keys) => {
  await webPush.sendNotification(subscription, payload, {
    TTL: 3_600,
    vapidDetails: { subject: 'mailto:push@brasa.example', ...keys },
  });
};

/** A stored push token that is a web-push subscription (the JSON `PushSubscription.toJSON()` gives). */
function subscriptionOf(token: string): PushSubscription | undefined {
  try {
    const parsed = JSON.parse(token) as Partial<PushSubscription>;
    const { endpoint, keys } = parsed;
    if (typeof endpoint !== 'string' || !endpoint.startsWith('https://')) return undefined;
    if (typeof keys?.p256dh !== 'string' || typeof keys.auth !== 'string') return undefined;
    return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  } catch {
    return undefined;
  }
}

const isGone = (error: unknown) => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return status === 404 || status === 410;
};

/**
 * Sends web pushes to customers' saved subscriptions (their `push_token`). A subscription the push
 * service says is gone (404, 410) is forgotten; other failures are logged and do not stop the others.
 */
export function pushNotifier(db: Db, send: SendPush = sendWithWebPush) {
  let keys: Promise<VapidKeys> | undefined;
  const keysNow = () => (keys ??= vapidKeys(db));
  return {
    publicKey: async () => (await keysNow()).publicKey,
    /** `message` in the language the customer's app saved the subscription in. */
    async notify(userId: string, message: (locale: Locale) => PushMessage): Promise<boolean> {
      const [user] = await db.query<{ push_token: string | null; push_locale: Locale }>(
        'select push_token, push_locale from users where id = $1',
        [userId],
      );
      const subscription = user?.push_token ? subscriptionOf(user.push_token) : undefined;
      if (subscription === undefined) return false;
      try {
        await send(subscription, JSON.stringify(message(user?.push_locale ?? 'pt-BR')), await keysNow());
        return true;
      } catch (error) {
        if (isGone(error)) {
          await db.query('update users set push_token = null where id = $1 and push_token = $2', [
            userId,
            user?.push_token,
          ]);
        } else {
          log.warn({ err: error }, 'push not delivered');
        }
        return false;
      }
    },
  };
}

export type PushNotifier = ReturnType<typeof pushNotifier>;
