import { brandName } from '../../contract/card-brand.ts';
import type { Locale } from '../../contract/locales.ts';
import type { Order } from '../../contract/schemas/orders.ts';
import { storeTimeZone } from '../catalog/opening-hours.ts';
import type { Queryable } from '../db/db.ts';
import { writeOutbox } from '../dev/outbox.ts';
import { brl } from '../locale.ts';

const texts = {
  'pt-BR': {
    subject: (store: string) => `Nota do seu pedido – ${store}`,
    order: 'Pedido',
    placedAt: 'Feito em',
    note: 'Observação',
    items: 'Itens',
    discount: (code: string) => `Desconto (cupom ${code})`,
    delivery: 'Entrega',
    giftCard: 'Vale-presente',
    total: 'Total pago',
    method: 'Forma de pagamento',
    card: (brand: string, last4: string) =>
      brand ? `Cartão ${brand} final ${last4}` : `Cartão final ${last4}`,
    giftCardOnly: 'Vale-presente',
    deliverTo: 'Entregar em',
    pickUpAt: 'Retirar em',
  },
  'en-US': {
    subject: (store: string) => `Your order's invoice – ${store}`,
    order: 'Order',
    placedAt: 'Placed at',
    note: 'Note',
    items: 'Items',
    discount: (code: string) => `Discount (coupon ${code})`,
    delivery: 'Delivery',
    giftCard: 'Gift card',
    total: 'Total paid',
    method: 'Payment method',
    card: (brand: string, last4: string) =>
      brand ? `${brand} card ending ${last4}` : `Card ending ${last4}`,
    giftCardOnly: 'Gift card',
    deliverTo: 'Deliver to',
    pickUpAt: 'Pick up at',
  },
} satisfies Record<Locale, unknown>;

/** E-mails a paid order's invoice (to the outbox) in the customer's language. */
export async function sendInvoice(q: Queryable, order: Order, email: string, locale: Locale): Promise<void> {
  const text = texts[locale];
  const money = (cents: number) => brl(cents, locale);
  const { total, payment, address } = order;
  const method = !payment
    ? null
    : payment.method === 'CARD' && payment.card
      ? text.card(brandName(payment.card.brand), payment.card.last4)
      : payment.method === 'PIX'
        ? 'PIX'
        : text.giftCardOnly;
  const place = address
    ? `${text.deliverTo}: ${[
        address.street,
        address.number,
        address.complement,
        address.district,
        address.city,
        address.state,
      ]
        .filter(Boolean)
        .join(', ')}`
    : `${text.pickUpAt}: ${order.store.address}`;
  const body = [
    order.store.name,
    `${text.order} ${order.order_id}`,
    `${text.placedAt} ${new Date(order.submitted_at).toLocaleString(locale, {
      timeZone: storeTimeZone,
      dateStyle: 'short',
      timeStyle: 'short',
    })}`,
    '',
    ...order.items.flatMap((line) => [
      `  ${line.quantity} × ${line.name}: ${money(line.total_price.value)}`,
      ...(line.options.length > 0 ? [`    ${line.options.join(', ')}`] : []),
      ...(line.note ? [`    ${text.note}: ${line.note}`] : []),
    ]),
    `${text.items}: ${money(total.items_price.value)}`,
    ...(order.coupon ? [`${text.discount(order.coupon.code)}: −${money(total.discount.value)}`] : []),
    `${text.delivery}: ${money(total.delivery_price.value)}`,
    ...(total.gift_card.value > 0 ? [`${text.giftCard}: −${money(total.gift_card.value)}`] : []),
    `${text.total}: ${money(total.total.value)}`,
    ...(method ? [`${text.method}: ${method}`] : []),
    place,
  ].join('\n');
  await writeOutbox(q, { channel: 'email', to: email, subject: text.subject(order.store.name), body });
}
