import { type AnyRouter, useRouter } from '@tanstack/react-router';
import type { RouterContext } from '../../router/guard-navigation.ts';
import { useAppActors } from '../shell/use-app-actors.ts';

interface RouteScopedFlow<TActor> {
  acquire(actors: RouterContext, router: AnyRouter): TActor;
}

/** The actor of a flow spanning several routes (registration, recovery), shared by its pages. */
export function useRouteScopedFlow<TActor>(flow: RouteScopedFlow<TActor>): TActor {
  return flow.acquire(useAppActors(), useRouter());
}
