import type { Page } from '@playwright/test';
import { ordersMachine } from '../../machines/orders/orders.machine.ts';
import { type ChartPage, chartSuite } from './chart-suite.ts';
import { expect } from './fixtures.ts';
import { guestWithPaidOrder, orderStatus } from './orders-helpers.ts';

/*
 * A guest's orders after ordering (spec §2 `/orders`, `/orders/{id}`; §3 guest session): the orders
 * chart driven through the pages by a guest who ordered on this device and came back to its order's
 * page. Every page reads the guest's orders by the session this device kept.
 */

interface Guest extends ChartPage {
  orderId: string;
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
const keptHere = (page: Page) => page.getByText(/ficam? guardados? (só )?neste aparelho/);

chartSuite<Guest>('guest ordering: the orders chart', {
  machine: ordersMachine,
  stateKey: ({ context }) => ({ tracking: context.orderId !== undefined }),
  world: async (chartPage) => ({ ...chartPage, orderId: '' }),
  starts: {
    "a guest back on its order's page": {
      input: { pathname: '/orders/order-1' },
      open: async (world) => {
        ({ orderId: world.orderId } = await guestWithPaidOrder(world.page, world.request));
        await world.page.goto(`/orders/${world.orderId}`);
      },
    },
  },
  actions: {
    'route.entered': {
      'its orders': {
        payload: { pathname: '/orders', search: '' },
        act: ({ page }) => tabs(page).getByRole('link', { name: 'Pedidos' }).click(),
      },
      'its order': {
        payload: { pathname: '/orders/order-1', search: '' },
        act: async ({ page }) => {
          await tabs(page).getByRole('link', { name: 'Pedidos' }).click();
          await page.getByRole('list', { name: 'Seus pedidos' }).getByRole('link').first().click();
        },
      },
      'the menu': {
        payload: { pathname: '/menu', search: '' },
        act: ({ page }) => tabs(page).getByRole('link', { name: 'Cardápio' }).click(),
      },
    },
  },
  calls: {},
  pages: {
    '#orders.history': async ({ page, orderId }) => {
      await expect(page).toHaveURL('/orders');
      await expect(keptHere(page)).toBeVisible();
      const list = page.getByRole('list', { name: 'Seus pedidos' });
      await expect(list.getByRole('link')).toHaveCount(1);
      await expect(list.getByRole('link')).toHaveAttribute('href', `/orders/${orderId}`);
    },
    '#orders.tracking': async ({ page, orderId }) => {
      await expect(page).toHaveURL(`/orders/${orderId}`);
      await expect(orderStatus(page)).toHaveText('Pedido aceito');
      await expect(keptHere(page)).toBeVisible();
    },
    '#orders.elsewhere': async ({ page }) => {
      await expect(page).toHaveURL(/\/menu$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Cardápio' })).toBeVisible();
    },
  },
  unreachable: {
    '#orders.failed': 'a chart of the orders pages broke: a bug, which no page can bring about',
  },
  notRestored: {},
});
