import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { selectFeatures, selectIsFatal } from '../../machines/startup/startup.selectors.ts';
import type { SessionActor } from '../app/session-actor.ts';
import type { StartupActor } from '../app/startup-actor.ts';
import { isTableArea, type TableHost } from '../app/table-host.ts';
import type { UserActor } from '../app/user-actor.ts';
import { decide } from './decide.ts';
import { type DeviceFacts, readGuardFacts } from './guard-facts.ts';
import { skipsStartupLoad, withoutReloadQuery } from './startup-paths.ts';

export interface RouterContext {
  startup: StartupActor;
  session: SessionActor;
  user: UserActor;
  /** The table actor, loaded with the table pages. */
  table: TableHost;
  device: DeviceFacts;
  environment: string;
}

interface Navigation {
  location: { pathname: string; searchStr: string };
  context: RouterContext;
}

/** The root `beforeLoad`: start-up bookkeeping, then the one guard decision. */
export async function guardNavigation({ location, context }: Navigation): Promise<void> {
  const { startup } = context;
  const cleanUrl = withoutReloadQuery(location.pathname, location.searchStr);
  if (cleanUrl !== undefined) {
    startup.send({ type: 'startup.reload' });
    throw redirect({ href: cleanUrl, replace: true });
  }
  if (!skipsStartupLoad(location.pathname)) startup.send({ type: 'startup.load' });

  // Guards read the features; a failed start-up renders the fatal page instead.
  const snapshot = await waitFor(startup, (s) => selectFeatures(s) !== undefined || selectIsFatal(s), {
    timeout: Number.POSITIVE_INFINITY,
  });
  // The table pages read the table actor: it loads with them.
  if (isTableArea(location.pathname)) await context.table.load();
  const decision = decide(
    { pathname: location.pathname, search: location.searchStr },
    readGuardFacts(
      {
        startup: snapshot,
        session: context.session.getSnapshot(),
        user: context.user.getSnapshot(),
        table: context.table.actor?.getSnapshot(),
      },
      context.device,
      context.environment,
    ),
  );
  if (decision === undefined) return;
  throw decision.full
    ? redirect({ href: decision.to, reloadDocument: true })
    : redirect({ href: decision.to, replace: true });
}
