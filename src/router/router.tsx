import { createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router';
import { HomePage } from '../routes/home/home-page.tsx';
import { TitleOnlyPage } from '../routes/placeholder/title-only-page.tsx';
import { ErrorView } from '../routes/shell/error-view.tsx';
import { NotFoundView } from '../routes/shell/not-found-view.tsx';
import { RootView } from '../routes/shell/root-view.tsx';
import { WelcomePage } from '../routes/welcome/welcome-page.tsx';
import { guardNavigation, type RouterContext } from './guard-navigation.ts';
import { type RoutePath, routeTable } from './route-table.ts';

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: guardNavigation,
  component: RootView,
  notFoundComponent: NotFoundView,
  errorComponent: ErrorView,
});

/** Screens built so far; every other route shows its layout and title. */
const screens: Partial<Record<RoutePath, () => React.ReactNode>> = {
  '/': HomePage,
  '/welcome': WelcomePage,
};

const routes = routeTable.map((entry) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: entry.path,
    component: screens[entry.path] ?? TitleOnlyPage,
  }),
);

export const routeTree = rootRoute.addChildren(routes);

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultPendingMs: 400,
  });
}
