import type { AnyMachineSnapshot, AnyStateMachine, EventObject, InspectionEvent } from 'xstate';
import { allTransitions } from './model-labels.ts';
import { createModelScope } from './model-scope.ts';

export interface Probe {
  initial: AnyMachineSnapshot;
  /** Labels of the transitions taken when the initial snapshot is computed (eventless ones). */
  initialTransitions: Set<string>;
  /** Labels of the transitions an event takes from a snapshot, eventless follow-ups included. */
  transitionsTaken: (snapshot: AnyMachineSnapshot, event: EventObject) => Set<string>;
}

/**
 * Computes transitions without running anything (`createModelScope`): the inspection of its
 * system reports every microstep's transitions.
 */
export function createProbe(machine: AnyStateMachine, input: unknown): Probe {
  const labels = allTransitions(machine);
  let taken = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    for (const transition of event._transitions) {
      const label = labels.get(transition);
      if (label !== undefined) taken.add(label);
    }
  };
  const scope = createModelScope(machine, input, inspect);
  const initial = machine.getInitialSnapshot(scope, input);
  const initialTransitions = taken;
  return {
    initial,
    initialTransitions,
    transitionsTaken: (snapshot, event) => {
      taken = new Set();
      machine.transition(snapshot, event, scope);
      return taken;
    },
  };
}
