import type { Locale } from '../../contract/locales.ts';
import { money } from '../../contract/money.ts';
import type { DeliveryAddress } from '../../contract/schemas/cart.ts';
import type { PrivacyExport } from '../../contract/schemas/privacy.ts';
import { listAddresses } from '../crm/address-queries.ts';
import type { Queryable } from '../db/db.ts';
import { isoTimestamp } from '../db/sql.ts';
import { notFound } from '../http/http-error.ts';
import { listRequests } from './privacy-requests.ts';

type Profile = PrivacyExport['profile'] & PrivacyExport['consents'];

async function profileOf(q: Queryable, userId: string): Promise<Profile> {
  const [row] = await q.query<Profile>(
    `select id, name, email, phone_number, document, to_char(birthday, 'YYYY-MM-DD') as birthday,
       (select 'data:' || content_type || ';base64,' || replace(encode(bytes, 'base64'), E'\n', '')
        from profile_images where user_id = users.id) as image,
       push_token, auth_provider, ${isoTimestamp('created_at')} as created_at,
       ${isoTimestamp('last_access_at')} as last_access_at,
       ${isoTimestamp('accepted_terms_at')} as accepted_terms_at,
       ${isoTimestamp('accepted_pg_terms_at')} as accepted_pg_terms_at, accepted_notifications
     from users where id = $1`,
    [userId],
  );
  if (!row) throw notFound('user');
  return row;
}

interface CardRow {
  brand: string | null;
  last4: string | null;
}
const cardOf = ({ brand, last4 }: CardRow) => (brand && last4 ? { brand, last4 } : null);

interface OrderRow {
  id: string;
  status: string;
  checkout_option: string | null;
  store: string;
  address: DeliveryAddress | null;
  total_cents: number | null;
  submitted_at: string | null;
  items: Array<{ name: string; quantity: number; note: string | null }>;
  payments: Array<CardRow & { method: string; status: string; amount_cents: number }>;
}

async function ordersOf(q: Queryable, userId: string, locale: Locale): Promise<PrivacyExport['orders']> {
  const rows = await q.query<OrderRow>(
    `select o.id, o.status, o.checkout_option, st.name as store, o.delivery_address as address, o.total_cents,
       ${isoTimestamp('o.submitted_at')} as submitted_at,
       coalesce((select json_agg(json_build_object('name', i.name->>$2, 'quantity', l.quantity, 'note', l.note)
                   order by l.cart_order)
                 from order_items l join items i on i.id = l.item_id where l.order_id = o.id), '[]') as items,
       coalesce((select json_agg(json_build_object('method', p.method, 'status', p.status,
                     'amount_cents', p.amount_cents, 'brand', p.card_brand, 'last4', p.card_last4)
                   order by p.created_at)
                 from order_payments p where p.order_id = o.id), '[]') as payments
     from orders o join store_services s on s.id = o.service_id join stores st on st.id = s.store_id
     where o.user_id = $1 order by o.created_at desc, o.id`,
    [userId, locale],
  );
  return rows.map(({ total_cents, payments, ...row }) => ({
    ...row,
    total: total_cents === null ? null : money(total_cents),
    payments: payments.map((payment) => ({
      method: payment.method,
      status: payment.status,
      amount: money(payment.amount_cents),
      card: cardOf(payment),
    })),
  }));
}

interface TablePaymentRow extends CardRow {
  id: string;
  store: string;
  table: string;
  name: string;
  document: string | null;
  email: string | null;
  status: string;
  method: string | null;
  cents: number;
  created_at: string;
}

/** What the customer paid at tables while signed in (their seats are linked to the account). */
async function tablePaymentsOf(q: Queryable, userId: string): Promise<PrivacyExport['table_payments']> {
  const rows = await q.query<TablePaymentRow>(
    `select p.id, st.name as store, t.code as "table", tp.name, coalesce(p.document, tp.document) as document,
       p.payer_email as email, p.status, p.method, p.items_cents + p.service_fee_cents + p.tip_cents as cents,
       p.card_brand as brand, p.card_last4 as last4, ${isoTimestamp('p.created_at')} as created_at
     from table_participants tp
     join table_payments p on p.participant_id = tp.id
     join table_sessions s on s.id = tp.table_session_id
     join dining_tables t on t.id = s.table_id
     join stores st on st.id = t.store_id
     where tp.user_id = $1 order by p.created_at desc, p.id`,
    [userId],
  );
  return rows.map(({ cents, brand, last4, ...row }) => ({
    ...row,
    amount: money(cents),
    card: cardOf({ brand, last4 }),
  }));
}

/** Everything stored about `userId` (cards by brand and last digits only), for the EXPORT e-mail. */
export async function exportData(
  q: Queryable,
  userId: string,
  scope: { protocol: string; locale: Locale; now: Date },
): Promise<PrivacyExport> {
  const { accepted_terms_at, accepted_pg_terms_at, accepted_notifications, ...profile } = await profileOf(
    q,
    userId,
  );
  return {
    protocol: scope.protocol,
    generated_at: scope.now.toISOString(),
    profile,
    consents: { accepted_terms_at, accepted_pg_terms_at, accepted_notifications },
    addresses: await listAddresses(q, userId),
    cards: await q.query<{ brand: string; last4: string }>(
      'select brand, last4 from saved_cards where user_id = $1 order by created_at desc, id',
      [userId],
    ),
    favorites: await q.query<{ item_id: string; name: string }>(
      `select f.item_id, i.name->>$2 as name from favorite_items f join items i on i.id = f.item_id
       where f.user_id = $1 order by f.added_at desc, f.item_id`,
      [userId, scope.locale],
    ),
    orders: await ordersOf(q, userId, scope.locale),
    table_payments: await tablePaymentsOf(q, userId),
    privacy_requests: await listRequests(q, userId),
  };
}
