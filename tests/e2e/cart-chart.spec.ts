import { registeredCart } from '../../machines/cart/cart.fixtures.ts';
import { cartMachine } from '../../machines/cart/cart.machine.ts';
import { GUEST_ORDER_WORDS } from './cart-helpers.ts';
import { type ChartPage, chartSuite } from './chart-suite.ts';
import { expect } from './fixtures.ts';
import { asUser, fillCart, MATES, serviceOf } from './orders-helpers.ts';
import { restoreCustomerSession } from './session.ts';

/*
 * The cart chart (spec §3 "Cart", §4 "Cart reload") through the cart sheet of the signed-in
 * customer: the cart read from the server as the page opens, then shown. After every settled step
 * the page reloads and the account's second phone opens the same sheet: both show the server's cart.
 */

const PT = GUEST_ORDER_WORDS['pt-BR'];

async function openSheet({ page }: ChartPage) {
  const sheet = page.getByRole('dialog', { name: 'Seu carrinho' });
  if (!(await sheet.isVisible())) await page.getByRole('button', { name: PT.seeCart }).click();
  return sheet;
}

chartSuite<ChartPage>('cart chart', {
  machine: cartMachine,
  world: async (chartPage) => chartPage,
  starts: {
    'the signed-in customer with a dish in the cart': {
      input: { isRegistered: true, orderId: 'order-1', serviceId: 'service-1' },
      open: async ({ page, request }) => {
        const tokens = await restoreCustomerSession(page, request);
        await fillCart(request, asUser(tokens.access_token), serviceOf('centro', 'delivery'), [MATES]);
        await page.goto('/menu');
      },
      // A page opened reads the cart the customer keeps by itself.
      holds: ['call'],
    },
  },
  actions: {},
  calls: {
    call: {
      url: /\/api\/order\/v1\/cart\//,
      done: () => ({
        'with the cart': { payload: { output: { opened: false, failed: false, cart: registeredCart } } },
      }),
    },
  },
  pages: {
    '#cart.sync': async ({ page }) => {
      await expect(page).toHaveURL(/\/menu/);
    },
    '#cart.sync.working': async ({ page }) => {
      await expect(page.getByRole('button', { name: PT.seeCart })).toBeHidden();
    },
    '#cart.sync.ready': async (world) => {
      const sheet = await openSheet(world);
      await expect(
        sheet.getByRole('list', { name: 'Pratos no seu carrinho' }).getByText('Mate Gelado com Limão'),
      ).toBeVisible();
      await expect(sheet.getByTestId('cart-total')).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
    },
    '#cart.reloadGuard': async () => {},
    '#cart.reloadGuard.open': async () => {},
  },
  unreachable: {
    '#cart.reloadGuard.closed': 'only a rebuy reloads a cart that is open, from the order page',
  },
  notRestored: {},
  secondDevice: {
    open: async (_, page) => {
      await restoreCustomerSession(page, page.request);
    },
    oneDeviceOnly: {},
  },
});
