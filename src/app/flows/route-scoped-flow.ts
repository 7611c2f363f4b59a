import type { AnyRouter, RouterHistory } from '@tanstack/react-router';
import type { Actor, AnyActorRef, AnyStateMachine, SnapshotFrom } from 'xstate';
import type { RouterContext } from '../../router/guard-navigation.ts';

export interface RouteScopedFlowOptions<TMachine extends AnyStateMachine> {
  /** The flow's pages: the scope itself and every path under it (`/register`, `/register/phone`). */
  scope: string;
  /** Every step's URL in the flow's order, to tell a step back from a step forward. */
  steps: readonly string[];
  /** The provided machine's actor, not started. */
  create(actors: RouterContext, router: AnyRouter): Actor<TMachine>;
  /** The URL of the step the machine is on; undefined once it has none. */
  stepPath(snapshot: SnapshotFrom<TMachine>): string | undefined;
  /** Where to go when the machine finishes, unless it navigates itself. */
  onDone?(router: AnyRouter, snapshot: SnapshotFrom<TMachine>): void;
}

const isIn = (scope: string, pathname: string) => pathname === scope || pathname.startsWith(`${scope}/`);

/**
 * A flow that spans several routes (registration, recovery): one actor, created when its pages are
 * entered and stopped when the visitor leaves them. The URL follows the machine's step; the browser's
 * (and the layout's) back button sends `step.back`.
 */
export function routeScopedFlow<TMachine extends AnyStateMachine>(options: RouteScopedFlowOptions<TMachine>) {
  let current: { actor: Actor<TMachine>; release(): void } | undefined;
  let last: Actor<TMachine> | undefined;

  function start(actors: RouterContext, router: AnyRouter): Actor<TMachine> {
    const actor = options.create(actors, router);
    const here = () => `${router.history.location.pathname}${router.history.location.search}`;
    const order = (path: string | undefined) => (path === undefined ? -1 : options.steps.indexOf(path));
    let shown: string | undefined;
    let finished = false;

    // Deferred: the first step shows while a page renders, and a step back while history moves. By
    // then the machine may have moved on: the step it is on then is the one shown.
    const show = (replace: boolean) =>
      queueMicrotask(() => {
        if (finished || shown === undefined || shown === here()) return;
        void router.navigate({ href: shown, replace });
      });

    const follow = actor.subscribe((snapshot: SnapshotFrom<TMachine>) => {
      if ((snapshot as { status: string }).status === 'done') {
        finished = true;
        options.onDone?.(router, snapshot);
        return;
      }
      const path = options.stepPath(snapshot);
      if (path === shown) return;
      const backwards = order(path) < order(shown);
      shown = path;
      show(backwards);
    });

    const history: RouterHistory = router.history;
    const back = history.subscribe(({ location, action }) => {
      const isBack = action.type === 'BACK' || (action.type === 'GO' && action.index < 0);
      if (isBack && isIn(options.scope, location.pathname))
        (actor as AnyActorRef).send({ type: 'step.back' });
    });

    const resolved = router.subscribe('onResolved', ({ toLocation }) => {
      if (!isIn(options.scope, toLocation.pathname)) current?.release();
      // A step the machine is not on (typed in, forward button, a back it refused): show its own.
      else show(true);
    });

    current = {
      actor,
      release() {
        follow.unsubscribe();
        back();
        resolved();
        actor.stop();
        current = undefined;
      },
    };
    actor.start();
    return actor;
  }

  return {
    /** The flow's actor: the running one, a new one on entering the pages, the last one while leaving them. */
    acquire(actors: RouterContext, router: AnyRouter): Actor<TMachine> {
      if (current) return current.actor;
      if (last && !isIn(options.scope, router.history.location.pathname)) return last;
      last = start(actors, router);
      return last;
    },
  };
}
