import type { Cart, CartLine, DeliveryAddress, GuestSession, NewCartItem } from './cart.types.ts';

/** Test data for the cart machine. */
export const address: DeliveryAddress = {
  postalCode: '01013-001',
  street: 'Rua Quinze de Novembro',
  number: '150',
  district: 'Centro',
  city: 'São Paulo',
  state: 'SP',
  latitude: -23.5477,
  longitude: -46.6343,
};

export const guestSession: GuestSession = { orderId: 'order-guest', sessionId: 'guest-session-1' };

export const picanha: NewCartItem = {
  itemId: 'picanha',
  name: 'Picanha na brasa',
  unitPriceCents: 8990,
  quantity: 1,
  choiceIds: ['rare'],
};

export const picanhaLine: CartLine = {
  cartOrder: 'line-1',
  itemId: 'picanha',
  name: 'Picanha na brasa',
  quantity: 2,
  unitPriceCents: 8990,
  totalPriceCents: 17_980,
  options: [{ id: 'rare', name: 'Mal passada', priceCents: 0 }],
};

export const guaranaLine: CartLine = {
  cartOrder: 'line-2',
  itemId: 'guarana',
  name: 'Guaraná',
  quantity: 1,
  unitPriceCents: 790,
  totalPriceCents: 790,
  options: [],
};

export function cartOf(orderId: string, lines: CartLine[] = [picanhaLine, guaranaLine]): Cart {
  const itemsPriceCents = lines.reduce((sum, line) => sum + line.totalPriceCents, 0);
  return {
    orderId,
    lines,
    totals: { orderAmountCents: itemsPriceCents, itemsPriceCents, otherFeesCents: 0 },
    discountCents: 0,
    coupons: [],
    deliveryPriceCents: 0,
    totalCents: itemsPriceCents,
    serviceId: 'service-1',
    checkoutOption: 'delivery',
    place: null,
    store: { name: 'Brasa Grill Centro', address: 'Rua Quinze de Novembro, 150 - Centro, São Paulo' },
    estimateMinutes: 40,
    giftCard: null,
    useGiftCard: false,
  };
}

export const registeredCart = cartOf('order-1');
export const guestCart = cartOf(guestSession.orderId);

/** A registered customer's saved address, and their cart delivering to it. */
export const savedAddress: DeliveryAddress = { ...address, id: 'address-1' };
export const cartAtSavedAddress: Cart = {
  ...registeredCart,
  place: {
    id: 'address-1',
    latitude: address.latitude,
    longitude: address.longitude,
    label: 'Rua Quinze de Novembro, 150',
  },
};
