import { pushPublicKey, pushSweep } from '../../contract/schemas/push.ts';
import type { Db } from '../db/db.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { PushNotifier } from './push-notifier.ts';
import { sweepPushNotifications } from './push-sweep.ts';

export function pushRoutes(api: ApiRouter, push: PushNotifier): void {
  api.get(
    {
      path: '/api/crm/v1/push/public-key',
      summary:
        'The VAPID public key to subscribe to web push with; the subscription is saved as `push_token`',
      response: pushPublicKey,
    },
    async () => ({ public_key: await push.publicKey() }),
  );
}

export function pushDevRoutes(api: ApiRouter, db: Db, push: PushNotifier): void {
  api.post(
    {
      path: '/api/dev/push/sweep',
      summary:
        'Sends the pushes due now (order status changes, settled bills) instead of waiting for the timer',
      response: pushSweep,
    },
    async (_, c) => ({ sent: await sweepPushNotifications(db, push, c.get('clock').now()) }),
  );
}
