import type { APIRequestContext, Page } from '@playwright/test';
import { seedStorageBeforeApp } from '../../scripts/diner.ts';
import { seedIds } from '../../server/seed/seed-ids.ts';
import { centroAddress } from '../../server/test-support/ordering.ts';
import { brandHeaders, OPEN_HOURS } from './fixtures.ts';
import { tokenizeAtProvider } from './psp-helpers.ts';
import { restoreCustomerSession } from './session.ts';

/** Orders placed through the reference API as the app would, for the orders pages to show. */

const BRAND = 'brasa-grill';
export const serviceOf = (store: 'centro' | 'pinheiros', type: 'delivery' | 'takeout') =>
  seedIds.service(BRAND, store, type);
export const itemOf = (slug: string) => seedIds.item(BRAND, slug);

/** The order page's status, the heading its hero is named by. */
export const orderStatus = (page: Page) => page.locator('#order-status');

export interface Line {
  slug: string;
  quantity: number;
  choices?: [group: string, index: number][];
}

/** A picanha, medium, with white rice. */
export const PICANHA: Line = {
  slug: 'picanha-na-brasa',
  quantity: 1,
  choices: [
    ['ponto', 2],
    ['acompanhamentos', 0],
  ],
};
/** Two iced mates. */
export const MATES: Line = { slug: 'mate-gelado', quantity: 2 };
export const LUNCH: Line[] = [PICANHA, MATES];

/** Whose order: a signed-in customer's bearer token, or a guest session's secret. */
export type Who = Record<string, string>;
export const asUser = (accessToken: string): Who => ({ authorization: `Bearer ${accessToken}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Far from every store (Guarulhos). */
export const FAR_AWAY = {
  ...centroAddress,
  postal_code: '07115-000',
  street: 'Avenida Paulo Faccini',
  district: 'Macedo',
  city: 'Guarulhos',
  latitude: -23.4628,
  longitude: -46.5333,
};

/** A new guest session, at Rua Boa Vista unless told where: its cart's id, and its header. */
export async function newGuestSession(request: APIRequestContext, address = centroAddress) {
  const session = await ok<{ order_id: string; session: string }>(
    await request.post('/api/order/v1/guest-session', { headers: brandHeaders, data: { address } }),
    'guest session',
  );
  return { orderId: session.order_id, secret: session.session, who: { 'x-guest-session': session.session } };
}

/** A new guest at Rua Boa Vista: what its calls carry. */
export const startGuest = async (request: APIRequestContext): Promise<Who> =>
  (await newGuestSession(request)).who;

const base = '/api/order/v1';
type OpenCart = { order_id: string; total: { total: { value: number } } };

/** The open cart of `serviceId` (as another device opens it), with `lines` added. */
export async function fillCart(
  request: APIRequestContext,
  who: Who,
  serviceId: string,
  lines: Line[] = LUNCH,
): Promise<OpenCart> {
  const headers = { ...brandHeaders, ...who };
  let cart = await ok<OpenCart>(
    await request.post(`${base}/cart/session`, { headers, data: { service_id: serviceId } }),
    'cart',
  );
  for (const line of lines) {
    cart = await ok(
      await request.post(`${base}/cart/${cart.order_id}/items`, {
        headers,
        data: {
          item_id: itemOf(line.slug),
          quantity: line.quantity,
          choice_ids: (line.choices ?? []).map(([group, index]) => seedIds.optionChoice(BRAND, group, index)),
        },
      }),
      `add ${line.slug}`,
    );
  }
  return cart;
}

/**
 * Fills a cart of `serviceId` with `lines` and pays it with the sandbox's approved card (or asks for a
 * PIX charge, left unpaid): the order's id.
 */
export async function placeOrder(
  request: APIRequestContext,
  who: Who,
  serviceId: string,
  lines: Line[] = LUNCH,
  method: 'CARD' | 'PIX' = 'CARD',
): Promise<string> {
  const headers = { ...brandHeaders, ...who };
  const cart = await fillCart(request, who, serviceId, lines);
  const payment =
    method === 'PIX'
      ? { method }
      : { method, card_token: await tokenizeAtProvider(request, '4111111111111111') };
  const placed = await ok<{ order_id: string }>(
    await request.post(`${base}/orders`, {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: {
        order_id: cart.order_id,
        expected_total: cart.total.total.value,
        payment,
        contact: { name: 'Ana Souza', phone_number: '+5511912345678' },
      },
    }),
    'place',
  );
  return placed.order_id;
}

/** The API's business clock, `minutes` after the suite's open hours. */
export async function clockAt(request: APIRequestContext, minutes: number) {
  const at = new Date(Date.parse(OPEN_HOURS) + minutes * 60_000).toISOString();
  await ok(await request.post('/api/dev/clock', { data: { at } }), 'clock');
}

/** The restaurant cancels the order (refunding it). */
export async function cancelByRestaurant(request: APIRequestContext, orderId: string) {
  await ok(await request.post(`/api/dev/orders/${orderId}/cancel`, { headers: brandHeaders }), 'cancel');
}

/** Spec §2: an order's page on a phone; a desktop shows the same order at /orders/{id}. */
export const orderPagePath = (orderId: string, isMobile: boolean) =>
  isMobile ? `/mobile/order/${orderId}` : `/orders/${orderId}`;

/** The seeded customer, signed in, with a paid delivery order: its id and their access token. */
export async function withPaidOrder(page: Page, request: APIRequestContext) {
  const tokens = await restoreCustomerSession(page, request);
  const orderId = await placeOrder(request, asUser(tokens.access_token), serviceOf('centro', 'delivery'));
  return { orderId, accessToken: tokens.access_token };
}

/** A guest who ordered on this device (a paid delivery), coming back: its guest session is what the app kept. */
export async function guestWithPaidOrder(page: Page, request: APIRequestContext) {
  const guest = await startGuest(request);
  const orderId = await placeOrder(request, guest, serviceOf('centro', 'delivery'));
  await seedStorageBeforeApp(page, { 'guest-session': { orderId, session: guest['x-guest-session'] } });
  return { orderId, guest };
}
