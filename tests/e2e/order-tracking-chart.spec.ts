import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { orderTrackingMachine } from '../../machines/order-tracking/order-tracking.machine.ts';
import type {
  OrderStatus,
  OrderTrackingContext,
  TrackedOrder,
} from '../../machines/order-tracking/order-tracking.types.ts';
import { injectFault } from './api.ts';
import { type ApiAnswer, type ChartPage, chartSuite } from './chart-suite.ts';
import { expect } from './fixtures.ts';
import {
  asUser,
  cancelByRestaurant,
  clockAt,
  orderStatus,
  placeOrder,
  serviceOf,
  startGuest,
} from './orders-helpers.ts';
import { restoreCustomerSession } from './session.ts';

/*
 * The order-tracking chart (spec §2 `/orders/{id}`, §7 order polling and confirm delivery) driven
 * through an order's page by the customer who placed it: one test per shortest path to each of its
 * states, generated from the chart. Each order is placed through the API; the clock of the API and
 * the restaurant's cancellation bring its statuses about.
 */

interface Tracking extends ChartPage {
  orderId: string;
}

/** What each start places: the chart's input names it, the page opens the real order. */
type Kind = 'delivery' | 'takeout' | 'pix' | 'another';

const STATUS_WORDS: Record<OrderStatus, string> = {
  awaitingPayment: 'Aguardando pagamento',
  accepted: 'Pedido aceito',
  preparing: 'Em preparo',
  outForDelivery: 'Saiu para entrega',
  readyForPickup: 'Pronto para retirada',
  delivered: 'Entregue',
  pickedUp: 'Retirado',
  cancelled: 'Cancelado',
  paymentFailed: 'Pagamento recusado',
};

/**
 * Minutes past the suite's open hours, when the order was placed (the API's clock runs on from there),
 * that fall well inside each status of the centro store's plan: the kitchen starts within 2, the order
 * leaves or is ready at 20, a delivery arrives by 30, a takeout counts as picked up 30 after it is ready.
 */
const MINUTES_TO: Partial<Record<OrderStatus, number>> = {
  preparing: 8,
  outForDelivery: 25,
  delivered: 40,
  readyForPickup: 30,
  pickedUp: 60,
  // The PIX charge lives 10 minutes: past them, the order's payment failed.
  paymentFailed: 15,
};

const orderPath = '/api/order/v1/orders';
const kindOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as OrderTrackingContext).orderId as Kind;
const statusOfChart = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as OrderTrackingContext).order?.status;

/** The order as the chart reads it: its guards read the status (and the confirmation, the option). */
const orderIn = (status: OrderStatus, kind: Kind): TrackedOrder =>
  ({
    status,
    timeline: [],
    checkoutOption: kind === 'takeout' ? 'takeout' : 'delivery',
  }) as unknown as TrackedOrder;

/** The API shows the order in `status`: the clock moved on, or the restaurant cancelled it. */
const reading = (status: OrderStatus, kind: Kind): ApiAnswer<Tracking> => ({
  payload: { output: orderIn(status, kind) },
  cause: async ({ request, orderId }) => {
    if (status === 'cancelled') return cancelByRestaurant(request, orderId);
    const minutes = MINUTES_TO[status];
    if (minutes !== undefined) await clockAt(request, minutes);
  },
});

const STATUSES_OF: Record<Kind, OrderStatus[]> = {
  delivery: ['accepted', 'preparing', 'outForDelivery', 'delivered', 'cancelled'],
  takeout: ['readyForPickup', 'pickedUp'],
  pix: ['awaitingPayment', 'paymentFailed'],
  // Someone else's order: the API says there is no such order of the customer's.
  another: [],
};

const unavailable = (path: (world: Tracking) => string): ApiAnswer<Tracking> => ({
  payload: { error: { key: 'default', status: 503 } },
  // The client tries a failed read twice.
  cause: (world) => injectFault(world.request, { path: path(world), method: 'GET', status: 503, count: 2 }),
});

const heading = (page: Page, name: string) => page.getByRole('heading', { name });
const staleNote = (page: Page) => page.getByText(/Não conseguimos falar com o restaurante agora/);
const confirmButton = (page: Page) => page.getByRole('button', { name: /^(Recebi|Já retirei) meu pedido$/ });

const showsStatus =
  (status: OrderStatus) =>
  async ({ page }: Tracking) => {
    await expect(orderStatus(page)).toHaveText(STATUS_WORDS[status]);
  };
const isFinal = async ({ page }: Tracking) => {
  await expect(confirmButton(page)).toHaveCount(0);
  await expect(staleNote(page)).toHaveCount(0);
};

/** A start: the customer signed in, the order placed (by them, or by a guest), its page opened. */
const start = (kind: Kind) => ({
  input: { orderId: kind },
  open: async (world: Tracking) => {
    const tokens = await restoreCustomerSession(world.page, world.request);
    const service = serviceOf('centro', kind === 'takeout' ? 'takeout' : 'delivery');
    const who = kind === 'another' ? await startGuest(world.request) : asUser(tokens.access_token);
    world.orderId = await placeOrder(world.request, who, service, undefined, kind === 'pix' ? 'PIX' : 'CARD');
    await world.page.goto(`/orders/${world.orderId}`);
  },
});

const NOT_KEPT = 'a failed read is not kept: the page reloaded reads the order again, and shows it';

chartSuite<Tracking>('order tracking chart', {
  machine: orderTrackingMachine,
  // What the guards read: the status read, and whether reads are failing.
  stateKey: (snapshot) => ({ status: statusOfChart(snapshot), failing: snapshot.context.failures > 0 }),
  world: async (chartPage) => ({ ...chartPage, orderId: '' }),
  starts: {
    'a delivery paid by card': start('delivery'),
    'a takeout paid by card': start('takeout'),
    'a delivery to pay by PIX': start('pix'),
    "a guest's order": start('another'),
  },
  actions: {
    // The chart's timers run in the page: the test waits for the call they start.
    'xstate.after.backoff.orderTracking.loadFailed': { 'the wait after a failure': { act: async () => {} } },
    'xstate.after.pollInterval.orderTracking.following.polling.waiting': {
      'the next poll': { act: async () => {} },
    },
    'delivery.confirm': { 'the customer has it': { act: ({ page }) => confirmButton(page).click() } },
  },
  calls: {
    loadOrder: {
      url: /\/api\/order\/v1\/orders\/[0-9a-f-]{36}$/,
      done: (from) => {
        const kind = kindOf(from);
        return Object.fromEntries(STATUSES_OF[kind].map((status) => [status, reading(status, kind)]));
      },
      error: (from): Record<string, ApiAnswer<Tracking>> =>
        kindOf(from) === 'another'
          ? { 'not found': { payload: { error: { key: 'default', status: 404 } } } }
          : { unavailable: unavailable(({ orderId }) => `${orderPath}/${orderId}`) },
    },
    pollOrder: {
      url: /\/api\/order\/v1\/orders\/[0-9a-f-]{36}\/polling$/,
      // Started by the poll's timer: held from the start, the page's poll waits for the path's.
      timed: true,
      done: (from) => ({
        unchanged: { payload: { output: orderIn(statusOfChart(from) ?? 'accepted', kindOf(from)) } },
      }),
      error: () => ({ unavailable: unavailable(({ orderId }) => `${orderPath}/${orderId}/polling`) }),
    },
    confirmDelivery: {
      url: /\/api\/order\/v1\/orders\/[0-9a-f-]{36}\/confirm-delivery$/,
      done: (from) => ({
        confirmed: {
          payload: { output: orderIn(kindOf(from) === 'takeout' ? 'pickedUp' : 'delivered', kindOf(from)) },
        },
      }),
      error: () => ({
        unavailable: unavailable(({ orderId }) => `${orderPath}/${orderId}/confirm-delivery`),
      }),
    },
  },
  pages: {
    '#orderTracking.loading': async ({ page }) => {
      await expect(page.getByText('Carregando seu pedido')).toBeAttached();
    },
    '#orderTracking.loadFailed': async ({ page }) => {
      await expect(page.getByText('Algo deu errado. Tente novamente.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    },
    '#orderTracking.notFound': async ({ page }) => {
      await expect(heading(page, 'Pedido não encontrado')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ver meus pedidos' })).toBeVisible();
    },
    '#orderTracking.following': async ({ page }) => {
      await expect(page.getByRole('list', { name: 'Andamento do pedido' })).toBeVisible();
      await expect(page.getByText(/Atualizado às/)).toBeVisible();
    },
    '#orderTracking.following.status.awaitingPayment': showsStatus('awaitingPayment'),
    '#orderTracking.following.status.accepted': showsStatus('accepted'),
    '#orderTracking.following.status.preparing': showsStatus('preparing'),
    '#orderTracking.following.status.outForDelivery': async (world) => {
      await showsStatus('outForDelivery')(world);
      await expect(confirmButton(world.page)).toBeVisible();
    },
    '#orderTracking.following.status.readyForPickup': async (world) => {
      await showsStatus('readyForPickup')(world);
      await expect(confirmButton(world.page)).toBeVisible();
    },
    '#orderTracking.following.polling.waiting': async ({ page }) => expect(staleNote(page)).toHaveCount(0),
    '#orderTracking.following.polling.fetching': async ({ page }) => expect(staleNote(page)).toHaveCount(0),
    '#orderTracking.following.polling.backingOff': async ({ page }) => {
      await expect(staleNote(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Atualizar' })).toBeVisible();
    },
    '#orderTracking.following.confirmation.idle': async ({ page }) =>
      expect(confirmButton(page).and(page.locator('[aria-busy="true"]'))).toHaveCount(0),
    '#orderTracking.following.confirmation.confirming': async ({ page }) =>
      expect(confirmButton(page)).toHaveAttribute('aria-busy', 'true'),
    '#orderTracking.following.confirmation.failed': async ({ page }) => {
      await expect(page.getByText('Algo deu errado. Tente novamente.')).toBeVisible();
      await expect(confirmButton(page)).toBeEnabled();
    },
    '#orderTracking.finished': isFinal,
    '#orderTracking.finished.delivered': showsStatus('delivered'),
    '#orderTracking.finished.pickedUp': showsStatus('pickedUp'),
    '#orderTracking.finished.cancelled': async (world) => {
      await showsStatus('cancelled')(world);
      await expect(world.page.getByText(/foi estornado na sua forma de pagamento/)).toBeVisible();
    },
    '#orderTracking.finished.paymentFailed': async (world) => {
      await showsStatus('paymentFailed')(world);
      await expect(world.page.getByText(/Nada foi cobrado/)).toBeVisible();
    },
  },
  unreachable: {},
  notRestored: {
    '#orderTracking.loadFailed': NOT_KEPT,
    '#orderTracking.following.polling.backingOff': NOT_KEPT,
    '#orderTracking.following.confirmation.failed':
      'a confirmation that failed is not kept: the page reloaded offers it again',
  },
});
