import type { AppActor } from './app-tree.ts';

/**
 * Calls `settled` after a step of the tree, once: several actors may change in one step, and
 * `settled` sees them all changed.
 */
export function onTreeSettled(app: AppActor, settled: () => void): void {
  let scheduled = false;
  app.system.inspect((event) => {
    if (event.type !== '@xstate.snapshot' || scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      settled();
    });
  });
}
