import { useRouteContext } from '@tanstack/react-router';
import type { RouterContext } from '../../router/guard-navigation.ts';

/** The long-lived actors the router context carries (created once, outside React, in src/app). */
export function useAppActors(): RouterContext {
  // The route tree is built from the route table, so the router is not registered for type inference.
  return useRouteContext({ from: '__root__' }) as RouterContext;
}
