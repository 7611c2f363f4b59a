import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate';
import { isTablePage, matchRoute, type RouteFlow } from '../../contract/routes.ts';
import { treeCheckoutOptionMachine } from '../../machines/app/app.checkout-option.ts';
import { appMachine } from '../../machines/app/app.machine.ts';
import type { AppInput } from '../../machines/app/app.types.ts';
import type { StartupConfig } from '../../machines/startup/startup.types.ts';
import { chunkDownload } from '../lib/chunk-download.ts';
import { firstScreenSettled } from './first-screen.ts';
import { lazyChart } from './lazy-chart.ts';
import { sessionLogic } from './session-logic.ts';
import type { SharedRefresh } from './shared-refresh.ts';
import { startupLogic } from './startup-logic.ts';
import type { Slices } from './stored-state.ts';
import { userLogic } from './user-logic.ts';

/** The table's code: its chart, children and API calls, downloaded with the table pages. */
export const downloadTable = chunkDownload(() => import('./table-chunk.ts'));
/** The customer's catalog: menu, search, favorites, product sheet. */
const downloadCatalog = chunkDownload(() => import('./catalog-chunk.ts'));
/** The address book's code: its chart and the address calls. */
const downloadAddressBook = chunkDownload(() => import('./address-book-chunk.ts'));
/** The profile's code: its steps, the request centre and their calls. */
const downloadProfile = chunkDownload(() => import('./profile-chunk.ts'));
/** Paying for the cart: the checkout chart, the wallet, PIX, Apple Pay and the order calls. */
const downloadCheckout = chunkDownload(() => import('./checkout-chunk.ts'));
/** The saved cards' code: the wallet's chart, the card calls and the PSP's tokenization. */
const downloadWallet = chunkDownload(() => import('./wallet-chunk.ts'));
/** The account pages' code: login, registration, recovery. */
const downloadAccount = chunkDownload(() => import('./account-chunk.ts'));

const flowDownloads: Partial<Record<RouteFlow, () => Promise<unknown>>> = {
  login: downloadAccount,
  registration: downloadAccount,
  recovery: downloadAccount,
  profile: downloadProfile,
  checkout: downloadCheckout,
};
const catalogPages = new Set(['/menu', '/favorites']);

/**
 * Starts downloading the code of the flow that owns `pathname` beside the page's own, before the tree
 * asks for it once storage is read: the page's first paint waits for one round of downloads, not two.
 */
export function preloadFlow(pathname: string): void {
  if (isTablePage(pathname)) return void downloadTable();
  const flow = matchRoute(pathname)?.flow;
  const download = flow === undefined ? undefined : flowDownloads[flow];
  if (download !== undefined) void download();
  else if (catalogPages.has(pathname)) void downloadCatalog();
}

interface TreeOptions {
  input: AppInput;
  slices: Slices;
  /** The features and redirects, asked for before storage was read. */
  earlyConfig: Promise<StartupConfig>;
  /** One refresh for every tab of this browser. */
  sharedRefresh: () => Promise<SharedRefresh>;
  /** The Stately inspector, in development with `?inspect`. */
  inspect?: Observer<InspectionEvent>;
}

/**
 * The app's actor tree (DESIGN §3), created and provided once: every chart of the app with its real
 * effects. The table and the account flows are charts of their own chunks, provided lazily.
 */
export function createAppTree({ input, slices, earlyConfig, sharedRefresh, inspect }: TreeOptions) {
  const table = lazyChart(downloadTable, ({ tableLogic }) => tableLogic());
  const account = lazyChart(downloadAccount, ({ accountLogic }) => accountLogic());
  // The address wizard's code: its chart, the browser's position, the geocoder.
  const geolocation = lazyChart(
    chunkDownload(() => import('./geolocation-chunk.ts')),
    ({ geolocationLogic }) => geolocationLogic(slices),
  );
  const catalog = lazyChart(downloadCatalog, ({ catalogLogic }) => catalogLogic());
  const addressBook = lazyChart(downloadAddressBook, ({ addressBookLogic }) => addressBookLogic());
  const profile = lazyChart(downloadProfile, ({ profileLogic }) => profileLogic());
  // The customer's orders: history, tracking, rebuy, invoice.
  const orders = lazyChart(
    chunkDownload(() => import('./orders-chunk.ts')),
    ({ ordersLogic }) => ordersLogic(slices),
  );
  // The cart's code: its chart and the cart calls.
  const cart = lazyChart(
    chunkDownload(() => import('./cart-chunk.ts')),
    ({ cartLogic }) => cartLogic(slices),
  );
  const checkout = lazyChart(downloadCheckout, ({ checkoutLogic }) => checkoutLogic(slices));
  const wallet = lazyChart(downloadWallet, ({ walletLogic }) => walletLogic);
  // The coupons list's code: its chart and the coupons call.
  const coupons = lazyChart(
    chunkDownload(() => import('./coupons-chunk.ts')),
    ({ couponsLogic }) => couponsLogic(slices),
  );
  // Customer care on the profile's menus: its chart and the CMS read.
  const profileCustomerCare = lazyChart(
    chunkDownload(() => import('./customer-care-logic.ts')),
    ({ customerCareLogic }) => customerCareLogic,
  );
  // The installable app's code, the service worker's with it: after the first screen, never before.
  const pwa = lazyChart(
    chunkDownload(() => firstScreenSettled(app).then(() => import('./pwa-logic.ts'))),
    ({ pwaLogic }) => pwaLogic(),
  );
  const machine = appMachine.provide({
    actors: {
      session: sessionLogic(slices, sharedRefresh),
      user: userLogic(slices),
      startup: startupLogic(slices, earlyConfig),
      table: table.logic,
      account: account.logic,
      geolocation: geolocation.logic,
      checkoutOption: treeCheckoutOptionMachine.provide({
        actions: {
          keepOption: (_, option) => void slices.checkoutOption.write({ option }),
        },
      }),
      loadTable: table.loader,
      loadAccount: account.loader,
      pwa: pwa.logic,
      loadPwa: pwa.loader,
      loadGeolocation: geolocation.loader,
      catalog: catalog.logic,
      loadCatalog: catalog.loader,
      addressBook: addressBook.logic,
      loadAddressBook: addressBook.loader,
      profile: profile.logic,
      loadProfile: profile.loader,
      orders: orders.logic,
      loadOrders: orders.loader,
      cart: cart.logic,
      loadCart: fromPromise(() => cart.load()),
      loadCheckout: fromPromise(() => checkout.load()),
      checkout: checkout.logic,
      wallet: wallet.logic,
      loadWallet: wallet.loader,
      coupons: coupons.logic,
      loadCoupons: coupons.loader,
      profileCustomerCare: profileCustomerCare.logic,
      loadProfileCustomerCare: profileCustomerCare.loader,
    },
    actions: {
      rememberLocation: (_, point) => void slices.location.write(point),
      reportPwaFailure: (_, error) => console.warn('[pwa] the installable app stopped', error),
    },
  });
  const app = createActor(machine, { input, systemId: 'app', inspect });
  return app;
}

export type AppActor = ReturnType<typeof createAppTree>;
