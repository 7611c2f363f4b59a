import type { APIRequestContext, Page } from '@playwright/test';
import { seedIds } from '../../server/seed/seed-ids.ts';
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

/** A new guest at the demo customer's street in the centro delivery area. */
export async function startGuest(request: APIRequestContext): Promise<Who> {
  const session = await ok<{ session: string }>(
    await request.post('/api/order/v1/guest-session', {
      headers: brandHeaders,
      data: {
        address: {
          postal_code: '01014-000',
          street: 'Rua Boa Vista',
          number: '100',
          district: 'Centro Histórico',
          city: 'São Paulo',
          state: 'SP',
          latitude: -23.5456,
          longitude: -46.6332,
        },
      },
    }),
    'guest session',
  );
  return { 'x-guest-session': session.session };
}

/** Fills a cart of `serviceId` with `lines` and pays it with the sandbox's approved card: the order's id. */
export async function placeOrder(
  request: APIRequestContext,
  who: Who,
  serviceId: string,
  lines: Line[] = LUNCH,
): Promise<string> {
  const headers = { ...brandHeaders, ...who };
  const base = '/api/order/v1';
  let cart = await ok<{ order_id: string; total: { total: { value: number } } }>(
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
  const token = await tokenizeAtProvider(request, '4111111111111111');
  const placed = await ok<{ order_id: string }>(
    await request.post(`${base}/orders`, {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: {
        order_id: cart.order_id,
        expected_total: cart.total.total.value,
        payment: { method: 'CARD', card_token: token },
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
