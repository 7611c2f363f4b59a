import { t } from '../locale.ts';

/** Demo coupons, one of each kind the ordering rules know (listed in server/README.md). */
export const demoCoupons = [
  {
    code: 'BRASA10',
    kind: 'PERCENT',
    value: 10,
    description: t('10% de desconto no pedido', '10% off your order'),
  },
  {
    code: 'DESCONTO15',
    kind: 'FIXED',
    value: 1500,
    description: t('R$ 15,00 de desconto', 'R$ 15.00 off'),
  },
  {
    code: 'MINIMO80',
    kind: 'FIXED',
    value: 2000,
    min_order_cents: 8000,
    description: t(
      'R$ 20,00 de desconto em pedidos a partir de R$ 80,00',
      'R$ 20.00 off orders from R$ 80.00',
    ),
  },
  {
    code: 'PRIMEIRACOMPRA',
    kind: 'PERCENT',
    value: 20,
    first_order_only: true,
    description: t('20% de desconto no primeiro pedido', '20% off your first order'),
  },
  {
    code: 'NATAL2024',
    kind: 'PERCENT',
    value: 15,
    starts_at: new Date('2024-12-01T03:00:00Z'),
    ends_at: new Date('2024-12-26T02:59:59Z'),
    description: t('15% de desconto no Natal de 2024', '15% off for Christmas 2024'),
  },
  {
    code: 'UMAVEZ',
    kind: 'FIXED',
    value: 1000,
    once_per_customer: true,
    description: t('R$ 10,00 de desconto, uma vez por cliente', 'R$ 10.00 off, once per customer'),
  },
];

/** Demo gift cards with their balances in cents. */
export const demoGiftCards = [
  { code: 'BRASA-GIFT-0050', cents: 5000 },
  { code: 'BRASA-GIFT-0100', cents: 10000 },
  { code: 'BRASA-GIFT-0020', cents: 2000 },
  { code: 'BRASA-GIFT-ZERO', cents: 0 },
];
