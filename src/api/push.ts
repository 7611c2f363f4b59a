import { pushPublicKey } from '../../contract/schemas/push.ts';
import { api, type Call } from './client.ts';
import { putMe } from './users.ts';

/** The API's VAPID public key, the `applicationServerKey` of a web-push subscription. */
export async function fetchPushPublicKey({ signal }: Call = {}): Promise<string> {
  return (await api.request(pushPublicKey, '/crm/v1/push/public-key', { signal })).public_key;
}

/** Spec §7 "The push token is updated on the user" (PUT users/me `push_token`; empty clears it). */
export async function savePushToken(token: string, { signal }: Call = {}): Promise<void> {
  const form = new FormData();
  form.set('push_token', token);
  await putMe({ form, signal });
}
