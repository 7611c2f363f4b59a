import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { withoutReloadQuery } from '../../contract/routes.ts';
import { selectIsReadyFor } from '../../machines/app/app.selectors.ts';
import type { AppActor } from '../app/app-tree.ts';
import { decide } from './decide.ts';
import { type DeviceFacts, readGuardFacts } from './guard-facts.ts';

export interface RouterContext {
  /** The app's actor tree (DESIGN §3). */
  app: AppActor;
  device: DeviceFacts;
  environment: string;
}

interface Navigation {
  location: { pathname: string; searchStr: string };
  context: RouterContext;
  preload: boolean;
}

/** The root `beforeLoad`: the one guard decision, once what it reads is there. */
export async function guardNavigation({ location, context, preload }: Navigation): Promise<void> {
  // A preload (a link under the pointer) only downloads the page; the visit decides.
  if (preload) return;
  // Spec §2: the `reload` query is consumed (the tree reloads the start-up data when it sees it).
  const cleanUrl = withoutReloadQuery(location.pathname, location.searchStr);
  if (cleanUrl !== undefined) throw redirect({ href: cleanUrl, replace: true });

  // Guards read the features, and the table's pages its flow; a failed start-up renders the fatal page.
  const snapshot = await waitFor(context.app, (app) => selectIsReadyFor(app, location.pathname), {
    timeout: Number.POSITIVE_INFINITY,
  });
  const decision = decide(
    { pathname: location.pathname, search: location.searchStr },
    readGuardFacts(snapshot, context.device, context.environment),
  );
  if (decision === undefined) return;
  throw decision.full
    ? redirect({ href: decision.to, reloadDocument: true })
    : redirect({ href: decision.to, replace: true });
}
