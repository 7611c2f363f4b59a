import type { Locale } from '../../contract/locales.ts';
import type { OrderStatus } from '../../contract/schemas/orders.ts';
import type { Db } from '../db/db.ts';
import { type Localized, t } from '../locale.ts';
import { type ProgressInput, progressAt } from '../order/order-progress.ts';
import type { PushMessage, PushNotifier } from './push-notifier.ts';

/** The words of a status change, in the language the customer's app saved its subscription in. */
const statusWords: Record<OrderStatus, Localized> = {
  AWAITING_PAYMENT: t('aguardando o pagamento', 'awaiting payment'),
  ACCEPTED: t('recebido pelo restaurante', 'received by the restaurant'),
  PREPARING: t('em preparo', 'being prepared'),
  OUT_FOR_DELIVERY: t('saiu para entrega', 'out for delivery'),
  READY_FOR_PICKUP: t('pronto para retirada', 'ready for pickup'),
  DELIVERED: t('entregue', 'delivered'),
  PICKED_UP: t('retirado', 'picked up'),
  CANCELLED: t('cancelado', 'cancelled'),
  PAYMENT_FAILED: t('com falha no pagamento', 'payment failed'),
};

export const orderStatusMessage =
  (orderId: string, status: OrderStatus) =>
  (locale: Locale): PushMessage => ({
    title: t('Seu pedido', 'Your order')[locale],
    body: t('Pedido {code} {status}.', 'Order {code}: {status}.')
      [locale].replace('{code}', orderId.slice(0, 8).toUpperCase())
      .replace('{status}', statusWords[status][locale]),
    url: `/orders/${orderId}`,
  });

export const billSettledMessage =
  (tableCode: string) =>
  (locale: Locale): PushMessage => ({
    title: t('Conta paga', 'Bill paid')[locale],
    body: t(
      'A conta da mesa {table} foi quitada. Obrigado!',
      'The bill of table {table} is settled. Thank you!',
    )[locale].replace('{table}', tableCode),
    url: '/table',
  });

/** Orders followed for a day after they were sent: older ones have long reached their end. */
const FOLLOW_HOURS = 24;

/**
 * Tells customers what changed since the last sweep (spec §1 push notifications): each of their
 * orders whose status moved on (statuses follow the business clock, so they are read, not signalled),
 * and each diner signed in at a table whose bill was settled. Each change is told once.
 */
export async function sweepPushNotifications(db: Db, notifier: PushNotifier, now: Date): Promise<number> {
  let sent = 0;
  const orders = await db.query<
    ProgressInput & { id: string; user_id: string; notified_status: string | null }
  >(
    `select id, user_id, status, checkout_option, submitted_at, accepted_at, preparing_at, dispatched_at,
            completed_at, cancelled_at, failed_at, notified_status
     from orders
     where user_id is not null and status in ('PLACED', 'CANCELLED', 'PAYMENT_FAILED')
       and submitted_at > $1::timestamptz - make_interval(hours => $2)`,
    [now, FOLLOW_HOURS],
  );
  for (const order of orders) {
    const { status } = progressAt(order, now);
    if (status === order.notified_status) continue;
    // Marked first: a slow push service never makes a second sweep tell the same change again.
    const [claimed] = await db.query<{ id: string }>(
      `update orders set notified_status = $2 where id = $1 and notified_status is not distinct from $3 returning id`,
      [order.id, status, order.notified_status],
    );
    if (claimed && (await notifier.notify(order.user_id, orderStatusMessage(order.id, status)))) sent += 1;
  }

  const settled = await db.query<{ id: string; code: string }>(
    `update table_sessions s set settled_notified_at = now()
     from dining_tables t
     where t.id = s.table_id and s.close_reason = 'PAID' and s.settled_notified_at is null
     returning s.id, t.code`,
  );
  for (const session of settled) {
    const diners = await db.query<{ user_id: string }>(
      'select distinct user_id from table_participants where table_session_id = $1 and user_id is not null',
      [session.id],
    );
    for (const diner of diners) {
      if (await notifier.notify(diner.user_id, billSettledMessage(session.code))) sent += 1;
    }
  }
  return sent;
}
