import * as z from 'zod/mini';
import { withCheckDigits } from '../../contract/cpf.ts';
import type { AddressInput } from '../../contract/schemas/address.ts';
import { type Cart, cart } from '../../contract/schemas/cart.ts';
import { guestSession } from '../../contract/schemas/guest-session.ts';
import { type Order, order, type PlaceOrderBody } from '../../contract/schemas/orders.ts';
import { orderReference } from '../order/order-outcomes.ts';
import { demoBrand } from '../seed/brand.ts';
import { seedIds } from '../seed/seed-ids.ts';
import { bearer, expectStatus, register } from './accounts.ts';
import { cardToken } from './table.ts';
import type { TestApp } from './test-app.ts';

const orderBase = '/api/order/v1';
const brand = demoBrand.slug;

export const menuItem = (slug: string) => seedIds.item(brand, slug);
export const choice = (group: string, index: number) => seedIds.optionChoice(brand, group, index);
export const service = (store: 'centro' | 'pinheiros', type: 'delivery' | 'takeout') =>
  seedIds.service(brand, store, type);

/** A Wednesday, 12:00 in São Paulo: both demo stores are open and centro delivers (11:30–14:30). */
export const lunchTime = '2026-11-25T15:00:00.000Z';

/**
 * Centro's delivery to Rua Boa Vista (both numbers are some 260 m away): its first distance band,
 * R$ 4,90 and a 10-minute ride after the kitchen's 20 minutes.
 */
export const centroDelivery = { cents: 490, minutes: 20 + 10 };

/** Inside centro's delivery area (the demo customer's street). */
export const centroAddress: AddressInput = {
  postal_code: '01014-000',
  street: 'Rua Boa Vista',
  number: '100',
  district: 'Centro Histórico',
  city: 'São Paulo',
  state: 'SP',
  latitude: -23.5456,
  longitude: -46.6332,
};

/** Far from every store (Guarulhos). */
export const farAddress: AddressInput = {
  ...centroAddress,
  postal_code: '07115-000',
  street: 'Avenida Paulo Faccini',
  district: 'Macedo',
  city: 'Guarulhos',
  latitude: -23.4628,
  longitude: -46.5333,
};

/** Sets the API's business clock (`null`: the wall clock again). */
export async function setClock(t: TestApp, at: string | null): Promise<void> {
  const response = await t.request('/api/dev/clock', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at }),
  });
  await expectStatus(response, 200);
}

/** `minutes` after `from` (ISO). */
export const later = (from: string, minutes: number) =>
  new Date(Date.parse(from) + minutes * 60_000).toISOString();

/** The headers that make a request someone's. */
export type Who = Record<string, string>;
export const asUser = (token: string): Who => bearer(token);
export const asGuest = (session: string): Who => ({ 'x-guest-session': session });

export function call(
  t: TestApp,
  path: string,
  init: { method?: string; body?: unknown; who?: Who; headers?: Record<string, string> } = {},
) {
  return t.request(`${orderBase}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.who,
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

export async function parsed<S extends z.ZodMiniType>(schema: S, response: Response, status = 200) {
  return z.parse(schema, await expectStatus(response, status));
}

export async function startGuest(t: TestApp, address: AddressInput = centroAddress, serviceId?: string) {
  const response = await call(t, '/guest-session', {
    body: { address, ...(serviceId ? { service_id: serviceId } : {}) },
  });
  const session = await parsed(guestSession, response, 201);
  return { ...session, who: asGuest(session.session) };
}

export async function openCart(t: TestApp, who: Who, serviceId: string): Promise<Cart> {
  return parsed(cart, await call(t, '/cart/session', { body: { service_id: serviceId }, who }));
}

export async function addItem(
  t: TestApp,
  who: Who,
  orderId: string,
  line: { item_id: string; quantity: number; choice_ids?: string[]; note?: string },
): Promise<Cart> {
  return parsed(cart, await call(t, `/cart/${orderId}/items`, { body: line, who }), 201);
}

/** A picanha, medium, with white rice: R$ 79,90. */
const picanhaLine = {
  item_id: menuItem('picanha-na-brasa'),
  quantity: 1,
  choice_ids: [choice('ponto', 2), choice('acompanhamentos', 0)],
};
/** Two iced mates: 2 × R$ 9,90. */
export const matesLine = { item_id: menuItem('mate-gelado'), quantity: 2 };
export const lunch = [picanhaLine, matesLine];
export const lunchCents = 7990 + 2 * 990;

export async function fill(t: TestApp, who: Who, orderId: string, lines = lunch): Promise<Cart> {
  let filled: Cart | undefined;
  for (const line of lines) filled = await addItem(t, who, orderId, line);
  if (!filled) throw new Error('no lines');
  return filled;
}

/** Whom to call about a guest's order, as the checkout asks for it. */
export const guestContact = { name: 'Ana Souza', phone_number: '+5511912345678' };

/** Places the cart; a guest's order says whom to call unless the body says otherwise. */
export function place(t: TestApp, who: Who, body: PlaceOrderBody, key: string = crypto.randomUUID()) {
  const asGuest = 'x-guest-session' in who && !('contact' in body);
  return t.request(`${orderBase}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, ...who },
    body: JSON.stringify(asGuest ? { ...body, contact: guestContact } : body),
  });
}

export async function placed(response: Response): Promise<Order> {
  return parsed(order, response, 201);
}

/** The charges the provider holds for the order payments of `cents` (oldest first). */
export async function chargesOf(t: TestApp, cents: number) {
  const payments = await t.db.query<{ id: string }>(
    `select id from order_payments where amount_cents = $1 and method <> 'GIFT_CARD' order by created_at`,
    [cents],
  );
  const charges = [];
  for (const payment of payments) charges.push(...(await t.provider.charges(orderReference(payment.id))));
  return charges;
}

/** A newly registered customer (no orders, no address yet); `n` keeps e-mail, phone and CPF apart. */
export async function newCustomer(t: TestApp, n: number): Promise<Who> {
  const tokens = await register(t, {
    email: `cliente${n}@exemplo.com.br`,
    phone_number: `+55119${70_000_000 + n}`,
    document: withCheckDigits(String(200_000_000 + n)),
  });
  return asUser(tokens.access_token);
}

export async function cardPayment(t: TestApp, number: string) {
  const token = await cardToken(t, number);
  return { method: 'CARD' as const, card_token: token };
}
