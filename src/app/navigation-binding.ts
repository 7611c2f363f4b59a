import type { AnyRouter, RouterHistory } from '@tanstack/react-router';
import { hrefOf, matchRoute, type RouteFlow } from '../../contract/routes.ts';
import {
  selectFlowLocation,
  selectOrderId,
  selectSession,
  selectTable,
  selectUser,
} from '../../machines/app/app.selectors.ts';
import { selectIsSignedIn } from '../../machines/session/session.selectors.ts';
import { selectStep } from '../../machines/table/table.location.ts';
import {
  selectUser as selectAccountUser,
  selectHasAddress,
  selectUserType,
} from '../../machines/user/user.selectors.ts';
import type { AppActor } from './app-tree.ts';
import { onTreeSettled } from './tree-settled.ts';

const flowOf = (pathname: string): RouteFlow | undefined => matchRoute(pathname)?.flow;
const hrefHere = (router: AnyRouter) =>
  `${router.history.location.pathname}${router.history.location.search}`;

/**
 * What the guards read, as one key: the guards run again when it changes (DESIGN §4). Halfway through
 * a sign-in (tokens stored, profile not loaded yet) nothing has changed for them: run then, they would
 * send the visitor off the login page before the sign-in routes them.
 */
function guardFactsKey(app: AppActor): string | undefined {
  const snapshot = app.getSnapshot();
  const signedIn = selectIsSignedIn(selectSession(snapshot).getSnapshot());
  const user = selectUser(snapshot).getSnapshot();
  if (signedIn && selectAccountUser(user) === null) return undefined;
  const table = selectTable(snapshot)?.getSnapshot();
  // An address saved (a user's list reloaded, a guest's session started) gives access (spec §4).
  const access = `${selectHasAddress(user)}:${selectOrderId(snapshot) ?? ''}`;
  return `${signedIn}:${selectUserType(user)}:${table && selectStep(table)}:${access}`;
}

/**
 * The one place that moves the URL for the tree (DESIGN §3 "Navigation has one owner"):
 * - the URL goes into the tree: every new address is `route.entered`, and the browser's back button
 *   on a page of a flow is that flow's `step.back`;
 * - the tree moves the URL: while the user is on the pages of a flow (the route table's `flow`, or the
 *   flow that took them to the page they are on), the URL follows where that flow says they are
 *   (`selectFlowLocation`), and the tree's one-off `navigate` events are followed;
 * - the guards run again when what they read changes.
 */
export function bindNavigation(app: AppActor, router: AnyRouter): void {
  let driver = flowOf(router.history.location.pathname);
  let moving: string | undefined;
  let historyPath = router.history.location.pathname;
  const shown = new Map<RouteFlow, string>();

  let entered: string | undefined;
  router.subscribe('onBeforeLoad', ({ toLocation, hrefChanged }) => {
    // The router may load one address twice (a guard re-run while it loads): it is entered once.
    if (!hrefChanged || toLocation.href === entered) return;
    entered = toLocation.href;
    // A page the user chose (or a guard sent them to) belongs to its own flow; one a flow took them to stays that flow's.
    if (toLocation.href !== moving) driver = flowOf(toLocation.pathname);
    moving = undefined;
    app.send({ type: 'route.entered', pathname: toLocation.pathname, search: toLocation.searchStr });
  });

  const history: RouterHistory = router.history;
  history.subscribe(({ location, action }) => {
    const back = action.type === 'BACK' || (action.type === 'GO' && action.index < 0);
    const flow = flowOf(location.pathname);
    if (back && flow !== undefined && flow === flowOf(historyPath)) {
      app.system.get(flow)?.send({ type: 'step.back' });
    }
    historyPath = location.pathname;
  });

  /**
   * A flow that put the user on a page of another flow, and says nothing more, hands the page to that
   * flow once it knows where the user stands (a finished sign-in hands the table's pages back to the table).
   */
  function handOver() {
    const own = flowOf(router.history.location.pathname);
    if (own === undefined || driver === undefined || own === driver) return;
    const snapshot = app.getSnapshot();
    const led = selectFlowLocation(snapshot, driver);
    if (led !== undefined && hrefOf(led) !== hrefHere(router)) return;
    if (selectFlowLocation(snapshot, own) !== undefined) driver = own;
  }

  function follow() {
    handOver();
    if (driver === undefined) return;
    const location = selectFlowLocation(app.getSnapshot(), driver);
    if (location === undefined) return;
    const href = hrefOf(location);
    const unchanged = shown.get(driver) === href;
    shown.set(driver, href);
    if (href === hrefHere(router)) return;
    // A step the flow is not on (typed in, the forward button, a back it refused) is corrected in place.
    const replace = unchanged || router.history.location.pathname === '/table-payment';
    moving = href;
    void router.navigate({ href, replace });
  }

  let guardFacts = guardFactsKey(app);
  function recheckGuards() {
    const next = guardFactsKey(app);
    if (next === undefined || next === guardFacts) return;
    guardFacts = next;
    void router.invalidate();
  }

  onTreeSettled(app, () => {
    follow();
    recheckGuards();
  });

  app.on('navigate', ({ to }) => {
    void router.navigate({ href: to });
  });
}
