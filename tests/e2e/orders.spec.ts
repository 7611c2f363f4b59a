import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, inLanguage, test } from './fixtures.ts';
import { shot } from './location-helpers.ts';
import {
  asUser,
  cancelByRestaurant,
  clockAt,
  itemOf,
  MATES,
  orderPagePath,
  orderStatus,
  PICANHA,
  placeOrder,
  serviceOf,
  startGuest,
  withPaidOrder,
} from './orders-helpers.ts';
import { restoreCustomerSession } from './session.ts';

const WORDS = {
  'pt-BR': {
    accepted: 'Pedido aceito',
    preparing: 'Em preparo',
    outForDelivery: 'Saiu para entrega',
    delivered: 'Entregue',
    readyForPickup: 'Pronto para retirada',
    pickedUp: 'Retirado',
    cancelled: 'Cancelado',
    refunded: /foi estornado na sua forma de pagamento/,
    lastUpdated: /Atualizado às/,
    confirmPickup: 'Já retirei meu pedido',
    progress: 'Andamento do pedido',
    orders: 'Seus pedidos',
    mainNav: 'Principal',
    ordersTab: 'Pedidos',
    more: 'Mostrar mais pedidos',
    cancelledFilter: 'Cancelado',
    again: 'Pedir de novo',
    missing: /não estão mais disponíveis/,
    toCart: 'Ir para o cardápio e o carrinho',
    sendInvoice: 'Enviar nota fiscal por e-mail',
    invoiceSent: 'Nota fiscal enviada para cliente@exemplo.com.br.',
    notFound: 'Pedido não encontrado',
    card: /Cartão Visa final 1111/,
    picanha: 'Picanha na Brasa',
    ribs: 'Costela Fogo de Chão',
  },
  'en-US': {
    accepted: 'Order accepted',
    preparing: 'Being prepared',
    outForDelivery: 'Out for delivery',
    delivered: 'Delivered',
    readyForPickup: 'Ready for pickup',
    pickedUp: 'Picked up',
    cancelled: 'Cancelled',
    refunded: /was refunded to your payment method/,
    lastUpdated: /Last updated at/,
    confirmPickup: 'I picked up my order',
    progress: 'Order progress',
    orders: 'Your orders',
    mainNav: 'Main',
    ordersTab: 'Orders',
    more: 'Show more orders',
    cancelledFilter: 'Cancelled',
    again: 'Order again',
    missing: /no longer available/,
    toCart: 'Go to the menu and cart',
    sendInvoice: 'Send invoice by e-mail',
    invoiceSent: 'Invoice sent to cliente@exemplo.com.br.',
    notFound: 'Order not found',
    card: /Card Visa ending in 1111/,
    picanha: 'Chargrilled Picanha',
    ribs: 'Fire-pit Beef Ribs',
  },
} as const;

const timelineStep = (page: Page, name: string) =>
  page
    .getByRole('list', { name: /Andamento do pedido|Order progress/ })
    .getByRole('listitem')
    .filter({ hasText: name });

for (const locale of ['pt-BR', 'en-US'] as const) {
  const words = WORDS[locale];

  test.describe(`the customer's orders (${locale})`, () => {
    inLanguage(locale);
    // The timeline's times are the restaurant's.
    test.use({ timezoneId: 'America/Sao_Paulo' });
    // The tracking page polls every 5 s: a few steps of the clock take a few polls.
    test.describe.configure({ timeout: 60_000 });

    test('a delivery advances to delivered as the clock moves, each step on the timeline with its time', async ({
      page,
      request,
    }) => {
      const { orderId } = await withPaidOrder(page, request);
      await page.goto(`/orders/${orderId}`);
      await expect(orderStatus(page)).toHaveText(words.accepted);
      await expect(page.getByText(words.lastUpdated)).toBeVisible();
      await expect(timelineStep(page, words.accepted)).toContainText(/12:00|12:00 PM/);
      await expect(page.getByText(words.picanha)).toBeVisible();
      await expect(page.getByText(words.card)).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `orders-tracking-accepted-${locale}`);

      for (const [minutes, step] of [
        [2, words.preparing],
        [20, words.outForDelivery],
        [31, words.delivered],
      ] as const) {
        await clockAt(request, minutes);
        await expect(orderStatus(page)).toHaveText(step, { timeout: 15_000 });
        await expect(timelineStep(page, step)).toHaveAttribute('aria-current', 'step');
      }
      await expect(page.getByRole('list', { name: words.progress }).locator('time')).toHaveCount(4);
      await shot(page, `orders-tracking-delivered-${locale}`);
    });

    test('a takeout is ready for pickup, then picked up when the customer says so', async ({
      page,
      request,
      isMobile,
    }) => {
      const tokens = await restoreCustomerSession(page, request);
      const orderId = await placeOrder(request, asUser(tokens.access_token), serviceOf('centro', 'takeout'));
      await clockAt(request, 25);
      await page.goto(orderPagePath(orderId, isMobile));
      await expect(orderStatus(page)).toHaveText(words.readyForPickup);
      // Either address is the Orders section of the tab bar.
      await expect(
        page.getByRole('navigation', { name: words.mainNav }).getByRole('link', { name: words.ordersTab }),
      ).toHaveAttribute('aria-current', 'page');
      await shot(page, `orders-pickup-${locale}`);
      await page.getByRole('button', { name: words.confirmPickup }).click();
      await expect(orderStatus(page)).toHaveText(words.pickedUp);
      await expect(page.getByRole('button', { name: words.confirmPickup })).toHaveCount(0);
    });

    test('an order the restaurant cancelled says so, with its refund', async ({ page, request }) => {
      const { orderId } = await withPaidOrder(page, request);
      await cancelByRestaurant(request, orderId);
      await page.goto(`/orders/${orderId}`);
      await expect(orderStatus(page)).toHaveText(words.cancelled);
      await expect(page.getByText(words.refunded)).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `orders-tracking-cancelled-${locale}`);
    });

    test('the history lists ten at a time, filters, and opens an order', async ({ page, request }) => {
      const tokens = await restoreCustomerSession(page, request);
      const who = asUser(tokens.access_token);
      const ids: string[] = [];
      for (let n = 0; n < 11; n += 1)
        ids.push(await placeOrder(request, who, serviceOf('centro', 'takeout'), [MATES]));
      const [oldest = ''] = ids;
      await cancelByRestaurant(request, oldest);
      await page.goto('/orders');
      const list = page.getByRole('list', { name: words.orders });
      await expect(list.getByRole('listitem')).toHaveCount(10);
      await expectNoAxeViolations(page);
      await shot(page, `orders-history-${locale}`);
      await page.getByRole('button', { name: words.more }).click();
      await expect(list.getByRole('listitem')).toHaveCount(11);
      await expect(page.getByRole('button', { name: words.more })).toHaveCount(0);
      await page.getByRole('button', { name: words.cancelledFilter, exact: true }).click();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await list.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/orders/${oldest}$`));
      await expect(orderStatus(page)).toHaveText(words.cancelled);
    });

    test('ordering again fills the cart, says what is missing, and the invoice reaches the outbox', async ({
      page,
      request,
    }) => {
      const tokens = await restoreCustomerSession(page, request);
      const who = asUser(tokens.access_token);
      // Pinheiros serves the fire-pit rib; centro, where the customer lives, has taken it off its menu.
      const orderId = await placeOrder(request, who, serviceOf('pinheiros', 'takeout'), [
        PICANHA,
        { slug: 'costela-fogo-de-chao', quantity: 1, choices: [['acompanhamentos', 0]] },
      ]);
      await page.goto(`/orders/${orderId}`);
      await expect(orderStatus(page)).toHaveText(words.accepted);

      await page.getByRole('button', { name: words.sendInvoice }).click();
      await expect(page.getByText(words.invoiceSent)).toBeVisible();
      const outbox = JSON.stringify(await (await request.get('/api/dev/outbox')).json());
      expect(outbox).toContain('cliente@exemplo.com.br');
      expect(outbox).toContain(orderId);

      // The customer's own service: the one the app's start-up chose for their main address.
      await expect(page.getByRole('button', { name: words.again })).toBeEnabled();
      await page.getByRole('button', { name: words.again }).click();
      const alert = page.getByRole('alert').filter({ hasText: words.missing });
      await expect(alert).toContainText(words.ribs);
      await shot(page, `orders-rebuy-${locale}`);
      const cart = (await (
        await request.post('/api/order/v1/cart/session', {
          headers: { 'x-api-company': 'brasa', 'x-api-brand': 'brasa-grill', ...who },
          data: { service_id: serviceOf('centro', 'delivery') },
        })
      ).json()) as { items: { item_id: string }[]; repurchase: boolean };
      expect(cart.repurchase).toBe(true);
      expect(cart.items.map((line) => line.item_id)).toEqual([itemOf('picanha-na-brasa')]);
      await alert.getByRole('button', { name: words.toCart }).click();
      await expect(page).toHaveURL(/\/menu$/);
    });

    test("another customer's order is not found", async ({ page, request }) => {
      const guest = await startGuest(request);
      const orderId = await placeOrder(request, guest, serviceOf('centro', 'delivery'));
      await restoreCustomerSession(page, request);
      await page.goto(`/orders/${orderId}`);
      await expect(page.getByRole('heading', { name: words.notFound })).toBeVisible();
      await expect(page.getByText(words.picanha)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
