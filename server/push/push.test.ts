import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushSubscription } from 'web-push';
import { pushPublicKey } from '../../contract/schemas/push.ts';
import { customer, login } from '../test-support/accounts.ts';
import {
  asUser,
  call,
  cardPayment,
  fill,
  later,
  lunchTime,
  openCart,
  place,
  placed,
  service,
  setClock,
  type Who,
} from '../test-support/ordering.ts';
import { cards } from '../test-support/table.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';
import { pushNotifier } from './push-notifier.ts';
import { billSettledMessage, orderStatusMessage, sweepPushNotifications } from './push-sweep.ts';

interface Sent {
  endpoint: string;
  message: { title: string; body: string; url: string };
}

let t: TestApp;
let maria: Who;
let mariaId: string;
const sent: Sent[] = [];
let goneEndpoints: string[] = [];
const recording = () =>
  pushNotifier(t.db, async (subscription: PushSubscription, payload) => {
    if (goneEndpoints.includes(subscription.endpoint))
      throw Object.assign(new Error('gone'), { statusCode: 410 });
    sent.push({ endpoint: subscription.endpoint, message: JSON.parse(payload) });
  });

const subscription = (endpoint: string) =>
  JSON.stringify({ endpoint, expirationTime: null, keys: { p256dh: 'BPk3', auth: 'aXs' } });

/** Saved by the app in `language` (its requests' Accept-Language). */
async function savePushToken(token: string, language = 'pt-BR') {
  const form = new FormData();
  form.set('push_token', token);
  const response = await t.request('/api/crm/v1/users/me', {
    method: 'PUT',
    headers: { ...maria, 'accept-language': language },
    body: form,
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  t = await openTestApp();
  await setClock(t, lunchTime);
  const tokens = await login(t, customer.email, customer.password);
  maria = asUser(tokens.access_token);
  const [row] = await t.db.query<{ id: string }>('select id from users where email = $1', [customer.email]);
  mariaId = row?.id ?? '';
});
afterAll(() => t.close());

describe('web push (spec §1, §8, §9)', () => {
  it('serves one VAPID public key, kept in the database (app_secrets, which a reset keeps)', async () => {
    const { public_key } = await t.getParsed(pushPublicKey, '/api/crm/v1/push/public-key');
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(public_key, 'base64url')).toHaveLength(65);
    expect(await t.getParsed(pushPublicKey, '/api/crm/v1/push/public-key')).toEqual({ public_key });
    const [kept] = await t.db.query<{ value: string }>(`select value from app_secrets where name = 'vapid'`);
    expect(JSON.parse(kept?.value ?? '{}')).toMatchObject({ publicKey: public_key });
    expect(await recording().publicKey()).toBe(public_key);
  });

  it('tells the customer each status their order reaches, once, and a settled table bill', async () => {
    const push = recording();
    await savePushToken(subscription('https://push.example/maria'));
    const stale = await openCart(t, maria, service('centro', 'delivery'));
    await call(t, `/cart/${stale.order_id}`, { method: 'DELETE', who: maria });
    const opened = await openCart(t, maria, service('centro', 'delivery'));
    const filled = await fill(t, maria, opened.order_id);
    const order = await placed(
      await place(t, maria, {
        order_id: filled.order_id,
        expected_total: filled.total.total.value,
        payment: await cardPayment(t, cards.approved),
      }),
    );
    const at = (minutes: number) => new Date(later(order.submitted_at, minutes));
    expect(await sweepPushNotifications(t.db, push, at(1))).toBe(1);
    expect(await sweepPushNotifications(t.db, push, at(1))).toBe(0);
    expect(await sweepPushNotifications(t.db, push, at(3))).toBe(1);
    expect(sent.map(({ endpoint, message }) => [endpoint, message.body])).toEqual([
      [
        'https://push.example/maria',
        `Pedido ${order.order_id.slice(0, 8).toUpperCase()} recebido pelo restaurante.`,
      ],
      ['https://push.example/maria', `Pedido ${order.order_id.slice(0, 8).toUpperCase()} em preparo.`],
    ]);
    expect(sent[0]?.message).toMatchObject({ title: 'Seu pedido', url: `/orders/${order.order_id}` });

    // A table bill paid in full closes its session: the diners signed in there hear of it once.
    const [session] = await t.db.query<{ id: string }>(
      `select s.id from table_sessions s join dining_tables d on d.id = s.table_id where d.code = '7' and s.status = 'OPEN'`,
    );
    await t.db.query(
      `insert into table_participants (table_session_id, user_id, name) values ($1, $2, 'Maria')`,
      [session?.id, mariaId],
    );
    await t.db.query(`update table_sessions set status = 'CLOSED', close_reason = 'PAID' where id = $1`, [
      session?.id,
    ]);
    sent.length = 0;
    expect(await sweepPushNotifications(t.db, push, at(3))).toBe(1);
    expect(await sweepPushNotifications(t.db, push, at(3))).toBe(0);
    expect(sent.map(({ message }) => [message.title, message.body])).toEqual([
      ['Conta paga', 'A conta da mesa 7 foi quitada. Obrigado!'],
    ]);
  });

  it('writes the pushes in the language of the app that saved the subscription', async () => {
    const push = recording();
    sent.length = 0;
    await savePushToken(subscription('https://push.example/maria'), 'en-US,en;q=0.9');
    expect(await push.notify(mariaId, orderStatusMessage('1a2b3c4d-0000', 'OUT_FOR_DELIVERY'))).toBe(true);
    expect(await push.notify(mariaId, billSettledMessage('12'))).toBe(true);
    await savePushToken(subscription('https://push.example/maria'), 'pt-BR');
    expect(await push.notify(mariaId, orderStatusMessage('1a2b3c4d-0000', 'OUT_FOR_DELIVERY'))).toBe(true);
    expect(sent.map(({ message }) => [message.title, message.body])).toEqual([
      ['Your order', 'Order 1A2B3C4D: out for delivery.'],
      ['Bill paid', 'The bill of table 12 is settled. Thank you!'],
      ['Seu pedido', 'Pedido 1A2B3C4D saiu para entrega.'],
    ]);
  });

  it('forgets a subscription the push service says is gone, and skips tokens that are no subscription', async () => {
    const push = recording();
    goneEndpoints = ['https://push.example/gone'];
    await savePushToken(subscription('https://push.example/gone'));
    expect(await push.notify(mariaId, () => ({ title: 'x', body: 'y', url: '/' }))).toBe(false);
    const [row] = await t.db.query<{ push_token: string | null }>(
      'select push_token from users where id = $1',
      [mariaId],
    );
    expect(row?.push_token).toBeNull();
    await savePushToken('an-fcm-token-not-a-subscription');
    expect(await push.notify(mariaId, () => ({ title: 'x', body: 'y', url: '/' }))).toBe(false);
    goneEndpoints = [];
  });
});
