import { createActor, fromPromise } from 'xstate';
import { appMachine } from '../../machines/app/app.machine.ts';
import type { AppInput } from '../../machines/app/app.types.ts';
import type { StartupConfig } from '../../machines/startup/startup.types.ts';
import { lazyChart } from './lazy-chart.ts';
import { sessionLogic } from './session-logic.ts';
import { startupLogic } from './startup-logic.ts';
import type { Slices } from './stored-state.ts';
import { userLogic } from './user-logic.ts';

/** The table's code: its chart, children and API calls, downloaded with the table pages. */
export const downloadTable = () => import('./table-chunk.ts').then(({ tableLogic }) => tableLogic);
/** The customer's catalog: menu, search, favorites, product sheet. */
const downloadCatalog = () => import('./catalog-chunk.ts').then(({ catalogLogic }) => catalogLogic);
/** The account pages' code: login, registration, recovery. */
const downloadAccount = () => import('./account-chunk.ts').then(({ accountLogic }) => accountLogic);

interface TreeOptions {
  input: AppInput;
  slices: Slices;
  /** The features and redirects, asked for before storage was read. */
  earlyConfig: Promise<StartupConfig>;
}

/**
 * The app's actor tree (DESIGN §3), created and provided once: every chart of the app with its real
 * effects. The table and the account flows are charts of their own chunks, provided lazily.
 */
export function createAppTree({ input, slices, earlyConfig }: TreeOptions) {
  const table = lazyChart(downloadTable);
  const account = lazyChart(downloadAccount);
  const catalog = lazyChart(downloadCatalog);
  const machine = appMachine.provide({
    actors: {
      session: sessionLogic(slices),
      user: userLogic(slices),
      startup: startupLogic(slices, earlyConfig),
      table: table.logic,
      account: account.logic,
      catalog: catalog.logic,
      loadTable: fromPromise(() => table.load()),
      loadAccount: fromPromise(() => account.load()),
      loadCatalog: fromPromise(() => catalog.load()),
    },
  });
  return createActor(machine, { input, systemId: 'app' });
}

export type AppActor = ReturnType<typeof createAppTree>;
