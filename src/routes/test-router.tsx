import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { RouterContext } from '../router/guard-navigation.ts';
import { renderUi } from '../ui/test-render.tsx';

/** Renders a view inside a real router (links, context) at `path`, with the given actors. */
export async function renderInRouter(
  view: () => ReactNode,
  context: Partial<RouterContext> = {},
  path = '/',
) {
  const root = createRootRouteWithContext<Partial<RouterContext>>()({});
  const page = createRoute({ getParentRoute: () => root, path, component: view });
  const catchAll = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([page, catchAll]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context,
  });
  await router.load();
  return { router, ...renderUi(<RouterProvider router={router} />) };
}
