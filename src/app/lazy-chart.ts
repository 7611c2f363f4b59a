import { type AnyActorLogic, fromPromise } from 'xstate';
import type { ChunkDownload } from '../lib/chunk-download.ts';
import { yieldToMain } from '../lib/yield-to-main.ts';

/**
 * A child chart whose code is a chunk of its own: the tree is provided with `logic` at once, and its
 * parent runs a `load…` step (`load()`) before the state that invokes it, so the first screen does
 * not pay for the table or the account flows. `build` makes the chart from the downloaded module: at
 * once when the module arrived earlier (downloaded beside the page's own code), else in a task of its
 * own, as the module's evaluation is one long task already and XState builds a chart's whole state
 * tree again for each `provide`.
 */
export function lazyChart<TModule, TLogic extends AnyActorLogic>(
  download: ChunkDownload<TModule>,
  build: (module: TModule) => TLogic,
) {
  let loaded: TLogic | undefined;
  const current = (): TLogic => {
    if (loaded === undefined) throw new Error('a lazy chart was started before its code was loaded');
    return loaded;
  };
  const logic = {
    config: undefined,
    transition: (snapshot: never, event: never, scope: never) => current().transition(snapshot, event, scope),
    getInitialSnapshot: (scope: never, input: never) => current().getInitialSnapshot(scope, input),
    restoreSnapshot: (snapshot: never, scope: never) => current().restoreSnapshot?.(snapshot, scope),
    start: (snapshot: never, scope: never) => current().start?.(snapshot, scope),
    getPersistedSnapshot: (snapshot: never, options: never) =>
      current().getPersistedSnapshot(snapshot, options),
  } as unknown as TLogic;
  const load = async (): Promise<void> => {
    if (loaded !== undefined) return;
    const arrived = download.arrived();
    if (arrived !== undefined) {
      loaded = build(arrived);
      return;
    }
    const module = await download();
    await yieldToMain();
    loaded ??= build(module);
  };
  // `loader`: the download as the actor of the parent's `load…` step.
  return { logic, load, loader: fromPromise<void, undefined>(load) };
}
