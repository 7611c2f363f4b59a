import type { Locale } from '../../contract/locales.ts';
import { storeTimeZone } from '../catalog/opening-hours.ts';
import type { Queryable } from '../db/db.ts';
import { writeOutbox } from '../dev/outbox.ts';
import { brl as formatBrl } from '../locale.ts';
import { findPayment, paymentLines } from './payment-view.ts';

const formatCpf = (digits: string) =>
  digits.length === 11
    ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`
    : digits;

const texts = {
  'pt-BR': {
    subject: (store: string, table: string) => `Recibo – ${store}, mesa ${table}`,
    place: (store: string, table: string) => `${store} – Mesa ${table}`,
    payment: 'Pagamento',
    share: 'Parte da conta',
    note: 'Observação',
    items: 'Itens',
    fee: 'Taxa de serviço',
    tip: 'Gorjeta',
    total: 'Total pago',
    method: 'Forma de pagamento',
    card: (brand: string, last4: string) => `Cartão ${brand} final ${last4}`,
    document: 'CPF na nota',
    paidAt: 'Pago em',
  },
  'en-US': {
    subject: (store: string, table: string) => `Receipt – ${store}, table ${table}`,
    place: (store: string, table: string) => `${store} – Table ${table}`,
    payment: 'Payment',
    share: 'Share of the bill',
    note: 'Note',
    items: 'Items',
    fee: 'Service fee',
    tip: 'Tip',
    total: 'Total paid',
    method: 'Payment method',
    card: (brand: string, last4: string) => `${brand} card ending ${last4}`,
    document: 'CPF on the invoice',
    paidAt: 'Paid at',
  },
} satisfies Record<Locale, unknown>;

/** E-mails the payer's receipt of an APPROVED payment (to the outbox), in their language; none without an address. */
export async function sendReceipt(db: Queryable, paymentId: string): Promise<void> {
  const payment = await findPayment(db, { id: paymentId });
  if (!payment?.payer_email || payment.status !== 'APPROVED') return;
  const [place] = await db.query<{ store: string; table: string }>(
    `select st.name as store, t.code as table from table_sessions s join dining_tables t on t.id = s.table_id
     join stores st on st.id = t.store_id where s.id = $1`,
    [payment.session_id],
  );
  const locale = payment.payer_locale;
  const text = texts[locale];
  const brl = (cents: number) => formatBrl(cents, locale);
  const store = place?.store ?? 'Brasa Grill';
  const table = place?.table ?? '';
  const lines = await paymentLines(db, paymentId, locale);
  const items =
    lines.length > 0
      ? lines.flatMap((line) => [
          `  ${line.name}${line.parts > 1 ? ` (1/${line.parts})` : ''}: ${brl(line.amount.value)}`,
          ...(line.options.length > 0 ? [`    ${line.options.join(', ')}`] : []),
          ...(line.note ? [`    ${text.note}: ${line.note}`] : []),
        ])
      : [`  ${text.share} (${payment.mode}): ${brl(payment.items_cents)}`];
  const method =
    payment.method === 'CARD' ? text.card(payment.card_brand ?? '', payment.card_last4 ?? '') : 'PIX';
  const body = [
    text.place(store, table),
    `${text.payment} ${payment.id}`,
    '',
    ...items,
    `${text.items}: ${brl(payment.items_cents)}`,
    `${text.fee}: ${brl(payment.service_fee_cents)}`,
    `${text.tip}: ${brl(payment.tip_cents)}`,
    `${text.total}: ${brl(payment.items_cents + payment.service_fee_cents + payment.tip_cents)}`,
    `${text.method}: ${method}`,
    ...(payment.include_document_invoice && payment.document
      ? [`${text.document}: ${formatCpf(payment.document)}`]
      : []),
    ...(payment.paid_at
      ? [
          `${text.paidAt} ${new Date(payment.paid_at).toLocaleString(locale, {
            timeZone: storeTimeZone,
            dateStyle: 'short',
            timeStyle: 'short',
          })}`,
        ]
      : []),
  ].join('\n');
  await writeOutbox(db, {
    channel: 'email',
    to: payment.payer_email,
    subject: text.subject(store, table),
    body,
  });
}
