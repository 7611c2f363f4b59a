import webPush from 'web-push';
import type { Db } from '../db/db.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The API's VAPID key pair (web push), made on first use and kept in `app_secrets`, which a demo
 * reset keeps: browsers subscribed with the public key stay reachable across restarts and resets.
 */
export async function vapidKeys(db: Db): Promise<VapidKeys> {
  await db.query(`insert into app_secrets (name, value) values ('vapid', $1) on conflict (name) do nothing`, [
    JSON.stringify(webPush.generateVAPIDKeys()),
  ]);
  const [row] = await db.query<{ value: string }>(`select value from app_secrets where name = 'vapid'`);
  if (!row) throw new Error('the VAPID keys were not kept');
  return JSON.parse(row.value) as VapidKeys;
}
