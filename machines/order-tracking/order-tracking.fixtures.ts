import type { OrderProgress, OrderStatus, TrackedOrder } from './order-tracking.types.ts';

/** Test data for the order-tracking machine. */
export const MINUTE = 60_000;

export const progressOf = (status: OrderStatus, ...before: OrderStatus[]): OrderProgress => ({
  status,
  timeline: [...before, status].map((reached, index) => ({ status: reached, at: index * MINUTE })),
});

export const deliveryOrder: TrackedOrder = {
  id: 'order-9',
  serviceId: 'service-centro-delivery',
  checkoutOption: 'delivery',
  submittedAt: 0,
  lines: [
    { name: 'Picanha na brasa', quantity: 2, totalCents: 17_980, options: ['Ao ponto'] },
    { name: 'Guaraná', quantity: 1, totalCents: 790, options: [] },
  ],
  totals: { itemsCents: 18_770, discountCents: 0, deliveryCents: 790, giftCardCents: 0, totalCents: 19_560 },
  address: 'Rua Quinze de Novembro, 150, Centro, São Paulo, SP',
  store: { name: 'Brasa Grill Centro', address: 'Rua Quinze de Novembro, 150' },
  payment: { method: 'card', brand: 'visa', last4: '4242', amountCents: 19_560 },
  ...progressOf('accepted'),
};
