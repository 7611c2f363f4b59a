import { brandName } from '../../contract/card-brand.ts';
import { formatCpf } from '../../contract/cpf.ts';
import type { Locale } from '../../contract/locales.ts';
import { storeTimeZone } from '../catalog/opening-hours.ts';
import type { Queryable } from '../db/db.ts';
import { writeOutbox } from '../dev/outbox.ts';
import { brl as formatBrl } from '../locale.ts';
import {
  findPayment,
  type PaymentRow,
  paymentLines,
  paymentReference,
  receiptDocument,
} from './payment-view.ts';

type PaidLine = Awaited<ReturnType<typeof paymentLines>>[number];

const texts = {
  'pt-BR': {
    subject: (store: string, table: string) => `Recibo – ${store}, mesa ${table}`,
    place: (store: string, table: string) => `${store} – Mesa ${table}`,
    reference: 'Referência',
    share: { FULL: 'Conta inteira', EQUAL: 'Parte igual da conta', CUSTOM: 'Valor escolhido' },
    units: (units: number, quantity: number) => `${units} de ${quantity}`,
    parts: (parts: number) => `dividido por ${parts}`,
    note: 'Observação',
    items: 'Itens',
    fee: 'Taxa de serviço',
    tip: 'Gorjeta',
    total: 'Total pago',
    method: 'Forma de pagamento',
    card: (brand: string, last4: string) =>
      brand ? `Cartão ${brand} final ${last4}` : `Cartão final ${last4}`,
    document: 'CPF na nota',
    paidAt: 'Pago em',
  },
  'en-US': {
    subject: (store: string, table: string) => `Receipt – ${store}, table ${table}`,
    place: (store: string, table: string) => `${store} – Table ${table}`,
    reference: 'Reference',
    share: {
      FULL: 'The whole bill',
      EQUAL: 'An equal share of the bill',
      CUSTOM: 'An amount of your choice',
    },
    units: (units: number, quantity: number) => `${units} of ${quantity}`,
    parts: (parts: number) => `split ${parts} ways`,
    note: 'Note',
    items: 'Items',
    fee: 'Service fee',
    tip: 'Tip',
    total: 'Total paid',
    method: 'Payment method',
    card: (brand: string, last4: string) =>
      brand ? `${brand} card ending ${last4}` : `Card ending ${last4}`,
    document: 'CPF on the invoice',
    paidAt: 'Paid at',
  },
} satisfies Record<Locale, unknown>;

/** "Chopp Pilsen (1 de 3, dividido por 2)": what of the line was paid, in words. */
function lineLabel(line: PaidLine, text: (typeof texts)[Locale]): string {
  const how = [
    ...(line.units !== null ? [text.units(line.units, line.quantity)] : []),
    ...(line.parts > 1 ? [text.parts(line.parts)] : []),
  ];
  return how.length > 0 ? `${line.name} (${how.join(', ')})` : line.name;
}

async function receiptBody(db: Queryable, payment: PaymentRow, locale: Locale): Promise<string> {
  const text = texts[locale];
  const brl = (cents: number) => formatBrl(cents, locale);
  const lines = await paymentLines(db, payment.id, locale);
  const items =
    lines.length > 0 || payment.mode === 'ITEMS'
      ? lines.flatMap((line) => [
          `  ${lineLabel(line, text)}: ${brl(line.amount.value)}`,
          ...(line.options.length > 0 ? [`    ${line.options.join(', ')}`] : []),
          ...(line.note ? [`    ${text.note}: ${line.note}`] : []),
        ])
      : [`  ${text.share[payment.mode]}: ${brl(payment.items_cents)}`];
  const method =
    payment.method === 'CARD'
      ? text.card(brandName(payment.card_brand ?? ''), payment.card_last4 ?? '')
      : 'PIX';
  const document = receiptDocument(payment);
  return [
    text.place(payment.store_name, payment.table_code),
    `${text.reference}: ${paymentReference(payment.id)}`,
    '',
    ...items,
    `${text.items}: ${brl(payment.items_cents)}`,
    `${text.fee}: ${brl(payment.service_fee_cents)}`,
    `${text.tip}: ${brl(payment.tip_cents)}`,
    `${text.total}: ${brl(payment.items_cents + payment.service_fee_cents + payment.tip_cents)}`,
    `${text.method}: ${method}`,
    ...(document ? [`${text.document}: ${formatCpf(document)}`] : []),
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
}

/**
 * E-mails the receipt of an APPROVED payment (to the outbox): by default to the payer's address in
 * the language they paid in, or to `to` in `locale` (a diner asking for it again). False when there is
 * no address or nothing paid.
 */
export async function sendReceipt(
  db: Queryable,
  paymentId: string,
  to?: { email: string; locale: Locale },
): Promise<boolean> {
  const payment = await findPayment(db, { id: paymentId });
  const email = to?.email ?? payment?.payer_email;
  if (!payment || !email || payment.status !== 'APPROVED') return false;
  const locale = to?.locale ?? payment.payer_locale;
  await writeOutbox(db, {
    channel: 'email',
    to: email,
    subject: texts[locale].subject(payment.store_name, payment.table_code),
    body: await receiptBody(db, payment, locale),
  });
  return true;
}
