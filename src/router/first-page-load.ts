import type { AnyRouter } from '@tanstack/react-router';

/**
 * Loads the first page (its guard, its screen's code) before React renders it, so React renders it
 * in a transition's slices. Left to the router's provider, the page loads once the provider is
 * mounted, and the matches it then commits render the whole page in one synchronous task (a store
 * update, which React never slices).
 * The router follows the address from here with the listener its provider subscribes on mount (the
 * same function: one subscription), so a redirect of the first page (a server-provided one, say) is
 * followed before React starts.
 * A failed load is the router's to show: it renders its error.
 */
export async function loadFirstPage(router: AnyRouter): Promise<void> {
  router.history.subscribe(router.load);
  await router.load().catch(() => {});
}
