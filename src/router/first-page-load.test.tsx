// @vitest-environment happy-dom
import { createRootRoute, createRoute, createRouter, RouterProvider, redirect } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadFirstPage } from './first-page-load.ts';

/** A router of the browser's address, at `path`, whose `/` redirects to `/auth`, counting the guard runs of each page. */
function routerAt(path: string) {
  window.history.replaceState(null, '', path);
  const guarded: string[] = [];
  const root = createRootRoute();
  const page = (routePath: string, redirectTo?: string) =>
    createRoute({
      getParentRoute: () => root,
      path: routePath,
      beforeLoad: () => {
        guarded.push(routePath);
        if (redirectTo !== undefined) throw redirect({ href: redirectTo, replace: true });
      },
      component: () => <h1>{routePath}</h1>,
    });
  const router = createRouter({
    routeTree: root.addChildren([page('/', '/auth'), page('/auth'), page('/menu')]),
  });
  return { router, guarded };
}

describe('loadFirstPage', () => {
  it('loads the first page before React renders it, which then shows it without loading again', async () => {
    const { router, guarded } = routerAt('/menu');
    await loadFirstPage(router);
    expect(router.state.resolvedLocation?.pathname).toBe('/menu');
    await act(async () => render(<RouterProvider router={router} />));
    expect(screen.getByRole('heading', { name: '/menu' })).toBeTruthy();
    expect(guarded).toEqual(['/menu']);
  });

  it('follows a redirect of the first page before React starts', async () => {
    const { router, guarded } = routerAt('/');
    await loadFirstPage(router);
    expect(router.state.resolvedLocation?.pathname).toBe('/auth');
    expect(guarded).toEqual(['/', '/auth']);
  });

  it('leaves the address followed once the provider is mounted: a later page loads, its guard run once', async () => {
    const { router, guarded } = routerAt('/auth');
    await loadFirstPage(router);
    await act(async () => render(<RouterProvider router={router} />));
    await act(() => router.navigate({ to: '/menu' }));
    expect(screen.getByRole('heading', { name: '/menu' })).toBeTruthy();
    expect(guarded).toEqual(['/auth', '/menu']);
  });
});
