import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { isTableEntryPage, withoutReloadQuery } from '../../contract/routes.ts';
import { selectHasTablePicked, selectIsReadyFor } from '../../machines/app/app.selectors.ts';
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

/**
 * How long the table's QR link waits for the table to pick the diner's page before it shows its own
 * ("Finding table 7…"): longer than the 400 ms after which other pages show they are loading
 * (`defaultPendingMs`), since the link's page says little more than the boot bar already does. A
 * table that answers sooner opens its page (the bill, say) at once, without that page flashing by,
 * nor its rendering holding up the answers that page waits for.
 */
const TABLE_ENTRY_WAIT_MS = 1000;

/** Once the table has picked the diner's page, or after `TABLE_ENTRY_WAIT_MS`. */
async function tablePicked(app: AppActor): Promise<void> {
  await waitFor(app, selectHasTablePicked, { timeout: TABLE_ENTRY_WAIT_MS }).catch(() => {});
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
  if (decision === undefined) {
    // The table's QR link shows its own page only if the table takes a moment to pick the diner's.
    if (isTableEntryPage(location.pathname)) await tablePicked(context.app);
    return;
  }
  throw decision.full
    ? redirect({ href: decision.to, reloadDocument: true })
    : redirect({ href: decision.to, replace: true });
}
