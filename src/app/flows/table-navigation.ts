import type { AnyRouter } from '@tanstack/react-router';
import type { RoutePath } from '../../../contract/routes.ts';
import { selectStep } from '../../../machines/table/table.selectors.ts';
import type { TableActor } from '../table-actor.ts';
import { isTableArea } from '../table-host.ts';

/** Pages that belong to a step besides its own. */
const pagesOfStep: Partial<Record<RoutePath, readonly string[]>> = {
  '/table/payment': ['/table/payment', '/table/pix'],
};

/** Whether the page shows the step the diner is on (the full terms can always be read). */
export function showsStep(pathname: string, step: RoutePath): boolean {
  return pathname === '/table/terms' || (pagesOfStep[step] ?? [step]).includes(pathname);
}

/**
 * The URL follows the table machine: when its step changes (terms accepted, seated, menu opened),
 * the diner is taken to that step's page, from any table page or from the sign-in the table sent
 * them to. Leaving the table pages for another part of the app tells the machine (`table.exit`).
 */
export function bindTableNavigation(table: TableActor, router: AnyRouter): void {
  let step = selectStep(table.getSnapshot());
  let sentToAuth = step === '/auth';

  table.subscribe((snapshot) => {
    const next = selectStep(snapshot);
    if (next === step) return;
    step = next;
    if (next === undefined) return;
    const { pathname } = router.history.location;
    const follows = isTableArea(pathname) || sentToAuth;
    sentToAuth = next === '/auth';
    if (follows && !showsStep(pathname, next)) {
      void router.navigate({ href: next, replace: pathname === '/table-payment' });
    } else {
      // Guards read the table's step: re-run them where the diner is.
      void router.invalidate();
    }
  });

  router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    if (fromLocation && isTableArea(fromLocation.pathname) && !isTableArea(toLocation.pathname)) {
      table.send({ type: 'table.exit' });
    }
  });
}
