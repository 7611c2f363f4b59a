import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type ParsedLocation,
  type RouteComponent,
} from '@tanstack/react-router';
import { matchRoute, type RoutePath, routeTable } from '../../contract/routes.ts';
import { RootView } from '../routes/shell/root-view.tsx';
import { guardNavigation, type RouterContext } from './guard-navigation.ts';

// Pages for what went wrong come when something does.
const ErrorView = lazyRouteComponent(() => import('../routes/shell/error-view.tsx'), 'ErrorView');
const NotFoundView = lazyRouteComponent(() => import('../routes/shell/not-found-view.tsx'), 'NotFoundView');

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: guardNavigation,
  component: RootView,
  notFoundComponent: NotFoundView,
  errorComponent: ErrorView,
});

// The home is a chunk too: `preloadScreen` fetches it beside the start-up data, so it costs no extra wait.
const home = lazyRouteComponent(() => import('../routes/home/home-page.tsx'), 'HomePage');
const welcome = lazyRouteComponent(() => import('../routes/welcome/welcome-page.tsx'), 'WelcomePage');
const auth = lazyRouteComponent(() => import('../routes/auth/auth-page.tsx'), 'AuthPage');
const login = lazyRouteComponent(() => import('../routes/auth/login-page.tsx'), 'LoginPage');
const register = lazyRouteComponent(() => import('../routes/register/register-page.tsx'), 'RegisterPage');
const recovery = lazyRouteComponent(() => import('../routes/recovery/recovery-page.tsx'), 'RecoveryPage');
const geolocation = lazyRouteComponent(
  () => import('../routes/geolocation/geolocation-page.tsx'),
  'GeolocationPage',
);
const menu = lazyRouteComponent(() => import('../routes/menu/menu-page.tsx'), 'MenuPage');
const favorites = lazyRouteComponent(() => import('../routes/favorites/favorites-page.tsx'), 'FavoritesPage');
// The hub and the profile's pages are one chunk: one download for the account's pages.
const loadProfilePages = () => import('../routes/profile/profile-page.tsx');
const mobileProfile = lazyRouteComponent(loadProfilePages, 'MobileProfilePage');
const profile = lazyRouteComponent(loadProfilePages, 'ProfilePage');
const addressBook = lazyRouteComponent(
  () => import('../routes/profile/address-book-page.tsx'),
  'AddressBookPage',
);
const wallet = lazyRouteComponent(() => import('../routes/wallet/wallet-page.tsx'), 'WalletPage');
const coupons = lazyRouteComponent(() => import('../routes/coupons/coupons-page.tsx'), 'CouponsPage');
const orders = lazyRouteComponent(() => import('../routes/orders/orders-pages.tsx'), 'OrdersPages');

const payment = lazyRouteComponent(() => import('../routes/checkout/payment-page.tsx'), 'PaymentPage');

const tableEntry = lazyRouteComponent(() => import('../routes/table/table-entry-page.tsx'), 'TableEntryPage');
const tableTerms = lazyRouteComponent(() => import('../routes/table/table-terms-page.tsx'), 'TableTermsPage');
const tableFullTerms = lazyRouteComponent(
  () => import('../routes/table/table-full-terms-page.tsx'),
  'TableFullTermsPage',
);
const tableTutorial = lazyRouteComponent(
  () => import('../routes/table/table-tutorial-page.tsx'),
  'TableTutorialPage',
);
const tableQrCode = lazyRouteComponent(
  () => import('../routes/table/table-qrcode-page.tsx'),
  'TableQrCodePage',
);
const tableForm = lazyRouteComponent(() => import('../routes/table/table-form-page.tsx'), 'TableFormPage');
const tableOrder = lazyRouteComponent(() => import('../routes/table/table-order-page.tsx'), 'TableOrderPage');
const tablePayment = lazyRouteComponent(
  () => import('../routes/table/table-payment-page.tsx'),
  'TablePaymentPage',
);
const tableRegistration = lazyRouteComponent(
  () => import('../routes/table/table-registration-page.tsx'),
  'TableRegistrationPage',
);
const tableMenu = lazyRouteComponent(() => import('../routes/table/table-menu-page.tsx'), 'TableMenuPage');
const tableGeolocation = lazyRouteComponent(
  () => import('../routes/table/table-geolocation-page.tsx'),
  'TableGeolocationPage',
);
const tablePix = lazyRouteComponent(() => import('../routes/table/table-pix-page.tsx'), 'TablePixPage');

/** Every route not built yet shows its layout and title (the titles of every route come with it). */
const TitleOnlyPage = lazyRouteComponent(
  () => import('../routes/placeholder/title-only-page.tsx'),
  'TitleOnlyPage',
);

/** Screens built so far; every other route shows its layout and title. */
const screens: Partial<Record<RoutePath, RouteComponent>> = {
  '/': home,
  '/welcome': welcome,
  '/menu': menu,
  '/cupons': coupons,
  '/favorites': favorites,
  '/auth': auth,
  '/auth/login': login,
  '/login': login,
  '/register': register,
  '/register/verify': register,
  '/register/phone': register,
  '/register/data': register,
  '/register/password': register,
  '/register/confirm': register,
  '/recovery': recovery,
  '/recovery/verify': recovery,
  '/recovery/password': recovery,
  '/recovery/confirm': recovery,
  '/mobile/profile': mobileProfile,
  '/profile/addresses': addressBook,
  '/profile/payments': wallet,
  '/profile/$id': profile,
  '/privacy/$id': profile,
  '/orders': orders,
  '/orders/$id': orders,
  '/mobile/order/$id': orders,
  '/payment': payment,
  '/geolocation': geolocation,
  '/geolocation/address': geolocation,
  '/geolocation/confirm': geolocation,
  '/table-payment': tableEntry,
  '/table': tableTerms,
  '/table/terms': tableFullTerms,
  '/table/tutorial': tableTutorial,
  '/table/qrcode': tableQrCode,
  '/table/form': tableForm,
  '/table/order': tableOrder,
  '/table/payment': tablePayment,
  '/table/pix': tablePix,
  '/table/registration-update': tableRegistration,
  '/table/menu': tableMenu,
  '/table/geolocation': tableGeolocation,
};

/** Starts downloading the screen of `pathname` (a lazy chunk) before the router exists. */
export function preloadScreen(pathname: string): void {
  const path = matchRoute(pathname)?.path;
  const screen = path === undefined ? undefined : screens[path];
  void (screen as { preload?: () => Promise<void> } | undefined)?.preload?.();
}

const routes = routeTable.map((entry) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: entry.path,
    component: screens[entry.path] ?? TitleOnlyPage,
  }),
);

export const routeTree = rootRoute.addChildren(routes);

/**
 * The router restores or resets the window's scroll on every page but a menu category link: the menu's
 * list takes itself to that category once its dishes are listed, which on a page loaded at the link
 * may come before the router's own scroll to the top, and be undone by it.
 */
const routerScrolls = ({ location }: { location: ParsedLocation }) =>
  !(location.pathname === '/menu' && 'category' in location.search);

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: routerScrolls,
    defaultPendingMs: 400,
  });
}
