import { createActor } from 'xstate';
import { selectFeatures } from '../../machines/startup/startup.selectors.ts';
import { tableMachine } from '../../machines/table/table.machine.ts';
import type { PersistedTable, TableUser } from '../../machines/table/table.types.ts';
import { billPollerMachine } from '../../machines/table/table-bill.machine.ts';
import { connectMachine } from '../../machines/table/table-connect.machine.ts';
import {
  selectHasAllTableInfo,
  selectIsRegistered,
  selectTableTermsAccepted,
  selectTutorialSeen,
  selectUser,
  type UserSnapshot,
} from '../../machines/user/user.selectors.ts';
import { putMe } from '../api/users.ts';
import { tableEffects } from './flows/table-effects.ts';
import type { StartupActor } from './startup-actor.ts';
import { writeStoredTable } from './table-slice.ts';
import type { UserActor } from './user-actor.ts';

/**
 * Who sits down, read from the user store. A sign-in counts once the profile is loaded: the table
 * needs the name to seat the diner.
 */
export function tableUserOf(snapshot: UserSnapshot): TableUser {
  const user = selectUser(snapshot);
  if (!selectIsRegistered(snapshot) || user === null) return { isRegistered: false, hasAllTableInfo: false };
  return {
    isRegistered: true,
    hasAllTableInfo: selectHasAllTableInfo(snapshot),
    name: user.name ?? undefined,
    document: user.document ?? undefined,
  };
}

const sameUser = (a: TableUser, b: TableUser) => JSON.stringify(a) === JSON.stringify(b);

/** Registered users' acceptance is kept on their account too (`accepted_pg_terms`). */
function recordTermsOnAccount() {
  const form = new FormData();
  form.set('accepted_pg_terms', 'true');
  putMe({ form }).catch((error: unknown) => console.warn('[table] could not record the terms', error));
}

interface TableActors {
  user: UserActor;
  startup: StartupActor;
}

/** The dine-in journey (DESIGN §3 `table`) with its real effects: the API, storage, the user store. */
export function createTableActor(
  stored: Partial<PersistedTable> | undefined,
  { user, startup }: TableActors,
) {
  const userSnapshot = user.getSnapshot();
  const table = createActor(
    tableMachine.provide({
      actors: {
        loadTableInfo: tableEffects.loadTableInfo,
        connect: connectMachine.provide({
          actors: { createSession: tableEffects.createSession, joinSession: tableEffects.joinSession },
        }),
        leaveSession: tableEffects.leaveSession,
        billPoller: billPollerMachine.provide({ actors: { loadBill: tableEffects.loadBill } }),
      },
      actions: {
        persist: (_, slice) => void writeStoredTable(slice),
        acceptTerms: () => {
          user.send({ type: 'tableTerms.accepted' });
          if (selectIsRegistered(user.getSnapshot())) recordTermsOnAccount();
        },
        rememberTutorialSeen: () => user.send({ type: 'tutorial.seen' }),
      },
    }),
    {
      input: {
        stored,
        user: tableUserOf(userSnapshot),
        termsAccepted: selectTableTermsAccepted(userSnapshot),
        tutorialSeen: selectTutorialSeen(userSnapshot),
        tableOrderEnabled: selectFeatures(startup.getSnapshot())?.table_order === true,
      },
    },
  );

  // Signing in (or out) while at the table changes who sits down.
  let known = tableUserOf(userSnapshot);
  user.subscribe((snapshot) => {
    const next = tableUserOf(snapshot);
    if (sameUser(next, known)) return;
    known = next;
    table.send({ type: 'user.changed', user: next });
  });
  // The feature flags may arrive after the table actor starts (start-up loads them).
  let tableOrder = selectFeatures(startup.getSnapshot())?.table_order;
  startup.subscribe((snapshot) => {
    const next = selectFeatures(snapshot)?.table_order;
    if (next === undefined || next === tableOrder) return;
    tableOrder = next;
    table.send({ type: 'features.loaded', tableOrder: next });
  });
  return table;
}

export type TableActor = ReturnType<typeof createTableActor>;
