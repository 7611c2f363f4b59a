import type { Db } from '../db/db.ts';
import { writeOutbox } from '../dev/outbox.ts';
import type { Locale } from '../locale.ts';
import { findPayment, paymentLines } from './payment-view.ts';

const brl = (cents: number) =>
  `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const formatCpf = (digits: string) =>
  digits.length === 11
    ? `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`
    : digits;

/** E-mails the payer's receipt of an APPROVED payment (to the outbox); none without an address. */
export async function sendReceipt(db: Db, paymentId: string, locale: Locale): Promise<void> {
  const payment = await findPayment(db, { id: paymentId });
  if (!payment?.payer_email || payment.status !== 'APPROVED') return;
  const [place] = await db.query<{ store: string; table: string }>(
    `select st.name as store, t.code as table from table_sessions s join dining_tables t on t.id = s.table_id
     join stores st on st.id = t.store_id where s.id = $1`,
    [payment.session_id],
  );
  const lines = await paymentLines(db, paymentId, locale);
  const items =
    lines.length > 0
      ? lines.map(
          (line) => `  ${line.name}${line.parts > 1 ? ` (1/${line.parts})` : ''}: ${brl(line.amount.value)}`,
        )
      : [`  Parte da conta (${payment.mode}): ${brl(payment.items_cents)}`];
  const method =
    payment.method === 'CARD' ? `Cartão ${payment.card_brand} final ${payment.card_last4}` : 'PIX';
  const body = [
    `${place?.store ?? ''} – Mesa ${place?.table ?? ''}`,
    `Pagamento ${payment.id}`,
    '',
    ...items,
    `Itens: ${brl(payment.items_cents)}`,
    `Taxa de serviço: ${brl(payment.service_fee_cents)}`,
    `Gorjeta: ${brl(payment.tip_cents)}`,
    `Total pago: ${brl(payment.items_cents + payment.service_fee_cents + payment.tip_cents)}`,
    `Forma de pagamento: ${method}`,
    ...(payment.include_document_invoice && payment.document
      ? [`CPF na nota: ${formatCpf(payment.document)}`]
      : []),
    `Pago em ${payment.paid_at ? new Date(payment.paid_at).toISOString() : ''}`,
  ].join('\n');
  await writeOutbox(db, {
    channel: 'email',
    to: payment.payer_email,
    subject: `Recibo – ${place?.store ?? 'Brasa Grill'}, mesa ${place?.table ?? ''}`,
    body,
  });
}
