import { describe, expect, it } from 'vitest';
import type { Order } from '../../../contract/schemas/orders.ts';
import { orderSummaryOf, trackedOrderOf } from './order-wire.ts';

const brl = (value: number) => ({ value, currency: 'BRL' as const });
const order: Order = {
  order_id: 'order-1',
  status: 'CANCELLED',
  final: true,
  timeline: [
    { status: 'ACCEPTED', at: '2026-11-24T15:00:00.000Z' },
    { status: 'CANCELLED', at: '2026-11-24T15:01:00.000Z' },
  ],
  estimated_at: null,
  checked_at: '2026-11-24T15:02:00.000Z',
  service_id: 'service-1',
  checkout_option: 'TAKEOUT',
  store: { id: 's', merchant_id: 'm', code: 'centro', name: 'Brasa Grill Centro', address: 'Rua XV, 150' },
  address: null,
  items: [
    {
      item_id: 'i',
      name: 'Picanha',
      image: '',
      quantity: 2,
      unit_price: brl(7990),
      total_price: brl(15_980),
      options: ['Ao ponto'],
      note: null,
    },
  ],
  coupon: { code: 'BEMVINDO', description: '', discount: brl(1000), refusal: null },
  total: {
    items_price: brl(15_980),
    discount: brl(1000),
    order_amount: brl(14_980),
    delivery_price: brl(0),
    gift_card: brl(500),
    total: brl(14_480),
  },
  payment: {
    method: 'CARD',
    status: 'REFUNDED',
    amount: brl(14_480),
    card: { brand: 'visa', last4: '1111' },
    pix: null,
    paid_at: '2026-11-24T15:00:00.000Z',
    refunded_at: '2026-11-24T15:01:00.000Z',
  },
  repurchase: false,
  submitted_at: '2026-11-24T15:00:00.000Z',
};

describe('orders as the charts keep them', () => {
  it('reads the status, timeline, lines, totals, coupon, store and refund of an order', () => {
    expect(trackedOrderOf(order)).toEqual({
      id: 'order-1',
      serviceId: 'service-1',
      status: 'cancelled',
      timeline: [
        { status: 'accepted', at: Date.parse('2026-11-24T15:00:00.000Z') },
        { status: 'cancelled', at: Date.parse('2026-11-24T15:01:00.000Z') },
      ],
      checkedAt: Date.parse('2026-11-24T15:02:00.000Z'),
      checkoutOption: 'takeout',
      submittedAt: Date.parse('2026-11-24T15:00:00.000Z'),
      lines: [{ name: 'Picanha', quantity: 2, totalCents: 15_980, options: ['Ao ponto'] }],
      totals: {
        itemsCents: 15_980,
        discountCents: 1000,
        deliveryCents: 0,
        giftCardCents: 500,
        totalCents: 14_480,
      },
      coupon: 'BEMVINDO',
      store: { name: 'Brasa Grill Centro', address: 'Rua XV, 150' },
      payment: {
        method: 'card',
        brand: 'visa',
        last4: '1111',
        amountCents: 14_480,
        refundedAt: Date.parse('2026-11-24T15:01:00.000Z'),
      },
    });
  });

  it('reads a row of the history', () => {
    expect(
      orderSummaryOf({
        order_id: 'order-1',
        status: 'OUT_FOR_DELIVERY',
        final: false,
        checkout_option: 'DELIVERY',
        store_name: 'Brasa Grill Centro',
        items_count: 3,
        total: brl(5000),
        submitted_at: '2026-11-24T15:00:00.000Z',
      }),
    ).toEqual({
      id: 'order-1',
      status: 'outForDelivery',
      checkoutOption: 'delivery',
      storeName: 'Brasa Grill Centro',
      itemsCount: 3,
      totalCents: 5000,
      submittedAt: Date.parse('2026-11-24T15:00:00.000Z'),
    });
  });
});
