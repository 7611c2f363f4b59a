import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyTransitionDefinition,
  EventObject,
  InspectionEvent,
} from 'xstate';
import { allTransitions } from './model-labels.ts';
import { createModelScope } from './model-scope.ts';

export interface Probe {
  initial: AnyMachineSnapshot;
  /** Labels of the transitions taken when the initial snapshot is computed (eventless ones). */
  initialTransitions: Set<string>;
  /** Ids of the states the start passes through or settles in (`#registration.start`, …). */
  initialStates: Set<string>;
  /** Labels of the transitions an event takes from a snapshot, eventless follow-ups included. */
  transitionsTaken: (snapshot: AnyMachineSnapshot, event: EventObject) => Set<string>;
  /** Ids of the states an event leads through (transient ones included) or into. */
  statesPassed: (snapshot: AnyMachineSnapshot, event: EventObject) => Set<string>;
}

/** Every state node the snapshot is in, by id, and those the transitions taken to get there left. */
function statesOf(snapshot: AnyMachineSnapshot, transitions: AnyTransitionDefinition[]): Set<string> {
  const ids = new Set(transitions.map((transition) => `#${transition.source.id}`));
  for (const node of snapshot._nodes) if (node.parent) ids.add(`#${node.id}`);
  return ids;
}

/**
 * Computes transitions without running anything (`createModelScope`): the inspection of its
 * system reports every microstep's transitions.
 */
export function createProbe(machine: AnyStateMachine, input: unknown): Probe {
  const labels = allTransitions(machine);
  let taken: AnyTransitionDefinition[] = [];
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') taken.push(...event._transitions);
  };
  const labelsOf = (transitions: AnyTransitionDefinition[]) =>
    new Set(transitions.flatMap((transition) => labels.get(transition) ?? []));
  const scope = createModelScope(machine, input, inspect);
  const initial = machine.getInitialSnapshot(scope, input);
  const initialTaken = taken;
  const step = (snapshot: AnyMachineSnapshot, event: EventObject) => {
    taken = [];
    const next = machine.transition(snapshot, event, scope);
    return { next, transitions: taken };
  };
  return {
    initial,
    initialTransitions: labelsOf(initialTaken),
    initialStates: statesOf(initial, initialTaken),
    transitionsTaken: (snapshot, event) => labelsOf(step(snapshot, event).transitions),
    statesPassed: (snapshot, event) => {
      const { next, transitions } = step(snapshot, event);
      return statesOf(next, transitions);
    },
  };
}
