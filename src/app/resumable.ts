import type { AnyStateMachine } from 'xstate';

/**
 * A chart that starts from a persisted snapshot when its input carries one (`resume`), children
 * included (XState's `restoreSnapshot`): a reload finds the diner where they were, a payment with its
 * Idempotency-Key. A snapshot the chart no longer accepts (a new version of the app) is dropped: the
 * chart starts from its input instead, which holds the data the snapshot kept.
 */
export function resumable<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  return Object.create(machine, {
    getInitialSnapshot: {
      value(scope: Parameters<TMachine['getInitialSnapshot']>[0], input?: { resume?: unknown }) {
        if (input?.resume !== undefined) {
          try {
            return machine.restoreSnapshot(input.resume as never, scope);
          } catch (error) {
            console.warn(`[${machine.id}] a stored snapshot the chart does not accept was dropped`, error);
          }
        }
        return machine.getInitialSnapshot(scope, input as never);
      },
    },
  }) as TMachine;
}
