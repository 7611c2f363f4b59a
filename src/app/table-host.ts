import type { AnyRouter } from '@tanstack/react-router';
import { selectHasActiveSession, selectIsRedirectPending } from '../../machines/table/table.selectors.ts';
import type { PersistedTable } from '../../machines/table/table.types.ts';
import { prefetchBill } from './prefetched-bill.ts';
import type { StartupActor } from './startup-actor.ts';
import type { TableActor } from './table-actor.ts';
import type { UserActor } from './user-actor.ts';

/** The table pages and the QR link: the table actor loads with them; leaving them leaves the table (spec §4). */
export const isTableArea = (pathname: string) =>
  pathname === '/table' || pathname.startsWith('/table/') || pathname === '/table-payment';

export interface TableHostDeps {
  stored: Partial<PersistedTable> | undefined;
  user: UserActor;
  startup: StartupActor;
}

/** The table's code (machine, API calls), a chunk of its own; the module cache makes this one download. */
export const preloadTableRuntime = () => import('./table-runtime.ts');

/**
 * Holds the long-lived `table` actor (DESIGN §3), which loads with the table pages (its chart and
 * API code stay out of the first download) or at start-up when storage says the diner is at a table.
 * Until then the stored slice answers for it.
 */
export function createTableHost({ stored, user, startup }: TableHostDeps) {
  let actor: TableActor | undefined;
  let loading: Promise<TableActor> | undefined;
  let router: AnyRouter | undefined;
  const seat =
    stored?.sessionId !== undefined && stored.userSessionId !== undefined
      ? { sessionId: stored.sessionId, userSessionId: stored.userSessionId }
      : undefined;
  const seatedInStorage = seat !== undefined;
  if (seat) prefetchBill(seat);

  function load(): Promise<TableActor> {
    loading ??= preloadTableRuntime().then(async ({ startTable }) => {
      actor = await startTable({ stored, user, startup, router: () => router });
      return actor;
    });
    return loading;
  }

  return {
    /** The table actor; defined on every table page (the route guard loads it first). */
    get actor(): TableActor | undefined {
      return actor;
    },
    load,
    bindRouter(next: AnyRouter) {
      router = next;
      // Loaded at once (beside the start-up calls) for a table page or a diner storage says is at a table.
      if (seatedInStorage || stored?.isPnmRedirect || isTableArea(next.history.location.pathname))
        void load();
    },
    /** Spec §2 "After login" rule 1: seated at a table, or sent from one to sign in (it takes them back). */
    returnsToTable(): boolean {
      if (actor === undefined) return seatedInStorage || stored?.isPnmRedirect === true;
      const snapshot = actor.getSnapshot();
      return selectHasActiveSession(snapshot) || selectIsRedirectPending(snapshot);
    },
    hasActiveSession(): boolean {
      return actor === undefined ? seatedInStorage : selectHasActiveSession(actor.getSnapshot());
    },
  };
}

export type TableHost = ReturnType<typeof createTableHost>;
